// A table's rules, written from the rules it plays (the server's words for them, and each option
// with its value and meaning, in words), and the room's own rules of its seats: when a seat change
// is made, what a player away is waited for, and when they are sat out.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { numberWords, optionLabel } from '../options.js';

/** A length of time in words: "15 seconds", "3 minutes". */
export function spanWords(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The room's rules of its seats, a paragraph each, from its settings (`room` of the rules' answer). */
export function roomRules(room) {
  const rounds = room.away_rounds === null
    ? ''
    : `, or once ${room.away_rounds === 1 ? 'a whole round has' : `${room.away_rounds} whole rounds have`} been played without them`;
  return [
    `Each turn lasts ${spanWords(room.turn_ms)}; a bet or a move not made in time is the turn's timeout (a pass, a stick).`,
    'Seats change between rounds. Sitting down, standing up, moving, bringing more chips, and a bot in or out may be asked for at any moment: during a round the seat says so ("leaves after this round") and the change is made when the round ends. Stay takes it back until then.',
    `A player whose page has left the table is shown away. After ${spanWords(room.away_grace_ms)} away their turns are not waited for. They are sat out after ${spanWords(room.away_ms)} away${rounds}: stood up between rounds, their chips back in their wallet.`,
    `A table where nobody but bots has sat for ${spanWords(room.table_idle_ms)} closes.`,
  ];
}

/** A value as the options' table says it. */
function valueWords(value) {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return numberWords(value);
}

export function rulesPage({ main }, table) {
  fill(main, h('h1', {}, `The rules of table ${table}`));
  api('GET', `/api/tables/${table}/rules`).then((rules) => {
    main.append(
      ...rules.text.map((p) => h('p', {}, p)),
      // On a phone the table scrolls sideways in its own box: the keyboard reaches it to scroll it.
      h('table', { tabindex: 0 },
        h('caption', {}, 'The options of this table'),
        h('thead', {}, h('tr', {}, ['Option', 'Here', 'What it does'].map((t) => h('th', { scope: 'col' }, t)))),
        h('tbody', {}, rules.options.map((o) => h('tr', {},
          h('td', {}, optionLabel(o.name)), h('td', { 'data-test': `value-${o.name}` }, valueWords(o.value)), h('td', {}, o.meaning))))),
      h('h2', {}, 'The seats at this room'),
      ...(rules.room ? roomRules(rules.room) : []).map((p) => h('p', { 'data-test': 'room-rule' }, p)),
      h('p', {}, h('a', { href: `#/table/${table}` }, 'Back to the table')));
  }).catch((error) => main.append(h('p', { class: 'error' }, error.message)));
  return null;
}
