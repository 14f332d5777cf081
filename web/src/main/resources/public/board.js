// Shared by the three pages (game, practice, analysis board): translated error messages, coordinates,
// drawing the empty board and its stones in SVG, the keyboard cursor, screen-reader announcements,
// saving an exported record and the optional stone sound.
import { ApiError, apiFile } from './api.js';
import { I18n, t } from './i18n.js';

export const CELL = 36;
const MARGIN = 34;
const SVGNS = 'http://www.w3.org/2000/svg';
export const $ = id => document.getElementById(id);

/**
 * The player's sentence for an error: the dictionary's text for its code, filled with the server's
 * parameters, else with what the page knows ({@code context}, e.g. the point it sent). A foul's kind
 * is named in the page's language. Unknown codes get a general sentence, never the server's English.
 */
export function errorText(e, context) {
  const code = e instanceof ApiError ? e.code : 'UNKNOWN';
  const params = Object.assign({}, context || {}, e.params || {});
  params.foul = t(params.kind ? 'foul.' + params.kind : 'foul.unknown');
  const key = 'error.' + code;
  return t(key) === key ? t('error.UNKNOWN') : t(key, params);
}

// The message line: what it says is kept as a function of the page's language, so a language switch
// says the same thing again in the new language instead of clearing it.
let message = null;   // { text: () => string, kind }

function showMessage() {
  const box = $('message');
  if (!box) return;
  box.textContent = message ? message.text() : '';
  box.dataset.kind = message && box.textContent ? message.kind : '';
}

/**
 * Says something in the message line. {@code text} is a function that builds the sentence from the
 * dictionary (called again after a language switch) or a fixed string ('' clears); {@code kind} is
 * 'info' (default), 'hint', 'success' or 'error', each with its own look.
 */
export function say(text, kind) {
  message = text ? { text: typeof text === 'function' ? text : () => text, kind: kind || 'info' } : null;
  showMessage();
}
/** Says the dictionary's {@code key} with {@code params}, in the current language and after a switch. */
export function tell(key, params, kind) { say(() => t(key, params), kind); }
export function sayError(e, context) { say(() => errorText(e, context), 'error'); }
window.addEventListener('langchange', showMessage);

/** Copies the text of field {@code id} (selected, so it can be copied by hand where the clipboard is refused). */
export async function copyField(id, copiedKey) {
  $(id).select();
  try { await navigator.clipboard.writeText($(id).value); tell(copiedKey, null, 'success'); }
  catch (e) { tell('msg.copySelect'); }
}

/** Tells screen readers something (a move, a result) through the page's polite live region. */
export function announce(text) {
  const live = $('announce');
  if (!live) return;
  live.textContent = '';
  setTimeout(() => { live.textContent = text; }, 30);
}
/**
 * A record's download link (PSQ, SGF) saves through apiFile when clicked, so a refusal (the game was
 * deleted meanwhile) is said in the message line instead of being saved as the file. The link keeps its
 * address for "copy link"; {@code context} gives the parameters the error sentence may need.
 */
export function saveOnClick(link, context) {
  link.addEventListener('click', async ev => {
    ev.preventDefault();
    try {
      const { name, text } = await apiFile(link.href);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      // The browser reads the file after this click returns: the address stays valid a while.
      setTimeout(() => URL.revokeObjectURL(url), 60000);
    } catch (e) {
      sayError(e, context ? context() : undefined);
    }
  });
}

function colName(x) { return String.fromCharCode(97 + x); }
export function pointName(x, y, size) { return colName(x) + (size - y); }
export function px(i) { return MARGIN + i * CELL; }

function starPoints(size) {
  if (size === 15) return [[3, 3], [11, 3], [7, 7], [3, 11], [11, 11]];
  return [[3, 3], [size - 4, 3], [3, size - 4], [size - 4, size - 4], [Math.floor(size / 2), Math.floor(size / 2)]];
}

export function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** Clears {@code svg} and draws an empty board: stone gradients, grid, coordinates on all sides, star points. */
export function drawGrid(svg, size) {
  const full = MARGIN * 2 + CELL * (size - 1);
  svg.setAttribute('viewBox', `0 0 ${full} ${full}`);
  svg.replaceChildren();
  const defs = el('defs', {}, svg);
  for (const [id, a, b] of [['black', '#666', '#000'], ['white', '#fff', '#bbb']]) {
    const grad = el('radialGradient', { id: 'stone-' + id, cx: '35%', cy: '35%', r: '65%' }, defs);
    el('stop', { offset: '0%', 'stop-color': a }, grad);
    el('stop', { offset: '100%', 'stop-color': b }, grad);
  }
  for (let i = 0; i < size; i++) {
    el('line', { class: 'grid', x1: px(0), y1: px(i), x2: px(size - 1), y2: px(i) }, svg);
    el('line', { class: 'grid', x1: px(i), y1: px(0), x2: px(i), y2: px(size - 1) }, svg);
    for (const y of [MARGIN / 2 - 4, full - MARGIN / 2 + 4]) el('text', { class: 'coord', x: px(i), y }, svg).textContent = colName(i);
    for (const x of [MARGIN / 2 - 4, full - MARGIN / 2 + 4]) el('text', { class: 'coord', x, y: px(i) }, svg).textContent = String(size - i);
  }
  for (const [x, y] of starPoints(size)) el('circle', { class: 'star', cx: px(x), cy: px(y), r: 3.5 }, svg);
}

/** A shaded stone of {@code color} ('black' or 'white') at (x, y), named by its point; {@code fresh} animates it in. */
export function drawStone(svg, x, y, color, name, fresh) {
  return el('circle', { class: 'stone ' + color + (fresh ? ' fresh' : ''), cx: px(x), cy: px(y), r: CELL * 0.46,
    fill: `url(#stone-${color})`, stroke: color === 'white' ? '#777' : '#000', 'data-point': name }, svg);
}

/** The last move: a ring around the stone, in a colour that shows on black and on white (and over a number). */
export function drawLastMove(svg, x, y) {
  return el('circle', { class: 'last', id: 'last-move', cx: px(x), cy: px(y), r: CELL * 0.3 }, svg);
}

/** A move number on a stone, white on black and black on white. */
export function drawNumber(svg, x, y, color, n) {
  el('text', { class: 'num on-' + color, x: px(x), y: px(y) }, svg).textContent = String(n);
}

// ------------------------------------------------------------------ keyboard

// The keyboard cursor, shared by the board's drawing (drawCursor) and its keys (boardKeys).
const cursor = { x: 7, y: 7, shown: false, size: 15 };

export function drawCursor(svg, size) {
  cursor.size = size;
  cursor.x = Math.min(cursor.x, size - 1);
  cursor.y = Math.min(cursor.y, size - 1);
  if (!cursor.shown) return;
  el('rect', { class: 'cursor', id: 'cursor', x: px(cursor.x) - CELL / 2 + 2, y: px(cursor.y) - CELL / 2 + 2,
    width: CELL - 4, height: CELL - 4, rx: 5, 'data-point': pointName(cursor.x, cursor.y, size) }, svg);
}

/**
 * Keyboard play on the board: the arrow keys move a cursor (shown once used), Enter or space plays
 * there through {@code opts.play(x, y)}; {@code opts.keys} maps letters (u, h) to actions, taken
 * anywhere on the page except while typing in a field or inside a dialog.
 */
export function boardKeys(svg, opts) {
  svg.setAttribute('tabindex', '0');
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  svg.addEventListener('keydown', ev => {
    if (moves[ev.key]) {
      const [dx, dy] = moves[ev.key];
      if (cursor.shown) {
        cursor.x = Math.max(0, Math.min(cursor.size - 1, cursor.x + dx));
        cursor.y = Math.max(0, Math.min(cursor.size - 1, cursor.y + dy));
      }
      cursor.shown = true;
      ev.preventDefault();
      opts.redraw();
      announce(pointName(cursor.x, cursor.y, cursor.size));
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      cursor.shown = true;
      opts.play(cursor.x, cursor.y);
    }
  });
  document.addEventListener('keydown', ev => {
    const target = ev.target;
    if (ev.ctrlKey || ev.metaKey || ev.altKey || document.querySelector('dialog[open]')) return;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    const action = (opts.keys || {})[ev.key.toLowerCase()];
    if (action) { ev.preventDefault(); action(); }
  });
}

// ------------------------------------------------------------------ sound

/** Optional stone sounds, generated with WebAudio: off by default, switched in the header, remembered. */
export const Sound = (() => {
  const KEY = 'gomoku.sound';
  let on = localStorage.getItem(KEY) === 'on';
  let ctx = null;

  function stone() {
    if (!on) return;
    try {
      ctx = ctx || new AudioContext();
      const t0 = ctx.currentTime;
      const osc = ctx.createOscillator(), gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.setValueAtTime(660, t0);
      osc.frequency.exponentialRampToValueAtTime(160, t0 + 0.07);
      gain.gain.setValueAtTime(0.3, t0);
      gain.gain.exponentialRampToValueAtTime(0.001, t0 + 0.11);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0);
      osc.stop(t0 + 0.12);
    } catch (e) {
      // No audio here: the game goes on silently.
    }
  }

  function show() {
    const b = $('btn-sound');
    if (!b) return;
    b.setAttribute('aria-pressed', String(on));
    b.textContent = t(on ? 'sound.on' : 'sound.off');
  }

  function toggle() {
    on = !on;
    localStorage.setItem(KEY, on ? 'on' : 'off');
    show();
    stone();
  }

  document.addEventListener('DOMContentLoaded', () => {
    const b = $('btn-sound');
    if (b) b.addEventListener('click', toggle);
  });
  window.addEventListener('langchange', show);
  I18n.ready.then(show, show);
  return { stone, get on() { return on; } };
})();

// ------------------------------------------------------------------ layout

/** The board may be as tall as the window below the header; the header's height changes as it wraps. */
function fitBoard() {
  const header = document.querySelector('header');
  if (header) document.documentElement.style.setProperty('--header-h', header.offsetHeight + 'px');
}
document.addEventListener('DOMContentLoaded', () => {
  const header = document.querySelector('header');
  if (header && window.ResizeObserver) new ResizeObserver(fitBoard).observe(header);
  fitBoard();
});
