// Gomoku single-page app: draws the board (SVG), talks to the JSON API and follows the game's
// WebSocket. The server owns every rule; this page only renders what it is sent. Its post-game
// analysis panel lives in analysis.js, wired to this page by initAnalysis below.
import { api, ApiError, forgetGame, myGames, rememberWatch, socketHello, socketUrl } from './api.js';
import { I18n, t } from './i18n.js';
import { $, CELL, announce, boardKeys, copyField, drawCursor, drawGrid, drawLastMove, drawNumber, drawStone, el,
  errorText, pointName, px, saveOnClick, say, sayError, Sound, tell } from './board.js';
import { drawRefutation, initAnalysis, loadAnalysis, redrawAnalysis, showAnalysis } from './analysis.js';
import { initOnline, loadSeat, myTurnOnline, onlineTurnText, renderOnline } from './online-game.js';

const ui = {
  game: null,          // last GameView from the server
  socket: null,
  replay: null,        // number of moves shown while replaying, or null when playing
  hint: null,          // {x, y} suggested by the engine
  hover: null,
  clockAt: 0,          // performance.now() when the last view (and its clock) arrived
  refutation: null,    // {from, line} shown as numbered ghost stones while replaying position `from`
  drawn: { id: null, moves: 0, win: false },   // what the board showed last, to animate only what is new
  evalShown: false,    // the evaluation bar appears once the engine has said something about this game
};

// ------------------------------------------------------------------ drawing

function shownMoves() {
  const g = ui.game;
  return ui.replay === null ? g.moves : g.moves.slice(0, ui.replay);
}

function isHumanTurn() {
  const g = ui.game;
  if (!g || ui.replay !== null || g.status !== 'ongoing' || g.thinking) return false;
  if (g.mode === 'cvc') return false;
  if (g.online) return myTurnOnline(g);
  if (g.opening && g.opening.choices.length) return false;
  if (g.opening && g.opening.phase !== 'done') return g.mode === 'hvh' || g.opening.seatToAct === g.opening.humanSeat;
  return g.mode === 'hvh' || g.toMove === g.humanColor;
}

function draw() {
  const svg = $('board');
  const g = ui.game;
  const size = g ? g.size : 15;
  drawGrid(svg, size);
  if (!g) return;

  const moves = shownMoves();
  const occupied = new Set();
  const numbers = $('opt-numbers').checked;
  // Only stones that were not on the board a moment ago drop in; a redraw, replay or reload does not animate.
  const sameGame = ui.drawn.id === g.id && ui.replay === null;
  const freshFrom = sameGame ? ui.drawn.moves : moves.length;
  moves.forEach((m, i) => {
    const color = i % 2 === 0 ? 'black' : 'white';
    occupied.add(m.x + ',' + m.y);
    drawStone(svg, m.x, m.y, color, m.name, i >= freshFrom);
    if (numbers) drawNumber(svg, m.x, m.y, color, i + 1);
  });
  if (moves.length > 0) {
    const last = moves[moves.length - 1];
    drawLastMove(svg, last.x, last.y);
  }
  if (ui.replay === null) {
    for (const f of g.forbidden) {
      const cx = px(f.x), cy = px(f.y), d = 7;
      const mark = el('g', { class: 'forbidden-mark', 'data-point': pointName(f.x, f.y, size), 'data-kind': f.kind }, svg);
      el('line', { class: 'forbidden', x1: cx - d, y1: cy - d, x2: cx + d, y2: cy + d }, mark);
      el('line', { class: 'forbidden', x1: cx - d, y1: cy + d, x2: cx + d, y2: cy - d }, mark);
    }
    if (g.winningLine.length > 0) {
      const a = g.winningLine[0], b = g.winningLine[g.winningLine.length - 1];
      const fresh = sameGame && !ui.drawn.win;
      el('line', { class: 'win-line' + (fresh ? ' fresh' : ''), id: 'win-line', x1: px(a.x), y1: px(a.y),
        x2: px(b.x), y2: px(b.y) }, svg);
    }
    if (ui.hint) el('circle', { class: 'hint', id: 'hint-mark', cx: px(ui.hint.x), cy: px(ui.hint.y), r: CELL * 0.4 }, svg);
  }
  ui.drawn = { id: g.id, moves: ui.replay === null ? moves.length : ui.drawn.moves,
    win: ui.replay === null ? g.winningLine.length > 0 : ui.drawn.win };
  const r = ui.refutation;
  if (r && ui.replay === r.from && moves.length === r.from) drawRefutation(svg, r, occupied);
  drawCursor(svg, size);
  const ghost = el('circle', { class: 'ghost', id: 'ghost', r: CELL * 0.46, visibility: 'hidden',
    fill: `url(#stone-${g.toMove})` }, svg);
  const showGhost = () => {
    const free = ui.hover && isHumanTurn() && !occupied.has(ui.hover.x + ',' + ui.hover.y)
      && !g.forbidden.some(f => f.x === ui.hover.x && f.y === ui.hover.y);
    ghost.setAttribute('visibility', free ? 'visible' : 'hidden');
    if (free) { ghost.setAttribute('cx', px(ui.hover.x)); ghost.setAttribute('cy', px(ui.hover.y)); }
  };
  showGhost();
  // Hit targets last, so they sit on top of everything.
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const hit = el('circle', { class: 'hit', cx: px(x), cy: px(y), r: CELL / 2, 'data-x': x, 'data-y': y,
        id: 'pt-' + pointName(x, y, size) }, svg);
      hit.addEventListener('click', () => clickPoint(x, y));
      hit.addEventListener('mouseenter', () => { ui.hover = { x, y }; showGhost(); });
    }
}

/** 'black', 'white' or 'draw' and why ('five', 'resignation', 'time'), in the page's language. */
function resultSentence(winner, reason) {
  if (winner === 'draw') return t(reason === 'agreement' ? 'result.draw.agreement' : 'result.draw');
  const why = reason === 'resignation' || reason === 'time' ? reason : 'five';
  return t(`result.${winner}.${why}`);
}

function resultText(g) {
  if (g.status === 'ongoing') return null;
  return resultSentence(g.status, g.reason);
}

function sideName(color) { return t('side.' + color); }

function turnText(g) {
  if (g.online) return onlineTurnText(g);
  if (g.opening && g.opening.phase !== 'done' && g.thinking) return t('status.opening.computer');
  const who = g.thinking ? 'computer' : isHumanTurn() && g.mode === 'hvc' ? 'you' : 'plain';
  return t(`status.${g.toMove}.${who}`);
}

function render() {
  const g = ui.game;
  document.body.classList.toggle('replay', ui.replay !== null);
  document.body.classList.toggle('no-game', !g);
  draw();
  if (!g) {
    $('status').textContent = t('status.noGame');
    $('game-info').textContent = '';
    $('eval').hidden = true;
    document.title = t('app.name');
    return;
  }
  const details = [t('mode.' + g.mode), `${t('rule.' + g.rule)} ${g.size}×${g.size}`];
  if (g.mode !== 'hvh') details.push(t('info.level', { level: g.level }));
  if (g.humanColor) details.push(t('info.you.' + g.humanColor));
  $('game-info').textContent = t('info.game', { id: g.id, details: details.join(t('list.sep')) });
  $('game-info').dataset.gameId = String(g.id);
  const result = resultText(g);
  let status = result || turnText(g);
  if (ui.replay !== null) {
    status = t('status.replay', { n: ui.replay, total: g.moves.length }) + (result ? ' — ' + result : '');
  }
  $('status').textContent = status;
  $('status').dataset.state = g.status;
  document.title = (result || turnText(g)) + ' · ' + t('app.name');
  $('thinking').hidden = !g.thinking || ui.replay !== null;
  $('eval').hidden = !ui.evalShown;
  const over = g.status !== 'ongoing';
  $('btn-undo').disabled = g.moves.length === 0 || g.mode === 'cvc' && !over;
  $('btn-undo').title = t(g.reason === 'resignation' ? 'play.undo.resigned' : 'play.undo.key');
  $('btn-hint').disabled = !isHumanTurn();
  $('btn-resign').disabled = over || g.mode === 'cvc';
  $('btn-swap').disabled = !over || g.mode !== 'hvc';
  $('btn-swap').hidden = g.mode !== 'hvc';
  $('pos-text').value = g.pos;
  $('link-psq').href = `/api/games/${g.id}/export?format=psq`;
  $('link-sgf').href = `/api/games/${g.id}/export?format=sgf`;
  // The analysis board opens this game at the move shown, with a shown refutation as a branch.
  const r = ui.refutation;
  $('link-board').href = `/analysis-board.html?game=${g.id}&ply=${shownMoves().length}` +
    (r && ui.replay === r.from && r.line.length ? '&branch=' + encodeURIComponent(JSON.stringify(r.line.map(p => [p.x, p.y]))) : '');
  $('replay-pos').textContent = ui.replay === null ? '' : `${ui.replay}/${g.moves.length}`;
  renderOnline(g);
  renderClocks();
  const list = $('move-list');
  list.replaceChildren();
  for (const m of g.moves) {
    const li = document.createElement('li');
    li.textContent = m.name;
    list.appendChild(li);
  }
}

// ------------------------------------------------------------------ clocks

function clockText(ms) {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// Counts down locally from the last view; the server decides when time is up (see pollClock).
function renderClocks() {
  const g = ui.game;
  const c = g && g.clock;
  $('clocks').hidden = !c;
  if (!c) return;
  const spent = c.running ? performance.now() - ui.clockAt : 0;
  for (const side of ['black', 'white']) {
    const box = $('clock-' + side);
    const game = side === 'black' ? c.blackLeftMs : c.whiteLeftMs;
    const running = c.running === side;
    const parts = [];
    if (game !== null) parts.push(clockText(game - (running ? spent : 0)));
    if (c.moveLeftMs !== null && running) parts.push(t('clock.move', { time: clockText(c.moveLeftMs - spent) }));
    else if (c.moveMs !== null && game === null) parts.push(clockText(c.moveMs));
    box.querySelector('b').textContent = parts.join(' · ');
    box.classList.toggle('running', running);
    box.classList.toggle('flagged', g.reason === 'time' && g.status !== side);
  }
}

let clockPoll = 0;
setInterval(() => {
  const g = ui.game;
  if (!g || !g.clock || !g.clock.running) return;
  renderClocks();
  // Once a second ask the server, which ends the game when the side to move is out of time.
  if (performance.now() - clockPoll > 1000) {
    clockPoll = performance.now();
    api('GET', `/api/games/${g.id}`).then(setGame).catch(() => {});
  }
}, 250);

function showEval(p) {
  ui.evalShown = true;
  $('eval').hidden = false;
  $('eval-black').style.width = Math.round(p * 100) + '%';
  $('eval-text').textContent = t('eval.text', { p: Math.round(p * 100) });
}

// ------------------------------------------------------------------ game flow

function setGame(g) {
  // HTTP answers and pushed states can arrive out of order: never go back to an older view.
  if (ui.game && ui.game.id === g.id && g.revision < ui.game.revision) return;
  const changed = !ui.game || ui.game.id !== g.id || ui.game.moves.length !== g.moves.length;
  if (changed) ui.hint = null;
  if (ui.game && ui.game.id !== g.id) ui.refutation = null;
  const before = ui.game && ui.game.id === g.id ? ui.game : null;
  ui.game = g;
  ui.clockAt = performance.now();
  render();
  if (before && g.moves.length > before.moves.length) {
    Sound.stone();
    const said = g.moves.slice(before.moves.length).map((m, k) => {
      const i = before.moves.length + k;
      return t('announce.move', { n: i + 1, side: sideName(i % 2 === 0 ? 'black' : 'white'), point: m.name });
    });
    const result = resultText(g);
    announce(said.join('; ') + (result ? '. ' + result : ''));
  } else if (before && before.status === 'ongoing' && g.status !== 'ongoing') {
    announce(resultText(g));
  }
}

// A socket the page did not close itself (a server restarting, another server taking over, a network
// drop) is opened again: first after half a second, then twice as late each time, at most every 10 s.
// The game is read again first, so nothing that happened while away is missed.
const RECONNECT_FIRST_MS = 500, RECONNECT_MAX_MS = 10000;
let reconnectMs = RECONNECT_FIRST_MS;

function reconnectLater(id) {
  const delay = reconnectMs;
  reconnectMs = Math.min(RECONNECT_MAX_MS, reconnectMs * 2);
  setTimeout(async () => {
    if (ui.socket || !ui.game || ui.game.id !== id) return;   // another game, or already back
    try {
      setGame(await api('GET', `/api/games/${id}`));
    } catch (e) {
      if (['NETWORK', 'UNKNOWN', 'INTERNAL_ERROR'].includes(e.code)) reconnectLater(id);   // not back yet
      else sayError(e, { id });
      return;
    }
    if (!ui.socket && ui.game && ui.game.id === id) openSocket(id);
  }, delay);
}

function openSocket(id) {
  if (ui.socket) ui.socket.close();
  const ws = new WebSocket(socketUrl(id));
  ui.socket = ws;
  ws.onopen = () => { reconnectMs = RECONNECT_FIRST_MS; const hello = socketHello(id); if (hello) ws.send(hello); };
  ws.onclose = () => {
    if (ui.socket !== ws) return;   // the page closed it: another game, or leaving
    ui.socket = null;
    reconnectLater(id);
  };
  ws.onmessage = ev => {
    if (ui.socket !== ws) return;
    const msg = JSON.parse(ev.data);
    if (msg.type === 'state' && ui.game && msg.game.id === ui.game.id) setGame(msg.game);
    else if (msg.type === 'search' && ui.game && msg.gameId === ui.game.id) {
      $('think-depth').textContent = msg.depth;
      $('think-pv').textContent = msg.pv.join(' ');
      showEval(msg.blackWinProbability);
    } else if (msg.type === 'analysis' && ui.game && msg.analysis.gameId === ui.game.id) {
      showAnalysis(msg.analysis);
    } else if (msg.type === 'error' && ui.game && msg.gameId === ui.game.id) {
      sayError(new ApiError(msg.error, msg.params), { id: msg.gameId });
    }
  };
}

async function openGame(id, replay) {
  try {
    const g = await api('GET', `/api/games/${id}`);
    await loadSeat(g);
    ui.replay = replay ? 0 : null;
    ui.game = null;
    ui.evalShown = false;
    setGame(g);
    localStorage.setItem('gomoku.game', String(g.id));
    if (!new RegExp(`#game=${g.id}(&|$)`).test(location.hash)) history.replaceState(null, '', `#game=${g.id}`);
    openSocket(g.id);
    loadAnalysis(g.id);
    say('');
  } catch (e) {
    sayError(e, { id });
  }
}

async function clickPoint(x, y) {
  const g = ui.game;
  if (!g || ui.replay !== null) return;
  const point = pointName(x, y, g.size);
  if (g.status !== 'ongoing') { tell('error.GAME_FINISHED', null, 'error'); return; }
  if (!isHumanTurn()) { tell(g.online ? 'online.notYourTurn' : 'error.NOT_YOUR_TURN', null, 'error'); return; }
  const f = g.forbidden.find(p => p.x === x && p.y === y);
  if (f) { say(() => t('error.FORBIDDEN_MOVE', { point, foul: t('foul.' + f.kind) }), 'error'); return; }
  try {
    setGame(await api('POST', `/api/games/${g.id}/moves`, { x, y }));
    say('');
  } catch (e) {
    sayError(e, { point });
  }
}

async function command(path, body) {
  const g = ui.game;
  if (!g) return;
  try {
    setGame(await api('POST', `/api/games/${g.id}/${path}`, body));
    say('');
  } catch (e) {
    sayError(e, { id: g.id });
  }
}

/** Undo; after a resignation it also takes the resignation back, and says so. */
async function undo() {
  const resigned = ui.game && ui.game.reason === 'resignation';
  await command('undo');
  if (resigned && ui.game && ui.game.status === 'ongoing') tell('msg.resignUndone');
}

async function hint() {
  const g = ui.game;
  if (!g) return;
  if (!isHumanTurn()) return;
  tell('msg.hintSearching', null, 'hint');
  try {
    const h = await api('POST', `/api/games/${g.id}/hint`);
    ui.hint = { x: h.x, y: h.y };
    showEval(h.blackWinProbability);
    tell(h.pv.length > 1 ? 'msg.hintLine' : 'msg.hint', { point: h.name, line: h.pv.join(' ') }, 'hint');
    announce(t('msg.hint', { point: h.name }));
    draw();
  } catch (e) {
    sayError(e, { id: g.id });
  }
}

async function showGames() {
  const body = $('games-table').querySelector('tbody');
  body.replaceChildren();
  let games = [];
  try { games = await myGames(); } catch (e) { sayError(e); }
  for (const s of games) {
    const tr = document.createElement('tr');
    tr.dataset.id = s.id;
    const winner = !s.result ? null : s.result.startsWith('B') ? 'black' : s.result.startsWith('W') ? 'white' : 'draw';
    const cells = [new Date(s.updatedMs).toLocaleString(I18n.lang), t('mode.' + s.mode), `${t('rule.' + s.rule)} ${s.size}`,
      s.mode === 'hvh' ? '-' : String(s.level), winner ? resultSentence(winner, s.reason) : t('games.unfinished'),
      String(s.moves)];
    for (const c of cells) { const td = document.createElement('td'); td.textContent = c; tr.appendChild(td); }
    const actions = document.createElement('td');
    for (const [kind, label, fn] of [['open', s.result ? 'games.open' : 'games.resume', () => openGame(s.id, false)],
                                     ['replay', 'games.replay', () => openGame(s.id, true)],
                                     ['board', 'games.board', () => { location.href = `/analysis-board.html?game=${s.id}`; }],
                                     ['delete', 'games.delete', () => deleteGame(s.id)]]) {
      const b = document.createElement('button');
      b.textContent = t(label);
      b.className = 'game-' + kind;
      b.addEventListener('click', () => { if (kind !== 'delete') $('games-dialog').close(); fn(); });
      actions.appendChild(b);
    }
    tr.appendChild(actions);
    body.appendChild(tr);
  }
  if (!$('games-dialog').open) $('games-dialog').showModal();
}

/** Deletes a game from the list; a refused delete is said and leaves the list as it was. */
async function deleteGame(id) {
  try {
    await api('DELETE', `/api/games/${id}`);
  } catch (e) {
    sayError(e, { id });
    return;
  }
  forgetGame(id);
  if (ui.game && ui.game.id === id) {
    if (ui.socket) ui.socket.close();
    ui.socket = null;
    ui.game = null;
    localStorage.removeItem('gomoku.game');
    render();
  }
  showGames();
}

async function startNewGame() {
  const body = {
    mode: $('new-mode').value, color: $('new-color').value, level: Number($('new-level').value),
    rule: $('new-rule').value, size: Number($('new-size').value),
    moveSeconds: Number($('new-move-time').value), gameSeconds: Number($('new-game-time').value),
    opening: $('new-opening').value,
  };
  if (ui.socket) ui.socket.close();   // leaving the old game stops its search
  ui.socket = null;
  try {
    const g = await api('POST', '/api/games', body);
    await openGame(g.id, false);
  } catch (e) {
    sayError(e);
  }
}

/** After a game against the computer: the same settings with the colours swapped. */
async function swapColours() {
  const g = ui.game;
  if (!g || g.mode !== 'hvc') return;
  $('new-mode').value = g.mode;
  $('new-level').value = String(g.level);
  $('new-rule').value = g.rule;
  $('new-size').value = String(g.size);
  $('new-color').value = g.humanColor === 'black' ? 'white' : 'black';
  await startNewGame();
}

async function importFile(file) {
  if (!file) return;
  const text = await file.text();
  const format = file.name.toLowerCase().endsWith('.sgf') ? 'sgf' : file.name.toLowerCase().endsWith('.psq') ? 'psq' : '';
  try {
    const g = await api('POST', '/api/games/import' + (format ? `?format=${format}` : ''), text, true);
    await openGame(g.id, true);
    tell('msg.imported', { file: file.name, moves: g.moves.length }, 'success');
  } catch (e) {
    say(() => t('msg.importFailed', { reason: errorText(e) }), 'error');
  }
  $('import-file').value = '';
}

/** Shows the position after {@code to} moves (replay), with a refutation {from, line} drawn on it, or none. */
function replayTo(to, refutation) {
  if (!ui.game) return;
  ui.replay = Math.max(0, Math.min(ui.game.moves.length, to));
  ui.refutation = refutation;
  render();
}

function stepReplay(to) { replayTo(to, null); }

// ------------------------------------------------------------------ wiring

initAnalysis({ game: () => ui.game, replay: () => ui.replay, replayTo, showEval });
initOnline({ game: () => ui.game, command });

$('btn-new').addEventListener('click', () => $('new-dialog').showModal());
$('new-form').addEventListener('submit', ev => {
  if (ev.submitter && ev.submitter.value === 'start') startNewGame();
});
$('btn-games').addEventListener('click', showGames);
$('games-close').addEventListener('click', () => $('games-dialog').close());
$('btn-undo').addEventListener('click', undo);
// Resigning ends the game: the player confirms it first.
$('btn-resign').addEventListener('click', () => $('resign-dialog').showModal());
$('resign-form').addEventListener('submit', ev => {
  if (ev.submitter && ev.submitter.value === 'resign') command('resign');
});
$('btn-hint').addEventListener('click', hint);
$('btn-swap').addEventListener('click', swapColours);
$('btn-first').addEventListener('click', () => stepReplay(0));
$('btn-back').addEventListener('click', () => stepReplay(ui.replay - 1));
$('btn-forward').addEventListener('click', () => stepReplay(ui.replay + 1));
$('btn-last').addEventListener('click', () => stepReplay(ui.game ? ui.game.moves.length : 0));
$('btn-exit-replay').addEventListener('click', () => { ui.replay = null; ui.refutation = null; render(); });
$('btn-replay-start').addEventListener('click', () => stepReplay(0));
$('opt-numbers').addEventListener('change', draw);
for (const link of ['link-psq', 'link-sgf']) saveOnClick($(link), () => ({ id: ui.game && ui.game.id }));
$('import-file').addEventListener('change', ev => importFile(ev.target.files[0]));
$('btn-copy-pos').addEventListener('click', () => copyField('pos-text', 'msg.copied'));
$('board').addEventListener('mouseleave', () => {
  ui.hover = null;
  const ghost = $('ghost');
  if (ghost) ghost.setAttribute('visibility', 'hidden');
});
window.addEventListener('pagehide', () => {
  const ws = ui.socket;
  ui.socket = null;
  if (ws) ws.close();
});
// A page the browser kept while away (back/forward cache) comes back without its socket.
window.addEventListener('pageshow', ev => { if (ev.persisted && ui.game && !ui.socket) reconnectLater(ui.game.id); });

boardKeys($('board'), {
  redraw: draw,
  play: (x, y) => clickPoint(x, y),
  keys: {
    u: () => { if (!$('btn-undo').disabled) undo(); },
    h: () => { if (!$('btn-hint').disabled) hint(); },
  },
});
// A new language: everything drawn from the dictionary is drawn again; the game stays as it is.
window.addEventListener('langchange', () => {
  $('announce').textContent = '';
  render();
  redrawAnalysis();
  if (ui.evalShown) $('eval-text').textContent = t('eval.text', { p: parseInt($('eval-black').style.width, 10) });
  if ($('games-dialog').open) showGames();
});

// A link to another game pasted into this tab (a watch link, say) changes only the hash: open that game.
window.addEventListener('hashchange', () => {
  const m = /#game=(\d+)/.exec(location.hash);
  if (!m || (ui.game && ui.game.id === Number(m[1]))) return;
  const watch = /[#&]watch=([\w-]+)/.exec(location.hash);
  if (watch) rememberWatch(m[1], watch[1]);
  openGame(Number(m[1]), false);
});

(async function restore() {
  await I18n.ready.catch(() => {});
  const fromHash = /#game=(\d+)/.exec(location.hash);
  const watch = /[#&]watch=([\w-]+)/.exec(location.hash);
  if (fromHash && watch) rememberWatch(fromHash[1], watch[1]);
  const id = fromHash ? fromHash[1] : localStorage.getItem('gomoku.game');
  render();
  if (id) openGame(Number(id), false);
  else $('new-dialog').showModal();
})();
