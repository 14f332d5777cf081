// Post-game analysis on the game page: starts the server's analysis, draws black's chance to win move
// by move (SVG), lists the mistakes, and jumps the board there (replay) with the refutation line shown
// as numbered ghost stones. The game page (app.js) hands it what it needs once, through initAnalysis.
import { api } from './api.js';
import { t } from './i18n.js';
import { $, CELL, el, px, say, sayError } from './board.js';

const GRAPH_W = 600, GRAPH_H = 140, GRAPH_PAD = 8;

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

/** A mistake in one line: its move, who played what, what it did, and the line that shows it. */
function mistakeText(m) {
  const params = { n: m.index + 1, side: t('side.' + m.color), point: m.played.name, what: t('mistake.' + m.kind),
    line: m.line.map(p => p.name).join(' ') };
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

function drawGraph(a) {
  const graph = $('eval-graph');
  graph.removeAttribute('hidden');
  graph.setAttribute('viewBox', `0 0 ${GRAPH_W} ${GRAPH_H}`);
  graph.setAttribute('preserveAspectRatio', 'none');
  graph.replaceChildren();
  const n = Math.max(1, a.total - 1);
  const gx = i => GRAPH_PAD + (GRAPH_W - 2 * GRAPH_PAD) * i / n;
  const gy = p => GRAPH_PAD + (GRAPH_H - 2 * GRAPH_PAD) * (1 - p);
  el('line', { class: 'graph-mid', x1: gx(0), y1: gy(0.5), x2: gx(n), y2: gy(0.5) }, graph);
  const pts = a.positions.map(p => [gx(p.index), gy(p.blackWin)]);
  if (pts.length > 0) {
    const area = [[pts[0][0], gy(0)], ...pts, [pts[pts.length - 1][0], gy(0)]];
    el('polygon', { class: 'graph-area', points: area.map(p => p.join(',')).join(' ') }, graph);
    el('polyline', { class: 'graph-line', points: pts.map(p => p.join(',')).join(' ') }, graph);
  }
  // A mistake at move k is drawn on the position after it (k + 1).
  const bad = new Set(a.mistakes.map(m => m.index + 1));
  for (const p of a.positions) {
    const c = el('circle', { class: 'graph-point' + (bad.has(p.index) ? ' mistake' : '') +
      (page.replay() === p.index ? ' current' : ''), cx: gx(p.index), cy: gy(p.blackWin), r: bad.has(p.index) ? 6 : 4,
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
    say(positionText(p, true));
  }
  if (a) drawGraph(a);
}

function showMistake(m) {
  page.replayTo(m.lineFrom, { from: m.lineFrom, line: m.line });
  say(mistakeText(m));
  if (shown) drawGraph(shown);
  for (const li of $('mistakes').children) li.classList.toggle('current', Number(li.dataset.index) === m.index);
}

/** A refutation {from, line} as numbered ghost stones on the game board, where no stone is ({@code occupied}). */
export function drawRefutation(svg, r, occupied) {
  r.line.forEach((p, i) => {
    if (occupied.has(p.x + ',' + p.y)) return;
    const color = (r.from + i) % 2 === 0 ? 'black' : 'white';
    el('circle', { class: `refutation ${color}`, cx: px(p.x), cy: px(p.y), r: CELL * 0.46,
      fill: `url(#stone-${color})`, 'data-point': p.name }, svg);
    el('text', { class: 'refutation-num', x: px(p.x), y: px(p.y) }, svg).textContent = String(i + 1);
  });
}
