// Every request a page makes to the server goes through this module: api() for the JSON API and the
// dictionaries, apiFile() for a record to save (PSQ, SGF). Both check the answer: anything but a 2xx
// throws an ApiError carrying the server's stable code, so a refusal is never mistaken for success.
// (The WebSockets are not requests: each page follows its own socket.)

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
