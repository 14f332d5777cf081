// Every request a page makes to the server goes through this module: api() for the JSON API and the
// dictionaries, apiFile() for a record to save (PSQ, SGF). Both check the answer: anything but a 2xx
// throws an ApiError carrying the server's stable code, so a refusal is never mistaken for success.
// (The WebSockets are not requests: each page follows its own socket, opened at socketUrl() and greeted
// with socketHello().) It also keeps this browser's seats: the secret seat token the server hands out
// with a game this browser created or joined (answer header X-Seat-Token) stays in localStorage and
// goes with every request on that game (header, never the URL); a private game's watch code likewise.

const SEATS_KEY = 'gomoku.seats';
const WATCH_KEY = 'gomoku.watch';
const GAME_PATH = /^\/api\/games\/(\d+)(?:[/?]|$)/;

function stored(key) {
  try { const v = JSON.parse(localStorage.getItem(key) || '{}'); return v && typeof v === 'object' ? v : {}; }
  catch (e) { return {}; }
}

function store(key, id, value) {
  const all = stored(key);
  if (value) all[id] = value; else delete all[id];
  localStorage.setItem(key, JSON.stringify(all));
}

/** This browser's seat token of game {@code id}, or null (a spectator). */
export function seatToken(id) { return stored(SEATS_KEY)[id] || null; }

/** The watch code this browser was given for private game {@code id}, or null. */
function watchCode(id) { return stored(WATCH_KEY)[id] || null; }

/** Keeps the watch code of a private game this browser was sent the watch link of. */
export function rememberWatch(id, code) { if (code) store(WATCH_KEY, id, code); }

/** Forgets the seat and watch code of a game that is gone. */
export function forgetGame(id) { store(SEATS_KEY, id, null); store(WATCH_KEY, id, null); }

/** An API refusal: the server's stable code (FORBIDDEN_MOVE, ...) and its parameters; the English message is not shown. */
export class ApiError extends Error {
  constructor(code, params, message) {
    super(message || code);
    this.code = code;
    this.params = params || {};
  }
}

/** Sends a request and reads the answer's text; a network failure or a non-2xx answer throws an ApiError. */
async function send(method, path, body, raw) {
  const init = { method, headers: {} };
  // A board made from a stored game reads that game: it goes with the game's seat token or watch code.
  const game = GAME_PATH.exec(path) || (path === '/api/boards' && body && !raw && body.gameId ? [path, String(body.gameId)] : null);
  if (game) {
    const token = seatToken(game[1]);
    const watch = watchCode(game[1]);
    if (token) init.headers['X-Seat-Token'] = token;
    if (watch) init.headers['X-Watch-Code'] = watch;
  }
  if (body !== undefined) {
    init.body = raw ? body : JSON.stringify(body);
    init.headers['Content-Type'] = raw ? 'text/plain' : 'application/json';
  }
  let res, text;
  try {
    res = await fetch(path, init);
    text = await res.text();
  } catch (e) {
    throw new ApiError('NETWORK');
  }
  const token = res.headers.get('X-Seat-Token');
  const id = res.headers.get('X-Game-Id');
  if (token && /^\d+$/.test(id || '')) store(SEATS_KEY, id, token);
  if (!res.ok) {
    const error = parse(text);
    throw new ApiError((error && error.error) || 'UNKNOWN', error && error.params, error && error.message);
  }
  return { res, text };
}

function parse(text) {
  try { return text ? JSON.parse(text) : null; } catch (e) { return null; }
}

/** Calls the JSON API and returns the answer's JSON (null when empty); {@code raw} sends text as is. */
export async function api(method, path, body, raw) {
  const { text } = await send(method, path, body, raw);
  return parse(text);
}

/** Fetches a record to save: its text and the file name the server gives it (else the path's last part). */
export async function apiFile(path) {
  const { res, text } = await send('GET', path);
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') || '');
  return { name: named ? named[1] : new URL(path, location.href).pathname.split('/').pop(), text };
}

/** This browser's games: those it holds a seat of (the server checks every token). */
export async function myGames() {
  const games = Object.entries(stored(SEATS_KEY)).map(([id, token]) => ({ id: Number(id), token }));
  return api('POST', '/api/games/mine', { games });
}

/** The address of game {@code id}'s WebSocket (with the watch code of a private game this browser may watch). */
export function socketUrl(id) {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const watch = watchCode(id);
  const query = [];
  if (watch) query.push('watch=' + encodeURIComponent(watch));
  if (seatToken(id)) query.push('hello=1');
  return `${proto}//${location.host}/ws/games/${id}${query.length ? '?' + query.join('&') : ''}`;
}

/** The first message on game {@code id}'s socket when this browser holds a seat of it (null otherwise). */
export function socketHello(id) {
  const token = seatToken(id);
  return token ? JSON.stringify({ type: 'hello', token }) : null;
}
