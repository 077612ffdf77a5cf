// A casino table (docs/rules/casino.md §5.8): the dealer and the seats, your own
// seat lit, the chips and the bet (drawn as stacks of chips on your seat, as on a felt), Deal and
// Pass, exactly the legal moves (each button with its key), the turn's ring, the box over each
// hand, each result in words, the round's log; all of it from the server's views. The felt (the
// dealer and the seats) is drawn from a view alone, for a hand's replay as well.

import { Bet, CHIPS, betCaps, chipRefusal } from '../../bet.js';
import { cardSvg } from '../../cards.js';
import { h, markup, chips, fill, announce } from '../../dom.js';
import { followTable } from '../../follow.js';
import { BUTTON_KEYS, keyAction, KEYS } from './keys.js';
import { keyOf, keysBox, withKey } from '../../keys.js';
import { turnRing } from '../../ring.js';
import {
  liveSight, seatChips, seatExtras, seatFrame, seatOf, seatTitle, standButton, watchingHint,
} from '../../seats.js';
import { answerLines, logBox, tableHead } from '../../table-parts.js';
import { handBox, resultWords, totalText } from '../../totals.js';
import { eventWords } from './words.js';
import { describeRules } from '../../pages/lobby.js';

/** The moves that are their name alone, and what each is called where a refusal is shown. */
const PLAIN = { pass: 'Pass', twist: 'Twist', stick: 'Stick', buy: 'Buy', split: 'Split' };

/** A bettor's hand: its box, its cards, its bet, and once settled its result in words. */
function handView(bettor, index, handState, total, dealer, current) {
  const box = handBox(handState.state, total);
  const soft = total?.soft && !['pontoon', 'five_card_trick', 'bust'].includes(handState.state);
  const result = resultWords(handState, total, dealer);
  return h('div', { class: `hand${current ? ' current' : ''}`, 'aria-current': current ? 'true' : null, 'data-test': `hand-${bettor.seat}-${index}` },
    h('div', { class: `box${soft ? ' soft' : ''}`, 'aria-label': `total ${box || 'not shown'}` }, box || '·', handState.bought ? ' · bought' : ''),
    markup('div', { class: 'cards' }, handState.cards.map(cardSvg).join('')),
    h('div', { class: 'stake' }, `bet ${chips(handState.stake)}`),
    result ? h('div', { class: `result ${handState.result > 0 ? 'won' : 'lost'}`, 'data-test': 'result' }, `${result} (${handState.result > 0 ? '+' : ''}${handState.result})`) : null);
}

/**
 * A bet drawn as stacks of chips, one stack for each kind, largest first. With `take(chip)` each
 * stack is a button that takes one of its chips off (the Shift and digit of its chip do the same);
 * without, the stacks are only a picture, the words beside them saying the bet.
 */
export function chipStacks(bet, take = null) {
  return bet.stacks().map(([chip, count]) => {
    // A tall pile is drawn ten high; its label says how many there are.
    const pile = h('span', { class: 'pile', 'aria-hidden': 'true' },
      Array.from({ length: Math.min(count, 10) }, () => h('i', { class: `disc disc-${chip}` })));
    const label = h('span', { class: 'stack-label', 'aria-hidden': 'true' }, count > 1 ? `${count}×${chip}` : String(chip));
    if (!take) return h('span', { class: 'stack' }, pile, label);
    // Named by words a screen reader reads, not by an aria-label, so that the name holds
    // whatever text is seen on the button.
    return withKey(h('button', {
      type: 'button', class: 'stack', 'data-test': `stack-${chip}`, 'data-count': count, title: `Take a ${chip} off the bet`,
      onclick: () => take(chip),
    }, h('span', { class: 'sr-only' }, `Take a ${chip} off the bet (${count} on it)`), pile, label), String(CHIPS.indexOf(chip) + 1), { shift: true });
  });
}

/**
 * Your bet being made, on your seat: its stacks (a press takes a chip off) and its amount in
 * words, which screen readers read and the tests look for.
 */
function betSpot(bet, take) {
  const stacks = chipStacks(bet, take);
  return h('div', { class: 'bet-spot', 'data-test': 'bet-spot' },
    h('div', { class: 'stacks', role: 'group', 'aria-label': 'your bet: press a stack to take one of its chips off' },
      stacks.length ? stacks : h('span', { class: 'spot-empty', 'aria-hidden': 'true' }, 'no chips yet')),
    h('p', { class: 'bet', 'data-test': 'bet' }, `Bet: ${chips(bet.amount)}`));
}

/** A seat: its player and chips, the turn's ring, its bet or its hands, and what it offers. */
function seatView(view, sight, index) {
  const { player, name, mine, onTurn } = seatOf(view, sight, index);
  const round = view.round;
  const bettorAt = round?.bettors.findIndex((b) => b.seat === index) ?? -1;
  const dealer = round ? { state: round.dealer.state, total: view.totals?.dealer } : null;
  const playing = view.phase === 'playing' && view.seat === index;
  const parts = [seatTitle(index, name, mine)];
  if (name) parts.push(seatChips(index, player.chips));
  if (onTurn) parts.push(turnRing(sight.turn));
  if (bettorAt >= 0) {
    const bettor = round.bettors[bettorAt];
    parts.push(h('div', { class: 'hands' }, bettor.hands.map((hs, i) => handView(bettor, i, hs, view.totals?.hands?.[bettorAt]?.[i], dealer, playing && view.hand === i))));
  } else if (view.bets.some((b) => b.seat === index)) {
    const bet = view.bets.find((b) => b.seat === index);
    parts.push(h('div', { class: 'placed' },
      bet.stake ? h('div', { class: 'stacks' }, chipStacks(Bet.of(bet.stake))) : null,
      h('div', { class: 'stake' }, bet.stake ? `bets ${bet.stake}` : 'passes')));
  } else if (mine && sight.betting) {
    parts.push(betSpot(sight.betting.bet, sight.betting.take));
  } else if (name && round && view.phase !== 'betting') {
    // Seated, but dealt no hand: passed, or the bet's time ran out, or sat down after the bets.
    parts.push(h('div', { class: 'stake sat-out', 'data-test': `sat-out-${index}` }, 'sits this round out'));
  }
  parts.push(seatExtras(sight, index, name));
  return seatFrame({ index, name, mine, onTurn }, parts);
}

/**
 * The casino felt drawn from a view as `sight` sees it (seats.js): the dealer with his box and
 * cards, and every seat with its bet, its hands, their boxes and results; no controls. The
 * table's page draws its controls round it, and a hand's replay (hands.js) draws it alone.
 */
export function casinoFelt(view, sight) {
  const round = view.round;
  const dealerState = round?.dealer.state ?? 'waiting';
  const dealerBox = dealerState === 'waiting' ? '' : handBox(dealerState, view.totals?.dealer);
  return h('div', { class: 'felt' },
    h('section', { class: 'dealer', 'aria-label': 'the dealer', 'data-test': 'dealer' },
      h('div', { class: 'seat-name' }, 'Dealer'),
      round ? h('div', { class: 'box' }, dealerBox || 'face down') : null,
      round ? markup('div', { class: 'cards' }, round.dealer.cards.map(cardSvg).join('')) : null),
    h('div', { class: 'seats' }, view.players.map((_, i) => seatView(view, sight, i))));
}

export function tablePage({ main, account }, table) {
  const state = { bet: new Bet() };
  const hold = followTable({ main, account }, table, {
    look: 'casino-page',
    draw,
    store: `table:${table}`,
    most: 40,
    words: (events, aloud) => events.map((e) => eventWords(e, hold.names(), aloud)).filter(Boolean),
    moveWord: (m) => m.move,
    until: 'round',
    keys: (event) => keyAction(keyOf(event), event.shiftKey, moves()),
    perform,
  });
  const { root, render, act, seat: mySeat, moves } = hold;

  function deal() {
    if (state.bet.amount === 0) {
      hold.error = 'Deal: put chips on the bet first (or press Repeat)';
      render();
      return;
    }
    const amount = state.bet.amount;
    act({ action: 'stake', amount }, 'Deal').then((answer) => {
      if (answer.type === 'accepted') state.bet = new Bet();
      render();
    });
  }

  function repeat() {
    const last = hold.view()?.last_bets?.[mySeat()];
    if (last) state.bet = Bet.of(last);
    else hold.error = 'Repeat: there is no bet to repeat yet';
    render();
  }

  function perform(what) {
    if (Object.hasOwn(PLAIN, what.do)) return act({ action: what.do }, PLAIN[what.do]);
    switch (what.do) {
      case 'deal': return deal();
      case 'repeat': return repeat();
      case 'clear': return rebet(new Bet());
      case 'undo': return rebet(state.bet.undo());
      case 'chip': {
        if (!what.add) return rebet(state.bet.remove(what.chip));
        // A chip that may not go on is refused out loud: its button is disabled, and a key
        // pressed for it says why.
        const why = chipRefusal(state.bet, what.chip, caps());
        if (why) {
          hold.error = `Not that chip: ${why}`;
          announce(hold.error);
          return render();
        }
        return rebet(state.bet.add(what.chip));
      }
      default: return undefined;
    }
  }

  /** The bet changed: drawn, and its amount said. */
  function rebet(bet) {
    state.bet = bet;
    hold.error = '';
    announce(`Bet: ${bet.amount}`);
    render();
  }

  /** What caps the bet: the table's largest, the seat's chips, the person's own limit. */
  function caps() {
    const view = hold.view();
    const held = view && mySeat() !== null ? view.players[mySeat()]?.chips ?? 0 : 0;
    return betCaps({ table: view?.rules.max_stake ?? 0, seat: held, own: account.bet_limit ?? null });
  }

  function controls() {
    const mine = mySeat();
    if (mine === null) return watchingHint(hold);
    const legal = new Set(moves().map((m) => m.move));
    const rows = [];
    const keyed = (name, attrs, ...words) => withKey(h('button', { type: 'button', 'data-test': name, ...attrs }, ...words), BUTTON_KEYS[name]);
    if (legal.has('stake')) {
      const limits = caps();
      const refusals = CHIPS.map((chip) => chipRefusal(state.bet, chip, limits));
      rows.push(h('div', { class: 'chips', role: 'group', 'aria-label': 'chips: press one to add it to your bet' },
        CHIPS.map((chip, i) => withKey(h('button', {
          type: 'button', class: `chip chip-${chip}`, 'data-chip': chip,
          // Disabled, it says why on hovering and to a screen reader; its key says it aloud.
          disabled: Boolean(refusals[i]), title: refusals[i], 'aria-description': refusals[i],
          onclick: () => perform({ do: 'chip', chip, add: true }),
          oncontextmenu: (e) => { e.preventDefault(); perform({ do: 'chip', chip, add: false }); },
        }, h('span', { class: 'sr-only' }, 'chip of '), String(chip)), String(i + 1)))));
      const tightest = limits[0];
      if (refusals.some(Boolean)) {
        rows.push(h('p', { class: 'hint bet-caps', 'data-test': 'bet-caps' },
          `At most ${chips(tightest.most)}: ${tightest.why}.`));
      }
      rows.push(h('div', { class: 'moves' },
        keyed('deal', { class: 'primary', onclick: deal }, 'Deal'),
        keyed('pass', { onclick: () => perform({ do: 'pass' }) }, 'Pass'),
        // "Repeat" is what is seen, short enough for a phone's one row of moves; the rest is said.
        keyed('repeat', { onclick: repeat }, 'Repeat', h('span', { class: 'sr-only' }, ' the last bet')),
        keyed('clear', { class: 'quiet', onclick: () => perform({ do: 'clear' }) }, 'Clear')));
    } else if (legal.size) {
      const label = { twist: 'Twist', stick: 'Stick', buy: 'Buy', split: 'Split' };
      rows.push(h('div', { class: 'moves' }, moves().map((m) => keyed(m.move, {
        class: m.move === 'stick' ? 'primary' : '', onclick: () => perform({ do: m.move }),
      }, label[m.move] ?? m.move, m.cost ? ` (${m.cost})` : ''))));
    } else {
      rows.push(h('p', { class: 'hint' }, 'Waiting for the others.'));
    }
    // Asked for during a round, a stand is kept for its end (the seat says so).
    rows.push(standButton(hold));
    return h('div', { class: 'controls' }, rows);
  }

  function draw() {
    const view = hold.view();
    const round = view.round;
    // The least a seat takes; the chips offered are the seats' own (seats.js, buyIn).
    const offer = { min: view.rules.min_stake };
    const betting = mySeat() !== null && hold.move('stake')
      ? { bet: state.bet, take: (chip) => perform({ do: 'chip', chip, add: false }) }
      : null;
    fill(root,
      tableHead(table, describeRules(view.rules), hold),
      casinoFelt(view, { ...liveSight(hold, offer), betting }),
      // The controls and what is said of them stay in sight at the foot of a small screen.
      h('div', { class: 'dock' }, controls(), answerLines(hold.error, hold.notice)),
      keysBox(KEYS),
      logBox('The round', hold.log));
    if (round && view.totals) {
      const mine = round.bettors.findIndex((b) => b.seat === mySeat());
      const total = mine >= 0 ? view.totals.hands[mine]?.[view.hand ?? 0] : null;
      root.dataset.myTotal = totalText(total);
    }
  }

  return hold.start();
}
