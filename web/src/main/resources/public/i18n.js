// The page's language: one JSON dictionary per language under /i18n/ (en.json, zh-CN.json), picked
// from the player's stored choice or else the browser's preferred languages, switched from the header
// and remembered. Pages wait for I18n.ready before their first render and listen for the window's
// 'langchange' event to render again.
import { api, ApiError } from './api.js';

export const I18n = (() => {
  const LANGS = ['en', 'zh-CN'];
  const KEY = 'gomoku.lang';
  let dict = {};
  let lang = 'en';

  /** The stored choice, else the first of the browser's languages we have, else English. */
  function preferred() {
    const stored = localStorage.getItem(KEY);
    if (LANGS.includes(stored)) return stored;
    for (const l of navigator.languages || [navigator.language || '']) {
      const low = String(l).toLowerCase();
      if (low.startsWith('zh')) return 'zh-CN';
      if (low.startsWith('en')) return 'en';
    }
    return 'en';
  }

  async function load(l) {
    const loaded = await api('GET', `/i18n/${l}.json`);
    if (!loaded || typeof loaded !== 'object') throw new ApiError('UNKNOWN', { lang: l });   // an answer but no dictionary
    dict = loaded;
    lang = l;
    document.documentElement.lang = l;
    apply(document);
  }

  /** The text of {@code key} with each {name} replaced by params[name]; the key itself if it is missing. */
  function t(key, params) {
    const text = Object.prototype.hasOwnProperty.call(dict, key) ? dict[key] : key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
  }

  /** Fills every element marked data-i18n (text), data-i18n-title, data-i18n-aria (aria-label) under root. */
  function apply(root) {
    for (const e of root.querySelectorAll('[data-i18n]')) e.textContent = t(e.dataset.i18n);
    for (const e of root.querySelectorAll('[data-i18n-title]')) e.title = t(e.dataset.i18nTitle);
    for (const e of root.querySelectorAll('[data-i18n-aria]')) e.setAttribute('aria-label', t(e.dataset.i18nAria));
    const sel = document.getElementById('lang-select');
    if (sel) sel.value = lang;
  }

  async function set(l) {
    if (!LANGS.includes(l) || l === lang && Object.keys(dict).length) return;
    await load(l);
    localStorage.setItem(KEY, l);
    window.dispatchEvent(new Event('langchange'));
  }

  const ready = load(preferred()).catch(() => load('en'));
  document.addEventListener('DOMContentLoaded', () => {
    const sel = document.getElementById('lang-select');
    if (sel) sel.addEventListener('change', () => set(sel.value));
  });
  return { ready, t, set, apply, get lang() { return lang; } };
})();

export function t(key, params) { return I18n.t(key, params); }
