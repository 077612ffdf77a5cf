// #/console/people: the accounts whose name holds the words searched for (any case), 50 at most;
// with nothing searched for, the newest 50. Each with its wallet and its sanction now, and a link
// to the person's page.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { count, sanctionWords, whenWords } from './words.js';
import { dataTable, drawer, failedLine, frame } from './parts.js';

/** What the last search asked for, kept while the tab is open so that Back from a person finds it again. */
const KEPT = 'console:people';

/** The kind of account in a word. */
export const accountKind = (p) => say('console-account-kind', { kind: p.operator ? 'operator' : p.guest ? 'guest' : 'account' });

export function peoplePage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'people', say('console-nav-people'));
  const results = h('div', { 'data-test': 'people-results', 'aria-live': 'polite' });
  const q = h('input', { id: 'people-q', type: 'search', autocomplete: 'off', maxlength: 40, value: sessionStorage.getItem(KEPT) ?? '' });

  async function search() {
    const wanted = q.value.trim();
    sessionStorage.setItem(KEPT, wanted);
    try {
      const { people } = await api('GET', `/api/ops/people${wanted ? `?q=${encodeURIComponent(wanted)}` : ''}`);
      draw(results, people.length ? dataTable({
        caption: wanted ? say('console-people-found', { wanted }) : say('console-people-newest'),
        heads: [say('console-head-name'), say('console-head-kind'), say('console-head-wallet'), say('console-head-joined'), say('console-head-sanction')],
        rows: people.map((p) => [
          h('a', { href: `#/console/person/${p.id}`, 'data-test': `person-${p.name}` }, p.name),
          accountKind(p),
          { number: count(p.wallet) },
          whenWords(p.created_at),
          h('span', { 'data-test': `sanction-${p.name}` }, sanctionWords(p.sanction)),
        ]),
        test: 'people-list',
      }) : h('p', {}, wanted ? say('console-people-none-found', { wanted }) : say('console-people-none')));
    } catch (error) {
      draw(results, failedLine(error));
    }
  }

  fill(body,
    h('form', { class: 'console-search', role: 'search', onsubmit: (e) => { e.preventDefault(); search(); } },
      h('label', { for: 'people-q' }, say('console-people-contains')),
      h('div', { class: 'row' }, q, h('button', { type: 'submit', 'data-test': 'people-search' }, say('console-people-search')))),
    h('p', { class: 'hint' }, say('console-times-yours')),
    results);
  search();
  return () => { alive = false; };
}
