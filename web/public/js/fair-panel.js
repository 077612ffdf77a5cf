// The fair shuffle at a table (docs/fairness.md): the commitment to the next shuffle, the seeds
// given for it, and, for a seated player, a seed of their own to write instead of the random one
// the page gives for them (seeding.js). Every table page shows it from the `fair` field the server
// adds to its view messages.

import { h } from './dom.js';
import { seedOk } from './seeding.js';
import { say } from './speech.js';

/** Each table's panel state: the seed being written, and whether the panel is open. */
const panels = new Map();

/**
 * A seed given, in words: its seat's player and the seed's text when the viewer may see it (their
 * own, or any once its pack is revealed, or any of scheme 1), else the first 8 hex digits of its
 * hash: "Fay: “lucky”", "Bob: 3fa4b2c1…".
 */
export function seedWords(seed, names) {
  const who = names[seed.seat] ?? say('table-seat-n', { seat: seed.seat + 1 });
  // Each language quotes the words in its own marks.
  if (seed.seed !== null && seed.seed !== undefined) return say('table-seed-shown', { who, seed: seed.seed });
  return `${who}: ${(seed.hash ?? '').slice(0, 8)}…`;
}

/** What the panel says of the seeds, by the scheme of the shuffle they go into. */
export function seedsSeen(scheme) {
  return scheme >= 2 ? say('table-seeds-seen-hashed') : say('table-seeds-seen-open');
}

/**
 * The panel: `fair` is the message's `fair` ({number, scheme, commitment, seeds}), or null for a
 * table not dealt fair; `seat` the viewer's seat (null for a spectator); `names` the seats' names;
 * `give(seed)` sends the person's own seed for the next shuffle and says the answer.
 */
export function fairPanel({ table, fair, seat, names, give }) {
  if (!fair) return null;
  const seated = seat !== null && seat !== undefined;
  const given = fair.seeds.length ? fair.seeds.map((s) => seedWords(s, names)).join(', ') : say('table-seeds-none');
  // The page is drawn afresh with every message: the seed being written and whether the panel is
  // open are kept for the table across draws.
  const kept = panels.get(table) ?? { seed: '', open: false };
  panels.set(table, kept);
  const entry = h('input', {
    id: `seed-${table}`, value: kept.seed, maxlength: 64, required: true, placeholder: say('table-seed-placeholder'),
    'aria-label': say('table-seed-label'), 'data-test': 'seed',
    oninput: () => { kept.seed = entry.value; entry.setCustomValidity(''); },
  });
  const form = seated
    ? h('form', {
      class: 'row',
      onsubmit: (e) => {
        e.preventDefault();
        const seed = entry.value.trim();
        // Said where it is typed, before the table is asked: the server would refuse it anyway.
        entry.setCustomValidity(seedOk(seed) ? '' : say('table-seed-invalid'));
        if (!entry.reportValidity()) return;
        kept.seed = '';
        give(seed);
      },
    }, entry, h('button', { type: 'submit', class: 'quiet', 'data-test': 'give-seed' }, say('table-seed-give')))
    : null;
  const panel = h('details', { class: 'fair-panel', 'data-test': 'fair-panel', open: kept.open, ontoggle: () => { kept.open = panel.open; } },
    // The shuffle's number names it: written as it is, not as a count.
    h('summary', {}, say('table-fair-summary', { number: String(fair.number + 1), commitment: fair.commitment.slice(0, 12) })),
    h('p', { 'data-test': 'seeds-seen' }, seedsSeen(fair.scheme ?? 1)),
    h('p', {}, say('table-commitment'), ' ', h('code', { 'data-test': 'commitment' }, fair.commitment)),
    h('p', { 'data-test': 'seeds' }, say('table-seeds-for-it', { seeds: given })),
    form,
    h('p', {}, h('a', { href: `#/fair/${table}`, 'data-test': 'check-shuffles' }, say('table-check-shuffles'))));
  return panel;
}
