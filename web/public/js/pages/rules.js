// A table's rules, written from the rules it plays (the server's words for them, and each option
// with its value and meaning, in words), and the room's own rules of its seats: when a seat change
// is made, what a player away is waited for, and when they are sat out.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { numberWords, optionLabel } from '../options.js';
import { canSay, say } from '../speech.js';

/** A length of time in words: "15 seconds", "3 minutes". */
export function spanWords(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 90) return say('table-span-seconds', { count: seconds });
  return say('table-span-minutes', { count: Math.round(seconds / 60) });
}

/** The room's rules of its seats, a paragraph each, from its settings (`room` of the rules' answer). */
export function roomRules(room) {
  const away = { grace: spanWords(room.away_grace_ms), away: spanWords(room.away_ms) };
  return [
    say('table-room-turn', { span: spanWords(room.turn_ms) }),
    say('table-room-seats'),
    room.away_rounds === null
      ? say('table-room-away', away)
      : say('table-room-away-rounds', { ...away, rounds: room.away_rounds }),
    say('table-room-idle', { span: spanWords(room.table_idle_ms) }),
  ];
}

/** A value as the options' table says it. */
function valueWords(value) {
  if (typeof value === 'boolean') return value ? say('table-yes') : say('table-no');
  return numberWords(value);
}

export function rulesPage({ main }, table) {
  // A table's number names it: written as it is, not as a count.
  fill(main, h('h1', {}, say('table-rules-title', { table: String(table) })));
  api('GET', `/api/tables/${table}/rules`).then((rules) => {
    main.append(
      // Each paragraph is a message and its variables (said in the page's language); the room's
      // English beside it is for a message this page does not know yet.
      ...(rules.said ?? []).map((s, i) => h('p', {}, canSay(s.id) ? say(s.id, s.args) : rules.text[i])),
      // On a phone the table scrolls sideways in its own box: the keyboard reaches it to scroll it.
      h('table', { tabindex: 0 },
        h('caption', {}, say('table-rules-caption')),
        h('thead', {}, h('tr', {}, ['table-rules-option', 'table-rules-here', 'table-rules-does'].map((t) => h('th', { scope: 'col' }, say(t))))),
        h('tbody', {}, rules.options.map((o) => h('tr', {},
          h('td', {}, optionLabel(o.name)), h('td', { 'data-test': `value-${o.name}` }, valueWords(o.value)), h('td', {}, canSay(o.meaning_id) ? say(o.meaning_id) : o.meaning))))),
      h('h2', {}, say('table-rules-seats')),
      ...(rules.room ? roomRules(rules.room) : []).map((p) => h('p', { 'data-test': 'room-rule' }, p)),
      h('p', {}, h('a', { href: `#/table/${table}` }, say('table-rules-back'))));
  }).catch((error) => main.append(h('p', { class: 'error' }, error.message)));
  return null;
}
