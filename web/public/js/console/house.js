// #/console/house: the house's net result (chips the house won: above zero when players lost),
// by UTC day and game, over the days chosen, with the totals by game and in all.

import { api } from '../api.js';
import { h, fill, chips } from '../dom.js';
import { dayWords, gameName, houseTable, signedChips } from './words.js';
import { dataTable, daysForm, drawer, failedLine, frame } from './parts.js';

export function housePage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'house', "The house's result");
  const shown = h('div', { 'data-test': 'house', 'aria-live': 'polite' });

  async function show(days) {
    try {
      const answer = await api('GET', `/api/ops/house?days=${days}`);
      const { games, days: rows, total } = houseTable(answer.days);
      const over = days === 1 ? 'the last day' : `the last ${days} days`;
      draw(shown, rows.length ? dataTable({
        caption: `The house's result over ${over}, by UTC day and game (above zero: the house won)`,
        heads: ['Day (UTC)', ...games.map(gameName), 'All games', 'Rounds'],
        rows: rows.map((d) => [dayWords(d.day), ...games.map((g) => ({ number: g in d.results ? signedChips(d.results[g]) : '' })),
          { number: signedChips(d.result) }, { number: chips(d.rounds) }]),
        foot: [`Total, ${rows.length} day${rows.length === 1 ? '' : 's'}`, ...games.map((g) => ({ number: signedChips(total.results[g]) })),
          { number: signedChips(total.result) }, { number: chips(total.rounds) }],
        test: 'house-table',
      }) : h('p', {}, `No round was played over ${over}.`));
    } catch (error) {
      draw(shown, failedLine(error));
    }
  }

  fill(body,
    h('p', {}, 'The chips the house won (above zero) or lost (below zero), a UTC day a row and a game a column; days with no round are left out.'),
    daysForm('house-days', 30, show),
    shown);
  show(30);
  return () => { alive = false; };
}
