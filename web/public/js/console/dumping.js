// #/console/dumping: pairs of accounts between which chips flowed at the tables where players bank
// (the home game, Palace), the net flow from one to the other over the days chosen, largest first.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { count } from './words.js';
import { dataTable, daysForm, drawer, failedLine, frame } from './parts.js';

const person = (p) => h('a', { href: `#/console/person/${p.id}` }, p.name);

export function dumpingPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'dumping', say('console-nav-dumping'));
  const shown = h('div', { 'data-test': 'dumping', 'aria-live': 'polite' });

  async function show(days) {
    try {
      const { pairs } = await api('GET', `/api/ops/dumping?days=${days}`);
      draw(shown, pairs.length ? dataTable({
        caption: say('console-dumping-caption', { days }),
        heads: [say('console-head-from'), say('console-head-to'), say('console-head-chips'), say('console-head-rounds'), say('console-head-tables')],
        rows: pairs.map((p) => [person(p.from), person(p.to), { number: count(p.chips) }, { number: count(p.rounds) }, { number: count(p.tables) }]),
        test: 'dumping-table',
      }) : h('p', {}, say('console-dumping-none', { days })));
    } catch (error) {
      draw(shown, failedLine(error));
    }
  }

  fill(body,
    h('p', {}, say('console-dumping-about')),
    daysForm('dumping-days', 30, show),
    shown);
  show(30);
  return () => { alive = false; };
}
