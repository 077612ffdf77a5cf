// #/console/audit: the audit log, newest first, 50 entries at a time; "Older entries" reads the 50
// before the oldest shown (`before`).

import { api } from '../api.js';
import { h, fill, dateWords } from '../dom.js';
import { actionWords, byWords, subjectWords } from './words.js';
import { dataTable, drawer, failedLine, frame } from './parts.js';

/** Entries a page of the log holds: fewer means the oldest is shown. */
const PAGE = 50;

export function auditPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'audit', 'Audit log');
  const shown = h('div', { 'data-test': 'audit' });
  const problem = h('div');
  const more = h('button', { type: 'button', hidden: true, 'data-test': 'audit-older' }, 'Older entries');
  const entries = [];

  const subject = (text) => {
    const s = subjectWords(text);
    return s.href ? h('a', { href: s.href }, s.text) : s.text;
  };

  async function load() {
    const before = entries.length ? `?before=${entries[entries.length - 1].id}` : '';
    more.disabled = true;
    try {
      const answer = await api('GET', `/api/ops/audit${before}`);
      if (!alive) return;
      entries.push(...answer.entries);
      more.hidden = answer.entries.length < PAGE;
      fill(problem);
      draw(shown, entries.length ? dataTable({
        caption: `The audit log, newest first (${entries.length} entries shown)`,
        heads: ['When', 'Who', 'Did', 'To', 'Why'],
        rows: entries.map((e) => [dateWords(e.at), byWords(e.operator), actionWords(e.action), subject(e.subject), e.reason]),
        test: 'audit-table',
      }) : h('p', {}, 'Nothing in the log yet.'));
    } catch (error) {
      draw(problem, failedLine(error));
    } finally {
      more.disabled = false;
    }
  }

  more.addEventListener('click', load);
  fill(body, h('p', { class: 'hint' }, 'Every change an operator makes, with why; times are yours.'), problem, shown, more);
  load();
  return () => { alive = false; };
}
