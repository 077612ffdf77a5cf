// #/console/tables: every table the room serves with its state, and for each Pause or Resume, and
// Close, each asking why in a small form under the list (the reason goes into the audit log).
// Opening a table is the lobby's own form.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { count, gameName, whenWords } from './words.js';
import { around, answerLines, dataTable, drawer, failedLine, frame, reasonField } from './parts.js';

/**
 * What each change says once the server has answered (its names, as a button, a form's title and
 * its confirmation, are console-change's, console-change-why's and console-change-table's).
 */
const SAYS = {
  pause: (a) => say('console-paused', { table: String(a.table), state: String(a.state) }),
  resume: (a) => say('console-resumed', { table: String(a.table), state: String(a.state) }),
  close: (a) => (a.closing ? say('console-closing', { table: String(a.table) })
    : say('console-closed-other', { table: String(a.table), answer: JSON.stringify(a) })),
};

/** Who is at a table, in words: "1 person and 1 bot, of 3 seats". */
function seatsWords(t) {
  return say('console-seated', { people: t.people, bots: t.bots, seats: t.seats });
}

/** Who opened a table and when, in words: "by Pat, Friday 9 January, 18:00", "by the house". */
function openedWords(t) {
  const who = t.opened_by ? 'person' : 'house';
  const name = String(t.opened_by ?? '');
  return Number.isFinite(t.opened_at)
    ? say('console-opened-at', { who, name, at: whenWords(t.opened_at) })
    : say('console-opened', { who, name });
}

export function tablesPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'tables', say('console-nav-tables'));
  const list = h('div', { 'data-test': 'console-tables' }, h('p', {}, say('console-tables-reading')));
  const answer = answerLines('table-change');
  const { label, input } = reasonField('table-reason', 'table-change');
  const title = h('h2', { id: 'table-change-title' });
  const submit = h('button', { type: 'submit', class: 'primary', 'data-test': 'table-change-confirm' });
  let asked = null; // { id, change }

  const fold = () => {
    form.hidden = true;
    asked = null;
  };
  const form = h('form', {
    class: 'console-form', hidden: true, 'aria-labelledby': 'table-change-title', 'data-test': 'table-change-form',
    onsubmit: async (e) => {
      e.preventDefault();
      if (!asked) return;
      const { id, change } = asked;
      submit.disabled = true;
      try {
        const said = await api('POST', `/api/ops/tables/${id}/${change}`, { reason: input.value });
        answer.said(SAYS[change](said));
        fold();
        await load();
        list.querySelector('table')?.focus();
      } catch (error) {
        answer.failed(error);
      } finally {
        submit.disabled = false;
      }
    },
  },
  title, label, input,
  h('div', { class: 'moves' }, submit,
    h('button', { type: 'button', class: 'quiet', onclick: () => { fold(); answer.clear(); } }, say('console-cancel'))));

  /** Opens the form for a change of table `id`, the reason's field focused. */
  const ask = (id, change) => {
    asked = { id, change };
    title.textContent = say('console-change-why', { change, table: String(id) });
    submit.textContent = say('console-change-table', { change, table: String(id) });
    input.value = '';
    answer.clear();
    form.hidden = false;
    input.focus();
  };

  const button = (t, change) => h('button', {
    type: 'button', class: 'quiet', 'data-test': `${change}-${t.id}`, 'aria-label': say('console-change-table', { change, table: String(t.id) }),
    onclick: () => ask(t.id, change),
  }, say('console-change', { change }));

  async function load() {
    try {
      const { tables } = await api('GET', '/api/ops/tables');
      draw(list, tables.length ? dataTable({
        caption: say('console-tables-caption'),
        heads: [say('console-head-table'), say('console-head-game'), say('console-head-state'), say('console-head-seated'),
          say('console-head-rounds'), say('console-head-opened'), say('console-head-change')],
        rows: tables.map((t) => [
          h('span', {}, h('a', { href: `#/table/${t.id}` }, `#${t.id}`), t.title ? ` ${t.title}` : ''),
          gameName(t.game),
          h('span', { class: `console-state ${t.state}`, 'data-test': `state-${t.id}` }, say('console-state', { state: String(t.state) })),
          seatsWords(t),
          { number: count(t.rounds) },
          openedWords(t),
          h('div', { class: 'console-actions' },
            t.state === 'open' ? button(t, 'pause') : null,
            t.state === 'paused' ? button(t, 'resume') : null,
            t.state === 'closing' ? say('console-closing-now') : button(t, 'close')),
        ]),
        test: 'tables-list',
      }) : h('p', {}, say('console-tables-none')));
    } catch (error) {
      draw(list, failedLine(error));
    }
  }

  fill(body,
    h('p', {}, say('console-tables-about')),
    h('p', {}, around(say('console-tables-open'), say('console-tables-open-link'),
      h('a', { href: '#/', 'data-test': 'open-table' }, say('console-tables-open-link')))),
    list, form, answer.box);
  load();
  return () => { alive = false; };
}
