// #/console/dumping: pairs of accounts between which chips flowed at the tables where players bank
// (the home game, Palace), the net flow from one to the other over the days chosen, largest first.

import { api } from '../api.js';
import { h, fill, chips } from '../dom.js';
import { dataTable, daysForm, drawer, failedLine, frame } from './parts.js';

const person = (p) => h('a', { href: `#/console/person/${p.id}` }, p.name);

export function dumpingPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'dumping', 'Chip dumping');
  const shown = h('div', { 'data-test': 'dumping', 'aria-live': 'polite' });

  async function show(days) {
    const over = days === 1 ? 'the last day' : `the last ${days} days`;
    try {
      const { pairs } = await api('GET', `/api/ops/dumping?days=${days}`);
      draw(shown, pairs.length ? dataTable({
        caption: `Chips that went from one player to another over ${over}, largest first (50 pairs at most)`,
        heads: ['From', 'To', 'Chips', 'Rounds', 'Tables'],
        rows: pairs.map((p) => [person(p.from), person(p.to), { number: chips(p.chips) }, { number: chips(p.rounds) }, { number: chips(p.tables) }]),
        test: 'dumping-table',
      }) : h('p', {}, `No chips went from one player to another at a table where players bank over ${over}.`));
    } catch (error) {
      draw(shown, failedLine(error));
    }
  }

  fill(body,
    h('p', {}, 'At a home game or a Palace table players win and lose to each other: a pair where the chips keep going one way may be one person passing chips to another.'),
    daysForm('dumping-days', 30, show),
    shown);
  show(30);
  return () => { alive = false; };
}
