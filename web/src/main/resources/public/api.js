// The JSON API call and its refusals, shared by the pages.

/** An API refusal: the server's stable code (FORBIDDEN_MOVE, ...) and its parameters; the English message is not shown. */
export class ApiError extends Error {
  constructor(code, params, message) {
    super(message || code);
    this.code = code;
    this.params = params || {};
  }
}

/** Calls the JSON API; a non-2xx answer throws an ApiError. {@code raw} sends text as is. */
export async function api(method, path, body, raw) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.body = raw ? body : JSON.stringify(body);
    init.headers['Content-Type'] = raw ? 'text/plain' : 'application/json';
  }
  let res;
  try { res = await fetch(path, init); } catch (e) { throw new ApiError('NETWORK'); }
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (e) { data = null; }
  if (!res.ok) throw new ApiError((data && data.error) || 'UNKNOWN', data && data.params, data && data.message);
  return data;
}
