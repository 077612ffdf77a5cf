// A home table of Pontoon (docs/rules/pontoon.md §2 to §4): traditional Pontoon, where a player
// holds the bank, and Shoot Pontoon with the bank's kitty. The bank and its cards at the head of
// the felt, every seat with its stake and hands (split hands side by side, bought cards marked
// with their price), the kitty and each shoot bet, the cut for the first bank (called by the first
// to sit), the offer of the bank between hands, the turn's ring, the log in words; and for the
// seat on turn exactly the moves its view lists, each amount in an entry that shows the range the
// move allows. All of it is drawn from the server's views; the felt (the bank and the seats) from
// a view alone, for a hand's replay as well.

import { cardSvg } from '../../cards.js';
import { h, fill, markup, announce } from '../../dom.js';
import { followTable } from '../../follow.js';
import { totalText } from '../../totals.js';
import {
  bankNews, bankerLabel, bankerWords, cutWinnerWords, eventLines, handLabel, resultWords, shootWords, waitingWords,
} from './words.js';
import {
  HOME_BUTTON_KEYS, amountError, entryAmount, homeKeyAction, homeKeys, rangeWords,
} from './keys.js';
import { keyOf, keysBox, withKey } from '../../keys.js';
import { signed } from '../../words.js';
import { turnRing } from '../../ring.js';
import {
  liveSight, seatChips, seatExtras, seatFrame, seatOf, seatTitle, standButton, watchingHint,
} from '../../seats.js';
import { answerLines, logBox, tableHead } from '../../table-parts.js';
import { describeRules } from '../../pages/lobby.js';
import { say } from '../../speech.js';

/**
 * What an action is called where a refusal is shown ("Buy: ...") and the turn lists the moves; the
 * moves of every Pontoon table by their own names. Said when asked, in the page's language now.
 */
function actionName(action) {
  switch (action) {
    case 'cut': return say('pontoon-verb-cut');
    case 'deal': return say('pontoon-verb-deal');
    case 'stake': return say('move-stake');
    case 'twist': return say('move-twist');
    case 'stick': return say('move-stick');
    case 'buy': return say('move-buy');
    case 'split': return say('move-split');
    case 'burn': return say('pontoon-verb-burn');
    case 'shoot': return say('pontoon-verb-shoot');
    case 'kitty': return say('pontoon-verb-kitty');
    case 'double': return say('pontoon-verb-double');
    case 'decline_double': return say('pontoon-verb-decline-double');
    case 'offer_bank': return say('pontoon-verb-offer-bank');
    case 'accept_bank': return say('pontoon-verb-accept-bank');
    case 'decline_bank': return say('pontoon-verb-decline-bank');
    default: return action;
  }
}

/** An entry's amount as a button says it: a number in the language's form, or what was typed if it is none. */
function typedAmount(text) {
  const number = Number(text);
  return String(text).trim() !== '' && Number.isFinite(number) ? number : String(text);
}

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
      h('span', { class: 'bank-plaque', 'aria-hidden': 'true' }, say('pontoon-plaque')),
      h('span', { class: 'bank-name', 'data-test': 'banker' }, bankerWords(v, sight.names, sight.seat)),
      name ? h('span', { class: 'seat-chips' }, say('pontoon-chips', { chips: v.players[seat].chips })) : null),
  ];
  if (v.rules.shoot) {
    parts.push(h('div', { class: 'kitty-row' }, h('div', { class: 'kitty', 'data-test': 'kitty-held', 'aria-label': say('pontoon-aria-kitty', { kitty: v.kitty }) },
      h('span', { class: 'kitty-pile', 'aria-hidden': 'true' }), say('pontoon-kitty', { kitty: v.kitty }),
      round?.over && round.kitty_net ? h('span', { class: 'net' }, ` ${say('pontoon-kitty-this-hand', { net: signed(round.kitty_net) })}`) : null)));
  }
  if (round) {
    // After a change of bank, the last hand's cards are the old banker's.
    if (round.banker.seat !== seat) {
      parts.push(h('div', { class: 'last-bank', 'data-test': 'last-bank' },
        say('pontoon-last-bank', { number: String(round.number), name: seatName(round.banker.seat) ?? round.banker.name })));
    }
    const total = v.totals?.banker ?? null;
    const label = bankerLabel(round.banker);
    const said = [label, total && ['playing', 'waiting'].includes(round.banker.state) ? totalText(total) : ''].filter(Boolean).join(' · ');
    parts.push(h('div', { class: `box bank-box state-${round.banker.state}`, 'data-test': 'bank-box' }, said || '·'));
    parts.push(cardImages(round.banker.cards, { 'data-test': 'bank-cards' }));
    if (round.doubled) parts.push(h('div', { class: 'doubled', 'data-test': 'doubled' }, say('pontoon-doubled')));
  }
  if (v.phase === 'between_rounds' && v.offer) {
    const said = {
      banker: name ?? say('pontoon-the-bank'),
      buyer: seatName(v.offer.buyer) ?? say('pontoon-seat', { seat: v.offer.buyer + 1 }),
      price: v.offer.price,
    };
    parts.push(h('p', { class: 'offer-line', 'data-test': 'offer' },
      say(sight.seat === v.offer.buyer ? 'pontoon-offer-line-you' : 'pontoon-offer-line', said)));
  }
  if (sight.news) parts.push(h('p', { class: 'bank-news', 'data-test': 'bank-news', role: 'status' }, sight.news));
  if (v.cuts?.length && !round) parts.push(cutView(v, seatName, sight.cutBanker ?? v.banker));
  let label = say('pontoon-aria-bank');
  if (v.cut_due) label = say('pontoon-aria-bank-due');
  else if (name) label = say(mine ? 'pontoon-aria-bank-mine' : 'pontoon-aria-bank-name', { name });
  return h('section', {
    class: `bank${onTurn ? ' on-turn' : ''}${mine ? ' mine' : ''}`,
    'aria-label': label,
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
    h('div', { class: 'cut-title' }, say('pontoon-cut-title')),
    h('div', { class: 'cut-cards' }, v.cuts.map((cut) => h('div', {
      class: `cut-card${cut.round === last && cut.seat === winner && !v.cut_due ? ' winner' : ''}`,
      'data-test': `cut-${cut.seat}${cut.round > 1 ? `-${cut.round}` : ''}`,
    }, markup('div', { class: 'cards' }, cardSvg(cut.card)),
    h('div', {}, seatName(cut.seat) ?? say('pontoon-seat', { seat: cut.seat + 1 }),
      cut.round > 1 ? ` ${say('pontoon-cut-again-note', { round: cut.round })}` : '')))),
    v.cut_due ? null : h('p', { class: 'cut-winner', 'data-test': 'cut-winner' }, cutWinnerWords(v.cuts, winner, names)));
}

/** A punter's card, marked bought (with its price) or twisted. */
function cardSlot(card, index, hand) {
  const bought = index >= 2 && index < 2 + hand.buys.length;
  const twisted = hand.twisted && index >= 2 + hand.buys.length;
  const slot = markup('span', { class: `slot${bought ? ' bought' : ''}${twisted ? ' twisted' : ''}` }, cardSvg(card));
  if (bought) {
    slot.append(h('span', { class: 'tag', title: say('pontoon-tag-bought-title') }, say('pontoon-tag-bought', { amount: hand.buys[index - 2] })));
  } else if (twisted) {
    slot.append(h('span', { class: 'tag', title: say('pontoon-tag-twisted-title') }, say('pontoon-tag-twisted')));
  }
  return slot;
}

/** A punter's hand: its box, cards, stake and buys, shoot bet, burnt cards and result. */
function handView(punter, index, hand, current, total) {
  const label = handLabel(hand);
  const showTotal = total && ['waiting', 'playing', 'stood'].includes(hand.state);
  const box = [hand.split ? say('pontoon-box-split') : '', label, showTotal ? totalText(total) : ''].filter(Boolean).join(' · ');
  const result = resultWords(hand);
  const shoot = shootWords(hand);
  return h('div', {
    class: `hand${current ? ' current' : ''} state-${hand.state}`,
    'aria-current': current ? 'true' : null,
    'data-test': `hand-${punter.seat}-${index}`,
  },
  h('div', { class: `box${total?.soft && showTotal ? ' soft' : ''}`, 'data-test': 'hand-box' }, box || '·'),
  h('div', { class: 'cards' }, hand.cards.map((card, i) => cardSlot(card, i, hand))),
  h('div', { class: 'stake' }, hand.buys.length
    ? say('pontoon-stake-line-bought', { stake: hand.stake, buys: hand.buys.join(' + ') })
    : say('pontoon-stake-line', { stake: hand.stake })),
  shoot ? h('div', { class: `shoot${hand.shoot_result > 0 ? ' won' : hand.shoot_result < 0 ? ' lost' : ''}`, 'data-test': 'shoot-bet' }, shoot) : null,
  hand.shoot_open ? h('div', { class: 'shoot', 'data-test': 'shoot-open' }, say('pontoon-shoot-open')) : null,
  hand.burnt.length ? h('div', { class: 'burnt', 'data-test': 'burnt' }, h('span', {}, say('pontoon-burnt')), cardImages(hand.burnt)) : null,
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
    parts.push(h('div', { class: 'bank-badge', 'data-test': `bank-badge-${index}` }, say('pontoon-badge')));
    parts.push(h('div', { class: 'seat-note' },
      say(round && !round.over && round.banker.seat === index ? 'pontoon-seat-plays-bank' : 'pontoon-seat-deals-bank')));
  } else if (v.cut_due && v.banker === index && name !== null) {
    parts.push(h('div', { class: 'seat-note', 'data-test': `calls-cut-${index}` }, say('pontoon-seat-calls-cut')));
  }
  if (name) parts.push(seatChips(index, player.chips));
  if (onTurn) parts.push(turnRing(sight.turn));
  if (at >= 0) {
    const punter = round.punters[at];
    const staking = v.phase === 'staking' && v.seat === index;
    parts.push(h('div', { class: 'stake-line', 'data-test': `stake-${index}` },
      punter.stake !== null
        ? say('pontoon-seat-stakes', { amount: punter.stake })
        : say(staking ? 'pontoon-seat-to-stake' : 'pontoon-seat-no-stake')));
    const playing = v.phase === 'playing' && v.seat === index;
    parts.push(h('div', { class: 'hands' }, punter.hands.map((hand, i) => handView(punter, i, hand, playing && v.hand === i, v.totals?.hands?.[at]?.[i] ?? null))));
  }
  if (round?.over && name && (at >= 0 || round.banker.seat === index)) {
    const net = round.net[index] ?? 0;
    parts.push(h('div', { class: `net ${net > 0 ? 'won' : net < 0 ? 'lost' : ''}`, 'data-test': `net-${index}` },
      say('pontoon-seat-net', { net: signed(net) })));
  }
  parts.push(seatExtras(sight, index, name));
  return seatFrame({ index, name, mine, onTurn, classes: [banker && 'banker'], also: banker ? say('pontoon-aria-seat-bank') : '' }, parts);
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
      v.round ? `${say(v.round.over ? 'pontoon-status-hand-over' : 'pontoon-status-hand', { number: String(v.round.number) })} · ` : '',
      status, ` · ${say(v.shuffle_due ? 'pontoon-status-pack-shuffle' : 'pontoon-status-pack', { pack: v.pack })}`),
    h('div', { class: 'seats' }, v.players.map((_, i) => seatView(v, sight, i))));
}

export function homePage({ main, account, levels }, table) {
  const state = {
    news: '', // the last change of bank, in words, until the next hand is dealt; kept with the log
    amounts: {}, // what is typed in each amount entry: stake, buy, shoot, kitty, price
    buyer: null, // the seat chosen to be offered the bank
    selling: false, // whether the form that sells the bank is open
    cutBanker: null, // who won the cut for the bank (its event's), kept with the log
  };
  const hold = followTable({ main, account, levels }, table, {
    look: 'home-page',
    draw,
    store: `home:${table}`,
    most: 60,
    words: (events, aloud) => eventLines(events, { names: names(), banker: view()?.banker }, aloud),
    heard: heardBank,
    keep: () => ({ news: state.news, cutBanker: state.cutBanker }),
    walletAfter: ['round_over', 'seated', 'bank_passed'],
    moveWord: (m) => actionName(m.move),
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

  const act = (action) => hold.act(action, actionName(action.action));

  /** An amount move (stake, buy, shoot, kitty) with the amount in its entry, if the move allows it. */
  function actAmount(name) {
    const move = moveOf(name);
    if (!move) return undefined;
    const typed = state.amounts[name] ?? String(move.min);
    const problem = amountError(actionName(name), typed, move);
    if (problem) {
      hold.error = problem;
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
    const problem = amountError(null, typed, limits);
    if (problem) {
      hold.error = problem;
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
      'aria-label': say('pontoon-slider', { label, min: limits.min, max: limits.max }), disabled: limits.min === limits.max,
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
      }, say('pontoon-sell')));
    }
    const buyers = move.buyers;
    const chosen = buyers.find((b) => b.seat === state.buyer) ?? buyers[0];
    state.buyer = chosen.seat;
    const price = state.amounts.price ?? '';
    const who = (seat) => seatName(seat) ?? say('pontoon-seat', { seat: seat + 1 });
    const payable = chosen.max_price >= 1;
    const select = h('select', {
      id: 'home-buyer', 'data-test': 'offer-buyer',
      onchange: (e) => { state.buyer = Number(e.target.value); render(); },
    }, buyers.map((b) => h('option', { value: b.seat, selected: b.seat === chosen.seat },
      say('pontoon-buyer-option', { name: who(b.seat), most: b.max_price }))));
    const number = h('input', {
      type: 'number', id: 'home-price', min: 1, max: Math.max(1, chosen.max_price), step: 1, value: price, inputmode: 'numeric',
      required: true, placeholder: payable ? rangeWords({ min: 1, max: chosen.max_price }) : null,
      'data-test': 'price-amount', 'aria-describedby': 'home-price-limits',
      oninput: (e) => { state.amounts.price = e.target.value; },
    });
    return h('form', {
      // The page says what is wrong with the price itself, in words and aloud.
      class: 'amount offer-form', 'data-test': 'offer-form', 'aria-labelledby': 'home-sell-title', novalidate: true,
      onsubmit: (e) => { e.preventDefault(); perform({ do: 'offer_bank' }); },
    },
    h('h2', { id: 'home-sell-title' }, say('pontoon-sell-title')),
    h('div', { class: 'amount-row' },
      h('label', { for: 'home-buyer' }, say('pontoon-sell-to')), select,
      h('label', { for: 'home-price' }, say('pontoon-sell-for')), number,
      h('button', { type: 'submit', class: 'primary', 'data-test': 'offer_bank', disabled: !payable }, say('pontoon-verb-offer-bank')),
      h('button', {
        type: 'button', class: 'quiet', 'data-test': 'sell-cancel',
        onclick: () => {
          state.selling = false;
          delete state.amounts.price;
          render();
          root.querySelector('[data-test="sell-bank"]')?.focus();
        },
      }, say('pontoon-sell-cancel'))),
    h('p', { class: 'limits', id: 'home-price-limits', 'data-test': 'price-limits' },
      say(payable ? 'pontoon-price-note' : 'pontoon-price-none', { name: who(chosen.seat), most: chosen.max_price })));
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
      rows.push(h('p', { class: 'hint', 'data-test': 'cut-hint' }, say('pontoon-cut-hint')));
      rows.push(h('div', { class: 'moves' }, button('cut', say('pontoon-verb-cut'), { class: 'primary' })));
    }
    if (move('accept_bank')) {
      const price = move('accept_bank').price;
      const banker = seatName(v.banker) ?? say('pontoon-the-bank');
      rows.push(h('section', { class: 'offer-answer', 'data-test': 'offer-answer', 'aria-label': say('pontoon-aria-offer') },
        h('p', {}, say('pontoon-offer-you', { banker, price })),
        h('div', { class: 'moves' },
          button('accept_bank', say('pontoon-take-bank-for', { price }), { class: 'primary' }),
          button('decline_bank', say('pontoon-turn-it-down')))));
    }
    if (move('kitty')) {
      const limits = move('kitty');
      rows.push(amountForm('kitty', limits, {
        label: say(v.kitty ? 'pontoon-kitty-add' : 'pontoon-kitty-up'),
        verb: (n) => say('pontoon-kitty-button', { amount: typedAmount(n) }),
        note: say('pontoon-kitty-note', { range: rangeWords(limits), kitty: v.kitty, most: v.rules.kitty_max }),
        fallback: v.kitty ? limits.min : Math.max(limits.min, Math.min(limits.max, v.rules.kitty_min)),
      }));
    }
    if (move('deal')) {
      rows.push(h('div', { class: 'moves' },
        button('deal', say('pontoon-deal-hand', { number: String((v.rounds_played ?? 0) + 1) }), { class: 'primary' })));
    }
    if (move('offer_bank')) rows.push(offerForm(move('offer_bank')));
    else state.selling = false;
    if (move('stake')) {
      const limits = move('stake');
      const note = limits.max < v.rules.max_stake
        ? say('pontoon-stake-note-cover', { range: rangeWords(limits), most: v.rules.max_stake, cover: limits.max })
        : say('pontoon-stake-note', { range: rangeWords(limits) });
      rows.push(amountForm('stake', limits, {
        label: say('pontoon-stake-label'), verb: (n) => say('pontoon-stake-button', { amount: typedAmount(n) }), note,
      }));
    }
    if (move('double')) {
      rows.push(h('div', { class: 'moves' },
        button('double', say('pontoon-double-button'), { class: 'primary' }), button('decline_double', say('pontoon-verb-decline-double'))));
    }
    if (move('shoot')) {
      const limits = move('shoot');
      const first = limits.min === 0;
      const shown = first ? { min: Math.min(1, limits.max), max: limits.max } : limits;
      rows.push(amountForm('shoot', shown, {
        label: say(first ? 'pontoon-shoot-label' : 'pontoon-shoot-label-fourth'),
        verb: (n) => say('pontoon-shoot-button', { amount: typedAmount(n) }),
        note: say(first ? 'pontoon-shoot-note' : 'pontoon-shoot-note-fourth', { range: rangeWords(shown), kitty: v.kitty }),
        more: first ? [button('no_shoot', say('pontoon-no-shoot'))] : [],
      }));
    }
    const play = [];
    if (move('twist')) play.push(button('twist', say(iBank ? 'pontoon-take-card' : 'pontoon-twist-button')));
    if (move('stick')) play.push(button('stick', say(iBank ? 'pontoon-stay' : 'move-stick'), { class: 'primary' }));
    if (move('split')) play.push(button('split', say('move-split')));
    if (move('burn')) play.push(button('burn', say('pontoon-verb-burn')));
    if (play.length) rows.push(h('div', { class: 'moves' }, play));
    if (move('buy')) {
      const limits = move('buy');
      rows.push(amountForm('buy', limits, {
        label: say('pontoon-buy-label'), verb: (n) => say('pontoon-buy-button', { amount: typedAmount(n) }),
        note: say('pontoon-buy-note', { range: rangeWords(limits) }),
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
      keysBox(homeKeys()),
      logBox(say('pontoon-log-title'), hold.log));
  }

  return hold.start();
}
