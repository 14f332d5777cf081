// VCF practice page: picks a puzzle, draws its board (SVG, the same look as the game page), sends the
// player's moves and shows the engine's answers, hints, mistakes and progress. The server decides
// everything; this page renders what it is sent.
import { api } from './api.js';
import { I18n, t } from './i18n.js';
import { $, CELL, announce, boardKeys, drawCursor, drawGrid, drawLastMove, drawStone, el, pointName, px, say, sayError,
  Sound, tell } from './board.js';

const ui = {
  session: null,       // last practice session from the server
  shownAt: 0,          // performance.now() when session.elapsedMs was received
  hint: null,          // {level, from, to}
  wrong: null,         // {played: {x, y}}: a refused move, marked until the next move or hint
  set: null,           // '1'..'4' or 'personal'
  progress: null,
  busy: false,
  fresh: null,         // names of the stones the last move added, drawn with the drop animation
};

function clock(ms) {
  const s = Math.floor(ms / 1000);
  return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
}
function seconds(ms) { return t('practice.seconds', { s: (ms / 1000).toFixed(1) }); }

// ------------------------------------------------------------------ drawing

function draw() {
  const svg = $('board');
  const s = ui.session;
  const size = s ? s.size : 15;
  drawGrid(svg, size);
  if (!s) return;

  const fresh = new Set(ui.fresh || []);
  ui.fresh = null;
  for (const st of s.stones) drawStone(svg, st.x, st.y, st.color, st.name, fresh.has(st.name));
  if (s.lastMove) drawLastMove(svg, s.lastMove.x, s.lastMove.y);
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
    // The refused move is crossed out; the answer is not shown (Hint asks for it).
    const w = ui.wrong.played, d = 9;
    const mark = el('g', { id: 'wrong-mark', 'data-point': pointName(w.x, w.y, size) }, svg);
    el('line', { class: 'wrong', x1: px(w.x) - d, y1: px(w.y) - d, x2: px(w.x) + d, y2: px(w.y) + d }, mark);
    el('line', { class: 'wrong', x1: px(w.x) - d, y1: px(w.y) + d, x2: px(w.x) + d, y2: px(w.y) - d }, mark);
  }
  if (s.solved) {
    const line = s.winningLine || [];
    if (line.length >= 2) {
      const a = line[0], z = line[line.length - 1];
      el('line', { class: ['win-line', 'fresh'].join(' '), id: 'win-line', x1: px(a.x), y1: px(a.y), x2: px(z.x), y2: px(z.y) }, svg);
    }
    return;
  }
  drawCursor(svg, size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const hit = el('circle', { class: 'hit', cx: px(x), cy: px(y), r: CELL / 2, id: 'pt-' + pointName(x, y, size) }, svg);
      hit.addEventListener('click', () => play(x, y));
    }
}

/** A puzzle's name for people: its set and its place there ("Level 2 - 14"), never the internal id. */
function puzzleName(set, level, number) {
  return set === 'personal' ? t('practice.name.personal', { number }) : t('practice.name.level', { level, number });
}

/** A puzzle's title: its name, the rule and board, and for a personal puzzle where it comes from. */
function puzzleTitle(s) {
  let title = t('practice.puzzle', { name: puzzleName(s.set, s.level, s.number), rule: t('rule.' + s.rule), size: s.size });
  if (s.origin) title += ' — ' + originText(s.origin);
  return title;
}

function originText(o) {
  return t('practice.origin', { game: o.gameId, move: o.moveNumber, played: o.played });
}

function render() {
  draw();
  const s = ui.session;
  document.title = t('practice.title');
  if (!s) { $('task').textContent = t('practice.choose'); return; }
  $('puzzle-info').textContent = puzzleTitle(s);
  $('task').textContent = t('practice.task.' + s.attacker);
  $('btn-hint').disabled = s.solved;
  $('btn-hint').hidden = s.solved;
  $('btn-give-up').hidden = s.solved;
  $('btn-next-puzzle').hidden = !s.solved;
  const status = $('status');
  status.classList.toggle('solved', s.solved);
  status.dataset.state = s.solved ? 'solved' : 'playing';
  if (s.solved) {
    const parts = [s.mistakes ? t('practice.solvedMistakes', { time: seconds(s.elapsedMs), n: s.mistakes })
      : t('practice.solved', { time: seconds(s.elapsedMs) })];
    if (s.bestMs !== null && s.bestMs !== undefined) parts.push(t('practice.bestTime', { time: seconds(s.bestMs) }));
    if (s.openedLevel) parts.push(t('practice.opened', { level: s.openedLevel }));
    status.textContent = parts.join(t('list.sep'));
    document.title = t('practice.solvedTitle') + ' · ' + t('practice.title');
  } else {
    status.textContent = t('practice.counts', { moves: s.played.length, mistakes: s.mistakes, hints: s.hintsUsed });
    document.title = t('practice.task.' + s.attacker) + ' · ' + t('practice.title');
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
  } catch (e) { sayError(e, body); }
}

async function play(x, y) {
  const s = ui.session;
  if (!s || s.solved || ui.busy) return;
  ui.busy = true;
  const point = pointName(x, y, s.size);
  try {
    const r = await api('POST', `/api/practice/sessions/${s.id}/moves`, { x, y });
    ui.wrong = r.result === 'REJECTED' ? { played: { x, y } } : null;
    ui.hint = null;
    say(() => moveText(r, point), r.result === 'REJECTED' ? 'error' : 'success');
    announce(moveText(r, point));
    if (r.result !== 'REJECTED') {
      ui.fresh = [point].concat(r.reply ? [r.reply.name] : []);
      Sound.stone();
    }
    setSession(r.session);
    if (r.session.solved) await loadProgress();
  } catch (e) {
    sayError(e, { point });
  } finally {
    ui.busy = false;
  }
}

/** What the answer to a move says, in the page's language, from its result and reason code. */
function moveText(r, point) {
  const params = { point, reply: r.reply ? r.reply.name : '' };
  if (r.result === 'ACCEPTED') return t('practice.accepted', params);
  if (r.result === 'WON') return t(r.reason === 'forbidden-block' ? 'practice.won.forbidden' : 'practice.won.five', params);
  const why = ['not-four', 'defender-five', 'escape'].includes(r.reason) ? r.reason : 'other';
  return t('practice.rejected.' + why, params);
}

async function hint() {
  const s = ui.session;
  if (!s || s.solved) return;
  try {
    const h = await api('POST', `/api/practice/sessions/${s.id}/hint`);
    ui.hint = h;
    ui.wrong = null;
    const text = () => h.level === 1 ? t('practice.hint.area', { from: h.from.name, to: h.to.name })
      : t('practice.hint.move', { point: h.from.name });
    say(text, 'hint');
    announce(text());
    setSession(h.session);
  } catch (e) { sayError(e); }
}

/** Gives up: the winning move is shown (as the second hint), and the streak starts again. */
async function giveUp() {
  const s = ui.session;
  if (!s || s.solved) return;
  try {
    const h = await api('POST', `/api/practice/sessions/${s.id}/give-up`);
    ui.hint = h;
    ui.wrong = null;
    tell('practice.gaveUp', { point: h.from.name }, 'hint');
    announce(t('practice.gaveUp', { point: h.from.name }));
    setSession(h.session);
    await loadProgress();
  } catch (e) { sayError(e); }
}

async function scan() {
  try {
    tell('practice.scanning');
    const r = await api('POST', '/api/practice/personal/scan');
    tell('practice.scanned', { games: r.gamesScanned, added: r.added, total: r.total }, 'success');
    await loadProgress();
  } catch (e) { sayError(e); }
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
      b.textContent = t('practice.kind.level', { level: l.level });
      b.classList.toggle('locked', !l.unlocked);
      b.disabled = !l.unlocked;
      b.title = l.unlocked ? t('practice.levelSolved', { solved: l.solved, total: l.total })
        : t('practice.levelOpens', { solves: p.solvesToAdvance, level: l.level - 1 });
      b.addEventListener('click', () => startWith({ level: l.level }));
      levels.appendChild(b);
      const tr = document.createElement('tr');
      for (const c of [String(l.level), `${l.solved} / ${l.total}`, t(l.unlocked ? 'practice.open' : 'practice.locked')]) {
        const td = document.createElement('td'); td.textContent = c; tr.appendChild(td);
      }
      body.appendChild(tr);
    }
    const tr = document.createElement('tr');
    for (const c of [t('practice.personal'), `${p.personalSolved} / ${p.personalTotal}`, '']) {
      const td = document.createElement('td'); td.textContent = c; tr.appendChild(td);
    }
    body.appendChild(tr);
    $('progress-summary').textContent = t('practice.summary', { solved: p.solved, streak: p.streak, level: p.unlockedLevel });
    const best = $('best-times');
    best.replaceChildren();
    for (const b of p.best) {
      const li = document.createElement('li');
      li.textContent = `${puzzleName(b.set, b.level, b.number)} ${seconds(b.bestMs)}`;
      best.appendChild(li);
    }
    if (ui.session) render();
    await loadPersonal();
  } catch (e) { sayError(e); }
}

async function loadPersonal() {
  const list = await api('GET', '/api/practice/puzzles?set=personal');
  $('personal-title').hidden = list.length === 0;
  const ul = $('personal-list');
  ul.replaceChildren();
  for (const item of list) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.textContent = t(item.solved ? 'practice.again' : 'practice.solve');
    b.addEventListener('click', () => startWith({ puzzleId: item.id }));
    li.append(b, ' ' + (item.origin ? originText(item.origin) : item.id) +
      (item.bestMs !== null ? ' ' + t('practice.bestShort', { time: seconds(item.bestMs) }) : ''));
    ul.appendChild(li);
  }
}

$('btn-next').addEventListener('click', () => startWith({}));
// After a solve: the next puzzle of the same set.
$('btn-next-puzzle').addEventListener('click', () => {
  const s = ui.session;
  startWith(!s ? {} : s.set === 'personal' ? { set: 'personal' } : { level: s.level });
});
$('btn-personal').addEventListener('click', () => startWith({ set: 'personal' }));
$('btn-scan').addEventListener('click', scan);
$('btn-hint').addEventListener('click', hint);
$('btn-give-up').addEventListener('click', giveUp);
setInterval(tick, 250);

boardKeys($('board'), {
  redraw: draw,
  play: (x, y) => play(x, y),
  keys: { h: () => { if (!$('btn-hint').disabled) hint(); } },
});
window.addEventListener('langchange', () => { loadProgress(); render(); });

(async function restore() {
  await I18n.ready.catch(() => {});
  draw();
  render();
  await loadProgress();
  const m = /^#puzzle=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (m) await startWith({ puzzleId: m[1] });
})();
