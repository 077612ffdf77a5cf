// #/console/tables: every table the room serves with its state, and for each Pause or Resume, and
// Close, each asking why in a small form under the list (the reason goes into the audit log).
// Opening a table is the lobby's own form.

import { api } from '../api.js';
import { h, fill, chips, dateWords } from '../dom.js';
import { gameName } from './words.js';
import { answerLines, dataTable, drawer, failedLine, frame, reasonField } from './parts.js';

/** What each change is called, asks, and says once the server has answered. */
const CHANGES = {
  pause: {
    verb: 'Pause',
    says: (a) => `Table ${a.table} is ${a.state}: the round in play finishes, and no new round begins until it is resumed.`,
  },
  resume: { verb: 'Resume', says: (a) => `Table ${a.table} is ${a.state} again.` },
  close: {
    verb: 'Close',
    says: (a) => (a.closing ? `Table ${a.table} closes once the round in play is over; everyone's chips go back to their wallets.` : `Table ${a.table}: ${JSON.stringify(a)}`),
  },
};

/** Who is at a table, in words: "1 person and 1 bot, of 3 seats". */
function seatsWords(t) {
  const people = `${t.people} ${t.people === 1 ? 'person' : 'people'}`;
  const bots = `${t.bots} bot${t.bots === 1 ? '' : 's'}`;
  return `${people} and ${bots}, of ${t.seats} seat${t.seats === 1 ? '' : 's'}`;
}

export function tablesPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'tables', 'Tables');
  const list = h('div', { 'data-test': 'console-tables' }, h('p', {}, 'Reading the tables…'));
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
        answer.said(CHANGES[change].says(said));
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
    h('button', { type: 'button', class: 'quiet', onclick: () => { fold(); answer.clear(); } }, 'Cancel')));

  /** Opens the form for a change of table `id`, the reason's field focused. */
  const ask = (id, change) => {
    asked = { id, change };
    title.textContent = `${CHANGES[change].verb} table ${id}: why?`;
    submit.textContent = `${CHANGES[change].verb} table ${id}`;
    input.value = '';
    answer.clear();
    form.hidden = false;
    input.focus();
  };

  const button = (t, change) => h('button', {
    type: 'button', class: 'quiet', 'data-test': `${change}-${t.id}`, 'aria-label': `${CHANGES[change].verb} table ${t.id}`,
    onclick: () => ask(t.id, change),
  }, CHANGES[change].verb);

  async function load() {
    try {
      const { tables } = await api('GET', '/api/ops/tables');
      draw(list, tables.length ? dataTable({
        caption: 'Every table the room serves',
        heads: ['Table', 'Game', 'State', 'Seated', 'Rounds', 'Opened', 'Change'],
        rows: tables.map((t) => [
          h('span', {}, h('a', { href: `#/table/${t.id}` }, `#${t.id}`), t.title ? ` ${t.title}` : ''),
          gameName(t.game),
          h('span', { class: `console-state ${t.state}`, 'data-test': `state-${t.id}` }, t.state),
          seatsWords(t),
          { number: chips(t.rounds) },
          `${t.opened_by ? `by ${t.opened_by}` : 'by the house'}${Number.isFinite(t.opened_at) ? `, ${dateWords(t.opened_at)}` : ''}`,
          h('div', { class: 'console-actions' },
            t.state === 'open' ? button(t, 'pause') : null,
            t.state === 'paused' ? button(t, 'resume') : null,
            t.state === 'closing' ? 'closing…' : button(t, 'close')),
        ]),
        test: 'tables-list',
      }) : h('p', {}, 'No table is open.'));
    } catch (error) {
      draw(list, failedLine(error));
    }
  }

  fill(body,
    h('p', {}, 'A paused table finishes the round in play and deals no new one until it is resumed; its people stay seated and may stand. A closed table finishes the round in play, and everyone\'s chips go back to their wallets. Times are yours.'),
    h('p', {}, h('a', { href: '#/', 'data-test': 'open-table' }, 'Open a table'), ' with the lobby\'s form, "A table of your own".'),
    list, form, answer.box);
  load();
  return () => { alive = false; };
}
