// The home games of Pontoon (traditional and Shoot; docs/wire.md, "`pontoon`: the home games") in
// words: each event as a line of the log, and what a hand, the bank and a result say on the table.
// Everything said here is read from the view or the event; nothing is worked out from the cards.

import { cardShort, cardWords } from '../../cards.js';
import { nameList, seatedWords, signed } from '../../words.js';
import { say } from '../../speech.js';

/** The cards in short ("A♠ K♥") or spelled out for screen readers. */
function list(cards, words) {
  return (cards ?? []).map(words ? cardWords : cardShort).join(words ? ', ' : ' ');
}

/** A seat's player by name, or the seat itself ("seat 2") when nobody's name is known. */
function seatWho(names, seat) {
  return names[seat] || say('pontoon-seat', { seat: seat + 1 });
}

/** A hand's number as a label says it: the table counts hands, it does not add them up. */
const handNumber = (n) => String(n);

/**
 * What the bank's box says: "face down", "drawing", "Pontoon", "stays on 18: paying 19", "Five
 * Card Trick", "Bust", "did not play". `banker` is the round's BankerHand.
 */
export function bankerLabel(banker) {
  switch (banker?.state) {
    case 'waiting': return banker.cards.length ? say('pontoon-box-face-down') : '';
    case 'playing': return say('pontoon-box-drawing');
    case 'pontoon': return say('pontoon-box-pontoon');
    // A stay on 21 pays only what beats 21 (docs/wire.md, BankerState `stayed`).
    case 'stayed': return banker.total >= 21
      ? say('pontoon-box-stayed-21', { total: banker.total })
      : say('pontoon-box-stayed', { total: banker.total, paying: banker.total + 1 });
    case 'five_card_trick': return say('pontoon-box-five');
    case 'bust': return say('pontoon-box-bust');
    case 'not_played': return say('pontoon-box-not-played');
    default: return '';
  }
}

/** What a player's hand's box says (HandState): "Pontoon", "sticks", "Bust", ... */
export function handLabel(hand) {
  switch (hand.state) {
    case 'playing': return say('pontoon-box-playing');
    case 'stood': return say('pontoon-box-sticks');
    case 'pontoon': return say('pontoon-box-pontoon');
    case 'five_card_trick': return say('pontoon-box-five');
    case 'bust': return say('pontoon-box-bust');
    default: return '';
  }
}

/** A settled hand's result on its stake: "Pontoon wins 20", "wins 10", "bust: loses 5"; '' before. */
export function resultWords(hand) {
  const result = hand.result;
  if (result === null || result === undefined) return '';
  if (result > 0) {
    if (hand.state === 'pontoon') return say('pontoon-result-pontoon', { amount: result });
    if (hand.state === 'five_card_trick') return say('pontoon-result-five', { amount: result });
    return say('pontoon-result-wins', { amount: result });
  }
  if (result < 0) return say(hand.state === 'bust' ? 'pontoon-result-bust' : 'pontoon-result-loses', { amount: -result });
  return say('pontoon-result-even');
}

/** A hand's shoot bet (Shoot Pontoon): "shoot bet 4", "shoot bet wins 4", "shoot bet lost: 4 to the kitty". */
export function shootWords(hand) {
  const result = hand.shoot_result;
  if (result !== null && result !== undefined) {
    if (result > 0) return say('pontoon-shoot-won', { amount: result });
    if (result < 0) return say('pontoon-shoot-lost', { amount: -result });
    return hand.shoot ? say('pontoon-shoot-even') : '';
  }
  if (hand.shoot > 0) return say(hand.shot_for_fourth ? 'pontoon-shoot-bet-fourth' : 'pontoon-shoot-bet', { amount: hand.shoot });
  return '';
}

/** Why the bank changed hands, in a sentence (a `bank_passed` event). */
export function bankPassedWords(event, names) {
  const said = { from: seatWho(names, event.from), to: seatWho(names, event.to) };
  switch (event.reason) {
    case 'pontoon': return say('pontoon-passed-pontoon', said);
    case 'broken': return say('pontoon-passed-broken', said);
    case 'sold': return say('pontoon-passed-sold', { ...said, price: event.price });
    case 'left': return say('pontoon-passed-left', said);
    default: return say('pontoon-passed', said);
  }
}

/**
 * The last change of bank in words after one message's `events`, from what was said before
 * (`news`): a hand's start clears it; a `bank_passed` says it (bankPassedWords), and the kitty
 * going back to the old banker is said after it. `names` are the seats' players before the events.
 */
export function bankNews(news, events, names) {
  let said = (events ?? []).some((e) => e.event === 'hand_started') ? '' : news;
  for (const event of events ?? []) {
    if (event.event === 'bank_passed') said = bankPassedWords(event, names);
    if (event.event === 'kitty_returned' && said) {
      said = say('pontoon-news-kitty', { news: said, amount: event.amount, to: seatWho(names, event.to) });
    }
  }
  return said;
}

/** One transfer of a settlement: a player pays a player, a player the kitty, or the kitty a player. */
function payment(transfer, names) {
  const amount = transfer.amount;
  if (transfer.to === 'kitty') return say('pontoon-pays-kitty', { from: seatWho(names, transfer.from.seat), amount });
  if (transfer.from === 'kitty') return say('pontoon-kitty-pays', { to: seatWho(names, transfer.to.seat), amount });
  return say('pontoon-pays', { from: seatWho(names, transfer.from.seat), to: seatWho(names, transfer.to.seat), amount });
}

/** The cut for the bank as the log says it: each round's cards, and who holds the bank. */
function cutWords(cuts, banker, names, words) {
  const rounds = new Map();
  for (const cut of cuts) {
    if (!rounds.has(cut.round)) rounds.set(cut.round, []);
    rounds.get(cut.round).push(`${seatWho(names, cut.seat)} ${words ? cardWords(cut.card) : cardShort(cut.card)}`);
  }
  const said = [...rounds.entries()].map(([round, cut]) => (round > 1
    ? say('pontoon-cut-log-again', { round, cuts: cut.join(', ') })
    : cut.join(', ')));
  return say('pontoon-cut-log', { cuts: said.join('; '), banker: seatWho(names, banker) });
}

/**
 * Who won the cut and with what, as the cut's own panel says it: "Ann cuts the highest card, A♠,
 * and holds the bank"; after a tie, "Ann and Cleo tied and cut again: Cleo cuts the highest card,
 * 9♦, and holds the bank". `cuts` are the view's (or the event's), `banker` the seat that won.
 */
export function cutWinnerWords(cuts, banker, names, words = false) {
  const last = Math.max(...cuts.map((c) => c.round));
  const final = cuts.filter((c) => c.round === last);
  const won = final.find((c) => c.seat === banker)?.card;
  const said = {
    name: seatWho(names, banker),
    card: won ? (words ? cardWords(won) : cardShort(won)) : '',
    tied: nameList(final.map((c) => seatWho(names, c.seat))),
  };
  if (last > 1) return say(won ? 'pontoon-cut-winner-tie' : 'pontoon-cut-winner-tie-bare', said);
  return say(won ? 'pontoon-cut-winner' : 'pontoon-cut-winner-bare', said);
}

/**
 * What the bank's plaque says of who holds it: "The bank: Ann (you)"; before the session's first
 * hand (the view's `cut_due`), "The bank is to be cut for", for the first to sit does not hold
 * it yet. `me` is the viewer's seat (null for a spectator).
 */
export function bankerWords(view, names, me = null) {
  if (view.cut_due) return say('pontoon-banker-due');
  const name = names[view.banker];
  if (!name) return say('pontoon-banker-none');
  return say(me === view.banker ? 'pontoon-banker-mine' : 'pontoon-banker-is', { name });
}

/**
 * Who the table waits for while the bank is to be cut for (the view's `cut_due`): the first to
 * sit (the view's `banker`), who calls the cut once a second player can play, or a second player.
 */
export function cutDueWords(view, names) {
  const name = names[view.banker];
  if (!name) return say('pontoon-cut-due-none');
  if ((view.to_act ?? []).includes(view.banker)) return say('pontoon-cut-due-call', { name });
  return say('pontoon-cut-due-wait', { name });
}

function roundOver(round, names) {
  const seats = [round.banker.seat, ...round.punters.map((p) => p.seat)];
  const parts = seats.map((seat) => `${seatWho(names, seat)} ${signed(round.net[seat] ?? 0)}`);
  if (round.shoot && round.kitty_net) parts.push(say('pontoon-kitty-net', { net: signed(round.kitty_net) }));
  return say('pontoon-round-over', { number: handNumber(round.number), results: parts.join(', ') });
}

/**
 * The banker as the subject of a sentence: "Ann (the bank)", or "The bank" when the table's
 * banker is not known.
 */
function bankWho(names, banker) {
  return banker === null || banker === undefined ? say('pontoon-the-bank') : say('pontoon-bank-of', { name: seatWho(names, banker) });
}

/**
 * One event as a sentence. `table` is {names, banker}: each seat's player and the bank's seat as
 * the table stood before the event (a hand's start and a change of bank move it on: see
 * `eventLines`). `words` spells cards out for screen readers. `null` for an event that says nothing.
 */
export function eventWords(event, table, words = false) {
  const names = table.names ?? [];
  const card = (c) => (words ? cardWords(c) : cardShort(c));
  const cards = (e) => list(e.cards, words);
  // A player, with the hand after a split: "Ann (hand 2)".
  const who = (e) => (e.hand > 0
    ? say('pontoon-who-hand', { name: seatWho(names, e.seat), hand: e.hand + 1 })
    : seatWho(names, e.seat));
  const bank = bankWho(names, table.banker);
  switch (event.event) {
    case 'cut_for_bank': return cutWords(event.cuts, event.banker, names, words);
    case 'shuffled': return Number.isInteger(event.shuffle)
      ? say('pontoon-shuffled-fair', { shuffle: event.shuffle + 1 })
      : say('pontoon-shuffled');
    case 'hand_started': {
      const said = { number: handNumber(event.number), banker: seatWho(names, event.banker) };
      return event.punters.length
        ? say('pontoon-hand-started', { ...said, punters: event.punters.map((seat) => seatWho(names, seat)).join(', ') })
        : say('pontoon-hand-started-nobody', said);
    }
    case 'dealt':
      if (event.seat === table.banker) {
        return event.card ? say('pontoon-bank-takes', { bank, card: card(event.card) }) : say('pontoon-bank-takes-down', { bank });
      }
      return event.card ? say('pontoon-gets', { who: who(event), card: card(event.card) }) : say('pontoon-gets-down', { who: who(event) });
    case 'banker_looked':
      return event.cards.some((c) => c) ? say('pontoon-bank-looks-at', { bank, cards: cards(event) }) : say('pontoon-bank-looks', { bank });
    case 'staked': return say('pontoon-staked', { who: who(event), amount: event.amount });
    case 'banker_doubled': return say(event.doubled ? 'pontoon-bank-doubles' : 'pontoon-bank-lets-stand', { bank });
    case 'shot':
      return event.amount > 0 ? say('pontoon-shot', { who: who(event), amount: event.amount }) : say('pontoon-no-shot', { who: who(event) });
    case 'burnt': return say('pontoon-burns', { who: who(event), cards: cards(event) });
    case 'kitty_put': return say('pontoon-kitty-put', { bank, amount: event.amount, kitty: event.kitty });
    case 'kitty_returned': return say('pontoon-kitty-returned', { amount: event.amount, to: seatWho(names, event.to) });
    case 'banker_pontoon': return say('pontoon-bank-pontoon', { bank, cards: cards(event) });
    case 'pontoon': return say('pontoon-declares', { who: who(event), cards: cards(event) });
    case 'split': return say('pontoon-splits', { who: seatWho(names, event.seat), cards: cards(event) });
    case 'bought':
      return event.card
        ? say('pontoon-buys', { who: who(event), card: card(event.card), amount: event.amount })
        : say('pontoon-buys-down', { who: who(event), amount: event.amount });
    case 'twisted': return say('pontoon-twists', { who: who(event), card: card(event.card) });
    case 'stood': return say('pontoon-sticks', { who: who(event) });
    case 'five_card_trick': return say('pontoon-five', { who: who(event) });
    case 'bust': return say('pontoon-bust', { who: who(event), cards: cards(event), lost: event.lost });
    case 'banker_turned': return say('pontoon-bank-turns', { bank, cards: cards(event) });
    case 'banker_twisted': return say('pontoon-bank-takes', { bank, card: card(event.card) });
    // A stay on 21 pays only what beats 21 (docs/wire.md, BankerState `stayed`).
    case 'banker_stayed': return event.total >= 21
      ? say('pontoon-bank-stays-21', { bank, total: event.total })
      : say('pontoon-bank-stays', { bank, total: event.total, paying: event.total + 1 });
    case 'banker_bust': return say('pontoon-bank-bust', { bank });
    case 'banker_five_card_trick': return say('pontoon-bank-five', { bank });
    case 'shown': return say('pontoon-shows', { who: who(event), cards: cards(event) });
    case 'settled': {
      const paid = event.transfers.map((t) => payment(t, names));
      return paid.length ? say('pontoon-settled', { payments: paid.join(', ') }) : say('pontoon-settled-none');
    }
    case 'round_over': return roundOver(event.round, names);
    case 'bank_offered': return say('pontoon-bank-offers', { bank, buyer: seatWho(names, event.buyer), price: event.price });
    case 'bank_offer_declined': return say('pontoon-turns-down', { buyer: seatWho(names, event.buyer) });
    case 'bank_passed': return bankPassedWords(event, names);
    // Seat changes read as at every table (words.js).
    case 'seated': return seatedWords(event, names);
    case 'session_over': return say('pontoon-session-over');
    default: return null;
  }
}

/**
 * The lines of one message's events, in order; the bank's seat is followed through them (a hand's
 * start names it, a change of bank moves it), so each line names the right banker.
 */
export function eventLines(events, table, words = false) {
  let banker = table.banker;
  const lines = [];
  for (const event of events ?? []) {
    if (event.event === 'hand_started' || event.event === 'cut_for_bank') banker = event.banker;
    const line = eventWords(event, { names: table.names, banker }, words);
    if (line) lines.push(line);
    if (event.event === 'bank_passed') banker = event.to;
  }
  return lines;
}

/** Who the table waits for, in words, from the view's phase. */
export function waitingWords(view, names) {
  const who = (seat) => seatWho(names, seat);
  if (view.cut_due) return cutDueWords(view, names);
  switch (view.phase) {
    case 'between_rounds':
      return view.offer
        ? say('pontoon-wait-offered', { buyer: who(view.offer.buyer), price: view.offer.price })
        : say('pontoon-wait-deal', { bank: bankWho(names, view.banker) });
    case 'staking': return say('pontoon-wait-stake', { who: who(view.seat) });
    case 'doubling': return say('pontoon-wait-double', { bank: bankWho(names, view.banker) });
    case 'shooting': return say('pontoon-wait-shoot', { who: who(view.seat) });
    case 'playing': return view.hand > 0
      ? say('pontoon-wait-play-hand', { who: who(view.seat), hand: view.hand + 1 })
      : say('pontoon-wait-play', { who: who(view.seat) });
    case 'banker': return say('pontoon-wait-bank', { bank: bankWho(names, view.banker) });
    case 'over': return say('pontoon-wait-over');
    default: return '';
  }
}
