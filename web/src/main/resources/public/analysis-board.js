// Analysis board: a position explored with variations. The server keeps the tree (and saves it); this
// page draws the board and the tree, sends moves and navigation, and shows the live engine's
// candidates, streamed over the WebSocket, and the VCF/VCT answers.
'use strict';

// Every text the page shows, in both languages.
const TEXTS = {
  en: {
    title: 'Gomoku - analysis board', heading: 'Analysis board', navPlay: 'Play', navPractice: 'Practice',
    newBoard: 'New board', import: 'Import SGF/PSQ', first: '|<', back: '<', forward: '>', last: '>|',
    place: 'Stone:', placeToMove: 'side to move', placeBlack: 'black', placeWhite: 'white',
    engineOn: 'Engine on', engineOff: 'Engine off', lines: 'Lines:',
    vcfBlack: 'VCF black', vcfWhite: 'VCF white', vctBlack: 'VCT black', vctWhite: 'VCT white',
    variations: 'Variations', promote: 'Make main line', deleteBranch: 'Delete from here',
    commentPlaceholder: 'Comment on this move', saveComment: 'Save comment', exportSgf: 'SGF', exportPsq: 'PSQ (main line)',
    newFrom: 'New board from', freestyle: 'freestyle', standard: 'standard', renju: 'renju',
    movesPlaceholder: 'moves or pos string, e.g. h8 i9',
    black: 'black', white: 'white', draw: 'draw',
    info: (b) => `${TEXTS.en[b.rule]} ${b.size}x${b.size}` + (b.title ? ` - ${b.title}` : ''),
    toMove: (side, n) => `Move ${n}: ${TEXTS.en[side]} to play`,
    winner: (side) => side === 'draw' ? 'Draw' : `${TEXTS.en[side]} has won`,
    emptyBoard: 'start',
    engineWorking: (d, nodes) => `depth ${d}, ${nodes} nodes`,
    engineDone: (d) => `done at depth ${d}`,
    engineBusy: 'Every engine is busy; try again shortly.',
    engineFailed: 'The engine failed.',
    winIn: (k) => `win in ${k}`, lossIn: (k) => `loss in ${k}`,
    threatFound: (kind, side, n) => `${kind.toUpperCase()} for ${TEXTS.en[side]}: ${n} moves (numbered on the board).`,
    threatNone: (kind, side, t) => `No ${kind.toUpperCase()} for ${TEXTS.en[side]} within ${t.maxAttacks} threats and ${t.maxNodes} nodes (${t.timeMs} ms).`,
    threatRunning: 'Searching...',
    commentSaved: 'Comment saved.',
    confirmDelete: 'Delete this move and everything after it?',
    error: (m) => m,
    errors: {
      FORBIDDEN_MOVE: 'Forbidden for black (renju).', POSITION_OCCUPIED: 'That point is taken.',
      GAME_FINISHED: 'The game is over in this line.', BAD_RECORD: 'That file cannot be read.', BUSY: 'The engine is busy; try again.',
      NOT_A_GAME: 'The main line has two stones of one colour in a row: PSQ cannot hold it.',
    },
  },
  zh: {
    title: '五子棋 - 研究棋盘', heading: '研究棋盘', navPlay: '对局', navPractice: '练习',
    newBoard: '新棋盘', import: '导入 SGF/PSQ', first: '|<', back: '<', forward: '>', last: '>|',
    place: '落子：', placeToMove: '轮到的一方', placeBlack: '黑', placeWhite: '白',
    engineOn: '开启引擎', engineOff: '关闭引擎', lines: '候选数：',
    vcfBlack: '黑 VCF', vcfWhite: '白 VCF', vctBlack: '黑 VCT', vctWhite: '白 VCT',
    variations: '变化', promote: '设为主变', deleteBranch: '删除此后各步',
    commentPlaceholder: '为这一步写注释', saveComment: '保存注释', exportSgf: 'SGF', exportPsq: 'PSQ（主变）',
    newFrom: '新棋盘来自', freestyle: '自由规则', standard: '标准规则', renju: '连珠规则',
    movesPlaceholder: '着法或 pos 串，例如 h8 i9',
    black: '黑', white: '白', draw: '和棋',
    info: (b) => `${TEXTS.zh[b.rule]} ${b.size}x${b.size}` + (b.title ? ` - ${b.title}` : ''),
    toMove: (side, n) => `第 ${n} 手：轮到${TEXTS.zh[side]}方`,
    winner: (side) => side === 'draw' ? '和棋' : `${TEXTS.zh[side]}方胜`,
    emptyBoard: '开始',
    engineWorking: (d, nodes) => `深度 ${d}，${nodes} 节点`,
    engineDone: (d) => `已完成，深度 ${d}`,
    engineBusy: '引擎都在忙，请稍后再试。',
    engineFailed: '引擎出错。',
    winIn: (k) => `${k} 步胜`, lossIn: (k) => `${k} 步负`,
    threatFound: (kind, side, n) => `${TEXTS.zh[side]}方 ${kind.toUpperCase()}：共 ${n} 步（棋盘上已编号）。`,
    threatNone: (kind, side, t) => `在 ${t.maxAttacks} 个威胁、${t.maxNodes} 个节点之内未找到${TEXTS.zh[side]}方的 ${kind.toUpperCase()}（${t.timeMs} 毫秒）。`,
    threatRunning: '搜索中……',
    commentSaved: '注释已保存。',
    confirmDelete: '删除这一步及其后的所有着法？',
    error: (m) => m,
    errors: {
      FORBIDDEN_MOVE: '黑方禁手（连珠规则）。', POSITION_OCCUPIED: '此处已有棋子。',
      GAME_FINISHED: '这一变化中棋局已结束。', BAD_RECORD: '无法读取该文件。', BUSY: '引擎忙，请再试一次。',
      NOT_A_GAME: '主变中有同色连下两子，无法保存为 PSQ。',
    },
  },
};
const LANG = ((localStorage.getItem('lang') || navigator.language || 'en').toLowerCase().startsWith('zh')) ? 'zh' : 'en';
const T = TEXTS[LANG];

const ui = {
  board: null,          // the board from the server
  byId: new Map(),      // node id -> node
  engineOn: false,
  analysis: null,       // last analysis event for the shown node
  ghost: null,          // candidate whose line is shown as ghost stones
  threat: null,         // {kind, side, line} shown as numbered stones
  socket: null,
  sentFor: null,        // "board/node/multipv" the running analysis is for
};

function translatePage() {
  document.title = T.title;
  document.documentElement.lang = LANG === 'zh' ? 'zh-CN' : 'en';
  for (const e of document.querySelectorAll('[data-t]')) e.textContent = T[e.dataset.t];
  for (const e of document.querySelectorAll('[data-tp]')) e.placeholder = T[e.dataset.tp];
}

function showError(e) {
  const code = e && e.code;
  say((code && T.errors[code]) || (e && e.message) || String(e));
}

/** The API call of board.js, keeping the server's error code for the dictionary. */
async function call(method, path, body) {
  const res = await fetch(path, { method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  if (!res.ok) { const err = new Error((data && data.message) || res.statusText); err.code = data && data.error; throw err; }
  return data;
}

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
  $('board-info').textContent = T.info(b);
  const current = ui.byId.get(b.current);
  $('status').textContent = b.winner ? T.winner(b.winner) : T.toMove(b.toMove, current.number + 1);
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

function draw() {
  const b = ui.board, svg = $('board'), size = b.size;
  drawGrid(svg, size);
  const taken = new Set();
  for (const s of b.stones) {
    drawStone(svg, s.x, s.y, s.colour, s.name);
    taken.add(s.x + ',' + s.y);
    el('text', { class: 'num ' + (s.colour === 'black' ? 'on-black' : 'on-white'), x: px(s.x), y: px(s.y) }, svg).textContent = s.number;
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
  if (ui.threat) drawLine(svg, ui.threat.line, ui.threat.side, 'threat');
  if (ui.ghost) drawLine(svg, ui.ghost.pv, b.toMove, 'ghost');
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (taken.has(x + ',' + y)) continue;
      const hit = el('circle', { class: 'hit', cx: px(x), cy: px(y), r: CELL / 2, id: 'pt-' + pointName(x, y, size) }, svg);
      hit.addEventListener('click', () => play(x, y));
    }
  // Candidate marks on top of the hit areas, so that hovering and clicking reach them.
  const cands = ui.analysis ? ui.analysis.candidates : [];
  cands.forEach((c, i) => {
    const g = el('g', { class: 'cand-mark', id: 'cand-' + (i + 1), 'data-point': c.name }, svg);
    el('circle', { class: 'cand' + (i === 0 ? ' best' : ''), cx: px(c.x), cy: px(c.y), r: CELL * 0.32 }, g);
    el('text', { class: 'cand-label', x: px(c.x), y: px(c.y) }, g).textContent = String(i + 1);
    g.addEventListener('mouseenter', () => { ui.ghost = c; draw(); });
    g.addEventListener('mouseleave', () => { if (ui.ghost === c) { ui.ghost = null; draw(); } });
    g.addEventListener('click', () => play(c.x, c.y));
  });
}

/** A line of points as numbered half-transparent stones, colours alternating from {@code first}. */
function drawLine(svg, points, first, kind) {
  let colour = first;
  points.forEach((p, i) => {
    const s = drawStone(svg, p.x, p.y, colour, p.name);
    s.setAttribute('class', 'stone ghost ' + colour + ' ' + kind);
    s.removeAttribute('data-point');
    s.setAttribute('data-' + kind, p.name);
    el('text', { class: kind === 'threat' ? 'threat-num' : 'num ' + (colour === 'black' ? 'on-black' : 'on-white'),
      x: px(p.x), y: px(p.y) }, svg).textContent = String(i + 1);
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
  start.textContent = T.emptyBoard;
  start.addEventListener('click', () => show(0));
  tree.appendChild(start);
  renderLine(root, tree);
  const cur = $('node-' + ui.board.current);
  if (cur) cur.scrollIntoView({ block: 'nearest' });
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

function renderCandidates() {
  const body = $('candidates').querySelector('tbody');
  body.replaceChildren();
  const a = ui.analysis;
  if (!a) return;
  a.candidates.forEach((c, i) => {
    const tr = document.createElement('tr');
    tr.id = 'cand-row-' + (i + 1);
    const value = c.mate > 0 ? T.winIn(Math.ceil(c.mate / 2)) : c.mate < 0 ? T.lossIn(Math.ceil(-c.mate / 2)) : String(c.score);
    for (const text of [`${i + 1}. ${c.name}`, `${Math.round(c.winChance * 100)}%`, value, `d${c.depth}`, c.pv.map(p => p.name).join(' ')]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.appendChild(td);
    }
    tr.lastChild.className = 'pv';
    tr.addEventListener('mouseenter', () => { ui.ghost = c; draw(); });
    tr.addEventListener('mouseleave', () => { ui.ghost = null; draw(); });
    tr.addEventListener('click', () => play(c.x, c.y));
    body.appendChild(tr);
  });
}

// ------------------------------------------------------------------ actions

async function act(work) {
  try {
    say('');
    setBoard(await work());
  } catch (e) {
    showError(e);
  }
}

function play(x, y) {
  const body = { x, y };
  const colour = $('place-colour').value;
  if (colour) body.colour = colour;
  return act(() => call('POST', `/api/boards/${ui.board.id}/moves`, body));
}

function show(node) {
  if (node === undefined || node === null || node === ui.board.current) return;
  return act(() => call('POST', `/api/boards/${ui.board.id}/current`, { node }));
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

async function newBoard() {
  const body = { size: Number($('new-size').value), rule: $('new-rule').value };
  const moves = $('new-moves').value.trim();
  if (moves) body.moves = moves;
  await act(() => call('POST', '/api/boards', body));
}

async function importFile(file) {
  const text = await file.text();
  const body = /^\s*\(/.test(text) ? { sgf: text } : { psq: text };
  await act(() => call('POST', '/api/boards', body));
}

async function threat(kind, side) {
  $('threat-result').textContent = T.threatRunning;
  try {
    const t = await call('POST', `/api/boards/${ui.board.id}/threats`, { kind, side, node: ui.board.current });
    ui.threat = t.found ? { line: t.line, side } : null;
    $('threat-result').textContent = t.found ? T.threatFound(kind, side, t.line.length) : T.threatNone(kind, side, t);
    draw();
  } catch (e) {
    $('threat-result').textContent = '';
    showError(e);
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
      $('engine-status').textContent = msg.error === 'BUSY' ? T.engineBusy : msg.error === 'ENGINE_FAILED' ? T.engineFailed : msg.message;
      ui.sentFor = null;
      return;
    }
    if (!ui.board || msg.board !== ui.board.id || msg.node !== ui.board.current) return;
    ui.analysis = msg;
    $('engine-status').textContent = msg.type === 'analysis-done' ? T.engineDone(msg.depth) : T.engineWorking(msg.depth, msg.nodes);
    if (ui.ghost) ui.ghost = msg.candidates.find(c => c.name === ui.ghost.name) || null;
    draw();
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
  $('btn-engine').textContent = ui.engineOn ? T.engineOff : T.engineOn;
  if (ui.engineOn) requestAnalysis();
  else { stopAnalysis(); ui.analysis = null; ui.ghost = null; $('engine-status').textContent = ''; draw(); renderCandidates(); }
}

// ------------------------------------------------------------------ start

function wire() {
  $('btn-back').onclick = nav.back;
  $('btn-forward').onclick = nav.forward;
  $('btn-first').onclick = nav.first;
  $('btn-last').onclick = nav.last;
  $('btn-engine').onclick = toggleEngine;
  $('multipv').onchange = requestAnalysis;
  $('btn-new').onclick = newBoard;
  $('import-file').onchange = e => { if (e.target.files[0]) importFile(e.target.files[0]); e.target.value = ''; };
  for (const kind of ['vcf', 'vct'])
    for (const side of ['black', 'white']) $(`btn-${kind}-${side}`).onclick = () => threat(kind, side);
  $('btn-promote').onclick = () => act(() => call('POST', `/api/boards/${ui.board.id}/nodes/${ui.board.current}/promote`));
  $('btn-delete').onclick = () => {
    if (confirm(T.confirmDelete)) act(() => call('DELETE', `/api/boards/${ui.board.id}/nodes/${ui.board.current}`));
  };
  $('btn-comment').onclick = async () => {
    await act(() => call('PUT', `/api/boards/${ui.board.id}/nodes/${ui.board.current}/comment`, { text: $('comment').value }));
    say(T.commentSaved);
  };
  document.addEventListener('keydown', e => {
    if (!ui.board || e.target.matches('input, textarea, select')) return;
    const k = { ArrowLeft: 'back', ArrowRight: 'forward', ArrowUp: 'up', ArrowDown: 'down', Home: 'first', End: 'last' }[e.key];
    if (!k) return;
    e.preventDefault();
    nav[k]();
  });
  // The engine works only while the page is seen.
  document.addEventListener('visibilitychange', () => { if (document.hidden) stopAnalysis(); else requestAnalysis(); });
  window.addEventListener('pagehide', () => { stopAnalysis(); if (ui.socket) ui.socket.close(); });
}

async function start() {
  translatePage();
  wire();
  const params = new URLSearchParams(location.search);
  try {
    if (params.get('id')) setBoard(await call('GET', '/api/boards/' + encodeURIComponent(params.get('id'))));
    else if (params.get('game')) {
      const body = { gameId: Number(params.get('game')) };
      if (params.get('ply') !== null) body.ply = Number(params.get('ply'));
      if (params.get('branch')) body.branch = JSON.parse(params.get('branch'));
      setBoard(await call('POST', '/api/boards', body));
    } else setBoard(await call('POST', '/api/boards', { size: 15, rule: params.get('rule') || 'freestyle' }));
  } catch (e) {
    showError(e);
  }
}

start();
