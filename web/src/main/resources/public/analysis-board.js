// Analysis board: a position explored with variations. The server keeps the tree (and saves it); this
// page draws the board and the tree, sends moves and navigation, and shows the live engine's
// candidates, streamed over the WebSocket, and the VCF/VCT answers.
import { api, ApiError } from './api.js';
import { I18n, t } from './i18n.js';
import { $, CELL, drawGrid, drawStone, el, errorText, pointName, px, saveOnClick, say, sayError, tell } from './board.js';

const ui = {
  board: null,          // the board from the server
  byId: new Map(),      // node id -> node
  engineOn: false,
  analysis: null,       // last analysis event for the shown node
  ghost: null,          // candidate whose line is shown as ghost stones
  taken: new Set(),     // "x,y" of the stones drawn
  threat: null,         // {kind, side, line} shown as numbered stones
  socket: null,
  sentFor: null,        // "board/node/multipv" the running analysis is for
};

/** Fills the texts no data-i18n attribute can carry (placeholders, the engine button, the title). */
function translatePage() {
  document.title = t('board.title') + ' · ' + t('app.name');
  $('comment').placeholder = t('board.comment.placeholder');
  $('new-moves').placeholder = t('board.moves.placeholder');
  $('btn-engine').textContent = t(ui.engineOn ? 'board.engine.off' : 'board.engine.on');
}

function sideName(side) { return t(side === 'black' ? 'side.black' : 'side.white'); }

// ------------------------------------------------------------------ board and tree

function setBoard(b) {
  const moved = !ui.board || ui.board.current !== b.current || ui.board.id !== b.id;
  ui.board = b;
  ui.byId = new Map(b.nodes.map(n => [n.id, n]));
  if (moved) { ui.analysis = null; ui.ghost = null; ui.threat = null; $('threat-result').textContent = ''; }
  history.replaceState(null, '', '/analysis-board.html?id=' + b.id);
  render();
  if (ui.engineOn) requestAnalysis();
}

function render() {
  draw();
  const b = ui.board;
  $('board-info').textContent = t('board.info', { rule: t('rule.' + b.rule), size: b.size, title: b.title ? ' · ' + b.title : '' });
  const current = ui.byId.get(b.current);
  $('status').textContent = b.winner === 'draw' ? t('board.draw') : b.winner ? t('board.winner', { side: sideName(b.winner) })
    : t('board.toMove', { number: current.number + 1, side: sideName(b.toMove) });
  $('comment').value = current.comment || '';
  $('export-sgf').href = `/api/boards/${b.id}/export?format=sgf`;
  $('export-psq').href = `/api/boards/${b.id}/export?format=psq`;
  $('btn-back').disabled = $('btn-first').disabled = current.parent < 0;
  $('btn-forward').disabled = $('btn-last').disabled = current.children.length === 0;
  $('btn-delete').disabled = current.parent < 0;
  $('btn-promote').disabled = current.parent < 0;
  renderTree();
  renderCandidates();
}

/**
 * The position: grid, stones, marks and the hit areas, drawn again when the board changes. The line
 * preview and the candidate marks live in their own layers, updated in place by drawPreview and
 * drawCandidates, so that the engine's updates and a hover never replace what is under the pointer.
 */
function draw() {
  const b = ui.board, svg = $('board'), size = b.size;
  drawGrid(svg, size);
  ui.taken = new Set();
  for (const s of b.stones) {
    drawStone(svg, s.x, s.y, s.colour, s.name);
    ui.taken.add(s.x + ',' + s.y);
    el('text', { class: 'num ' + (s.colour === 'black' ? 'on-black' : 'on-white'), x: px(s.x), y: px(s.y),
      'data-point': s.name }, svg).textContent = s.number;
  }
  const last = b.stones[b.stones.length - 1];
  if (last) el('circle', { class: 'last', id: 'last-move', cx: px(last.x), cy: px(last.y) + CELL * 0.3, r: 3 }, svg);
  for (const f of b.forbidden) {
    const d = 7;
    const g = el('g', { class: 'forbidden-mark', 'data-point': f.name }, svg);
    el('line', { class: 'forbidden', x1: px(f.x) - d, y1: px(f.y) - d, x2: px(f.x) + d, y2: px(f.y) + d }, g);
    el('line', { class: 'forbidden', x1: px(f.x) - d, y1: px(f.y) + d, x2: px(f.x) + d, y2: px(f.y) - d }, g);
  }
  if (b.winningLine.length >= 2) {
    const a = b.winningLine[0], z = b.winningLine[b.winningLine.length - 1];
    el('line', { class: 'win-line', x1: px(a.x), y1: px(a.y), x2: px(z.x), y2: px(z.y) }, svg);
  }
  el('g', { id: 'layer-preview' }, svg);
  // Hit areas (ids for the keyboard-less tests and tools); a press is read from its position
  // (onBoardPress, onBoardRelease).
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (!ui.taken.has(x + ',' + y)) el('circle', { class: 'hit', cx: px(x), cy: px(y), r: CELL / 2, id: 'pt-' + pointName(x, y, size) }, svg);
  // Candidate marks on top of the hit areas, so that hovering reaches them.
  el('g', { id: 'layer-cands' }, svg);
  drawPreview();
  drawCandidates();
}

/** The board point under a pointer event, or null off the grid. */
function pointAt(ev) {
  const svg = $('board'), size = ui.board.size;
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
  const x = Math.round((p.x - px(0)) / CELL), y = Math.round((p.y - px(0)) / CELL);
  if (x < 0 || y < 0 || x >= size || y >= size) return null;
  if (Math.abs(p.x - px(x)) > CELL / 2 || Math.abs(p.y - px(y)) > CELL / 2) return null;
  return { x, y };
}

/**
 * A click anywhere on the board plays the point under it (an empty point, a candidate mark): read
 * from the position rather than from the element, so an update between press and release cannot lose it.
 */
// A press and its release on the same point play there. Read from the pointer's position, not from the
// elements under it: the engine's updates may take away the mark a press started on (a candidate that
// leaves the list) before the release, and a browser then sends no click at all.
let pressedAt = null;

function onBoardPress(ev) {
  pressedAt = ui.board && ev.button === 0 ? pointAt(ev) : null;
}

function onBoardRelease(ev) {
  const from = pressedAt;
  pressedAt = null;
  if (!ui.board || !from || ev.button !== 0) return;
  const p = pointAt(ev);
  if (p && p.x === from.x && p.y === from.y && !ui.taken.has(p.x + ',' + p.y)) play(p.x, p.y);
}

/** The candidate marks, keyed by their point: a mark that stays is updated, never replaced. */
function drawCandidates() {
  const layer = $('layer-cands');
  if (!layer) return;
  const cands = ui.analysis ? ui.analysis.candidates : [];
  const old = new Map([...layer.children].map(g => [g.getAttribute('data-point'), g]));
  cands.forEach((c, i) => {
    let g = old.get(c.name);
    if (g) old.delete(c.name);
    else {
      g = el('g', { class: 'cand-mark', 'data-point': c.name }, layer);
      el('circle', { class: 'cand', cx: px(c.x), cy: px(c.y), r: CELL * 0.32 }, g);
      el('text', { class: 'cand-label', x: px(c.x), y: px(c.y) }, g);
      g.addEventListener('mouseenter', () => preview(candidate(c.name)));
      g.addEventListener('mouseleave', () => { if (ui.ghost && ui.ghost.name === c.name) preview(null); });
    }
    g.id = 'cand-' + (i + 1);
    g.firstChild.setAttribute('class', 'cand' + (i === 0 ? ' best' : ''));
    g.lastChild.textContent = String(i + 1);
    g.classList.toggle('previewed', !!ui.ghost && ui.ghost.name === c.name);
  });
  for (const g of old.values()) g.remove();
  layer.classList.toggle('previewing', !!ui.ghost);
}

function candidate(name) {
  return ui.analysis ? ui.analysis.candidates.find(c => c.name === name) || null : null;
}

/** Shows candidate {@code c}'s line on the board (null: none); the other marks step aside meanwhile. */
function preview(c) {
  ui.ghost = c;
  drawPreview();
  drawCandidates();
}

/** How many moves of a line the board shows, unless the player asked for the whole line. */
const PREVIEW_MOVES = 6;

/** The hovered candidate's line, else the VCF/VCT line, as ghost stones numbered 1', 2', ... */
function drawPreview() {
  const layer = $('layer-preview');
  if (!layer) return;
  layer.replaceChildren();
  const all = $('preview-all').checked;
  const shown = ui.ghost ? { line: ui.ghost.pv, side: ui.board.toMove, kind: 'ghost' }
    : ui.threat ? { line: ui.threat.line, side: ui.threat.side, kind: 'threat' } : null;
  $('preview-more').hidden = !shown || shown.line.length <= PREVIEW_MOVES;
  if (!shown) return;
  const line = all ? shown.line : shown.line.slice(0, PREVIEW_MOVES);
  let colour = shown.side;
  line.forEach((p, i) => {
    const free = !ui.taken.has(p.x + ',' + p.y);
    if (free) {
      el('circle', { class: ['ghost-stone', colour, shown.kind].join(' '), cx: px(p.x), cy: px(p.y), r: CELL * 0.36,
        'data-ghost': p.name }, layer);
      el('text', { class: 'ghost-num on-' + colour, x: px(p.x), y: px(p.y) }, layer).textContent = (i + 1) + "'";
    }
    colour = colour === 'black' ? 'white' : 'black';
  });
}

function renderTree() {
  const tree = $('tree');
  tree.replaceChildren();
  const root = ui.byId.get(0);
  const start = document.createElement('span');
  start.className = 'mv' + (ui.board.current === 0 ? ' current' : '');
  start.id = 'node-0';
  start.textContent = t('board.start');
  start.addEventListener('click', () => show(0));
  tree.appendChild(start);
  renderLine(root, tree);
  // Scroll the tree alone (scrollIntoView would scroll the page too, away from the board on a phone).
  const cur = $('node-' + ui.board.current);
  if (cur && (cur.offsetTop < tree.scrollTop || cur.offsetTop + cur.offsetHeight > tree.scrollTop + tree.clientHeight))
    tree.scrollTop = cur.offsetTop - tree.clientHeight / 2;
}

/** The line after {@code node}: its first child continues here, the others open indented variations. */
function renderLine(node, container) {
  let n = node;
  while (n.children.length > 0) {
    const main = ui.byId.get(n.children[0]);
    container.appendChild(moveSpan(main));
    for (const alt of n.children.slice(1)) {
      const v = document.createElement('div');
      v.className = 'variation';
      const a = ui.byId.get(alt);
      v.appendChild(moveSpan(a));
      renderLine(a, v);
      container.appendChild(v);
    }
    n = main;
  }
}

function moveSpan(n) {
  const s = document.createElement('span');
  s.className = 'mv' + (n.id === ui.board.current ? ' current' : '') + (n.comment ? ' commented' : '');
  s.id = 'node-' + n.id;
  s.textContent = `${n.number}.${n.colour === 'black' ? '' : '..'}${n.name}`;
  if (n.comment) s.title = n.comment;
  s.addEventListener('click', () => show(n.id));
  return s;
}

/** A candidate's value in words: its score, or the moves to a forced win or loss. */
function valueText(c) {
  return c.mate > 0 ? t('board.winIn', { moves: Math.ceil(c.mate / 2) })
    : c.mate < 0 ? t('board.lossIn', { moves: Math.ceil(-c.mate / 2) }) : (c.score > 0 ? '+' : '') + c.score;
}

/**
 * The candidate table, one row per rank updated in place (a click between two updates still lands),
 * its headings naming each number, and the best line in words under the board.
 */
function renderCandidates() {
  const body = $('candidates').querySelector('tbody');
  const a = ui.analysis;
  const cands = a ? a.candidates : [];
  $('cand-chance').textContent = t('board.col.chance', { side: sideName(ui.board.toMove) });
  $('candidates').hidden = $('cand-legend').hidden = cands.length === 0;
  while (body.children.length > cands.length) body.lastChild.remove();
  cands.forEach((c, i) => {
    let tr = body.children[i];
    if (!tr) {
      tr = document.createElement('tr');
      tr.id = 'cand-row-' + (i + 1);
      for (let k = 0; k < 5; k++) tr.appendChild(document.createElement('td'));
      tr.lastChild.className = 'pv';
      tr.addEventListener('mouseenter', () => preview(ui.analysis && ui.analysis.candidates[i] || null));
      tr.addEventListener('mouseleave', () => preview(null));
      tr.addEventListener('click', () => { const now = ui.analysis && ui.analysis.candidates[i]; if (now) play(now.x, now.y); });
      body.appendChild(tr);
    }
    const texts = [`${i + 1}. ${c.name}`, `${Math.round(c.winChance * 100)}%`, valueText(c), String(c.depth),
      c.pv.map(p => p.name).join(' ')];
    texts.forEach((text, k) => { if (tr.children[k].textContent !== text) tr.children[k].textContent = text; });
    tr.lastChild.title = texts[4];
  });
  const best = cands[0];
  $('best-line').textContent = !best ? '' : t('board.bestLine', { side: sideName(ui.board.toMove), point: best.name,
    chance: Math.round(best.winChance * 100), value: valueText(best), line: best.pv.map(p => p.name).join(' ') });
}

// ------------------------------------------------------------------ actions

/** Runs a request that answers the board, shows it, and says whether it succeeded (an error is shown). */
async function act(work) {
  try {
    say('');
    setBoard(await work());
    return true;
  } catch (e) {
    sayError(e);
    return false;
  }
}

function play(x, y) {
  const body = { x, y };
  const colour = $('place-colour').value;
  if (colour) body.colour = colour;
  return act(() => api('POST', `/api/boards/${ui.board.id}/moves`, body));
}

function show(node) {
  if (node === undefined || node === null || node === ui.board.current) return;
  return act(() => api('POST', `/api/boards/${ui.board.id}/current`, { node }));
}

function siblings() {
  const cur = ui.byId.get(ui.board.current);
  if (cur.parent < 0) return { list: [0], index: 0 };
  const list = ui.byId.get(cur.parent).children;
  return { list, index: list.indexOf(cur.id) };
}

const nav = {
  back: () => show(ui.byId.get(ui.board.current).parent >= 0 ? ui.byId.get(ui.board.current).parent : null),
  forward: () => show(ui.byId.get(ui.board.current).children[0]),
  first: () => show(0),
  last: () => {
    let n = ui.byId.get(ui.board.current);
    while (n.children.length) n = ui.byId.get(n.children[0]);
    show(n.id);
  },
  up: () => { const s = siblings(); if (s.index > 0) show(s.list[s.index - 1]); },
  down: () => { const s = siblings(); if (s.index < s.list.length - 1) show(s.list[s.index + 1]); },
};

/** Where a new board starts: the radio chosen in the dialog ('empty', 'moves', 'file' or 'game'). */
function newFrom() {
  return [...document.getElementsByName('from')].find(r => r.checked).value;
}

/** The rule and size matter only for a board made here (empty or from moves); a record brings its own. */
function showNewShape() {
  $('new-shape').hidden = newFrom() === 'file' || newFrom() === 'game';
}

/** Opens the "New board" dialog, its list of stored games filled afresh. */
async function openNewBoard() {
  const list = $('new-game');
  list.replaceChildren();
  let games = [];
  try { games = await api('GET', '/api/games'); } catch (e) { sayError(e); }
  for (const g of games) {
    const o = document.createElement('option');
    o.value = String(g.id);
    o.textContent = t('board.new.gameItem', { id: g.id, rule: t('rule.' + g.rule), size: g.size, moves: g.moves,
      date: new Date(g.updatedMs).toLocaleDateString(I18n.lang) });
    list.appendChild(o);
  }
  list.disabled = games.length === 0;
  showNewShape();
  $('new-board-dialog').showModal();
}

/** Makes the board the dialog describes. */
async function newBoard() {
  const from = newFrom();
  if (from === 'file') {
    const file = $('new-file').files[0];
    if (file) await importFile(file);
    $('new-file').value = '';
    return;
  }
  if (from === 'game') {
    if ($('new-game').value) await act(() => api('POST', '/api/boards', { gameId: Number($('new-game').value) }));
    return;
  }
  const body = { size: Number($('new-size').value) || 15, rule: $('new-rule').value };
  const moves = $('new-moves').value.trim();
  if (from === 'moves' && moves) body.moves = moves;
  await act(() => api('POST', '/api/boards', body));
}

async function importFile(file) {
  const text = await file.text();
  const body = /^\s*\(/.test(text) ? { sgf: text } : { psq: text };
  await act(() => api('POST', '/api/boards', body));
}

async function threat(kind, side) {
  $('threat-result').textContent = t('board.threat.running');
  try {
    const r = await api('POST', `/api/boards/${ui.board.id}/threats`, { kind, side, node: ui.board.current });
    ui.threat = r.found ? { line: r.line, side } : null;
    const params = { kind: kind.toUpperCase(), side: sideName(side), moves: r.line.length, attacks: r.maxAttacks, nodes: r.nodes, ms: r.timeMs };
    $('threat-result').textContent = t(r.found ? 'board.threat.found' : 'board.threat.none', params);
    drawPreview();
  } catch (e) {
    $('threat-result').textContent = '';
    sayError(e);
  }
}

// ------------------------------------------------------------------ live engine

function connect() {
  if (ui.socket && ui.socket.readyState <= 1) return ui.socket;
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws/boards');
  ws.onopen = () => { ui.sentFor = null; if (ui.engineOn) requestAnalysis(); };
  ws.onmessage = ev => {
    const msg = JSON.parse(ev.data);
    if (msg.error) {
      $('engine-status').textContent = errorText(new ApiError(msg.error, msg.params, msg.message));
      ui.sentFor = null;
      return;
    }
    if (!ui.board || msg.board !== ui.board.id || msg.node !== ui.board.current) return;
    ui.analysis = msg;
    $('engine-status').textContent = msg.type === 'analysis-done' ? t('board.engine.done', { depth: msg.depth })
      : t('board.engine.working', { depth: msg.depth, nodes: msg.nodes });
    if (ui.ghost) ui.ghost = candidate(ui.ghost.name);
    drawPreview();
    drawCandidates();
    renderCandidates();
  };
  ws.onclose = () => { ui.socket = null; ui.sentFor = null; };
  ui.socket = ws;
  return ws;
}

function requestAnalysis() {
  if (!ui.engineOn || !ui.board || document.hidden) return;
  const multipv = Number($('multipv').value);
  const key = `${ui.board.id}/${ui.board.current}/${multipv}`;
  const ws = connect();
  if (ws.readyState !== 1 || ui.sentFor === key) return;
  ui.sentFor = key;
  $('engine-status').textContent = '';
  ws.send(JSON.stringify({ type: 'analyze', board: ui.board.id, node: ui.board.current, multipv }));
}

function stopAnalysis() {
  ui.sentFor = null;
  if (ui.socket && ui.socket.readyState === 1) ui.socket.send(JSON.stringify({ type: 'stop' }));
}

function toggleEngine() {
  ui.engineOn = !ui.engineOn;
  $('btn-engine').textContent = t(ui.engineOn ? 'board.engine.off' : 'board.engine.on');
  if (ui.engineOn) requestAnalysis();
  else { stopAnalysis(); ui.analysis = null; ui.ghost = null; $('engine-status').textContent = ''; drawPreview(); drawCandidates(); renderCandidates(); }
}

// ------------------------------------------------------------------ start

function wire() {
  $('board').addEventListener('pointerdown', onBoardPress);
  $('board').addEventListener('pointerup', onBoardRelease);
  $('preview-all').onchange = drawPreview;
  $('btn-back').onclick = nav.back;
  $('btn-forward').onclick = nav.forward;
  $('btn-first').onclick = nav.first;
  $('btn-last').onclick = nav.last;
  $('btn-engine').onclick = toggleEngine;
  $('multipv').onchange = requestAnalysis;
  $('btn-new').onclick = openNewBoard;
  $('new-board-form').addEventListener('submit', ev => {
    if (ev.submitter && ev.submitter.value === 'start') newBoard();
  });
  for (const r of document.getElementsByName('from')) r.addEventListener('change', showNewShape);
  // Using a source's field chooses that source.
  for (const [field, from] of [['new-moves', 'moves'], ['new-file', 'file'], ['new-game', 'game']])
    for (const kind of ['focus', 'change'])
      $(field).addEventListener(kind, () => {
        $('new-from-' + from).checked = true;
        showNewShape();
      });
  $('import-file').onchange = e => { if (e.target.files[0]) importFile(e.target.files[0]); e.target.value = ''; };
  for (const kind of ['vcf', 'vct'])
    for (const side of ['black', 'white']) $(`btn-${kind}-${side}`).onclick = () => threat(kind, side);
  $('btn-promote').onclick = () => act(() => api('POST', `/api/boards/${ui.board.id}/nodes/${ui.board.current}/promote`));
  $('btn-delete').onclick = () => {
    if (confirm(t('board.confirmDelete'))) act(() => api('DELETE', `/api/boards/${ui.board.id}/nodes/${ui.board.current}`));
  };
  for (const link of ['export-sgf', 'export-psq']) saveOnClick($(link));
  $('btn-comment').onclick = async () => {
    const saved = await act(() => api('PUT', `/api/boards/${ui.board.id}/nodes/${ui.board.current}/comment`,
        { text: $('comment').value }));
    if (saved) tell('board.comment.saved', null, 'success');
  };
  document.addEventListener('keydown', e => {
    if (!ui.board || e.target.matches('input,textarea,select')) return;
    const k = { ArrowLeft: 'back', ArrowRight: 'forward', ArrowUp: 'up', ArrowDown: 'down', Home: 'first', End: 'last' }[e.key];
    if (!k) return;
    e.preventDefault();
    nav[k]();
  });
  // The engine works only while the page is seen.
  document.addEventListener('visibilitychange', () => { if (document.hidden) stopAnalysis(); else requestAnalysis(); });
  window.addEventListener('pagehide', () => { stopAnalysis(); if (ui.socket) ui.socket.close(); });
}

window.addEventListener('langchange', () => { translatePage(); if (ui.board) render(); });

async function start() {
  await I18n.ready.catch(() => {});
  translatePage();
  wire();
  const params = new URLSearchParams(location.search);
  try {
    if (params.get('id')) setBoard(await api('GET', '/api/boards/' + encodeURIComponent(params.get('id'))));
    else if (params.get('game')) {
      const body = { gameId: Number(params.get('game')) };
      if (params.get('ply') !== null) body.ply = Number(params.get('ply'));
      if (params.get('branch')) body.branch = JSON.parse(params.get('branch'));
      setBoard(await api('POST', '/api/boards', body));
    } else setBoard(await api('POST', '/api/boards', { size: 15, rule: params.get('rule') || 'freestyle' }));
  } catch (e) {
    sayError(e);
  }
}

start();
