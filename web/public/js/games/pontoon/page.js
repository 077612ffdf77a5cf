// A home table of Pontoon (docs/rules/pontoon.md §2 to §4): traditional Pontoon, where a player
// holds the bank, and Shoot Pontoon with the bank's kitty. The bank and its cards at the head of
// the felt, every seat with its stake and hands (split hands side by side, bought cards marked
// with their price), the kitty and each shoot bet, the cut for the first bank (called by the first
// to sit), the offer of the bank between hands, the turn's ring, the log in words; and for the
// seat on turn exactly the moves its view lists, each amount in an entry that shows the range the
// move allows. All of it is drawn from the server's views; the felt (the bank and the seats) from
// a view alone, for a hand's replay as well.

import { cardSvg } from '../../cards.js';
import { h, fill, markup, announce, chips } from '../../dom.js';
import { followTable } from '../../follow.js';
import { totalText } from '../../totals.js';
import {
  bankNews, bankerLabel, bankerWords, cutWinnerWords, eventLines, handLabel, resultWords, shootWords, waitingWords,
} from './words.js';
import {
  HOME_BUTTON_KEYS, HOME_KEYS, amountProblem, entryAmount, homeKeyAction, rangeWords,
} from './keys.js';
import { keyOf, keysBox, withKey } from '../../keys.js';
import { signed } from '../../words.js';
import { turnRing } from '../../ring.js';
import {
  liveSight, seatChips, seatExtras, seatFrame, seatOf, seatTitle, standButton, watchingHint,
} from '../../seats.js';
import { answerLines, logBox, tableHead } from '../../table-parts.js';
import { describeRules } from '../../pages/lobby.js';

/** What each action is called where a refusal is shown ("Buy: ..."). */
const VERBS = {
  cut: 'Cut for the bank', deal: 'Deal', stake: 'Stake', twist: 'Twist', stick: 'Stick', buy: 'Buy', split: 'Split', burn: 'Burn',
  shoot: 'Shoot', kitty: 'Kitty', double: 'Double', decline_double: 'Let the stakes stand',
  offer_bank: 'Offer the bank', accept_bank: 'Take the bank', decline_bank: 'Turn the bank down',
};

function cardImages(cards, attrs = {}) {
  return markup('div', { class: 'cards', ...attrs }, cards.map(cardSvg).join(''));
}

/**
 * The bank at the head of the felt: the plaque, the banker, the kitty, his cards and box, the
 * offer, the news, and the cut for the bank. While the bank is to be cut for (`cut_due`), the
 * view's `banker` is only the first to sit, who calls the cut: the plaque names nobody.
 */
function bankArea(v, sight) {
  const round = v.round;
  const seat = v.banker;
  const seatName = (index) => sight.names[index] ?? null;
  const name = v.cut_due ? null : seatName(seat);
  const mine = sight.seat === seat && name !== null;
  const onTurn = !v.cut_due && (['banker', 'doubling'].includes(v.phase) || (v.phase === 'between_rounds' && !v.offer));
  const parts = [
    h('div', { class: 'bank-head' },
      h('span', { class: 'bank-plaque', 'aria-hidden': 'true' }, 'BANK'),
      h('span', { class: 'bank-name', 'data-test': 'banker' }, bankerWords(v, sight.names, sight.seat)),
      name ? h('span', { class: 'seat-chips' }, `${chips(v.players[seat].chips)} chips`) : null),
  ];
  if (v.rules.shoot) {
    parts.push(h('div', { class: 'kitty-row' }, h('div', { class: 'kitty', 'data-test': 'kitty-held', 'aria-label': `the kitty holds ${v.kitty}` },
      h('span', { class: 'kitty-pile', 'aria-hidden': 'true' }), `Kitty ${chips(v.kitty)}`,
      round?.over && round.kitty_net ? h('span', { class: 'net' }, ` (${signed(round.kitty_net)} this hand)`) : null)));
  }
  if (round) {
    // After a change of bank, the last hand's cards are the old banker's.
    if (round.banker.seat !== seat) {
      parts.push(h('div', { class: 'last-bank', 'data-test': 'last-bank' }, `Hand ${round.number}: ${seatName(round.banker.seat) ?? round.banker.name}'s bank`));
    }
    const total = v.totals?.banker ?? null;
    const label = bankerLabel(round.banker);
    const said = [label, total && ['playing', 'waiting'].includes(round.banker.state) ? totalText(total) : ''].filter(Boolean).join(' · ');
    parts.push(h('div', { class: `box bank-box state-${round.banker.state}`, 'data-test': 'bank-box' }, said || '·'));
    parts.push(cardImages(round.banker.cards, { 'data-test': 'bank-cards' }));
    if (round.doubled) parts.push(h('div', { class: 'doubled', 'data-test': 'doubled' }, 'Every stake doubled'));
  }
  if (v.phase === 'between_rounds' && v.offer) {
    const buyer = seatName(v.offer.buyer) ?? `seat ${v.offer.buyer + 1}`;
    parts.push(h('p', { class: 'offer-line', 'data-test': 'offer' },
      `${name ?? 'The bank'} offers the bank to ${sight.seat === v.offer.buyer ? 'you' : buyer} for ${chips(v.offer.price)}`));
  }
  if (sight.news) parts.push(h('p', { class: 'bank-news', 'data-test': 'bank-news', role: 'status' }, sight.news));
  if (v.cuts?.length && !round) parts.push(cutView(v, seatName, sight.cutBanker ?? v.banker));
  return h('section', {
    class: `bank${onTurn ? ' on-turn' : ''}${mine ? ' mine' : ''}`,
    'aria-label': `the bank${v.cut_due ? ', to be cut for' : name ? `: ${name}` : ''}${mine ? ', you' : ''}`,
    'data-test': 'bank',
  }, parts);
}

/**
 * The cut for the first bank: each seat's card (a tie's cut again marked), the winner outlined and
 * named. `winner` is the cut's (its event's `banker`, as the page heard it), else the view's
 * banker: the bank may be sold before the first hand.
 */
function cutView(v, seatName, winner) {
  const last = Math.max(...v.cuts.map((c) => c.round));
  const names = v.players.map((_, i) => seatName(i));
  return h('div', { class: 'cut', 'data-test': 'cut-panel' },
    h('div', { class: 'cut-title' }, 'The cut for the bank: the highest card banks, aces high'),
    h('div', { class: 'cut-cards' }, v.cuts.map((cut) => h('div', {
      class: `cut-card${cut.round === last && cut.seat === winner && !v.cut_due ? ' winner' : ''}`,
      'data-test': `cut-${cut.seat}${cut.round > 1 ? `-${cut.round}` : ''}`,
    }, markup('div', { class: 'cards' }, cardSvg(cut.card)),
    h('div', {}, seatName(cut.seat) ?? `seat ${cut.seat + 1}`, cut.round > 1 ? ` (again, round ${cut.round})` : '')))),
    v.cut_due ? null : h('p', { class: 'cut-winner', 'data-test': 'cut-winner' }, cutWinnerWords(v.cuts, winner, names)));
}

/** A punter's card, marked bought (with its price) or twisted. */
function cardSlot(card, index, hand) {
  const bought = index >= 2 && index < 2 + hand.buys.length;
  const twisted = hand.twisted && index >= 2 + hand.buys.length;
  const slot = markup('span', { class: `slot${bought ? ' bought' : ''}${twisted ? ' twisted' : ''}` }, cardSvg(card));
  if (bought) slot.append(h('span', { class: 'tag', title: 'bought face down' }, `bought ${hand.buys[index - 2]}`));
  else if (twisted) slot.append(h('span', { class: 'tag', title: 'twisted face up' }, 'twisted'));
  return slot;
}

/** A punter's hand: its box, cards, stake and buys, shoot bet, burnt cards and result. */
function handView(punter, index, hand, current, total) {
  const label = handLabel(hand);
  const showTotal = total && ['waiting', 'playing', 'stood'].includes(hand.state);
  const box = [hand.split ? 'split' : '', label, showTotal ? totalText(total) : ''].filter(Boolean).join(' · ');
  const result = resultWords(hand);
  const shoot = shootWords(hand);
  return h('div', {
    class: `hand${current ? ' current' : ''} state-${hand.state}`,
    'aria-current': current ? 'true' : null,
    'data-test': `hand-${punter.seat}-${index}`,
  },
  h('div', { class: `box${total?.soft && showTotal ? ' soft' : ''}`, 'data-test': 'hand-box' }, box || '·'),
  h('div', { class: 'cards' }, hand.cards.map((card, i) => cardSlot(card, i, hand))),
  h('div', { class: 'stake' }, `stake ${chips(hand.stake)}`, hand.buys.length ? `, bought for ${hand.buys.join(' + ')}` : ''),
  shoot ? h('div', { class: `shoot${hand.shoot_result > 0 ? ' won' : hand.shoot_result < 0 ? ' lost' : ''}`, 'data-test': 'shoot-bet' }, shoot) : null,
  hand.shoot_open ? h('div', { class: 'shoot', 'data-test': 'shoot-open' }, 'may place its own shoot bet') : null,
  hand.burnt.length ? h('div', { class: 'burnt', 'data-test': 'burnt' }, h('span', {}, 'burnt'), cardImages(hand.burnt)) : null,
  result ? h('div', { class: `result ${hand.result > 0 ? 'won' : 'lost'}`, 'data-test': 'result' }, result) : null);
}

/** A seat: its player, the bank's badge, the chips, the ring, the stake and hands, the net, what it offers. */
function seatView(v, sight, index) {
  const { player, name, mine, onTurn } = seatOf(v, sight, index);
  // While the bank is to be cut for, the view's banker is only the first to sit, who calls the cut.
  const banker = v.banker === index && name !== null && !v.cut_due;
  const round = v.round;
  const at = round ? round.punters.findIndex((p) => p.seat === index) : -1;
  const parts = [seatTitle(index, name, mine)];
  if (banker) {
    parts.push(h('div', { class: 'bank-badge', 'data-test': `bank-badge-${index}` }, 'holds the bank'));
    parts.push(h('div', { class: 'seat-note' }, round && !round.over && round.banker.seat === index ? 'plays the bank\'s hand, above' : 'deals from the bank, above'));
  } else if (v.cut_due && v.banker === index && name !== null) {
    parts.push(h('div', { class: 'seat-note', 'data-test': `calls-cut-${index}` }, 'sat down first: calls the cut for the bank'));
  }
  if (name) parts.push(seatChips(index, player.chips));
  if (onTurn) parts.push(turnRing(sight.turn));
  if (at >= 0) {
    const punter = round.punters[at];
    const staking = v.phase === 'staking' && v.seat === index;
    parts.push(h('div', { class: 'stake-line', 'data-test': `stake-${index}` },
      punter.stake !== null ? `stakes ${chips(punter.stake)}` : staking ? 'to stake' : 'no stake yet'));
    const playing = v.phase === 'playing' && v.seat === index;
    parts.push(h('div', { class: 'hands' }, punter.hands.map((hand, i) => handView(punter, i, hand, playing && v.hand === i, v.totals?.hands?.[at]?.[i] ?? null))));
  }
  if (round?.over && name && (at >= 0 || round.banker.seat === index)) {
    const net = round.net[index] ?? 0;
    parts.push(h('div', { class: `net ${net > 0 ? 'won' : net < 0 ? 'lost' : ''}`, 'data-test': `net-${index}` }, `this hand ${signed(net)}`));
  }
  parts.push(seatExtras(sight, index, name));
  return seatFrame({ index, name, mine, onTurn, classes: [banker && 'banker'], also: banker ? ', the bank' : '' }, parts);
}

/**
 * The home felt drawn from a view as `sight` sees it (seats.js), with `sight.news`, the last
 * change of bank in words (words.js, bankNews), and `sight.cutBanker`, who won the cut for
 * the bank as the page heard it (absent: the view's banker): the bank, the line of where the table
 * stands, and every seat with its stake and hands; no controls. The home table's page draws its
 * controls round it, and a hand's replay (hands.js) draws it alone.
 */
export function homeFelt(v, sight) {
  const status = waitingWords(v, sight.names);
  return h('div', { class: 'felt home-felt' },
    bankArea(v, sight),
    h('p', { class: 'table-status', 'data-test': 'status' },
      v.round ? `Hand ${v.round.number}${v.round.over ? ' is over' : ''} · ` : '',
      status, ` · ${v.pack} cards in the pack${v.shuffle_due ? ', shuffled before the next deal' : ''}`),
    h('div', { class: 'seats' }, v.players.map((_, i) => seatView(v, sight, i))));
}

export function homePage({ main, account }, table) {
  const state = {
    news: '', // the last change of bank, in words, until the next hand is dealt; kept with the log
    amounts: {}, // what is typed in each amount entry: stake, buy, shoot, kitty, price
    buyer: null, // the seat chosen to be offered the bank
    selling: false, // whether the form that sells the bank is open
    cutBanker: null, // who won the cut for the bank (its event's), kept with the log
  };
  const hold = followTable({ main, account }, table, {
    look: 'home-page',
    draw,
    store: `home:${table}`,
    most: 60,
    words: (events, aloud) => eventLines(events, { names: names(), banker: view()?.banker }, aloud),
    heard: heardBank,
    keep: () => ({ news: state.news, cutBanker: state.cutBanker }),
    walletAfter: ['round_over', 'seated', 'bank_passed'],
    moveWord: (m) => VERBS[m.move] ?? m.move,
    keys: (event) => homeKeyAction(keyOf(event), moves()),
    perform,
  });
  state.news = hold.saved.news ?? '';
  state.cutBanker = hold.saved.cutBanker ?? null;
  const { root, render, view, seat: mySeat, moves, move: moveOf, seatName } = hold;
  const names = () => (view()?.players ?? []).map((_, i) => seatName(i));

  /** The last change of bank in words, and who won the cut, from the events before the view takes them in. */
  function heardBank(message) {
    state.news = bankNews(state.news, message.events, names());
    for (const event of message.events ?? []) if (event.event === 'cut_for_bank') state.cutBanker = event.banker;
  }

  const act = (action) => hold.act(action, VERBS[action.action] ?? action.action);

  /** An amount move (stake, buy, shoot, kitty) with the amount in its entry, if the move allows it. */
  function actAmount(name) {
    const move = moveOf(name);
    if (!move) return undefined;
    const typed = state.amounts[name] ?? String(move.min);
    const problem = amountProblem(typed, move);
    if (problem) {
      hold.error = `${VERBS[name]}: the amount must be ${problem}`;
      announce(hold.error);
      render();
      return undefined;
    }
    const amount = Number(typed);
    return act({ action: name, amount }).then((answer) => {
      if (answer.type === 'accepted' && name !== 'stake') delete state.amounts[name];
      return answer;
    });
  }

  function offerBank() {
    const move = moveOf('offer_bank');
    if (!move) return undefined;
    const buyer = move.buyers.find((b) => b.seat === state.buyer) ?? move.buyers[0];
    // A price is asked for, never assumed: the bank is not given away by one press.
    const limits = { min: 1, max: buyer.max_price };
    const typed = state.amounts.price ?? '';
    const problem = amountProblem(typed, limits);
    if (problem) {
      hold.error = `Offer the bank: the price must be ${problem}`;
      announce(hold.error);
      render();
      return undefined;
    }
    return act({ action: 'offer_bank', buyer: buyer.seat, price: Number(typed) }).then((answer) => {
      if (answer.type === 'accepted') {
        state.selling = false;
        delete state.amounts.price;
        render();
      }
      return answer;
    });
  }

  function perform(what) {
    switch (what.do) {
      case 'stake': case 'buy': case 'shoot': case 'kitty': return actAmount(what.do);
      case 'no_shoot': return act({ action: 'shoot', amount: 0 });
      case 'offer_bank': return offerBank();
      case 'cut': case 'deal': case 'twist': case 'stick': case 'split': case 'burn': case 'double':
      case 'decline_double': case 'accept_bank': case 'decline_bank':
        return moveOf(what.do) ? act({ action: what.do }) : undefined;
      default: return undefined;
    }
  }

  // ---- the controls ----

  /**
   * An amount entry for a move with limits: a slider and a number field kept together, the range
   * the move allows beside it, and the button that makes the move with that amount.
   */
  function amountForm(kind, limits, { label, verb, note, fallback, more = [] }) {
    const id = `home-${kind}`;
    const value = entryAmount(state.amounts[kind], limits, fallback ?? limits.min);
    state.amounts[kind] = String(value);
    const number = h('input', {
      type: 'number', id, min: limits.min, max: limits.max, step: 1, value, inputmode: 'numeric',
      'data-test': `${kind}-amount`, 'aria-describedby': `${id}-limits`,
    });
    const slider = h('input', {
      type: 'range', min: limits.min, max: limits.max, step: 1, value, 'data-test': `${kind}-slider`,
      'aria-label': `${label}, from ${limits.min} to ${limits.max}`, disabled: limits.min === limits.max,
    });
    const words = h('span', {}, verb(value));
    const submit = withKey(h('button', { type: 'submit', class: 'primary', 'data-test': kind }, words), HOME_BUTTON_KEYS[kind]);
    const sync = (from) => {
      state.amounts[kind] = from.value;
      if (from !== number) number.value = from.value;
      if (from !== slider) slider.value = from.value;
      words.textContent = verb(from.value);
    };
    number.addEventListener('input', () => sync(number));
    slider.addEventListener('input', () => sync(slider));
    return h('form', {
      class: `amount amount-${kind}`, 'data-test': `${kind}-form`,
      onsubmit: (e) => { e.preventDefault(); perform({ do: kind }); },
    },
    h('label', { for: id }, label),
    h('div', { class: 'amount-row' },
      h('span', { class: 'end' }, String(limits.min)), slider, h('span', { class: 'end' }, String(limits.max)),
      number, submit, more),
    h('p', { class: 'limits', id: `${id}-limits`, 'data-test': `${kind}-limits` }, note));
  }

  /**
   * Selling the bank, between hands: a button that opens the form, and the form (to whom, for how
   * much, Cancel). The price starts empty and is at least 1, so that no press gives the bank away.
   */
  function offerForm(move) {
    if (!state.selling) {
      return h('div', { class: 'moves' }, h('button', {
        type: 'button', 'data-test': 'sell-bank',
        onclick: () => {
          state.selling = true;
          render();
          // The whole form in sight, its price field ready to type in.
          root.querySelector('[data-test="offer-form"]')?.scrollIntoView({ block: 'nearest' });
          root.querySelector('#home-price')?.focus({ preventScroll: true });
        },
      }, 'Sell the bank…'));
    }
    const buyers = move.buyers;
    const chosen = buyers.find((b) => b.seat === state.buyer) ?? buyers[0];
    state.buyer = chosen.seat;
    const price = state.amounts.price ?? '';
    const who = (seat) => seatName(seat) ?? `seat ${seat + 1}`;
    const payable = chosen.max_price >= 1;
    const select = h('select', {
      id: 'home-buyer', 'data-test': 'offer-buyer',
      onchange: (e) => { state.buyer = Number(e.target.value); render(); },
    }, buyers.map((b) => h('option', { value: b.seat, selected: b.seat === chosen.seat }, `${who(b.seat)} (can pay up to ${chips(b.max_price)})`)));
    const number = h('input', {
      type: 'number', id: 'home-price', min: 1, max: Math.max(1, chosen.max_price), step: 1, value: price, inputmode: 'numeric',
      required: true, placeholder: payable ? `1 to ${chosen.max_price}` : null,
      'data-test': 'price-amount', 'aria-describedby': 'home-price-limits',
      oninput: (e) => { state.amounts.price = e.target.value; },
    });
    return h('form', {
      // The page says what is wrong with the price itself, in words and aloud.
      class: 'amount offer-form', 'data-test': 'offer-form', 'aria-labelledby': 'home-sell-title', novalidate: true,
      onsubmit: (e) => { e.preventDefault(); perform({ do: 'offer_bank' }); },
    },
    h('h2', { id: 'home-sell-title' }, 'Sell the bank'),
    h('div', { class: 'amount-row' },
      h('label', { for: 'home-buyer' }, 'To'), select,
      h('label', { for: 'home-price' }, 'for'), number,
      h('button', { type: 'submit', class: 'primary', 'data-test': 'offer_bank', disabled: !payable }, 'Offer the bank'),
      h('button', {
        type: 'button', class: 'quiet', 'data-test': 'sell-cancel',
        onclick: () => {
          state.selling = false;
          delete state.amounts.price;
          render();
          root.querySelector('[data-test="sell-bank"]')?.focus();
        },
      }, 'Cancel')),
    h('p', { class: 'limits', id: 'home-price-limits', 'data-test': 'price-limits' },
      payable
        ? `A price from 1 to ${chips(chosen.max_price)}: all ${who(chosen.seat)}'s chips but one. ${who(chosen.seat)} takes it or turns it down before the next deal.`
        : `${who(chosen.seat)} has no chips to spare: the bank cannot be sold to them now.`));
  }

  function button(name, text, attrs = {}) {
    return withKey(h('button', { type: 'button', 'data-test': name, onclick: () => perform({ do: name }), ...attrs }, text), HOME_BUTTON_KEYS[name]);
  }

  function controls() {
    const v = view();
    if (mySeat() === null) return h('div', { class: 'controls', 'data-test': 'controls' }, watchingHint(hold));
    const rows = [];
    const move = (name) => moveOf(name);
    const iBank = v.banker === mySeat() && !v.cut_due;
    if (move('cut')) {
      rows.push(h('p', { class: 'hint', 'data-test': 'cut-hint' },
        'You sat down first, so you call the cut: each player is dealt a card face up, and the highest (aces high) holds the bank; a tie cuts again.'));
      rows.push(h('div', { class: 'moves' }, button('cut', 'Cut for the bank', { class: 'primary' })));
    }
    if (move('accept_bank')) {
      const banker = seatName(v.banker) ?? 'The bank';
      rows.push(h('section', { class: 'offer-answer', 'data-test': 'offer-answer', 'aria-label': 'the offer of the bank' },
        h('p', {}, `${banker} offers you the bank for ${chips(move('accept_bank').price)}. Take it, and you deal the next hand.`),
        h('div', { class: 'moves' },
          button('accept_bank', `Take the bank for ${chips(move('accept_bank').price)}`, { class: 'primary' }),
          button('decline_bank', 'Turn it down'))));
    }
    if (move('kitty')) {
      const limits = move('kitty');
      rows.push(amountForm('kitty', limits, {
        label: v.kitty ? 'Add to the kitty' : 'Put up a kitty',
        verb: (n) => `Put ${n} into the kitty`,
        note: `From ${rangeWords(limits)} chips of yours, set apart against the shoot bets; the kitty holds ${v.kitty} now, at most ${v.rules.kitty_max}. Nothing ever comes out of it while you bank.`,
        fallback: v.kitty ? limits.min : Math.max(limits.min, Math.min(limits.max, v.rules.kitty_min)),
      }));
    }
    if (move('deal')) {
      rows.push(h('div', { class: 'moves' }, button('deal', `Deal hand ${(v.rounds_played ?? 0) + 1}`, { class: 'primary' })));
    }
    if (move('offer_bank')) rows.push(offerForm(move('offer_bank')));
    else state.selling = false;
    if (move('stake')) {
      const limits = move('stake');
      const note = limits.max < v.rules.max_stake
        ? `From ${rangeWords(limits)}: the table allows up to ${v.rules.max_stake}, and ${limits.max} is what your chips cover (the cover rule).`
        : `From ${rangeWords(limits)}, the table's limits.`;
      rows.push(amountForm('stake', limits, { label: 'Your stake', verb: (n) => `Stake ${n}`, note }));
    }
    if (move('double')) {
      rows.push(h('div', { class: 'moves' },
        button('double', 'Double every stake', { class: 'primary' }), button('decline_double', 'Let the stakes stand')));
    }
    if (move('shoot')) {
      const limits = move('shoot');
      const first = limits.min === 0;
      rows.push(amountForm('shoot', first ? { min: Math.min(1, limits.max), max: limits.max } : limits, {
        label: first ? 'A shoot bet against the kitty' : 'Shoot before your fourth card',
        verb: (n) => `Shoot ${n}`,
        note: `From ${rangeWords(first ? { min: Math.min(1, limits.max), max: limits.max } : limits)}: the kitty holds ${v.kitty}, and the shoot bets out may never be more.${first ? '' : ' After a shoot you must take the fourth card.'}`,
        more: first ? [button('no_shoot', 'No shoot bet')] : [],
      }));
    }
    const play = [];
    if (move('twist')) play.push(button('twist', iBank ? 'Take a card' : 'Twist (face up)'));
    if (move('stick')) play.push(button('stick', iBank ? 'Stay' : 'Stick', { class: 'primary' }));
    if (move('split')) play.push(button('split', 'Split'));
    if (move('burn')) play.push(button('burn', 'Burn'));
    if (play.length) rows.push(h('div', { class: 'moves' }, play));
    if (move('buy')) {
      const limits = move('buy');
      rows.push(amountForm('buy', limits, {
        label: 'Buy a card face down', verb: (n) => `Buy for ${n}`,
        note: `From ${rangeWords(limits)}, added to this hand's stake.`,
      }));
    }
    if (!rows.length) rows.push(h('p', { class: 'hint', 'data-test': 'waiting' }, `${waitingWords(v, names())}.`));
    // Asked for during a hand, a stand is kept for its end (the seat says so).
    rows.push(h('div', { class: 'moves' }, standButton(hold)));
    return h('div', { class: 'controls', 'data-test': 'controls' }, rows);
  }

  function draw() {
    const v = view();
    const offer = {};
    fill(root,
      tableHead(table, describeRules(v.rules), hold),
      homeFelt(v, { ...liveSight(hold, offer), news: state.news, cutBanker: state.cutBanker }),
      controls(),
      answerLines(hold.error, hold.notice),
      keysBox(HOME_KEYS),
      logBox('The hands', hold.log));
  }

  return hold.start();
}
