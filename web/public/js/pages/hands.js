// Hand histories: the player's finished rounds, newest first, and any one replayed step by step.
// Each step is the table as a spectator saw it (from the server's engine), drawn by the felt of
// the round's game, the same felt its table's page draws (with no controls), and its events in
// words by that game's own words. A game with a coach (its replay's `review`) has each round's
// review of the player's decisions read for the rows shown, and noted at each step of a replay.

import { api } from '../api.js';
import { dateWords, h, fill } from '../dom.js';
import { GAMES } from '../games/index.js';
import { signed } from '../words.js';
import { replaySight } from '../seats.js';
import { actionWords } from '../steps.js';
import { say } from '../speech.js';

/** A moment in the reader's own zone, in words: "Friday 9 January, 18:00", as the account says it. */
const when = (ms) => dateWords(ms);

/** A round's table and number, as its words take them (identifiers, never grouped like amounts). */
const roundOf = (hand) => ({ table: String(hand.table), round: String(hand.round?.number ?? '?') });

/** A round's name, the same in the list and in its replay: its table and its number there. */
export const roundName = (hand) => say('page-round-name', roundOf(hand));

/** Each seat's player in a view, null for an empty seat. */
const namesOf = (view) => view.players.map((p) => p.name || null);


/** How many reviews are read at once: the rows shown are read a few at a time, not all together. */
const READERS = 3;

/**
 * Reads the review of each hand of `hands` whose game has one (GET /api/hands/ID/review) into its
 * cell (`cells`: hand id -> element), a few at a time; a hand whose review cannot be read says so.
 */
async function readReviews(hands, cells) {
  const queue = hands.filter((hand) => GAMES[hand.game]?.replay.review && cells.get(hand.id)?.dataset.read === 'no');
  for (const hand of queue) cells.get(hand.id).dataset.read = 'asked';
  const reader = async () => {
    for (let hand = queue.shift(); hand; hand = queue.shift()) {
      const cell = cells.get(hand.id);
      try {
        fill(cell, GAMES[hand.game].replay.review.cell(await api('GET', `/api/hands/${hand.id}/review`)));
      } catch (error) {
        fill(cell, error.status === 404 ? '' : say('page-review-unread'));
      }
      cell.dataset.read = 'yes';
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
}

/** The player's result in the round: "+10", "−5", or "sat out" if it is not in the round's net. */
function net(round, name) {
  const value = round?.net?.[name];
  return value === undefined ? say('page-sat-out') : signed(value);
}

export function handsPage({ main, account }) {
  const list = h('div', { class: 'scroll-box' });
  const more = h('button', { type: 'button', hidden: true }, say('page-hands-older'));
  // The rounds the player played, unless they ask for those they sat out as well.
  const satOut = h('input', { type: 'checkbox', id: 'sat-out', 'data-test': 'sat-out' });
  let before = null;
  let rows = [];
  // Each row's review, kept across the list's redrawing (More, the filter) so none is read twice.
  const reviews = new Map();
  const reviewOf = (hand) => {
    if (!reviews.has(hand.id)) {
      const cell = h('div', { 'data-read': GAMES[hand.game]?.replay.review ? 'no' : 'none' });
      if (GAMES[hand.game]?.replay.review) cell.append(h('span', { class: 'hint' }, say('page-review-reading')));
      reviews.set(hand.id, cell);
    }
    return reviews.get(hand.id);
  };
  async function load() {
    const query = `limit=20${before ? `&before=${before}` : ''}${satOut.checked ? '&sat_out=true' : ''}`;
    const { hands, next } = await api('GET', `/api/hands?${query}`);
    rows.push(...hands);
    before = next;
    more.hidden = !next;
    fill(list, rows.length ? h('table', {},
      h('caption', {}, say(satOut.checked ? 'page-hands-all' : 'page-hands-played')),
      h('thead', {}, h('tr', {}, ['when', 'game', 'round', 'you', 'coach', 'replay'].map((t) => h('th', { scope: 'col' }, say(`page-col-${t}`))))),
      h('tbody', {}, rows.map((hand) => h('tr', { 'data-test': `hand-row-${hand.id}` },
        h('td', {}, when(hand.ended_at)),
        h('td', { 'data-test': 'game' }, GAMES[hand.game]?.replay.name(hand.round, account.name) ?? hand.game),
        h('td', { 'data-test': 'round' }, roundName(hand)),
        h('td', { class: 'number', 'data-test': 'net' }, net(hand.round, account.name)),
        h('td', { 'data-test': 'coach' }, reviewOf(hand)),
        h('td', {}, h('a', { href: `#/hand/${hand.id}`, 'data-test': 'replay', 'aria-label': say('page-replay-label', roundOf(hand)) }, say('page-replay'))))))) : h('p', {}, satOut.checked
      ? say('page-hands-none-sat')
      : say('page-hands-none')));
    readReviews(rows, reviews);
  }
  const reload = () => {
    rows = [];
    before = null;
    return load().catch((error) => fill(list, h('p', { class: 'error' }, error.message)));
  };
  satOut.addEventListener('change', reload);
  more.addEventListener('click', load);
  fill(main, h('h1', {}, say('page-hands-title')),
    h('p', { class: 'filter' }, satOut, ' ', h('label', { for: 'sat-out' }, say('page-hands-show-sat-out'))),
    list, more);
  reload();
  return null;
}

export function handPage({ main }, id) {
  const stage = h('div', { class: 'replay' });
  const title = h('h1', {}, say('page-hand-title'));
  fill(main, title, stage);
  Promise.all([api('GET', `/api/hands/${id}`), api('GET', `/api/hands/${id}/steps`)]).then(async ([hand, { steps }]) => {
    title.textContent = roundName(hand);
    const game = GAMES[hand.game]?.replay;
    if (!game) {
      fill(stage, h('p', { class: 'error', role: 'alert' }, say('page-hand-unknown-game', { game: String(hand.game) })));
      return;
    }
    // The coach's review of the player's decisions, where the game has a coach; none (a round
    // the player sat out, a review not to be had) notes nothing.
    const review = game.review ? await api('GET', `/api/hands/${id}/review`).catch(() => null) : null;
    let at = 0;
    const record = h('details', {}, h('summary', {}, say('page-hand-record')),
      h('pre', { 'data-test': 'record' }, JSON.stringify(hand.record, null, 1)));
    const show = () => {
      const step = steps[at];
      const before = (i) => (i > 0 ? steps[i - 1].view : steps[i].view);
      // What the felt remembers, from the first step to this one.
      let memory = game.memory();
      for (let i = 0; i <= at; i += 1) memory = game.note(memory, steps[i], before(i), namesOf(before(i)));
      const lines = game.words(step.events, before(at), namesOf(before(at)));
      // Step `at` made the record's action `at - 1` (the first step is the start).
      const note = review && at > 0 ? game.review.note(review, at - 1) : null;
      fill(stage,
        h('p', { 'aria-live': 'polite', 'data-test': 'step' }, step.action
          ? say('page-step-at', { at, last: steps.length - 1, action: actionWords(step.action) })
          : say('page-step-start', { at, last: steps.length - 1 })),
        game.draw(step.view, { ...replaySight(step.view), ...memory }),
        h('ul', { 'data-test': 'step-events' }, lines.map((l) => h('li', {}, l))),
        note ? h('p', { class: 'coach-note', 'data-test': 'step-coach' }, note) : null,
        h('div', { class: 'moves' },
          h('button', { type: 'button', 'data-test': 'back', disabled: at === 0, onclick: () => { at -= 1; show(); } }, say('page-back')),
          h('button', { type: 'button', 'data-test': 'next', disabled: at === steps.length - 1, onclick: () => { at += 1; show(); } }, say('page-next'))),
        record);
    };
    show();
  }).catch((error) => fill(stage, h('p', { class: 'error' }, error.message)));
  return null;
}
