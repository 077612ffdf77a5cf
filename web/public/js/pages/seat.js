// #/table/N: the page for the table's game. The casino tables, the home games (traditional and
// Shoot Pontoon, a player holding the bank) and Palace Poker each have their own page; which one
// is read from the table's rules before anything is drawn, and with it the levels of bot its seats
// offer.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { BOT_LEVELS, GAMES } from '../games/index.js';
import { say } from '../speech.js';

export function anyTablePage(context, table) {
  let teardown = null;
  let gone = false;
  api('GET', `/api/tables/${table}/rules`)
    .then(({ game, rules }) => {
      if (gone) return;
      const page = GAMES[game]?.page;
      if (!page) {
        fill(context.main, h('p', { class: 'error', role: 'alert' }, say('table-unknown-game', { game })));
        return;
      }
      teardown = page({ ...context, levels: BOT_LEVELS[game] }, table, rules);
    })
    .catch((error) => {
      if (!gone) fill(context.main, h('p', { class: 'error', role: 'alert' }, error.message));
    });
  return () => {
    gone = true;
    teardown?.();
  };
}
