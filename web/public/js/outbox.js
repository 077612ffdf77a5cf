// The page's requests until they are answered (docs/protocol.md): each numbered from 1 under the
// page's own client id, and kept across a dropped connection, to be sent again with the same
// number once the page is connected again. The server remembers every request it accepted by
// client and number, even across its own restart, and answers one sent again with its first
// outcome without acting twice; so a request whose answer the drop lost is not lost with it, and
// nothing is done twice. A request still unanswered after some reconnections, or after some time,
// is given up, and its sender told that the connection was lost. No socket and no clock here: the
// socket tells the outbox what happens, and the tests do the same.

import { toHex } from './fair.js';
import { say } from './speech.js';

/** A page's client id: 16 random bytes as hex (the server takes 8 to 64 of [A-Za-z0-9_-]). */
export function newClientId() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/** What a request given up is answered with. */
const lost = (entry) => ({
  type: 'error', table: entry.message.table, seq: entry.message.seq, code: 'connection', message: say('table-request-lost'),
});

export class Outbox {
  /**
   * `attempts`: the reconnections a request waits through before it is given up; `patience`: the
   * milliseconds it waits for its answer at most.
   */
  constructor({ attempts = 3, patience = 20_000 } = {}) {
    this.attempts = attempts;
    this.patience = patience;
    this.seq = 0;
    this.waiting = new Map(); // seq -> {message, resolve, since, attempts}
  }

  /** Numbers `message` and keeps it until `answer` brings its answer to `resolve`: the message to send. */
  add(message, resolve, now) {
    this.seq += 1;
    const numbered = { ...message, seq: this.seq };
    this.waiting.set(this.seq, { message: numbered, resolve, since: now, attempts: 0 });
    return numbered;
  }

  /**
   * Takes a message from the server: if it answers a request kept here, hands it to the request's
   * sender and lets the request go (a `waiting` sit is answered too: its seat is taken later, and
   * the page hears of it then); whether it did.
   */
  answer(message) {
    const entry = message.seq === undefined ? null : this.waiting.get(message.seq);
    if (!entry) return false;
    this.waiting.delete(message.seq);
    entry.resolve(message);
    return true;
  }

  /** The requests to send on a new connection, in the order they were made. */
  unanswered() {
    return [...this.waiting.values()].map((entry) => entry.message);
  }

  /** A new connection is being tried: each request kept has waited through one more. */
  reconnecting() {
    for (const entry of this.waiting.values()) entry.attempts += 1;
  }

  /**
   * The connection is gone: gives up every request that has waited through all its reconnections
   * already, or for longer than the patience at `now`. The requests given up, as answered.
   */
  dropped(now) {
    return this.giveUp((entry) => entry.attempts >= this.attempts || now - entry.since >= this.patience);
  }

  /** Gives up every request that has waited for longer than the patience at `now`. */
  expire(now) {
    return this.giveUp((entry) => now - entry.since >= this.patience);
  }

  giveUp(hopeless) {
    const given = [];
    for (const [seq, entry] of this.waiting) {
      if (!hopeless(entry)) continue;
      this.waiting.delete(seq);
      const answer = lost(entry);
      entry.resolve(answer);
      given.push(answer);
    }
    return given;
  }

  get size() {
    return this.waiting.size;
  }
}
