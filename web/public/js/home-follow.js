// The plumbing of a page that follows a table with views (docs/protocol.md, `views: true`): the
// view message kept up to date from each events message, a request's answer in words, the page's
// keys, a redraw that gives the focus back, the turn's ring and the wallet in the top bar. Written
// for the home table's page; nothing in it is the home game's, so another table page may use it.

import { api } from './api.js';
import { announce, h } from './dom.js';
import { request } from './socket.js';

/**
 * The view message `held` brought up to date by an `events` or `caught_up` message: its version,
 * and the turn, seats, seat and view the message carries. `null` while nothing is held yet.
 */
export function foldIn(held, message) {
  if (!held) return null;
  const next = { ...held, version: message.version };
  if ('turn' in message) next.turn = message.turn;
  if ('seat' in message) next.seat = message.seat;
  if (message.seats) next.seats = message.seats;
  if (message.view) next.view = message.view;
  return next;
}

/** What the player is told of a `sit` answered `waiting`. */
export const waitingNotice = (seat) => `You sit down in seat ${seat + 1} when this hand is over.`;

/**
 * Sends a request about `table` (socket.js) and says its answer: `{answer, error, notice}`, the
 * error a refusal's or an error's sentence after `what` ("Buy: ..."), read out as well.
 */
export async function ask(table, message, what) {
  const answer = await request({ table, ...message });
  const said = { answer, error: '', notice: '' };
  if (answer.type === 'refused' || answer.type === 'error') {
    said.error = `${what}: ${answer.message}`;
    announce(said.error);
  } else if (answer.type === 'waiting') {
    said.notice = waitingNotice(answer.seat);
  }
  return said;
}

/** Fetches the account again and shows its wallet in the top bar; a failure waits for the next page. */
export async function showWallet(account) {
  let fresh;
  try {
    fresh = await api('GET', '/api/me');
  } catch {
    return;
  }
  account.wallet = fresh.wallet;
  const shown = document.getElementById('nav-wallet');
  if (shown) shown.textContent = String(fresh.wallet);
}

/**
 * The page's keys: `handle(event)` hears every key that is not typed into a field, not Enter or
 * Space on a focused button or link (those are the control's), and not a shortcut of the browser.
 * Returns the function that stops listening.
 */
export function pageKeys(handle) {
  const listener = (event) => {
    const target = event.target;
    if (target.closest?.('input, select, textarea')) return;
    if ((event.key === 'Enter' || event.key === ' ') && target.closest?.('button, a, summary')) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    handle(event);
  };
  document.addEventListener('keydown', listener);
  return () => document.removeEventListener('keydown', listener);
}

/**
 * Draws `root` afresh with `draw()`. A field being typed in, or a control focused from the
 * keyboard, gets the focus back (found again by its id or its `data-test`); a button clicked with
 * the mouse does not, so that Enter stays the page's own key.
 */
export function redraw(root, draw) {
  const active = document.activeElement;
  let again = null;
  if (active && root.contains(active) &&
      (active.matches('input:not([type="range"]), select') || active.matches(':focus-visible'))) {
    again = { id: active.id, test: active.closest('[data-test]')?.dataset.test };
  }
  draw();
  if (!again || root.contains(document.activeElement)) return;
  const found = (again.id && document.getElementById(again.id)) ||
    (again.test && root.querySelector(`[data-test="${CSS.escape(again.test)}"]`));
  found?.focus();
}

/** Sets a turn's ring to the share of the turn left, and its seconds. */
export function setRing(ring, turn) {
  const left = Math.max(0, turn.deadline - Date.now());
  ring.style.setProperty('--left', String(Math.min(1, left / (turn.length_ms || 15000))));
  const seconds = ring.querySelector('.ring-seconds');
  if (seconds) seconds.textContent = `${Math.ceil(left / 1000)} s`;
}

/** A ring that empties as `turn` runs out (the turn's `deadline` and `length_ms`). */
export function turnRing(turn) {
  const ring = h('div', { class: 'ring', role: 'timer', 'aria-label': 'time left for this turn' }, h('span', { class: 'ring-seconds' }));
  setRing(ring, turn);
  return ring;
}

/** Keeps every ring in `root` running on the page's own clock, from `turn()`; returns the stop. */
export function ringClock(root, turn) {
  const timer = setInterval(() => {
    const now = turn();
    if (now) root.querySelectorAll('.ring').forEach((ring) => setRing(ring, now));
  }, 250);
  return () => clearInterval(timer);
}

/**
 * What a seat offers besides its player: an empty seat **Sit here** (to a spectator) or **Move
 * here** (to a seated player, between hands) and **Add a bot** (between hands); a bot's seat
 * **Remove the bot** (between hands); and, once Sit here is pressed, the chips to bring. `seat` is
 * {index, name, watching, between, sitting, chips}: the seat's player (null if empty), whether the
 * viewer is a spectator, whether seats may change now, whether this seat's form is open, and the
 * chips the form starts from. `on` is {open(), send(message, what), sat()}.
 */
export function seatButtons(seat, on) {
  const { index, name } = seat;
  const button = (test, text, message, what, quiet = true) => h('button', {
    type: 'button', class: quiet ? 'quiet' : null, 'data-test': test, onclick: () => on.send(message, what),
  }, text);
  const buttons = [];
  if (name === null) {
    if (seat.watching) {
      buttons.push(h('button', { type: 'button', 'data-test': `sit-${index}`, onclick: on.open }, 'Sit here'));
    } else if (seat.between) {
      buttons.push(button(`move-${index}`, 'Move here', { type: 'move', seat: index }, 'Move', false));
    }
    if (seat.between) buttons.push(button(`bot-${index}`, 'Add a bot', { type: 'bot', seat: index, add: true }, 'Add a bot'));
    if (seat.sitting) buttons.push(sitForm(index, seat.chips, on));
  } else if (name.endsWith('[bot]') && seat.between) {
    buttons.push(button(`unbot-${index}`, 'Remove the bot', { type: 'bot', seat: index, add: false }, 'Remove the bot'));
  }
  return buttons;
}

function sitForm(index, chips, on) {
  const amount = h('input', { type: 'number', min: 1, value: chips, id: 'sit-chips', inputmode: 'numeric', 'aria-label': 'chips to bring' });
  queueMicrotask(() => amount.focus());
  return h('form', {
    class: 'sit',
    onsubmit: (event) => {
      event.preventDefault();
      on.send({ type: 'sit', seat: index, chips: Number(amount.value) }, 'Sit down').then(on.sat);
    },
  }, h('label', { for: 'sit-chips' }, 'Chips to bring'), amount, h('button', { type: 'submit', 'data-test': 'sit-confirm' }, 'Sit down'));
}

/** Under the controls: the last refusal (an alert) and the last notice. */
export function answerLines(error, notice) {
  return [
    h('p', { class: 'error', role: 'alert', 'data-test': 'error' }, error),
    h('p', { class: 'notice', role: 'status' }, notice),
  ];
}

/** The page's keys, folded away: `keys` is [[key, what it does], ...]. */
export function keysBox(keys) {
  return h('details', { class: 'keys' }, h('summary', {}, 'Keys'),
    h('dl', {}, keys.flatMap(([key, what]) => [h('dt', {}, key), h('dd', {}, what)])));
}

/**
 * The log of the table's events in words, newest last. The page's live region reads each line out
 * as it comes, so the list is not a live region itself.
 */
export function logBox(title, lines) {
  const list = h('ol', { role: 'log', 'aria-live': 'off', 'data-test': 'log' }, lines.map((line) => h('li', {}, line)));
  queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
  return h('section', { class: 'log', 'aria-label': title.toLowerCase() }, h('h2', {}, title), list);
}

/** The table's heading: its number, its rules in a line, and the links to its rules page and the lobby. */
export function tableHead(table, rulesLine) {
  return h('div', { class: 'table-head' },
    h('h1', {}, `Table ${table}`),
    h('p', {}, rulesLine, ' · ', h('a', { href: `#/rules/${table}` }, 'the rules'), ' · ', h('a', { href: '#/' }, 'lobby')));
}
