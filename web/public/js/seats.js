// The seats of a table page, as every game's page draws them: a seat's frame and its label for
// screen readers, its player's name and chips, and what a seat offers besides its player (Sit
// here with the chips to bring, Move here, Add a bot, Remove the bot), Stand up, and the line a
// spectator reads instead of controls; and how a felt is seen (the viewer's seat, the names,
// the turn), live or in a replay. What a seat holds of the game is the game's page's.

import { chips, h } from './dom.js';

/**
 * How each game's felt is seen, besides its view (its `sight`): `seat`, the viewer's seat (null for a
 * spectator); `names`, each seat's player (null for an empty seat); `turn`, the turn whose ring
 * the seat on turn has (null: no seat is marked on turn); `seatButtons(index, name)`, what a seat
 * offers besides its player (seatButtons below; absent: nothing). The live page's sight is its
 * hold's (follow.js) with its seat buttons; a replay's is this one: a spectator's, with no turn
 * and nothing to press.
 */
export function replaySight(view) {
  return { seat: null, names: view.players.map((p) => p.name || null), turn: null, seatButtons: null };
}

/**
 * A live page's sight: its hold's (follow.js), each seat offering what it may (seatButtons below)
 * with the page's `offer`: {between, chips, min}.
 */
export function liveSight(hold, offer) {
  return { ...hold.sight(), seatButtons: (index, name) => seatButtons({ index, name, ...offer }, hold) };
}

/** Seat `index` as a felt draws it from the view and the sight: {player, name, mine, onTurn}. */
export function seatOf(view, sight, index) {
  return {
    player: view.players[index],
    name: sight.names[index] ?? null,
    mine: sight.seat === index,
    onTurn: sight.turn?.seat === index,
  };
}

/** What the sight's seat buttons give seat `index` of player `name`, or nothing. */
export function seatExtras(sight, index, name) {
  return sight.seatButtons ? sight.seatButtons(index, name) : null;
}

/**
 * A seat's frame: `seat` is {index, name, mine, onTurn, classes, also}: the seat's player (null
 * if empty), whether it is the viewer's own and whether it is on turn, the game's own classes
 * (['pal-seat', 'out']) and what its label says of it besides (', the bank').
 */
export function seatFrame({ index, name, mine, onTurn, classes = [], also = '' }, parts) {
  return h('section', {
    class: ['seat', mine && 'mine', onTurn && 'on-turn', !name && 'free', ...classes].filter(Boolean).join(' '),
    'aria-label': `seat ${index + 1}${name ? `: ${name}` : ', free'}${also}${mine ? ', your seat' : ''}${onTurn ? ', on turn' : ''}`,
    'data-test': `seat-${index}`,
  }, parts);
}

/** The seat's player, "(you)" after the viewer's own, or the free seat's number. */
export function seatTitle(index, name, mine, tag = 'div') {
  return h(tag, { class: 'seat-name' }, name ?? `Seat ${index + 1}: free`, mine ? ' (you)' : '');
}

/** The chips in front of the seat's player. */
export function seatChips(index, held) {
  return h('div', { class: 'seat-chips', 'data-test': `chips-${index}` }, `${chips(held)} chips`);
}

/**
 * What a seat offers besides its player: an empty seat **Sit here** (to a spectator) or **Move
 * here** (to a seated player, between hands) and **Add a bot** (between hands); a bot's seat
 * **Remove the bot** (between hands); and, once Sit here is pressed, the chips to bring. `seat` is
 * {index, name, between, chips, min}: the seat's player (null if empty), whether seats may change
 * now, and the chips the form starts from and the least it takes (1 unless given). `hold` is the
 * page's hold on its table (follow.js): the viewer's seat, the seat whose form is open
 * (`sitting`), and the requests.
 */
export function seatButtons({ index, name, between, chips: bring, min = 1 }, hold) {
  const send = (message, what) => {
    hold.sitting = null;
    return hold.send(message, what);
  };
  const button = (test, text, message, what, quiet = true) => h('button', {
    type: 'button', class: quiet ? 'quiet' : null, 'data-test': test, onclick: () => send(message, what),
  }, text);
  const open = () => {
    hold.sitting = index;
    hold.render();
  };
  const buttons = [];
  if (name === null) {
    if (hold.seat() === null) {
      buttons.push(h('button', { type: 'button', 'data-test': `sit-${index}`, onclick: open }, 'Sit here'));
    } else if (between) {
      buttons.push(button(`move-${index}`, 'Move here', { type: 'move', seat: index }, 'Move', false));
    }
    if (between) buttons.push(button(`bot-${index}`, 'Add a bot', { type: 'bot', seat: index, add: true }, 'Add a bot'));
    if (hold.sitting === index) buttons.push(sitForm(index, { bring, min }, send, hold.wallet));
  } else if (name.endsWith('[bot]') && between) {
    buttons.push(button(`unbot-${index}`, 'Remove the bot', { type: 'bot', seat: index, add: false }, 'Remove the bot'));
  }
  return h('div', { class: 'seat-buttons' }, buttons);
}

function sitForm(index, { bring, min }, send, sat) {
  const amount = h('input', { type: 'number', min, value: bring, id: 'sit-chips', inputmode: 'numeric', 'aria-label': 'chips to bring' });
  queueMicrotask(() => amount.focus());
  return h('form', {
    class: 'sit',
    onsubmit: (event) => {
      event.preventDefault();
      send({ type: 'sit', seat: index, chips: Number(amount.value) }, 'Sit down').then(sat);
    },
  }, h('label', { for: 'sit-chips' }, 'Chips to bring'), amount, h('button', { type: 'submit', 'data-test': 'sit-confirm' }, 'Sit down'));
}

/** **Stand up** (between hands), and the wallet shown afresh once the chips are back in it. */
export function standButton(hold) {
  return h('button', {
    type: 'button', class: 'quiet', 'data-test': 'stand', onclick: () => hold.send({ type: 'stand' }, 'Stand up').then(hold.wallet),
  }, 'Stand up');
}

/** What a spectator reads where a player's controls are. */
export function watchingHint() {
  return h('p', { class: 'hint' }, 'You are watching. Choose a free seat to sit down.');
}
