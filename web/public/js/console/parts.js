// What every console page is made of: its heading and the console's own navigation, the lines
// where a change's answer is said (a refusal as an alert, a confirmation as a status), a reason's
// field, a table of data that scrolls in its own box on a phone, and a sentence with a link in it.

import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { consoleLinks } from './nav.js';

/** Fills `main` with the page's heading and the console's navigation: the box the page draws into. */
export function frame(main, page, title) {
  const body = h('div', { class: 'console-body' });
  fill(main,
    h('nav', { class: 'console-nav', 'aria-label': say('console-name') },
      h('ul', {}, consoleLinks(page).map((l) => h('li', {},
        h('a', { href: l.href, 'aria-current': l.current ? 'page' : undefined }, l.label))))),
    h('h1', {}, title),
    body);
  return body;
}

/**
 * A form's answer lines: `failed(error)` says a refusal (the server's message) in the alert,
 * `said(text)` a confirmation in the status, `clear()` empties both.
 */
export function answerLines(id) {
  const error = h('p', { class: 'error', role: 'alert', id: `${id}-error`, 'data-test': `${id}-error` });
  const notice = h('p', { class: 'notice', role: 'status', 'data-test': `${id}-notice` });
  const box = h('div', { class: 'answer' }, error, notice);
  return {
    box,
    clear() { error.textContent = ''; notice.textContent = ''; },
    failed(e) { notice.textContent = ''; error.textContent = e?.message ?? String(e); },
    said(text) { error.textContent = ''; notice.textContent = text; },
  };
}

/**
 * A reason's label and field: 1 to 500 characters, which the audit log keeps with the change.
 * `answer`: the id of the answer lines whose refusal describes the field.
 */
export function reasonField(id, answer, label = say('console-reason')) {
  const input = h('input', { id, name: 'reason', required: true, maxlength: 500, autocomplete: 'off', 'aria-describedby': `${answer}-error` });
  return { label: h('label', { for: id }, label), input };
}

/**
 * A table of data: its caption, its column heads, its rows (each an array of cells: text, a node,
 * or `{number: text}` for a right-aligned number), and an optional foot row. On a phone it scrolls
 * sideways in its own box, which the keyboard reaches to scroll it.
 */
export function dataTable({ caption, heads, rows, foot = null, test = null }) {
  const cell = (tag, value, attrs = {}) => (value && typeof value === 'object' && 'number' in value
    ? h(tag, { ...attrs, class: 'number' }, value.number)
    : h(tag, attrs, value));
  return h('table', { tabindex: 0, class: 'console-table', 'data-test': test },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, heads.map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', {}, rows.map((r) => h('tr', {}, r.map((v) => cell('td', v))))),
    foot ? h('tfoot', {}, h('tr', {}, foot.map((v, i) => (i === 0 ? cell('th', v, { scope: 'row' }) : cell('td', v))))) : null);
}

/** A refusal of a whole page's data, in an alert. */
export function failedLine(error) {
  return h('p', { class: 'error', role: 'alert', 'data-test': 'console-error' }, error?.message ?? String(error));
}

/** Fills `box` unless the page has been left (`alive()` false): an answer that comes late draws nothing. */
export function drawer(alive) {
  return (box, ...children) => { if (alive()) fill(box, ...children); };
}

/** The periods a report may cover, in days (the server takes 1 to 366). */
export const DAYS = [1, 7, 30, 90, 366];

/** A form choosing how many days a report covers: `show(days)` when Show is pressed. */
export function daysForm(id, days, show) {
  const select = h('select', { id, 'data-test': id },
    DAYS.map((d) => h('option', { value: String(d), selected: d === days }, say('console-days', { days: d }))));
  return h('form', { class: 'console-search', onsubmit: (e) => { e.preventDefault(); show(Number(select.value)); } },
    h('label', { for: id }, say('console-days-over')),
    h('div', { class: 'row' }, select, h('button', { type: 'submit', 'data-test': `${id}-show` }, say('console-days-show'))));
}

/**
 * A whole sentence with one of its pieces made a node (a link, a code): the sentence is one
 * message, its piece another that the sentence holds word for word (a message it refers to, or a
 * variable), so each language places the piece where its own order puts it. Without the piece in
 * it, the sentence is said whole and the node after it.
 */
export function around(sentence, piece, node) {
  const at = piece ? sentence.indexOf(piece) : -1;
  if (at < 0) return [sentence, ' ', node];
  return [sentence.slice(0, at), node, sentence.slice(at + piece.length)].filter((part) => part !== '');
}
