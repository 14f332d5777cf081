// Shared by the game page and the practice page: the JSON API call, coordinates, and drawing the
// empty board and its stones in SVG. Classic script, loaded before the page's own script.
'use strict';

const CELL = 36, MARGIN = 34;
const SVGNS = 'http://www.w3.org/2000/svg';
const $ = id => document.getElementById(id);

/** Calls the JSON API; a non-2xx answer throws with the server's message. {@code raw} sends text as is. */
async function api(method, path, body, raw) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.body = raw ? body : JSON.stringify(body);
    init.headers['Content-Type'] = raw ? 'text/plain' : 'application/json';
  }
  const res = await fetch(path, init);
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error((data && data.message) || res.statusText);
  return data;
}

function say(text) { $('message').textContent = text || ''; }
function colName(x) { return String.fromCharCode(97 + x); }
function pointName(x, y, size) { return colName(x) + (size - y); }
function px(i) { return MARGIN + i * CELL; }

function starPoints(size) {
  if (size === 15) return [[3, 3], [11, 3], [7, 7], [3, 11], [11, 11]];
  return [[3, 3], [size - 4, 3], [3, size - 4], [size - 4, size - 4], [Math.floor(size / 2), Math.floor(size / 2)]];
}

function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** Clears {@code svg} and draws an empty board: stone gradients, grid, coordinates on all sides, star points. */
function drawGrid(svg, size) {
  const full = MARGIN * 2 + CELL * (size - 1);
  svg.setAttribute('viewBox', `0 0 ${full} ${full}`);
  svg.replaceChildren();
  const defs = el('defs', {}, svg);
  for (const [id, a, b] of [['black', '#666', '#000'], ['white', '#fff', '#bbb']]) {
    const grad = el('radialGradient', { id: 'stone-' + id, cx: '35%', cy: '35%', r: '65%' }, defs);
    el('stop', { offset: '0%', 'stop-color': a }, grad);
    el('stop', { offset: '100%', 'stop-color': b }, grad);
  }
  for (let i = 0; i < size; i++) {
    el('line', { class: 'grid', x1: px(0), y1: px(i), x2: px(size - 1), y2: px(i) }, svg);
    el('line', { class: 'grid', x1: px(i), y1: px(0), x2: px(i), y2: px(size - 1) }, svg);
    for (const y of [MARGIN / 2 - 4, full - MARGIN / 2 + 4]) el('text', { class: 'coord', x: px(i), y }, svg).textContent = colName(i);
    for (const x of [MARGIN / 2 - 4, full - MARGIN / 2 + 4]) el('text', { class: 'coord', x, y: px(i) }, svg).textContent = String(size - i);
  }
  for (const [x, y] of starPoints(size)) el('circle', { class: 'star', cx: px(x), cy: px(y), r: 3.5 }, svg);
}

/** A shaded stone of {@code color} ('black' or 'white') at (x, y), named by its point for tests and tools. */
function drawStone(svg, x, y, color, name) {
  return el('circle', { class: 'stone ' + color, cx: px(x), cy: px(y), r: CELL * 0.46, fill: `url(#stone-${color})`,
    stroke: color === 'white' ? '#888' : '#000', 'data-point': name }, svg);
}
