// Post-game analysis on the page: starts the server's analysis, draws black's chance to win move by
// move (SVG), lists the mistakes, and jumps the board there (replay) with the refutation line shown as
// numbered ghost stones. Uses ui, api, el, px, say, render and stepReplay from app.js.
'use strict';

const analysisUi = { data: null };
const GRAPH_W = 600, GRAPH_H = 140, GRAPH_PAD = 8;

async function loadAnalysis(id) {
  analysisUi.data = null;
  showAnalysis(null);
  try {
    const a = await api('GET', `/api/games/${id}/analysis`);
    if (ui.game && ui.game.id === id) showAnalysis(a);
  } catch (e) {
    // No analysis is not an error worth a message.
  }
}

async function startAnalysis() {
  const g = ui.game;
  if (!g) return;
  try {
    showAnalysis(await api('POST', `/api/games/${g.id}/analysis`));
  } catch (e) {
    sayError(e, { id: g.id });
  }
}

async function stopAnalysis() {
  const g = ui.game;
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

function showAnalysis(a) {
  analysisUi.data = a;
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
      (ui.replay === p.index ? ' current' : ''), cx: gx(p.index), cy: gy(p.blackWin), r: bad.has(p.index) ? 6 : 4,
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
  stepReplay(index);
  const a = analysisUi.data;
  const p = a && a.positions.find(q => q.index === index);
  if (p) {
    showEval(p.blackWin);
    say(positionText(p, true));
  }
  if (a) drawGraph(a);
}

function showMistake(m) {
  stepReplay(m.lineFrom);
  ui.refutation = { from: m.lineFrom, line: m.line };
  render();
  say(mistakeText(m));
  if (analysisUi.data) drawGraph(analysisUi.data);
  for (const li of $('mistakes').children) li.classList.toggle('current', Number(li.dataset.index) === m.index);
}

// Called by draw(): the refutation line as numbered ghost stones, while its position is shown.
function drawRefutation(svg, shown, occupied) {
  const r = ui.refutation;
  if (!r || ui.replay !== r.from || shown !== r.from) return;
  r.line.forEach((p, i) => {
    if (occupied.has(p.x + ',' + p.y)) return;
    const color = (r.from + i) % 2 === 0 ? 'black' : 'white';
    el('circle', { class: `refutation ${color}`, cx: px(p.x), cy: px(p.y), r: CELL * 0.46,
      fill: `url(#stone-${color})`, 'data-point': p.name }, svg);
    el('text', { class: 'refutation-num', x: px(p.x), y: px(p.y) }, svg).textContent = String(i + 1);
  });
}

$('btn-analyse').addEventListener('click', startAnalysis);
$('btn-analyse-stop').addEventListener('click', stopAnalysis);
