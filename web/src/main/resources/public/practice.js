// VCF practice page: picks a puzzle, draws its board (SVG, the same look as the game page), sends the
// player's moves and shows the engine's answers, hints, mistakes and progress. The server decides
// everything; this page renders what it is sent.
'use strict';

const ui = {
  session: null,       // last practice session from the server
  shownAt: 0,          // performance.now() when session.elapsedMs was received
  hint: null,          // {level, from, to}
  wrong: null,         // {played: {x, y}, correct: {x, y, name}}
  set: null,           // '1'..'4' or 'personal'
  progress: null,
  busy: false,
};

function clock(ms) {
  const s = Math.floor(ms / 1000);
  return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
}
function seconds(ms) { return (ms / 1000).toFixed(1) + ' s'; }

// ------------------------------------------------------------------ drawing

function draw() {
  const svg = $('board');
  const s = ui.session;
  const size = s ? s.size : 15;
  drawGrid(svg, size);
  if (!s) return;

  for (const st of s.stones) drawStone(svg, st.x, st.y, st.color, st.name);
  if (s.lastMove) el('circle', { class: 'last', id: 'last-move', cx: px(s.lastMove.x), cy: px(s.lastMove.y), r: 5 }, svg);
  if (ui.hint && !s.solved) {
    const h = ui.hint;
    if (h.level === 1) {
      el('rect', { class: 'hint-area', id: 'hint-area', x: px(h.from.x) - CELL / 2, y: px(h.from.y) - CELL / 2,
        width: CELL * (h.to.x - h.from.x + 1), height: CELL * (h.to.y - h.from.y + 1), rx: 6 }, svg);
    } else {
      el('circle', { class: 'hint', id: 'hint-move', 'data-point': h.from.name, cx: px(h.from.x), cy: px(h.from.y), r: CELL * 0.4 }, svg);
    }
  }
  if (ui.wrong) {
    const w = ui.wrong.played, c = ui.wrong.correct, d = 9;
    const mark = el('g', { id: 'wrong-mark', 'data-point': pointName(w.x, w.y, size) }, svg);
    el('line', { class: 'wrong', x1: px(w.x) - d, y1: px(w.y) - d, x2: px(w.x) + d, y2: px(w.y) + d }, mark);
    el('line', { class: 'wrong', x1: px(w.x) - d, y1: px(w.y) + d, x2: px(w.x) + d, y2: px(w.y) - d }, mark);
    el('circle', { class: 'right', id: 'right-mark', 'data-point': c.name, cx: px(c.x), cy: px(c.y), r: CELL * 0.44 }, svg);
  }
  if (s.solved) return;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const hit = el('circle', { class: 'hit', cx: px(x), cy: px(y), r: CELL / 2, id: 'pt-' + pointName(x, y, size) }, svg);
      hit.addEventListener('click', () => play(x, y));
    }
}

function render() {
  draw();
  const s = ui.session;
  if (!s) { $('task').textContent = 'Choose a level or take the next unsolved puzzle.'; return; }
  const kind = s.set === 'personal' ? 'Personal puzzle' : 'Level ' + s.level;
  $('puzzle-info').textContent = `${kind} - ${s.puzzleId} (${s.rule} ${s.size}x${s.size})` + (s.source ? ` - ${s.source}` : '');
  $('task').textContent = `${s.attacker[0].toUpperCase() + s.attacker.slice(1)} to play and win by continuous fours.`;
  $('btn-hint').disabled = s.solved;
  const status = $('status');
  status.classList.toggle('solved', s.solved);
  if (s.solved) {
    let text = `Solved in ${seconds(s.elapsedMs)}` + (s.mistakes ? ` with ${s.mistakes} mistake(s)` : '');
    if (s.bestMs !== null && s.bestMs !== undefined) text += ` - best ${seconds(s.bestMs)}`;
    if (s.openedLevel) text += ` - level ${s.openedLevel} is now open!`;
    status.textContent = text;
  } else {
    status.textContent = `Moves played: ${s.played.length}, mistakes: ${s.mistakes}, hints: ${s.hintsUsed}`;
  }
  for (const b of document.querySelectorAll('#levels button')) b.classList.toggle('current', b.dataset.level === ui.set);
  $('btn-personal').classList.toggle('current', ui.set === 'personal');
  tick();
}

function tick() {
  const s = ui.session;
  if (!s) return;
  const ms = s.solved ? s.elapsedMs : s.elapsedMs + (performance.now() - ui.shownAt);
  $('timer').textContent = clock(ms);
}

function setSession(s) {
  ui.session = s;
  ui.shownAt = performance.now();
  ui.set = s.set;
  render();
}

// ------------------------------------------------------------------ actions

async function startWith(body) {
  try {
    ui.hint = null;
    ui.wrong = null;
    say('');
    const s = await api('POST', '/api/practice/sessions', body);
    setSession(s);
    location.hash = 'puzzle=' + s.puzzleId;
  } catch (e) { say(e.message); }
}

async function play(x, y) {
  const s = ui.session;
  if (!s || s.solved || ui.busy) return;
  ui.busy = true;
  try {
    const r = await api('POST', `/api/practice/sessions/${s.id}/moves`, { x, y });
    if (r.result === 'REJECTED') {
      ui.wrong = { played: { x, y }, correct: r.correct };
      ui.hint = null;
    } else {
      ui.wrong = null;
      ui.hint = null;
    }
    say(r.message);
    setSession(r.session);
    if (r.session.solved) await loadProgress();
  } catch (e) {
    say(e.message);
  } finally {
    ui.busy = false;
  }
}

async function hint() {
  const s = ui.session;
  if (!s || s.solved) return;
  try {
    const h = await api('POST', `/api/practice/sessions/${s.id}/hint`);
    ui.hint = h;
    ui.wrong = null;
    say(h.level === 1 ? `The move is in ${h.from.name}-${h.to.name}.` : `Play ${h.from.name}.`);
    setSession(h.session);
  } catch (e) { say(e.message); }
}

async function scan() {
  try {
    say('Looking through your finished games ...');
    const r = await api('POST', '/api/practice/personal/scan');
    say(`${r.gamesScanned} game(s) searched, ${r.added} new puzzle(s); ${r.total} personal puzzle(s) in all.`);
    await loadProgress();
  } catch (e) { say(e.message); }
}

async function loadProgress() {
  try {
    const p = await api('GET', '/api/practice/progress');
    ui.progress = p;
    const levels = $('levels');
    levels.replaceChildren();
    const body = document.querySelector('#progress-table tbody');
    body.replaceChildren();
    for (const l of p.levels) {
      const b = document.createElement('button');
      b.dataset.level = String(l.level);
      b.id = 'btn-level-' + l.level;
      b.textContent = (l.unlocked ? '' : '\u{1F512} ') + 'Level ' + l.level;
      b.classList.toggle('locked', !l.unlocked);
      b.disabled = !l.unlocked;
      b.title = l.unlocked ? `${l.solved} of ${l.total} solved` : `opens after ${p.solvesToAdvance} solves at level ${l.level - 1}`;
      b.addEventListener('click', () => startWith({ level: l.level }));
      levels.appendChild(b);
      const tr = document.createElement('tr');
      for (const c of [String(l.level), `${l.solved} / ${l.total}`, l.unlocked ? 'open' : 'locked']) {
        const td = document.createElement('td'); td.textContent = c; tr.appendChild(td);
      }
      body.appendChild(tr);
    }
    const tr = document.createElement('tr');
    for (const c of ['Personal', `${p.personalSolved} / ${p.personalTotal}`, '']) {
      const td = document.createElement('td'); td.textContent = c; tr.appendChild(td);
    }
    body.appendChild(tr);
    $('progress-summary').textContent = `Solved ${p.solved}, streak ${p.streak}, open up to level ${p.unlockedLevel}.`;
    const best = $('best-times');
    best.replaceChildren();
    for (const b of p.best) {
      const li = document.createElement('li');
      li.textContent = `L${b.level} ${b.puzzleId} ${seconds(b.bestMs)}`;
      best.appendChild(li);
    }
    if (ui.session) render();
    await loadPersonal();
  } catch (e) { say(e.message); }
}

async function loadPersonal() {
  const list = await api('GET', '/api/practice/puzzles?set=personal');
  $('personal-title').hidden = list.length === 0;
  const ul = $('personal-list');
  ul.replaceChildren();
  for (const item of list) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.textContent = item.solved ? 'again' : 'solve';
    b.addEventListener('click', () => startWith({ puzzleId: item.id }));
    li.append(b, ' ' + item.source + (item.bestMs !== null ? ` (best ${seconds(item.bestMs)})` : ''));
    ul.appendChild(li);
  }
}

$('btn-next').addEventListener('click', () => startWith({}));
$('btn-personal').addEventListener('click', () => startWith({ set: 'personal' }));
$('btn-scan').addEventListener('click', scan);
$('btn-hint').addEventListener('click', hint);
setInterval(tick, 250);

(async function restore() {
  draw();
  render();
  await loadProgress();
  const m = /^#puzzle=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (m) await startWith({ puzzleId: m[1] });
})();
