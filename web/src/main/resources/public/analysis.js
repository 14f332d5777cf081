// Post-game analysis on the game page: starts the server's analysis, draws black's chance to win move
// by move (SVG), lists the mistakes, and jumps the board there (replay) with the refutation line shown
// as numbered ghost stones. The game page (app.js) hands it what it needs once, through initAnalysis.
import { api } from './api.js';
import { t } from './i18n.js';
import { $, CELL, el, px, say, sayError } from './board.js';

// The graph's margins (pixels): room for the legend above, the percentages left, the move numbers below.
const PAD = { top: 20, right: 10, bottom: 30, left: 38 };

let shown = null;      // the last analysis shown, or null
let page = null;       // the game page's side, given to initAnalysis

/**
 * Wires the panel to the game page. {@code gamePage} gives:
 *   game()                       the game shown (a GameView) or null;
 *   replay()                     how many moves the board shows while replaying, or null while playing;
 *   replayTo(index, refutation)  replays to move {@code index}, with a refutation {from, line} drawn, or null;
 *   showEval(p)                  sets the evaluation bar to black's chance to win, p.
 */
export function initAnalysis(gamePage) {
  page = gamePage;
  $('btn-analyse').addEventListener('click', startAnalysis);
  $('btn-analyse-stop').addEventListener('click', stopAnalysis);
  window.addEventListener('resize', () => { if (shown && shown.status !== 'none') drawGraph(shown); });
}

/** Shows the analysis the server has of game {@code id}, if any (a newly opened game). */
export async function loadAnalysis(id) {
  showAnalysis(null);
  try {
    const a = await api('GET', `/api/games/${id}/analysis`);
    const g = page.game();
    if (g && g.id === id) showAnalysis(a);
  } catch (e) {
    // No analysis is not an error worth a message.
  }
}

/** Draws the panel again in the page's language. */
export function redrawAnalysis() {
  if (shown) showAnalysis(shown);
}

async function startAnalysis() {
  const g = page.game();
  if (!g) return;
  try {
    showAnalysis(await api('POST', `/api/games/${g.id}/analysis`));
  } catch (e) {
    sayError(e, { id: g.id });
  }
}

async function stopAnalysis() {
  const g = page.game();
  if (!g) return;
  try { showAnalysis(await api('DELETE', `/api/games/${g.id}/analysis`)); } catch (e) { sayError(e, { id: g.id }); }
}

/** Black's chance (percent) after {@code index} moves, or '?' when that position is not analysed. */
function chanceAt(a, index) {
  const p = a && a.positions.find(q => q.index === index);
  return p ? Math.round(p.blackWin * 100) : '?';
}

/**
 * A mistake in one line: its move number, who played what, what it did, black's chance before and after
 * it, and the whole line that shows it (to the five for a forced win), each move named once.
 */
function mistakeText(m) {
  const params = { n: m.index + 1, side: t('side.' + m.color), point: m.played.name, what: t('mistake.' + m.kind),
    before: chanceAt(shown, m.index), after: chanceAt(shown, m.index + 1), line: m.line.map(p => p.name).join(' ') };
  if (!m.line.length) return t('mistake.plain', params);
  return t(m.kind === 'missed-win' ? 'mistake.win' : 'mistake.refutation', params);
}

/** Shows an analysis (progress, graph, mistakes), as answered or pushed by the server; null clears the panel. */
export function showAnalysis(a) {
  shown = a;
  const status = $('analysis-status');
  const graph = $('eval-graph');
  const list = $('mistakes');
  list.replaceChildren();
  $('btn-analyse-stop').hidden = !a || a.status !== 'running';
  if (!a || a.status === 'none') {
    status.textContent = '';
    graph.setAttribute('hidden', '');
    return;
  }
  const found = a.mistakes.length === 0 ? t('analysis.noMistakes') : t('analysis.mistakes', { n: a.mistakes.length });
  status.textContent = t('analysis.progress', { state: t('analysis.state.' + a.status), done: a.analysed,
    total: a.total, found });
  status.dataset.state = a.status;
  drawGraph(a);
  for (const m of a.mistakes) {
    const li = document.createElement('li');
    li.className = 'mistake';
    li.dataset.index = m.index;
    li.textContent = mistakeText(m);
    li.addEventListener('click', () => showMistake(m));
    list.appendChild(li);
  }
}

/** About six round steps for the move axis. */
function moveStep(n) {
  for (const step of [1, 2, 5, 10, 20, 25, 50, 100]) if (n / step <= 8) return step;
  return 200;
}

/**
 * Black's chance to win after each move, drawn in the graph's own pixels (so points stay round): the
 * axes (move number, 0-100%), a legend, the area and line, and a point per analysed position.
 */
function drawGraph(a) {
  const graph = $('eval-graph');
  graph.removeAttribute('hidden');
  const W = Math.max(200, Math.round(graph.clientWidth || 340)), H = Math.max(120, Math.round(graph.clientHeight || 150));
  graph.setAttribute('viewBox', `0 0 ${W} ${H}`);
  graph.removeAttribute('preserveAspectRatio');
  graph.replaceChildren();
  const n = Math.max(1, a.total - 1);
  const gx = i => PAD.left + (W - PAD.left - PAD.right) * i / n;
  const gy = p => PAD.top + (H - PAD.top - PAD.bottom) * (1 - p);
  // Axes: percentages on the left, move numbers below.
  el('line', { class: 'graph-axis', x1: gx(0), y1: gy(0), x2: gx(n), y2: gy(0) }, graph);
  el('line', { class: 'graph-axis', x1: gx(0), y1: gy(0), x2: gx(0), y2: gy(1) }, graph);
  for (const p of [0, 0.5, 1]) {
    if (p === 0.5) el('line', { class: 'graph-mid', x1: gx(0), y1: gy(p), x2: gx(n), y2: gy(p) }, graph);
    el('text', { class: 'graph-tick y', x: gx(0) - 4, y: gy(p) }, graph).textContent = `${p * 100}%`;
  }
  const step = moveStep(n);
  for (let i = 0; i <= n; i += step) {
    el('line', { class: 'graph-axis', x1: gx(i), y1: gy(0), x2: gx(i), y2: gy(0) + 4 }, graph);
    el('text', { class: 'graph-tick x', x: gx(i), y: gy(0) + 12 }, graph).textContent = String(i);
  }
  el('text', { class: 'graph-title x', x: gx(n), y: H - 3 }, graph).textContent = t('analysis.axis.move');
  // Legend: black's chance (the line) and a mistake (a red point).
  el('rect', { class: 'graph-area', x: PAD.left, y: 5, width: 14, height: 9 }, graph);
  const l1 = el('text', { class: 'graph-legend', x: PAD.left + 18, y: 10 }, graph);
  l1.textContent = t('analysis.legend.black');
  const lx = PAD.left + 26 + l1.getComputedTextLength();
  el('circle', { class: 'graph-key', cx: lx + 5, cy: 10, r: 5 }, graph);
  el('text', { class: 'graph-legend', x: lx + 14, y: 10 }, graph).textContent = t('analysis.legend.mistake');

  const pts = a.positions.map(p => [gx(p.index), gy(p.blackWin)]);
  if (pts.length > 0) {
    const area = [[pts[0][0], gy(0)], ...pts, [pts[pts.length - 1][0], gy(0)]];
    el('polygon', { class: 'graph-area', points: area.map(p => p.join(',')).join(' ') }, graph);
    el('polyline', { class: 'graph-line', points: pts.map(p => p.join(',')).join(' ') }, graph);
  }
  // A mistake at move k is drawn on the position after it (k + 1).
  const bad = new Set(a.mistakes.map(m => m.index + 1));
  const r = n > 60 ? 2.5 : 3.5;
  for (const p of a.positions) {
    const c = el('circle', { class: 'graph-point' + (bad.has(p.index) ? ' mistake' : '') +
      (page.replay() === p.index ? ' current' : ''), cx: gx(p.index), cy: gy(p.blackWin), r: bad.has(p.index) ? r + 2 : r,
      'data-index': p.index }, graph);
    const title = el('title', {}, c);
    title.textContent = positionText(p, false);
    c.addEventListener('click', () => jumpTo(p.index));
  }
}

/** Black's chance after a number of moves and the best move there (with its line when {@code withLine}). */
function positionText(p, withLine) {
  const params = { n: p.index, p: Math.round(p.blackWin * 100) };
  if (!p.best) return t('analysis.after.over', params);
  params.point = p.best.name;
  params.line = (p.line || []).map(q => q.name).join(' ');
  return t(withLine && p.line && p.line.length > 1 ? 'analysis.after.line' : 'analysis.after', params);
}

function jumpTo(index) {
  page.replayTo(index, null);
  const a = shown;
  const p = a && a.positions.find(q => q.index === index);
  if (p) {
    page.showEval(p.blackWin);
    say(() => positionText(p, true));
  }
  if (a) drawGraph(a);
}

function showMistake(m) {
  page.replayTo(m.lineFrom, { from: m.lineFrom, line: m.line });
  say(() => mistakeText(m), 'hint');
  if (shown) drawGraph(shown);
  for (const li of $('mistakes').children) li.classList.toggle('current', Number(li.dataset.index) === m.index);
}

/** A refutation {from, line} as numbered ghost stones on the game board, where no stone is ({@code occupied}). */
export function drawRefutation(svg, r, occupied) {
  r.line.forEach((p, i) => {
    if (occupied.has(p.x + ',' + p.y)) return;
    const color = (r.from + i) % 2 === 0 ? 'black' : 'white';
    el('circle', { class: `refutation ${color}`, cx: px(p.x), cy: px(p.y), r: CELL * 0.36,
      fill: `url(#stone-${color})`, 'data-point': p.name }, svg);
    el('text', { class: 'refutation-num on-' + color, x: px(p.x), y: px(p.y) }, svg).textContent = (i + 1) + "'";
  });
}
