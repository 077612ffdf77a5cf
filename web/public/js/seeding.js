// Seeds for the fair shuffles (docs/fairness.md), given by the page for its person: every seated
// person mixes a fresh random seed into every shuffle, so that the house, which committed to its
// part before the seeds, cannot choose the cards against anyone at the table, even a player who
// never opens the fair panel. A seed the person writes goes instead, for the next shuffle only.
// The decision is a pure function, so the tests drive it; the page sends what it decides.

import { toHex } from './fair.js';

/** A fresh random seed: 16 bytes from the browser's generator, as hex. */
export function randomSeed() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/** Whether `text` may be given as a seed: 1 to 64 characters, none of them a control character. */
export function seedOk(text) {
  const characters = [...(text ?? '')];
  return characters.length >= 1 && characters.length <= 64 && !/\p{Cc}/u.test(text);
}

/**
 * The seed the page should send now, `{shuffle, seed}`, or null. `fair` is the next shuffle as
 * the message shows it to this viewer (`{number, seeds: [{seat, ...}]}`, null at a table not
 * dealt fair), `seat` the viewer's (null for a spectator), `sent` the shuffle numbers the page
 * has already sent a seed for, `typed` a seed the person wrote and has not yet had sent (null if
 * none), `fresh()` makes a random seed. A written seed goes for the next shuffle whatever went
 * before it (a seat's last seed counts); otherwise a random one goes once for each shuffle that
 * has no seed of the seat's yet, and never twice for one number, so that a refusal is not met
 * with the same seed again and again.
 */
export function seedToSend(fair, seat, sent, typed, fresh = randomSeed) {
  if (!fair || seat === null || seat === undefined) return null;
  if (typed) return { shuffle: fair.number, seed: typed };
  if (sent.has(fair.number)) return null;
  if (fair.seeds.some((s) => s.seat === seat)) return null;
  return { shuffle: fair.number, seed: fresh() };
}

/**
 * A table page's seeds: `look(fair, seat)` with each message sends what `seedToSend` decides,
 * `write(text)` sends the person's own seed for the next shuffle. `send({shuffle, seed}, own)`
 * sends the action (`own`: the person wrote it, so its answer is theirs to read).
 */
export function seeder(send, fresh = randomSeed) {
  const sent = new Set();
  let typed = null;
  let last = { fair: null, seat: null };
  const look = (fair, seat) => {
    last = { fair, seat };
    const next = seedToSend(fair, seat, sent, typed, fresh);
    if (!next) return null;
    const own = typed !== null;
    sent.add(next.shuffle);
    typed = null;
    return send(next, own);
  };
  return {
    look,
    write(text) {
      typed = text;
      return look(last.fair, last.seat);
    },
  };
}

/** The seed action on the wire. */
export const seedAction = ({ shuffle, seed }) => ({ action: 'seed', shuffle, seed });

/** Whether a seat change in a `seated` event is a seed (the giver's own, or another's hash). */
const isSeed = (event) => event.event === 'seated' && ['seed', 'seeded'].includes(event.change?.action);

/** Whether an action's events are a seed and nothing else: an action that changes nothing in play. */
export function onlySeeds(events) {
  return events.length > 0 && events.every(isSeed);
}
