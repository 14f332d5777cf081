// A game between browsers on the game page: who plays which side, this browser's seat (none for a
// spectator), the invitation and watch links, the spectator count and the offers (a take-back request,
// a draw offer) with their answers. app.js draws the board and calls renderOnline after each view.
import { api, seatToken } from './api.js';
import { t } from './i18n.js';
import { $, sayError, say } from './board.js';

const state = {
  seat: null,      // {gameId, side, watchCode, inviteCode} of this browser's seat, or null
  app: null,       // {game(), setGame(g)} from app.js
};

export function initOnline(app) {
  state.app = app;
  $('btn-offer-takeback').addEventListener('click', () => post('offers', { kind: 'takeback' }));
  $('btn-offer-draw').addEventListener('click', () => post('offers', { kind: 'draw' }));
  $('btn-offer-accept').addEventListener('click', () => post('offers/answer', { accept: true }));
  $('btn-offer-decline').addEventListener('click', () => post('offers/answer', { accept: false }));
  for (const [button, field] of [['btn-copy-invite', 'invite-link'], ['btn-copy-watch', 'watch-link']]) {
    $(button).addEventListener('click', async () => {
      $(field).select();
      try { await navigator.clipboard.writeText($(field).value); say(t('online.copied')); }
      catch (e) { say(t('msg.copySelect')); }
    });
  }
}

/** Finds out which seat of game g this browser holds (none: it watches). */
export async function loadSeat(g) {
  state.seat = null;
  if (!g.online) return;
  if (!seatToken(g.id)) return;
  try { state.seat = await api('GET', `/api/games/${g.id}/seat`); } catch (e) { state.seat = null; }
}

function mySide(g) {
  return state.seat && state.seat.gameId === g.id && (state.seat.side === 'black' || state.seat.side === 'white')
    ? state.seat.side : null;
}

/** Whether this browser may play now in game g between browsers. */
export function myTurnOnline(g) {
  return !g.online.waiting && mySide(g) === g.toMove;
}

export function onlineTurnText(g) {
  if (g.online.waiting) return t('online.waiting');
  const me = mySide(g);
  if (!me) return t(`status.${g.toMove}.plain`);
  return t(me === g.toMove ? 'online.yourTurn' : 'online.theirTurn');
}

function playerName(g, side) {
  return g.online[side] || t('side.' + side);
}

/** Shows the online part of the game page for view g (hidden for other games). */
export function renderOnline(g) {
  const panel = $('online-panel');
  const online = g && g.online;
  panel.hidden = !online;
  document.body.classList.toggle('online-game', !!online);
  if (!online) return;
  const me = mySide(g);
  const over = g.status !== 'ongoing';
  $('online-players').textContent = t('online.players', { black: playerName(g, 'black'), white: playerName(g, 'white') });
  $('online-you').textContent = me ? t('online.you.' + me) : t('online.spectating');
  $('online-spectators').textContent = t('online.spectators', { n: online.spectators });
  // Between people: take-backs and draws are offers; no hints; only a seat resigns.
  for (const id of ['btn-undo', 'btn-hint', 'btn-swap']) { $(id).hidden = true; $(id).disabled = true; }
  $('btn-resign').disabled = over || !me || online.waiting;
  const playing = !!me && !over && !online.waiting;
  const offerOpen = !!online.offer;
  $('btn-offer-takeback').hidden = !playing;
  $('btn-offer-draw').hidden = !playing;
  $('btn-offer-takeback').disabled = offerOpen || !g.moves.some((m, i) => (i % 2 === 0 ? 'black' : 'white') === me);
  $('btn-offer-draw').disabled = offerOpen;
  const toAnswer = playing && offerOpen && online.offerBy !== me;
  $('offer-box').hidden = !offerOpen || over;
  $('offer-text').textContent = !offerOpen ? '' : online.offerBy === me ? t('online.offer.sent.' + online.offer)
    : t('online.offer.' + online.offer, { name: playerName(g, online.offerBy) });
  $('btn-offer-accept').hidden = !toAnswer;
  $('btn-offer-decline').hidden = !toAnswer;
  const seat = state.seat && state.seat.gameId === g.id ? state.seat : null;
  $('invite-box').hidden = !(seat && online.waiting && seat.inviteCode);
  if (seat && seat.inviteCode) $('invite-link').value = `${location.origin}/online.html#join=${seat.inviteCode}`;
  $('watch-box').hidden = !seat;
  if (seat) {
    $('watch-link').value = `${location.origin}/#game=${g.id}` + (seat.watchCode && !online.listed ? `&watch=${seat.watchCode}` : '');
  }
}

async function post(path, body) {
  const g = state.app.game();
  if (!g) return;
  try {
    state.app.setGame(await api('POST', `/api/games/${g.id}/${path}`, body));
    say('');
  } catch (e) {
    sayError(e, { id: g.id });
  }
}
