// #/console/house: the house's net result (chips the house won: above zero when players lost),
// by UTC day and game, over the days chosen, with the totals by game and in all.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { count, dayWords, gameName, houseTable, signedChips } from './words.js';
import { dataTable, daysForm, drawer, failedLine, frame } from './parts.js';

export function housePage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'house', say('console-nav-house'));
  const shown = h('div', { 'data-test': 'house', 'aria-live': 'polite' });

  async function show(days) {
    try {
      const answer = await api('GET', `/api/ops/house?days=${days}`);
      const { games, days: rows, total } = houseTable(answer.days);
      draw(shown, rows.length ? dataTable({
        caption: say('console-house-caption', { days }),
        heads: [say('console-head-day'), ...games.map(gameName), say('console-head-all-games'), say('console-head-rounds')],
        rows: rows.map((d) => [dayWords(d.day), ...games.map((g) => ({ number: g in d.results ? signedChips(d.results[g]) : '' })),
          { number: signedChips(d.result) }, { number: count(d.rounds) }]),
        foot: [say('console-house-total', { count: rows.length }), ...games.map((g) => ({ number: signedChips(total.results[g]) })),
          { number: signedChips(total.result) }, { number: count(total.rounds) }],
        test: 'house-table',
      }) : h('p', {}, say('console-house-none', { days })));
    } catch (error) {
      draw(shown, failedLine(error));
    }
  }

  fill(body,
    h('p', {}, say('console-house-about')),
    daysForm('house-days', 30, show),
    shown);
  show(30);
  return () => { alive = false; };
}
