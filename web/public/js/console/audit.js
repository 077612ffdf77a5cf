// #/console/audit: the audit log, newest first, 50 entries at a time; "Older entries" reads the 50
// before the oldest shown (`before`).

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { actionWords, byWords, subjectWords, whenWords } from './words.js';
import { dataTable, drawer, failedLine, frame } from './parts.js';

/** Entries a page of the log holds: fewer means the oldest is shown. */
const PAGE = 50;

export function auditPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'audit', say('console-nav-audit'));
  const shown = h('div', { 'data-test': 'audit' });
  const problem = h('div');
  const more = h('button', { type: 'button', hidden: true, 'data-test': 'audit-older' }, say('console-audit-older'));
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
        caption: say('console-audit-caption', { count: entries.length }),
        heads: [say('console-head-when'), say('console-head-who'), say('console-head-did'), say('console-head-subject'), say('console-head-why')],
        rows: entries.map((e) => [whenWords(e.at), byWords(e.operator), actionWords(e.action), subject(e.subject), e.reason]),
        test: 'audit-table',
      }) : h('p', {}, say('console-audit-empty')));
    } catch (error) {
      draw(problem, failedLine(error));
    } finally {
      more.disabled = false;
    }
  }

  more.addEventListener('click', load);
  fill(body, h('p', { class: 'hint' }, say('console-audit-hint')), problem, shown, more);
  load();
  return () => { alive = false; };
}
