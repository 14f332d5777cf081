// A game between browsers on the game page: who plays which side, this browser's seat (none for a
// spectator), the invitation and watch links, the spectator count and the offers (a take-back request,
// a draw offer) with their answers; and the colour choice of a swap opening (online or at one screen).
// app.js draws the board and calls renderOnline after each view. Seats are 'first' (black, or with a
// swap opening the player who places the opening stones) and 'second'.
import { api, seatToken } from './api.js';
import { t } from './i18n.js';
import { $, copyField } from './board.js';

const state = {
  seat: null,      // {gameId, seat, watchCode, inviteCode} of this browser's seat, or null
  app: null,       // {game(), command(path, body)} from app.js
};

export function initOnline(app) {
  state.app = app;
  $('btn-offer-takeback').addEventListener('click', () => post('offers', { kind: 'takeback' }));
  $('btn-offer-draw').addEventListener('click', () => post('offers', { kind: 'draw' }));
  $('btn-offer-accept').addEventListener('click', () => post('offers/answer', { accept: true }));
  $('btn-offer-decline').addEventListener('click', () => post('offers/answer', { accept: false }));
  for (const choice of ['black', 'white', 'two']) $('btn-choose-' + choice).addEventListener('click', () => post('choice', { choice }));
  for (const [button, field] of [['btn-copy-invite', 'invite-link'], ['btn-copy-watch', 'watch-link']])
    $(button).addEventListener('click', () => copyField(field, 'online.copied'));
}

/** Finds out which seat of game g this browser holds (none: it watches). */
export async function loadSeat(g) {
  state.seat = null;
  if (!g.online) return;
  if (!seatToken(g.id)) return;
  try { state.seat = await api('GET', `/api/games/${g.id}/seat`); } catch (e) { state.seat = null; }
}

/** This browser's seat of game g between browsers ('first', 'second'), null for a spectator. */
function mySeat(g) {
  return state.seat && state.seat.gameId === g.id && (state.seat.seat === 'first' || state.seat.seat === 'second')
    ? state.seat.seat : null;
}

function choiceDue(g) { return !!(g.opening && g.opening.choices.length); }

/** The colour a seat plays, null while a swap opening has not decided it. */
function colorOf(g, seat) {
  const first = g.online.firstColor;
  if (!first) return null;
  return seat === 'first' ? first : first === 'black' ? 'white' : 'black';
}

/** Whether this browser may place a stone now in game g between browsers. */
export function myTurnOnline(g) {
  return !g.online.waiting && !choiceDue(g) && mySeat(g) === g.online.seatToAct;
}

function phaseText(g) {
  return g.opening && g.opening.phase !== 'done' && g.status === 'ongoing' ? t('opening.phase.' + g.opening.phase) + ' · ' : '';
}

export function onlineTurnText(g) {
  if (g.online.waiting) return t('online.waiting');
  const me = mySeat(g);
  if (!me) return phaseText(g) + t(`status.${g.toMove}.plain`);
  const mine = me === g.online.seatToAct;
  if (choiceDue(g)) return phaseText(g) + t(mine ? 'opening.chooseNow' : 'online.theirChoice');
  return phaseText(g) + t(mine ? 'online.yourTurn' : 'online.theirTurn');
}

function seatName(g, seat) {
  return g.online[seat] || t('online.seat.' + seat);
}

/** The colour choice of a swap opening, to the seat that must make it (at one screen: whoever is at it). */
function renderChoice(g) {
  const due = !!g && g.status === 'ongoing' && choiceDue(g) && (g.online
    ? !g.online.waiting && mySeat(g) === g.opening.seatToAct
    : g.mode === 'hvh' || g.mode === 'hvc' && g.opening.seatToAct === g.opening.humanSeat);
  $('choice-box').hidden = !due;
  if (!due) return;
  $('choice-text').textContent = t('opening.choose.' + g.opening.phase);
  for (const choice of ['black', 'white', 'two']) $('btn-choose-' + choice).hidden = !g.opening.choices.includes(choice);
}

/** Shows the online part of the game page for view g (hidden for other games), and a due opening choice. */
export function renderOnline(g) {
  renderChoice(g);
  const panel = $('online-panel');
  const online = g && g.online;
  panel.hidden = !online;
  document.body.classList.toggle('online-game', !!online);
  if (!online) {
    // A game at this screen again: take-backs and hints are the player's own.
    $('btn-undo').hidden = false;
    $('btn-hint').hidden = false;
    return;
  }
  const me = mySeat(g);
  const over = g.status !== 'ongoing';
  const firstColor = g.online.firstColor;
  $('online-players').textContent = firstColor
    ? t('online.players', { black: seatName(g, firstColor === 'black' ? 'first' : 'second'),
      white: seatName(g, firstColor === 'black' ? 'second' : 'first') })
    : t('online.seats', { first: seatName(g, 'first'), second: seatName(g, 'second') });
  const myColor = me && colorOf(g, me);
  $('online-you').textContent = !me ? t('online.spectating') : myColor ? t('online.you.' + myColor) : t('online.you.' + me);
  $('online-spectators').textContent = t('online.spectators', { n: online.spectators });
  // Between people: take-backs and draws are offers; no hints; only a seat resigns.
  for (const id of ['btn-undo', 'btn-hint', 'btn-swap']) { $(id).hidden = true; $(id).disabled = true; }
  $('btn-resign').disabled = over || !me || online.waiting;
  const playing = !!me && !over && !online.waiting;
  const offerOpen = !!online.offer;
  $('btn-offer-takeback').hidden = !playing;
  $('btn-offer-draw').hidden = !playing;
  $('btn-offer-takeback').disabled = offerOpen || !me || (me === 'first' ? online.firstStones : online.secondStones) === 0;
  $('btn-offer-draw').disabled = offerOpen;
  const toAnswer = playing && offerOpen && online.offerBy !== me;
  $('offer-box').hidden = !offerOpen || over;
  $('offer-text').textContent = !offerOpen ? '' : online.offerBy === me ? t('online.offer.sent.' + online.offer)
    : t('online.offer.' + online.offer, { name: seatName(g, online.offerBy) });
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

function post(path, body) { return state.app.command(path, body); }
