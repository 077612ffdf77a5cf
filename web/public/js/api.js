// The server's JSON API (docs/protocol.md, HTTP). The session is the HttpOnly cookie the server
// sets; this client never sees its token.

import { dateWords } from './dom.js';
import { canSay, say } from './speech.js';

export class ApiError extends Error {
  /**
   * `message`: the refusal in the page's language; `said`: the server's own words for it.
   * `at`: the time the refusal names, if any (milliseconds since the epoch), to say in the
   * reader's own zone. `args`: the values the server's words carry, by name.
   */
  constructor(status, code, message, at = null, { said = message, args = null } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.at = at;
    this.said = said;
    this.args = args;
  }
}

/**
 * A refusal in the page's language: message `error-CODE` with the values the server sent, or the
 * server's own words when the catalogues have no such message, or when it needs a value the
 * server did not send (a server that sends none yet, or a case the message does not know: a
 * message that tells several refusals of one code apart asks which, in `why`).
 */
export function refusalWords(code, message, args, at = null) {
  const id = `error-${code}`;
  if (!canSay(id)) return message;
  const given = { ...(args && typeof args === 'object' ? args : {}) };
  // The moment a refusal names is said in the reader's own time, whatever the server says of it.
  if (at !== null && !('when' in given)) given.when = dateWords(at);
  // Fluent asks for each value it says (the selectors' too): any asked that is not given, and
  // the server's own words are said instead, whether the speaker refuses the message for it (it
  // throws) or says it with a gap.
  let lacking = false;
  const watched = new Proxy(given, {
    getOwnPropertyDescriptor(target, name) {
      const found = Reflect.getOwnPropertyDescriptor(target, name);
      if (!found) lacking = true;
      return found;
    },
  });
  try {
    const words = say(id, watched);
    return lacking ? message : words;
  } catch {
    return message;
  }
}

/** Calls the API: the answer's JSON, or an ApiError with the server's code and its words in the page's language. */
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
    const at = Number.isSafeInteger(error.at) ? error.at : null;
    const code = error.code ?? 'http';
    if (typeof error.message !== 'string') {
      // Before the page has any words (its first request), this is said in English.
      const words = canSay('page-server-answered') ? say('page-server-answered', { status: String(response.status) })
        : `the server answered ${response.status}`;
      throw new ApiError(response.status, code, words, at);
    }
    const args = error.args && typeof error.args === 'object' ? error.args : null;
    throw new ApiError(response.status, code, refusalWords(code, error.message, args, at), at, { said: error.message, args });
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
