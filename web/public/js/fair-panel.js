// The fair shuffle at a table (docs/fairness.md): the commitment to the next shuffle, the seeds
// given for it, and, for a seated player, a seed of their own to mix in. Every table page shows
// it from the `fair` field the server adds to its view messages.

import { h } from './dom.js';
import { toHex } from './fair.js';

/** Each table's panel state: the seed in the entry, and whether the panel is open. */
const panels = new Map();

/** A fresh random seed: 16 bytes from the browser's generator, as hex. */
export function randomSeed() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/**
 * The panel: `fair` is the message's `fair` ({number, commitment, seeds}), or null for a table not
 * dealt fair; `seat` the viewer's seat (null for a spectator); `names` the seats' names; `give(seed)`
 * sends a seed and says the answer.
 */
export function fairPanel({ table, fair, seat, names, give }) {
  if (!fair) return null;
  const mine = seat !== null && seat !== undefined ? fair.seeds.find((s) => s.seat === seat) : null;
  const given = fair.seeds.length
    ? fair.seeds.map((s) => `${names[s.seat] ?? `seat ${s.seat + 1}`}: “${s.seed}”`).join(', ')
    : 'none yet';
  // The page is drawn afresh with every message: the seed being written and whether the panel is
  // open are kept for the table across draws.
  const kept = panels.get(table) ?? { seed: randomSeed(), open: false };
  panels.set(table, kept);
  const entry = h('input', {
    id: `seed-${table}`, value: kept.seed, maxlength: 64, 'aria-label': 'your seed', 'data-test': 'seed',
    oninput: () => { kept.seed = entry.value; },
  });
  const form = seat !== null && seat !== undefined
    ? h('form', {
      class: 'row',
      onsubmit: (e) => {
        e.preventDefault();
        give(entry.value.trim());
      },
    }, entry, h('button', { type: 'submit', class: 'quiet', 'data-test': 'give-seed' }, mine ? 'Change my seed' : 'Mix in my seed'))
    : null;
  const panel = h('details', { class: 'fair-panel', 'data-test': 'fair-panel', open: kept.open, ontoggle: () => { kept.open = panel.open; } },
    h('summary', {}, `Fair shuffle: next is number ${fair.number + 1}, committed to ${fair.commitment.slice(0, 12)}…`),
    h('p', {}, 'Commitment ', h('code', { 'data-test': 'commitment' }, fair.commitment)),
    h('p', { 'data-test': 'seeds' }, 'Seeds for it: ', given),
    form,
    h('p', {}, h('a', { href: `#/fair/${table}`, 'data-test': 'check-shuffles' }, 'Check the shuffles made')));
  return panel;
}
