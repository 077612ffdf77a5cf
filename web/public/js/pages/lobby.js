// The lobby: the open tables with their rules, seats and watchers, paged and kept current by the
// socket; a table opened; one watched.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { followLobby, leaveLobby, onConnection } from '../socket.js';

const GAMES = {
  casino: 'Casino Pontoon', 'pontoon-blackjack': 'Pontoon Blackjack',
  traditional: 'Pontoon', shoot: 'Shoot Pontoon', palace: 'Palace Poker',
};

export function describeRules(rules) {
  const game = GAMES[rules.preset] ?? rules.preset;
  if (rules.preset === 'palace') {
    return `${game}: ${rules.betting === 'no_limit' ? 'no-limit' : 'limit'} ${rules.small_bet}/${rules.big_bet}`;
  }
  const packs = rules.packs ? `, ${rules.packs} pack${rules.packs === 1 ? '' : 's'}` : '';
  return `${game}: bets ${rules.min_stake} to ${rules.max_stake}${packs}`;
}

/** A field's text as the option's value: a number, true or false, or the text itself ("none"). */
export function optionValue(text, wasBoolean) {
  if (wasBoolean) return Boolean(text);
  const trimmed = String(text).trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  return trimmed;
}

/** The form that opens a table: a game, then each of its options with the preset's value. */
function openForm() {
  const message = h('p', { class: 'error', role: 'alert' });
  const preset = h('select', { id: 'preset' });
  const options = h('div', { class: 'options' });
  const seats = h('input', { id: 'seats', type: 'number', min: 1, max: 10, value: 3, inputmode: 'numeric' });
  let presets = [];

  function showOptions() {
    const chosen = presets.find((p) => p.preset === preset.value);
    if (!chosen) return fill(options);
    fill(options, chosen.options.map((o) => {
      const value = chosen.rules[o.name];
      const id = `opt-${o.name}`;
      const input = typeof value === 'boolean'
        ? h('input', { id, type: 'checkbox', checked: value, 'data-option': o.name, 'data-boolean': 'yes' })
        : h('input', { id, value: String(value ?? ''), 'data-option': o.name, 'aria-describedby': `${id}-values` });
      return h('div', { class: 'option' },
        h('label', { for: id }, o.name.replaceAll('_', ' ')), input,
        h('small', { id: `${id}-values` }, `${o.meaning} (${o.values})`));
    }));
  }

  api('GET', '/api/presets').then((answer) => {
    presets = answer.presets;
    fill(preset, presets.map((p) => h('option', { value: p.preset }, p.description)));
    showOptions();
  }).catch((error) => { message.textContent = error.message; });
  preset.addEventListener('change', showOptions);

  return h('form', {
    class: 'create',
    onsubmit: async (e) => {
      e.preventDefault();
      message.textContent = '';
      const rules = { preset: preset.value };
      for (const input of options.querySelectorAll('[data-option]')) {
        rules[input.dataset.option] = input.dataset.boolean ? input.checked : optionValue(input.value, false);
      }
      try {
        const answer = await api('POST', '/api/tables', { rules, seats: Number(seats.value) });
        location.hash = `#/table/${answer.table.id}`;
      } catch (error) {
        message.textContent = error.message;
      }
    },
  },
  h('h2', {}, 'Open a table'),
  h('label', { for: 'preset' }, 'Game'), preset,
  h('label', { for: 'seats' }, 'Seats'), seats,
  h('details', { open: true }, h('summary', {}, 'Rules'), options),
  h('button', { type: 'submit', id: 'create' }, 'Open the table'),
  message);
}

/**
 * The lobby: the first page of open tables read over HTTP, more on asking, and from then on
 * every change pushed over the socket (no polling): a table that changes is drawn again, one that
 * opens is added once every page is read, one that closes goes.
 */
export function lobbyPage({ main }) {
  const list = h('div', { class: 'tables', 'aria-live': 'polite' });
  const more = h('button', { type: 'button', class: 'more', hidden: true }, 'More tables');
  const create = openForm();
  const shown = new Map(); // id -> listing, in id order when drawn
  let next = null; // the `after` of the next page; null once every page is read
  let failed = null;

  function draw() {
    more.hidden = next === null;
    if (failed) {
      fill(list, h('p', { class: 'error' }, failed));
      return;
    }
    const tables = [...shown.values()].sort((a, b) => a.id - b.id);
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
        h('td', {}, h('a', { href: `#/table/${t.id}`, class: 'button' }, 'Go to the table')))))));
  }

  async function page(after) {
    try {
      const query = after === null ? '' : `?after=${after}`;
      const answer = await api('GET', `/api/tables${query}`);
      for (const t of answer.tables) shown.set(t.id, t);
      next = answer.next;
      failed = null;
    } catch (error) {
      failed = error.message;
    }
    draw();
  }

  // Read afresh: the first page, as it is now.
  function reload() {
    shown.clear();
    next = null;
    return page(null);
  }

  more.addEventListener('click', () => page(next));
  followLobby((message) => {
    for (const t of message.tables) {
      // A table past the pages read comes with its page, when it is asked for.
      if (shown.has(t.id) || next === null) shown.set(t.id, t);
    }
    for (const id of message.closed) shown.delete(id);
    draw();
  });
  const stop = onConnection((connected) => { if (connected) reload(); });
  fill(main, h('h1', {}, 'Lobby'), list, more, create);
  reload();
  return () => {
    stop();
    leaveLobby();
  };
}
