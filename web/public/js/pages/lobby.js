// The lobby: every table with its rules, seats and watchers; a table opened; one watched.

import { api } from '../api.js';
import { h, fill } from '../dom.js';

const GAMES = {
  casino: 'Casino Pontoon', 'pontoon-blackjack': 'Pontoon Blackjack',
  traditional: 'Pontoon', shoot: 'Shoot Pontoon', palace: 'Palace Poker',
};

/** Whether the browser shows this table's game (the casino tables, for now). */
export function shown(rules) {
  return rules.preset === 'casino' || rules.preset === 'pontoon-blackjack';
}

export function describeRules(rules) {
  const game = GAMES[rules.preset] ?? rules.preset;
  if (rules.preset === 'palace') {
    return `${game}: ${rules.betting === 'no_limit' ? 'no-limit' : 'limit'} ${rules.small_bet}/${rules.big_bet}`;
  }
  const packs = rules.packs ? `, ${rules.packs} pack${rules.packs === 1 ? '' : 's'}` : '';
  return `${game}: bets ${rules.min_stake} to ${rules.max_stake}${packs}`;
}

export function lobbyPage({ main }) {
  const list = h('div', { class: 'tables', 'aria-live': 'polite' });
  const message = h('p', { class: 'error', role: 'alert' });
  const preset = h('select', { id: 'preset' },
    h('option', { value: 'casino' }, 'Casino Pontoon (8-pack shoe)'),
    h('option', { value: 'pontoon-blackjack' }, 'Pontoon Blackjack (one pack)'));
  const min = h('input', { id: 'min', type: 'number', min: 1, value: 5, inputmode: 'numeric' });
  const max = h('input', { id: 'max', type: 'number', min: 1, value: 100, inputmode: 'numeric' });
  const seats = h('input', { id: 'seats', type: 'number', min: 1, max: 7, value: 3, inputmode: 'numeric' });
  const create = h('form', {
    class: 'create',
    onsubmit: async (e) => {
      e.preventDefault();
      message.textContent = '';
      try {
        const rules = { preset: preset.value, min_stake: Number(min.value), max_stake: Number(max.value) };
        const answer = await api('POST', '/api/tables', { rules, seats: Number(seats.value) });
        location.hash = `#/table/${answer.table.id}`;
      } catch (error) {
        message.textContent = error.message;
      }
    },
  },
  h('h2', {}, 'Open a table'),
  h('label', { for: 'preset' }, 'Game'), preset,
  h('label', { for: 'min' }, 'Smallest bet'), min,
  h('label', { for: 'max' }, 'Largest bet'), max,
  h('label', { for: 'seats' }, 'Seats'), seats,
  h('button', { type: 'submit', id: 'create' }, 'Open the table'),
  message);

  async function load() {
    try {
      const { tables } = await api('GET', '/api/tables');
      if (!tables.length) {
        fill(list, h('p', {}, 'No table is open yet: open one.'));
        return;
      }
      fill(list, h('table', {},
        h('caption', {}, 'Tables'),
        h('thead', {}, h('tr', {}, ['Table', 'Game', 'Seats', 'Watching', ''].map((t) => h('th', { scope: 'col' }, t)))),
        h('tbody', {}, tables.map((t) => h('tr', {},
          h('td', {}, `#${t.id}`),
          h('td', {}, describeRules(t.rules)),
          h('td', {}, t.seats.map((s) => s ?? 'free').join(', ')),
          h('td', {}, String(t.watching)),
          h('td', {}, shown(t.rules)
            ? h('a', { href: `#/table/${t.id}`, class: 'button' }, 'Go to the table')
            : 'not in the browser yet'))))));
    } catch (error) {
      fill(list, h('p', { class: 'error' }, error.message));
    }
  }
  fill(main, h('h1', {}, 'Lobby'), list, create);
  load();
  const timer = setInterval(load, 3000);
  return () => clearInterval(timer);
}
