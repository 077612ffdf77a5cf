// The seats of a table page, as every game's page draws them: a seat's frame and its label for
// screen readers, its player's name and chips, what a seat offers besides its player (Sit here
// with the chips to bring, Move here, Add a bot, Remove the bot, Bring more chips), what it shows
// of the changes kept for the round's end and of a player away, Stand up (or Stay), and the line
// a spectator reads instead of controls; and how a felt is seen (the viewer's seat, the names,
// the turn), live or in a replay. What a seat holds of the game is the game's page's.

import { h } from './dom.js';
import { say } from './speech.js';

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
 * with the page's `offer`: {min}, the least a seat takes. On the page's first view after the lobby's Play
 * found a seat here, it sits down there (and asks for the bots a new table needs).
 */
export function liveSight(hold, offer) {
  quickSeat(hold, offer);
  return { ...hold.sight(), seatButtons: (index, name) => seatButtons({ index, name, ...offer }, hold) };
}

/**
 * The chips a person brings to a seat unless they say otherwise: twenty of the table's largest
 * bets (a Palace table's big bets), but no more than a quarter of the wallet, so that the wallet
 * keeps chips for another table and for topping up, unless that is under twenty of the table's
 * smallest bets; never more than the wallet holds.
 */
export function buyIn(rules, wallet = 0, least = 1) {
  const largest = rules?.max_stake ?? rules?.big_bet ?? 50;
  const smallest = rules?.min_stake ?? rules?.small_bet ?? least;
  const share = Math.max(Math.floor(wallet / 4), 20 * smallest, least);
  return Math.max(0, Math.min(wallet, 20 * largest, share));
}

/** Sits down where the lobby's Play found a seat, once: the seat and bots kept in this tab. */
function quickSeat(hold, offer) {
  const table = hold.message?.table;
  const key = `quick:${table}`;
  const kept = table === undefined ? null : sessionStorage.getItem(key);
  if (!kept) return;
  sessionStorage.removeItem(key);
  let found;
  try {
    found = JSON.parse(kept);
  } catch {
    return;
  }
  if (hold.seat() !== null || !Number.isInteger(found?.seat)) return;
  const chips = buyIn(hold.view()?.rules, hold.account?.wallet, offer.min);
  queueMicrotask(async () => {
    const answer = await hold.send({ type: 'sit', seat: found.seat, chips }, say('table-sit-down'));
    if (answer?.type !== 'accepted') return;
    for (const seat of found.bots ?? []) await hold.send({ type: 'bot', seat, add: true }, say('table-add-bot'));
    hold.wallet();
  });
}

/** The seat changes kept for the next seam, from the view message: each `{seat, change, to, name}`. */
const keptOf = (hold) => hold.message?.kept ?? [];

/** What the seat shows of a change kept for it, in words, or null. */
export function keptWords(note, names) {
  switch (note.change) {
    case 'sit': return say('table-kept-sit', { name: note.name });
    case 'stand': return say('table-kept-stand');
    case 'move': return say('table-kept-move', { seat: note.to + 1 });
    case 'top_up': return say('table-kept-top-up');
    case 'bot_in': return say('table-kept-bot-in');
    case 'bot_out': {
      const bot = names?.[note.seat];
      return bot === null || bot === undefined ? say('table-kept-bot-out') : say('table-kept-bot-out-named', { name: bot });
    }
    default: return null;
  }
}

/** What the seat a player moves to shows of them: "Ann moves here after this round". */
function movingHere(name) {
  return name === null || name === undefined ? say('table-kept-move-here') : say('table-kept-move-here-named', { name });
}

/** A seat's notes: what is kept for it and whether its person is away, each a line. */
function seatNotes(index, hold) {
  const notes = keptOf(hold).filter((k) => k.seat === index || (k.change === 'move' && k.to === index))
    .map((k) => (k.seat === index ? keptWords(k, hold.message?.seats) : movingHere(hold.seatName(k.seat))));
  const away = (hold.message?.away ?? []).includes(index);
  return [
    ...notes.map((text) => h('p', { class: 'seat-note kept', 'data-test': `kept-${index}` }, text)),
    away ? h('p', { class: 'seat-note away', 'data-test': `away-${index}`, title: awayRule() }, say('table-away')) : null,
  ];
}

/** What being away means, said where the seat says "away". */
export function awayRule() {
  return say('table-away-rule');
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
    // A label is a list of what is so of the seat: each item the catalogue's, the game's after the first.
    'aria-label': [
      (name ? say('table-seat-label', { seat: index + 1, name }) : say('table-seat-label-free', { seat: index + 1 })) + also,
      mine ? say('table-seat-label-mine') : null,
      onTurn ? say('table-seat-label-on-turn') : null,
    ].filter(Boolean).join(', '),
    'data-test': `seat-${index}`,
  }, parts);
}

/** The seat's player, "(you)" after the viewer's own, or the free seat's number. */
export function seatTitle(index, name, mine, tag = 'div') {
  return h(tag, { class: 'seat-name' }, name ?? say('table-seat-free', { seat: index + 1 }), mine ? ` ${say('table-you')}` : '');
}

/** The chips in front of the seat's player. */
export function seatChips(index, held) {
  return h('div', { class: 'seat-chips', 'data-test': `chips-${index}` }, say('table-chips', { count: Number(held) }));
}

/**
 * What a seat offers besides its player, and what it shows of the changes kept for it: an empty
 * seat **Sit here** (to a spectator) or **Move here** (to a seated player) and **Add a bot** (at a
 * game whose bots come at several levels, the choice of them: `botChoice`); a bot's seat **Remove
 * the bot**; the viewer's own seat **Bring more chips**. Each may be asked for at any moment:
 * during a round the server keeps it for the round's end, and the seat says so ("leaves after this
 * round"). `seat` is {index, name, chips, min}: the seat's player (null if empty) and the least a
 * sit takes (1 unless given). `hold` is the page's hold on its table (follow.js): the viewer's
 * seat, the seat whose form is open (`sitting`) or whose choice of bot is (`choosing`), the bots'
 * levels, and the requests.
 */
export function seatButtons({ index, name, min = 1 }, hold) {
  const send = (message, what) => {
    hold.sitting = null;
    hold.choosing = null;
    return hold.send(message, what);
  };
  const button = (test, text, message, what, quiet = true) => h('button', {
    type: 'button', class: quiet ? 'quiet' : null, 'data-test': test, onclick: () => send(message, what),
  }, text);
  const open = () => {
    hold.sitting = index;
    hold.choosing = null;
    hold.render();
  };
  const kept = keptOf(hold);
  const reserved = kept.some((k) => (k.change === 'sit' || k.change === 'bot_in') && k.seat === index)
    || kept.some((k) => k.change === 'move' && k.to === index);
  const buttons = [];
  if (name === null && !reserved) {
    if (hold.seat() === null) {
      if (!kept.some((k) => k.change === 'sit' && k.name === hold.account?.name)) {
        buttons.push(h('button', { type: 'button', 'data-test': `sit-${index}`, onclick: open }, say('table-sit-here')));
      }
    } else {
      buttons.push(button(`move-${index}`, say('table-move-here'), { type: 'move', seat: index }, say('table-move'), false));
    }
    if (hold.levels.length > 1) buttons.push(...botChoice(index, hold, send));
    else buttons.push(button(`bot-${index}`, say('table-add-bot'), { type: 'bot', seat: index, add: true }, say('table-add-bot')));
    if (hold.sitting === index) buttons.push(sitForm(index, { rules: hold.view()?.rules, min }, send, hold));
  } else if (name?.endsWith('[bot]') && !kept.some((k) => k.change === 'bot_out' && k.seat === index)) {
    buttons.push(button(`unbot-${index}`, say('table-remove-bot'), { type: 'bot', seat: index, add: false }, say('table-remove-bot')));
  } else if (name !== null && hold.seat() === index) {
    buttons.push(topUpForm(index, hold, send));
  }
  return h('div', { class: 'seat-buttons' }, seatNotes(index, hold), buttons);
}

/** Each level of bot as its button says it; the strongest says so. */
const LEVEL_WORDS = {
  best: 'table-bot-best', standard: 'table-bot-standard', cautious: 'table-bot-cautious', bold: 'table-bot-bold',
};

/**
 * **Add a bot** at a game whose bots come at several levels (`hold.levels`, best first): a button
 * that opens, under the seat's line, a button for each level, and closes it again. The seat stays
 * a line until asked, and a choice is a press: the bot is asked for at once, at its level, and the
 * choice closes, as it does on Escape or on Add a bot again, the focus back on Add a bot. It
 * opens on the standard bot, so that Enter adds the bot every game has, as one press did before.
 */
function botChoice(index, hold, send) {
  const open = hold.choosing === index;
  const group = `bot-levels-${index}`;
  const toggle = () => hold.root.querySelector(`[data-test="bot-${index}"]`);
  const shut = () => {
    hold.choosing = null;
    hold.render();
    toggle()?.focus();
  };
  const onkeydown = (event) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    shut();
  };
  const add = h('button', {
    type: 'button',
    class: 'quiet',
    'data-test': `bot-${index}`,
    'aria-expanded': String(open),
    'aria-controls': open ? group : null,
    onkeydown,
    onclick: () => {
      if (open) {
        shut();
        return;
      }
      hold.choosing = index;
      hold.sitting = null;
      hold.render();
      hold.root.querySelector(`[data-test="bot-standard-${index}"]`)?.focus();
    },
  }, say('table-add-bot'));
  if (!open) return [add];
  const levels = hold.levels.map((level) => h('button', {
    type: 'button',
    // The strongest in the gold border of the room's buttons, the others quiet.
    class: level === 'best' ? null : 'quiet',
    'data-test': `bot-${level}-${index}`,
    onclick: () => send({ type: 'bot', seat: index, add: true, level }, say('table-add-bot')),
  }, say(LEVEL_WORDS[level])));
  return [add, h('div', {
    class: 'bot-levels', role: 'group', id: group, 'data-test': group, 'aria-label': say('table-bot-levels', { seat: index + 1 }), onkeydown,
  }, levels)];
}

/** Chips at the person's other tables, in words ("200 at table 3"), from the account. */
function elsewhere(account, table) {
  // A table's number names it: written as it is, not as a count.
  return (account?.seated ?? []).filter((s) => s.table !== table)
    .map((s) => say('table-chips-at-table', { chips: Number(s.chips), table: String(s.table) }));
}

function sitForm(index, { rules, min }, send, hold) {
  const wallet = hold.account?.wallet ?? 0;
  const amount = h('input', {
    type: 'number', min, value: buyIn(rules, wallet, min), id: 'sit-chips', inputmode: 'numeric', 'aria-describedby': 'sit-wallet',
  });
  queueMicrotask(() => amount.focus());
  const others = elsewhere(hold.account, hold.message?.table);
  // The server's refusal says why in words, where the browser's own check would only pop up.
  return h('form', {
    class: 'sit',
    novalidate: true,
    onsubmit: (event) => {
      event.preventDefault();
      send({ type: 'sit', seat: index, chips: Number(amount.value) }, say('table-sit-down')).then(hold.wallet);
    },
  }, h('label', { for: 'sit-chips' }, say('table-chips-to-bring')), amount,
  h('small', { id: 'sit-wallet', 'data-test': 'sit-wallet' }, others.length
    ? say('table-wallet-holds-elsewhere', { chips: wallet, elsewhere: others.join(', ') })
    : say('table-wallet-holds', { chips: wallet })),
  h('button', { type: 'submit', 'data-test': 'sit-confirm' }, say('table-sit-down')));
}

/** The viewer's own seat: more chips from the wallet (at the round's end if one is in play). */
function topUpForm(index, hold, send) {
  const wallet = hold.account?.wallet ?? 0;
  if (wallet <= 0) return null;
  const amount = h('input', { type: 'number', min: 1, value: Math.min(wallet, buyIn(hold.view()?.rules, wallet)), id: 'top-up-chips', inputmode: 'numeric', 'aria-label': say('table-chips-to-bring-label') });
  return h('details', { class: 'top-up', 'data-test': 'top-up' },
    h('summary', {}, say('table-bring-more')),
    h('form', {
      novalidate: true,
      onsubmit: (event) => {
        event.preventDefault();
        send({ type: 'top_up', chips: Number(amount.value) }, say('table-bring-more')).then(hold.wallet);
      },
    }, amount, h('button', { type: 'submit', 'data-test': 'top-up-confirm' }, say('table-bring-them')),
    h('small', {}, say('table-from-wallet', { chips: wallet }))));
}

/**
 * **Stand up**, or, once asked for during a round and kept for its end, **Stay** (which takes back
 * whatever the person asked to change); and the wallet shown afresh once the chips are back in it.
 */
export function standButton(hold) {
  const me = hold.account?.name;
  const mine = keptOf(hold).filter((k) => (k.change === 'sit' ? k.name === me : k.seat === hold.seat()) && k.change !== 'bot_in' && k.change !== 'bot_out');
  if (mine.length) {
    return h('button', {
      type: 'button', class: 'quiet', 'data-test': 'stay', onclick: () => hold.send({ type: 'stay' }, say('table-stay')),
    }, mine[0].change === 'stand' ? say('table-stay-at-table') : say('table-stay-where-i-am'));
  }
  return h('button', {
    type: 'button', class: 'quiet', 'data-test': 'stand', onclick: () => hold.send({ type: 'stand' }, say('table-stand-up')).then(hold.wallet),
  }, say('table-stand-up'));
}

/**
 * What a spectator reads where a player's controls are: that they are watching, or, once they
 * asked to sit during a round, where they sit when it ends (and **Don't sit**, which takes it back).
 */
export function watchingHint(hold) {
  const waiting = keptOf(hold ?? {}).find((k) => k.change === 'sit' && k.name === hold?.account?.name);
  if (waiting) {
    return h('div', { class: 'hint', 'data-test': 'waiting' },
      h('p', {}, say('table-waiting-sit', { seat: waiting.seat + 1, until: 'round' })),
      h('button', { type: 'button', class: 'quiet', 'data-test': 'stay', onclick: () => hold.send({ type: 'stay' }, say('table-dont-sit')) }, say('table-dont-sit')));
  }
  return h('p', { class: 'hint' }, say('table-watching'));
}
