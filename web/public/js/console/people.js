// #/console/people: the accounts whose name holds the words searched for (any case), 50 at most;
// with nothing searched for, the newest 50. Each with its wallet and its sanction now, and a link
// to the person's page.

import { api } from '../api.js';
import { h, fill, chips, dateWords } from '../dom.js';
import { sanctionWords } from './words.js';
import { dataTable, drawer, failedLine, frame } from './parts.js';

/** What the last search asked for, kept while the tab is open so that Back from a person finds it again. */
const KEPT = 'console:people';

/** The kind of account in a word. */
export const accountKind = (p) => (p.operator ? 'operator' : p.guest ? 'guest' : 'account');

export function peoplePage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'people', 'People');
  const results = h('div', { 'data-test': 'people-results', 'aria-live': 'polite' });
  const q = h('input', { id: 'people-q', type: 'search', autocomplete: 'off', maxlength: 40, value: sessionStorage.getItem(KEPT) ?? '' });

  async function search() {
    const wanted = q.value.trim();
    sessionStorage.setItem(KEPT, wanted);
    try {
      const { people } = await api('GET', `/api/ops/people${wanted ? `?q=${encodeURIComponent(wanted)}` : ''}`);
      draw(results, people.length ? dataTable({
        caption: wanted ? `Accounts whose name contains "${wanted}" (50 at most)` : 'The newest 50 accounts',
        heads: ['Name', 'Kind', 'Wallet', 'Joined', 'Sanction now'],
        rows: people.map((p) => [
          h('a', { href: `#/console/person/${p.id}`, 'data-test': `person-${p.name}` }, p.name),
          accountKind(p),
          { number: chips(p.wallet) },
          dateWords(p.created_at),
          h('span', { 'data-test': `sanction-${p.name}` }, sanctionWords(p.sanction)),
        ]),
        test: 'people-list',
      }) : h('p', {}, wanted ? `No account's name contains "${wanted}".` : 'No account yet.'));
    } catch (error) {
      draw(results, failedLine(error));
    }
  }

  fill(body,
    h('form', { class: 'console-search', role: 'search', onsubmit: (e) => { e.preventDefault(); search(); } },
      h('label', { for: 'people-q' }, 'Name contains'),
      h('div', { class: 'row' }, q, h('button', { type: 'submit', 'data-test': 'people-search' }, 'Search'))),
    h('p', { class: 'hint' }, 'Times are yours.'),
    results);
  search();
  return () => { alive = false; };
}
