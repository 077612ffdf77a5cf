// The turn's ring: a ring round the seat on turn that empties as the turn runs out, with the
// seconds left in it, from the turn the server sends (`turn.deadline`, `turn.length_ms`;
// docs/protocol.md). The page's own clock keeps it running between messages.

import { h } from './dom.js';
import { say } from './speech.js';

/** The turn's length when the server does not say it: the table's default, 15 seconds. */
const DEFAULT_LENGTH_MS = 15000;

/** Sets a turn's ring to the share of the turn left, and its seconds. */
export function setRing(ring, turn) {
  const left = Math.max(0, turn.deadline - Date.now());
  ring.style.setProperty('--left', String(Math.min(1, left / (turn.length_ms || DEFAULT_LENGTH_MS))));
  const seconds = ring.querySelector('.ring-seconds');
  if (seconds) seconds.textContent = say('table-ring-seconds', { seconds: Math.ceil(left / 1000) });
}

/** A ring that empties as `turn` runs out. */
export function turnRing(turn) {
  const ring = h('div', { class: 'ring', role: 'timer', 'aria-label': say('table-ring-label') }, h('span', { class: 'ring-seconds' }));
  setRing(ring, turn);
  return ring;
}

/** Keeps every ring in `root` running on the page's own clock, from `turn()`; returns the stop. */
export function ringClock(root, turn) {
  const timer = setInterval(() => {
    const now = turn();
    if (now) root.querySelectorAll('.ring').forEach((ring) => setRing(ring, now));
  }, 250);
  return () => clearInterval(timer);
}
