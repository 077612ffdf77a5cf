// The lobby: one click to play each game (a seat found at a table of its preset, or a table
// opened); the open tables by game with their rules, players and watchers, paged and kept current
// by the socket; and a table of one's own, its options in words. Back from a casino table, the
// coach's report of the session there.

import { api } from '../api.js';
import { cardSvg } from '../cards.js';
import { h, fill, markup } from '../dom.js';
import { NO_LIMIT, optionField, optionLabel } from '../options.js';
import { followLobby, leaveLobby, onConnection } from '../socket.js';
import { canSay, say } from '../speech.js';
import { reportPanel, takeLeftReport } from '../games/casino/report.js';

/** A game's name, by its preset (or its game): "Casino Pontoon"; one not known, as itself. */
export function gameName(preset) {
  const id = `page-game-${preset}`;
  return canSay(id) ? say(id) : String(preset);
}

export function describeRules(rules) {
  return say('page-rules-line', { game: gameName(rules.preset), stakes: stakesLine(rules) });
}

/** A rule's number as a line says it: a rule a game does not have, as "?". */
const given = (value) => (typeof value === 'number' || typeof value === 'string' ? value : '?');

/** A table's bets in a line, without its game's name (the lobby's groups say it). */
export function stakesLine(rules) {
  if (rules.preset === 'palace') {
    return say('page-stakes-palace', {
      betting: rules.betting === 'no_limit' ? 'no_limit' : 'limit', small: given(rules.small_bet), big: given(rules.big_bet),
    });
  }
  const stakes = { min: given(rules.min_stake), max: given(rules.max_stake) };
  return rules.packs ? say('page-stakes-packs', { ...stakes, packs: rules.packs }) : say('page-stakes', stakes);
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
 * The games to play at one click, in the order a newcomer meets them: each preset with the cards
 * its picture shows (its name is `page-game-PRESET`, its line `page-line-PRESET`).
 */
export const PLAY = [
  { preset: 'casino', cards: ['AS', 'KH'] },
  { preset: 'pontoon-blackjack', cards: ['AD', 'QC'] },
  { preset: 'traditional', cards: ['7H', '7D', '7C'] },
  { preset: 'shoot', cards: ['5S', '4H', 'TD'] },
  { preset: 'palace', cards: ['QS', 'QH', '9C'] },
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
  }, say('page-play', { game: gameName(game.preset) }));
  return h('li', { class: 'game', 'data-test': `game-${game.preset}` },
    markup('div', { class: 'picture', 'aria-hidden': 'true' }, game.cards.map(cardSvg).join('')),
    h('h3', {}, gameName(game.preset)),
    h('p', {}, say(`page-line-${game.preset}`)),
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
      value: unbounded ? '' : value, placeholder: field.max === null ? say('page-no-limit') : undefined,
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
    fill(preset, presets.map((p) => h('option', { value: p.preset }, gameName(p.preset))));
    showOptions();
  }).catch((error) => { message.textContent = error.message; });
  preset.addEventListener('change', showOptions);

  return h('details', { class: 'own', 'data-test': 'own-table' },
    h('summary', {}, say('page-own-table')),
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
    h('p', {}, say('page-own-intro')),
    h('label', { for: 'preset' }, say('page-own-game')), preset,
    h('label', { for: 'seats' }, say('page-own-seats')), seats,
    h('fieldset', {}, h('legend', {}, say('page-own-rules')), options),
    h('button', { type: 'submit', id: 'create' }, say('page-own-open')),
    message));
}

/** A table's seats in words: who sits (and who is away), and how many are free. */
export function seatsWords(seats, away = []) {
  const named = (name, i) => {
    if (away.includes(i)) return say('page-seat-away', { name });
    const bot = / \[bot\]$/.exec(name);
    return bot ? say('page-seat-bot', { name: name.slice(0, bot.index) }) : name;
  };
  const taken = seats.map((name, i) => name && named(name, i)).filter(Boolean);
  const free = seats.length - taken.length;
  if (!taken.length) return say('page-seats-nobody', { free });
  return say(free ? 'page-seats-free' : 'page-seats-full', { players: taken.join(', '), free });
}

/**
 * The lobby: the first page of open tables read over HTTP, more on asking, and from then on
 * every change pushed over the socket (no polling): a table that changes is drawn again, one that
 * opens is added once every page is read, one that closes goes.
 */
export function lobbyPage({ main }) {
  const list = h('div', { class: 'tables', 'aria-live': 'polite' });
  const more = h('button', { type: 'button', class: 'more', hidden: true }, say('page-more-tables'));
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
      fill(list, h('p', {}, say('page-no-tables')));
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
      h('caption', {}, gameName(key)),
      h('thead', {}, h('tr', {}, ['table', 'bets', 'players', 'watching', 'go'].map((t) => h('th', { scope: 'col' }, say(`page-col-${t}`))))),
      h('tbody', {}, ts.map((t) => h('tr', {},
        h('td', {}, `#${t.id}`),
        h('td', {}, stakesLine(t.rules)),
        h('td', {}, seatsWords(t.seats, t.away)),
        h('td', { class: 'number' }, String(t.watching)),
        h('td', {}, h('a', { href: `#/table/${t.id}`, class: 'button', 'aria-label': say('page-go-label', { table: String(t.id) }) }, say('page-go')))))))));
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
  // Back from a casino table still seated: the coach's report of the session so far, once.
  const left = takeLeftReport(sessionStorage);
  let report = null;
  if (left) {
    const away = () => report?.remove();
    report = reportPanel(left.table, left.after, { close: away, empty: away });
  }
  fill(main, h('h1', {}, say('page-lobby')),
    report,
    h('section', { class: 'play', 'aria-labelledby': 'play-now' },
      h('h2', { id: 'play-now' }, say('page-play-now')),
      h('ul', { class: 'games' }, PLAY.map(playCard))),
    h('section', { 'aria-labelledby': 'open-tables' },
      h('h2', { id: 'open-tables' }, say('page-open-tables')), list, more),
    create);
  reload();
  return () => {
    stop();
    leaveLobby();
  };
}
