// The online page: invite a friend (a game waiting for the second player, its link to share), the open
// challenges other people listed (accept one, or withdraw one's own) and the live public games to
// watch. An invitation link (#join=CODE) opens the join form. The games themselves are played on the
// game page (/#game=ID), which follows them live.
import { api, forgetGame, seatToken } from './api.js';
import { I18n, t } from './i18n.js';
import { $, sayError } from './board.js';

const NAME_KEY = 'gomoku.name';
let lobby = { challenges: [], live: [] };

function rememberName(name) { if (name) localStorage.setItem(NAME_KEY, name); }

function clockText(c) {
  const parts = [];
  if (c.gameSeconds) parts.push(t('online.clock.game', { m: Math.round(c.gameSeconds / 60) }));
  if (c.moveSeconds) parts.push(t('online.clock.move', { s: c.moveSeconds }));
  return parts.length ? parts.join(' + ') : t('time.off');
}

function ageText(s) {
  return s < 60 ? t('online.age.s', { n: s }) : t('online.age.m', { n: Math.floor(s / 60) });
}

function cell(tr, text) { const td = document.createElement('td'); td.textContent = text; tr.appendChild(td); return td; }

function button(td, label, cls, fn) {
  const b = document.createElement('button');
  b.textContent = t(label);
  b.className = cls;
  b.addEventListener('click', fn);
  td.appendChild(b);
}

function render() {
  const body = $('challenges').querySelector('tbody');
  body.replaceChildren();
  for (const c of lobby.challenges) {
    const tr = document.createElement('tr');
    tr.dataset.id = c.id;
    cell(tr, c.name || t('online.anonymous'));
    cell(tr, `${t('rule.' + c.rule)} ${c.size}`);
    cell(tr, clockText(c));
    cell(tr, t('opening.' + c.opening));
    cell(tr, t('online.seat.' + c.seat));
    cell(tr, ageText(c.ageSeconds));
    const actions = cell(tr, '');
    if (seatToken(c.id)) button(actions, 'online.withdraw', 'challenge-withdraw', () => withdraw(c.id));
    else button(actions, 'online.accept', 'challenge-accept', () => join(c.code, $('friend-name').value));
    body.appendChild(tr);
  }
  $('no-challenges').hidden = lobby.challenges.length > 0;
  $('challenges').hidden = lobby.challenges.length === 0;
  const live = $('live-games').querySelector('tbody');
  live.replaceChildren();
  for (const g of lobby.live) {
    const tr = document.createElement('tr');
    tr.dataset.id = g.id;
    cell(tr, t('online.players', { black: g.black || t('side.black'), white: g.white || t('side.white') }));
    cell(tr, `${t('rule.' + g.rule)} ${g.size}`);
    cell(tr, String(g.moves));
    cell(tr, String(g.spectators));
    button(cell(tr, ''), seatToken(g.id) ? 'games.resume' : 'online.watch', 'live-watch', () => { location.href = `/#game=${g.id}`; });
    live.appendChild(tr);
  }
  $('no-live').hidden = lobby.live.length > 0;
  $('live-games').hidden = lobby.live.length === 0;
}

async function refresh() {
  try { lobby = await api('GET', '/api/online'); render(); } catch (e) { sayError(e); }
}

async function invite() {
  const name = $('friend-name').value.trim();
  rememberName(name);
  const body = {
    rule: $('friend-rule').value, size: Number($('friend-size').value),
    moveSeconds: Number($('friend-move-time').value), gameSeconds: Number($('friend-game-time').value),
    opening: $('friend-opening').value, color: $('friend-color').value, name, listed: $('friend-listed').checked,
  };
  try {
    const made = await api('POST', '/api/online/games', body);
    location.href = `/#game=${made.game.id}`;
  } catch (e) {
    sayError(e);
  }
}

async function join(code, name) {
  rememberName(name && name.trim());
  try {
    const joined = await api('POST', '/api/online/join', { code, name: (name || '').trim() });
    location.href = `/#game=${joined.game.id}`;
  } catch (e) {
    sayError(e);
    refresh();
  }
}

async function withdraw(id) {
  try {
    await api('DELETE', `/api/games/${id}`);
    forgetGame(id);
  } catch (e) {
    sayError(e, { id });
  }
  refresh();
}

/** An invitation link: what it offers, and the form to take the seat (or the game, if it is this browser's own). */
async function showInvitation(code) {
  let info;
  try {
    info = await api('GET', `/api/online/invitations/${encodeURIComponent(code)}`);
  } catch (e) {
    $('join-box').hidden = false;
    $('join-form').hidden = true;
    sayError(e);
    return;
  }
  if (seatToken(info.gameId)) { location.href = `/#game=${info.gameId}`; return; }
  $('join-box').hidden = false;
  $('join-form').hidden = false;
  const show = () => {
    $('join-text').textContent = t('online.join.text', {
      name: info.host || t('online.anonymous'), rule: `${t('rule.' + info.rule)} ${info.size}×${info.size}`,
      clock: clockText(info), seat: t('online.seat.' + info.seat), opening: t('opening.' + info.opening),
    });
  };
  show();
  window.addEventListener('langchange', show);
  $('join-form').addEventListener('submit', ev => { ev.preventDefault(); join(code, $('join-name').value); });
}

$('friend-form').addEventListener('submit', ev => { ev.preventDefault(); invite(); });
window.addEventListener('langchange', render);

(async function start() {
  await I18n.ready.catch(() => {});
  const name = localStorage.getItem(NAME_KEY) || '';
  $('friend-name').value = name;
  $('join-name').value = name;
  const join = /#join=([\w-]+)/.exec(location.hash);
  if (join) showInvitation(join[1]);
  await refresh();
  setInterval(refresh, 5000);
})();
