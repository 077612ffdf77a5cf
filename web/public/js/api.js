// The server's JSON API (docs/protocol.md, HTTP). The session is the HttpOnly cookie the server
// sets; this client never sees its token.

export class ApiError extends Error {
  /** `at`: the time the refusal names, if any (milliseconds since the epoch), to say in the reader's own zone. */
  constructor(status, code, message, at = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.at = at;
  }
}

/** Calls the API: the answer's JSON, or an ApiError with the server's code and message. */
export async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = json?.error ?? {};
    throw new ApiError(response.status, error.code ?? 'http', error.message ?? `the server answered ${response.status}`,
      Number.isSafeInteger(error.at) ? error.at : null);
  }
  return json;
}

/** The signed-in account, or null. */
export async function me() {
  try {
    return await api('GET', '/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
