// The lobby: one click to play each game (a seat found at a table of its preset, or a table
// opened); the open tables by game with their rules, players and watchers, paged and kept current
// by the socket; and a table of one's own, its options in words.

import { api } from '../api.js';
import { cardSvg } from '../cards.js';
import { h, fill, markup } from '../dom.js';
import { NO_LIMIT, optionField, optionLabel } from '../options.js';
import { followLobby, leaveLobby, onConnection } from '../socket.js';

const GAMES = {
  casino: 'Casino Pontoon', 'pontoon-blackjack': 'Pontoon Blackjack',
  traditional: 'Pontoon', shoot: 'Shoot Pontoon', palace: 'Palace Poker',
};

export function describeRules(rules) {
  return `${GAMES[rules.preset] ?? rules.preset}: ${stakesLine(rules)}`;
}

/** A table's bets in a line, without its game's name (the lobby's groups say it). */
export function stakesLine(rules) {
  if (rules.preset === 'palace') {
    return `${rules.betting === 'no_limit' ? 'no-limit' : 'limit'} ${rules.small_bet}/${rules.big_bet}`;
  }
  const packs = rules.packs ? `, ${rules.packs} pack${rules.packs === 1 ? '' : 's'}` : '';
  return `bets ${rules.min_stake} to ${rules.max_stake}${packs}`;
}

/** A field's text as the option's value: a number, true or false, or the text itself ("none"). */
export function optionValue(text, wasBoolean) {
  if (wasBoolean) return Boolean(text);
  const trimmed = String(text).trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  return trimmed;
}

/**
 * The games to play at one click, in the order a newcomer meets them: each preset with its name,
 * a line, and the cards its picture shows.
 */
export const PLAY = [
  { preset: 'casino', name: 'Casino Pontoon', line: 'Against the house, from an 8-pack shoe: beat the dealer without going over 21.', cards: ['AS', 'KH'] },
  { preset: 'pontoon-blackjack', name: 'Pontoon Blackjack', line: 'The house banks from one pack, shuffled before every round.', cards: ['AD', 'QC'] },
  { preset: 'traditional', name: 'Pontoon', line: 'The home game: a player holds the bank, and a Pontoon takes it.', cards: ['7H', '7D', '7C'] },
  { preset: 'shoot', name: 'Shoot Pontoon', line: 'The banker puts up a kitty, and each player may shoot at it.', cards: ['5S', '4H', 'TD'] },
  { preset: 'palace', name: 'Palace Poker', line: 'Every bet is a heads-up battle: your banner and soldiers against one rival.', cards: ['QS', 'QH', '9C'] },
];

/** One game to play: its picture, its name and line, and Play, which finds a seat or opens a table. */
function playCard(game) {
  const error = h('p', { class: 'error', role: 'alert', 'data-test': `play-error-${game.preset}` });
  const button = h('button', {
    type: 'button', class: 'primary', 'data-test': `play-${game.preset}`,
    onclick: async () => {
      error.textContent = '';
      button.disabled = true;
      try {
        const found = await api('POST', '/api/tables/quick', { preset: game.preset });
        // The table's page sits down in the seat found (with the buy-in it offers) and asks
        // for the bots a new table needs: kept for it in this tab.
        if (!found.seated) sessionStorage.setItem(`quick:${found.table}`, JSON.stringify({ seat: found.seat, bots: found.bots }));
        location.hash = `#/table/${found.table}`;
      } catch (e) {
        error.textContent = e.message;
        button.disabled = false;
      }
    },
  }, `Play ${game.name}`);
  return h('li', { class: 'game', 'data-test': `game-${game.preset}` },
    markup('div', { class: 'picture', 'aria-hidden': 'true' }, game.cards.map(cardSvg).join('')),
    h('h3', {}, game.name),
    h('p', {}, game.line),
    button, error);
}

/** An option's field, from its value now and its values' formula (options.js). */
function optionInput(name, value, values, meaning) {
  const id = `opt-${name}`;
  const field = optionField(value, values);
  const label = h('label', { for: id }, optionLabel(name));
  const said = h('small', { id: `${id}-values` }, meaning, field.hint ? ` (${field.hint})` : '');
  let input;
  if (field.kind === 'yes') {
    input = h('input', { id, type: 'checkbox', checked: value, 'data-option': name, 'data-boolean': 'yes', 'aria-describedby': `${id}-values` });
  } else if (field.kind === 'choice') {
    input = h('select', { id, 'data-option': name, 'aria-describedby': `${id}-values` },
      field.choices.map(([v, words], i) => h('option', { value: String(i), selected: Math.abs(Number(v) - Number(value)) < 1e-9 || v === value }, words)));
    input.choices = field.choices;
  } else {
    const unbounded = typeof value === 'number' && value >= NO_LIMIT;
    input = h('input', {
      id, type: 'number', inputmode: 'numeric', min: field.min, max: field.max ?? undefined, step: 1,
      value: unbounded ? '' : value, placeholder: field.max === null ? 'no limit' : undefined,
      'data-option': name, 'aria-describedby': `${id}-values`,
    });
  }
  return h('div', { class: `option${field.kind === 'yes' ? ' yes' : ''}` }, label, input, said);
}

/** What an option's field says: its value (an empty number field: the preset's own). */
function fieldValue(input) {
  if (input.dataset.boolean) return input.checked;
  if (input.choices) return input.choices[Number(input.value)][0];
  return input.value === '' ? undefined : optionValue(input.value, false);
}

/** "A table of your own": a game, then each of its options with the preset's value, in words. */
function openForm() {
  const message = h('p', { class: 'error', role: 'alert' });
  const preset = h('select', { id: 'preset' });
  const options = h('div', { class: 'options' });
  const seats = h('input', { id: 'seats', type: 'number', min: 1, max: 12, value: 3, inputmode: 'numeric' });
  let presets = [];

  function showOptions() {
    const chosen = presets.find((p) => p.preset === preset.value);
    if (!chosen) return fill(options);
    fill(options, chosen.options.map((o) => optionInput(o.name, chosen.rules[o.name], o.values, o.meaning)));
  }

  api('GET', '/api/presets').then((answer) => {
    // In the order the lobby plays them: the casino's first.
    const order = (p) => { const i = PLAY.findIndex((g) => g.preset === p.preset); return i < 0 ? PLAY.length : i; };
    presets = [...answer.presets].sort((a, b) => order(a) - order(b));
    fill(preset, presets.map((p) => h('option', { value: p.preset }, GAMES[p.preset] ?? p.preset)));
    showOptions();
  }).catch((error) => { message.textContent = error.message; });
  preset.addEventListener('change', showOptions);

  return h('details', { class: 'own', 'data-test': 'own-table' },
    h('summary', {}, 'A table of your own'),
    h('form', {
      class: 'create',
      onsubmit: async (e) => {
        e.preventDefault();
        message.textContent = '';
        const rules = { preset: preset.value };
        for (const input of options.querySelectorAll('[data-option]')) {
          const value = fieldValue(input);
          if (value !== undefined) rules[input.dataset.option] = value;
        }
        try {
          const answer = await api('POST', '/api/tables', { rules, seats: Number(seats.value) });
          location.hash = `#/table/${answer.table.id}`;
        } catch (error) {
          message.textContent = error.message;
        }
      },
    },
    h('p', {}, 'Choose a game and its rules; you may seat bots at it once it is open.'),
    h('label', { for: 'preset' }, 'Game'), preset,
    h('label', { for: 'seats' }, 'Seats'), seats,
    h('fieldset', {}, h('legend', {}, 'Rules'), options),
    h('button', { type: 'submit', id: 'create' }, 'Open the table'),
    message));
}

/** A table's seats in words: who sits (and who is away), and how many are free. */
function seatsWords(seats, away = []) {
  const taken = seats.map((name, i) => name && (away.includes(i) ? `${name} (away)` : name.replace(/ \[bot\]$/, ' (bot)')))
    .filter(Boolean);
  const free = seats.length - taken.length;
  return `${taken.length ? taken.join(', ') : 'nobody yet'}${free ? ` · ${free} free` : ' · full'}`;
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
      fill(list, h('p', {}, 'No table is open yet: press Play above, and one opens for you.'));
      return;
    }
    // By game, in the order the lobby plays them.
    const groups = new Map(PLAY.map((g) => [g.preset, []]));
    for (const t of tables) {
      const key = groups.has(t.rules.preset) ? t.rules.preset : t.game;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(t);
    }
    fill(list, [...groups].filter(([, ts]) => ts.length).map(([key, ts]) => h('table', { 'data-test': `tables-${key}` },
      h('caption', {}, GAMES[key] ?? key),
      h('thead', {}, h('tr', {}, ['Table', 'Bets', 'Players', 'Watching', 'Go'].map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, ts.map((t) => h('tr', {},
        h('td', {}, `#${t.id}`),
        h('td', {}, stakesLine(t.rules)),
        h('td', {}, seatsWords(t.seats, t.away)),
        h('td', { class: 'number' }, String(t.watching)),
        h('td', {}, h('a', { href: `#/table/${t.id}`, class: 'button', 'aria-label': `go to table ${t.id}` }, 'Go'))))))));
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
  fill(main, h('h1', {}, 'Lobby'),
    h('section', { class: 'play', 'aria-labelledby': 'play-now' },
      h('h2', { id: 'play-now' }, 'Play now'),
      h('ul', { class: 'games' }, PLAY.map(playCard))),
    h('section', { 'aria-labelledby': 'open-tables' },
      h('h2', { id: 'open-tables' }, 'Open tables'), list, more),
    create);
  reload();
  return () => {
    stop();
    leaveLobby();
  };
}
