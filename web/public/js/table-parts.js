// What every table page draws around its felt: the heading (with the fair shuffle), the lines under the controls where a
// request's refusal and a notice are said, and the log of the table's events in words.

import { h } from './dom.js';
import { fairPanel } from './fair-panel.js';

/**
 * The table's heading: its number, its rules in a line, the links to its rules page and the lobby,
 * and the fair shuffle (the commitment to the next, the seeds given for it, and a seated player's
 * own seed to write) from the page's `hold` (follow.js).
 */
export function tableHead(table, rulesLine, hold) {
  return h('div', { class: 'table-head' },
    h('h1', {}, `Table ${table}`),
    h('p', {}, rulesLine, ' · ', h('a', { href: `#/rules/${table}` }, 'the rules'), ' · ', h('a', { href: '#/' }, 'lobby')),
    fairPanel({
      table,
      fair: hold.message?.fair ?? null,
      seat: hold.seat(),
      names: hold.message?.seats ?? [],
      give: (seed) => hold.giveSeed(seed),
    }));
}

/** Under the controls: the last refusal (an alert) and the last notice. */
export function answerLines(error, notice) {
  return [
    h('p', { class: 'error', role: 'alert', 'data-test': 'error' }, error),
    h('p', { class: 'notice', role: 'status' }, notice),
  ];
}

/**
 * The log of the table's events in words, newest last. The page's live region reads each line out
 * as it comes, so the list is not a live region itself.
 */
export function logBox(title, lines) {
  const list = h('ol', { role: 'log', 'aria-live': 'off', 'data-test': 'log' }, lines.map((line) => h('li', {}, line)));
  queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
  return h('section', { class: 'log', 'aria-label': title.toLowerCase() }, h('h2', {}, title), list);
}
