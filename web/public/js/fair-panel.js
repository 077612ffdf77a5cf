// The fair shuffle at a table (docs/fairness.md): the commitment to the next shuffle, the seeds
// given for it, and, for a seated player, a seed of their own to write instead of the random one
// the page gives for them (seeding.js). Every table page shows it from the `fair` field the server
// adds to its view messages.

import { h } from './dom.js';
import { seedOk } from './seeding.js';

/** Each table's panel state: the seed being written, and whether the panel is open. */
const panels = new Map();

/**
 * A seed given, in words: its seat's player and the seed's text when the viewer may see it (their
 * own, or any once its pack is revealed, or any of scheme 1), else the first 8 hex digits of its
 * hash: "Fay: “lucky”", "Bob: 3fa4b2c1…".
 */
export function seedWords(seed, names) {
  const who = names[seed.seat] ?? `seat ${seed.seat + 1}`;
  if (seed.seed !== null && seed.seed !== undefined) return `${who}: “${seed.seed}”`;
  return `${who}: ${(seed.hash ?? '').slice(0, 8)}…`;
}

/** What the panel says of the seeds, by the scheme of the shuffle they go into. */
export function seedsSeen(scheme) {
  const given = 'Every seated player mixes a seed into every shuffle: the page gives a random one unless the player writes their own.';
  return scheme >= 2
    ? `${given} Until the pack is revealed, your own seed is shown to you and only its hash to the others, as theirs are shown to you.`
    : `${given} At this shuffle every seed is shown to everyone at the table.`;
}

/**
 * The panel: `fair` is the message's `fair` ({number, scheme, commitment, seeds}), or null for a
 * table not dealt fair; `seat` the viewer's seat (null for a spectator); `names` the seats' names;
 * `give(seed)` sends the person's own seed for the next shuffle and says the answer.
 */
export function fairPanel({ table, fair, seat, names, give }) {
  if (!fair) return null;
  const seated = seat !== null && seat !== undefined;
  const given = fair.seeds.length ? fair.seeds.map((s) => seedWords(s, names)).join(', ') : 'none yet';
  // The page is drawn afresh with every message: the seed being written and whether the panel is
  // open are kept for the table across draws.
  const kept = panels.get(table) ?? { seed: '', open: false };
  panels.set(table, kept);
  const entry = h('input', {
    id: `seed-${table}`, value: kept.seed, maxlength: 64, required: true, placeholder: 'your own words',
    'aria-label': 'your own seed for the next shuffle', 'data-test': 'seed',
    oninput: () => { kept.seed = entry.value; entry.setCustomValidity(''); },
  });
  const form = seated
    ? h('form', {
      class: 'row',
      onsubmit: (e) => {
        e.preventDefault();
        const seed = entry.value.trim();
        // Said where it is typed, before the table is asked: the server would refuse it anyway.
        entry.setCustomValidity(seedOk(seed) ? '' : 'A seed is 1 to 64 characters, none of them a control character.');
        if (!entry.reportValidity()) return;
        kept.seed = '';
        give(seed);
      },
    }, entry, h('button', { type: 'submit', class: 'quiet', 'data-test': 'give-seed' }, 'Use my own seed'))
    : null;
  const panel = h('details', { class: 'fair-panel', 'data-test': 'fair-panel', open: kept.open, ontoggle: () => { kept.open = panel.open; } },
    h('summary', {}, `Fair shuffle: next is number ${fair.number + 1}, committed to ${fair.commitment.slice(0, 12)}…`),
    h('p', { 'data-test': 'seeds-seen' }, seedsSeen(fair.scheme ?? 1)),
    h('p', {}, 'Commitment ', h('code', { 'data-test': 'commitment' }, fair.commitment)),
    h('p', { 'data-test': 'seeds' }, 'Seeds for it: ', given),
    form,
    h('p', {}, h('a', { href: `#/fair/${table}`, 'data-test': 'check-shuffles' }, 'Check the shuffles made')));
  return panel;
}
