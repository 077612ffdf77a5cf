// The home games of Pontoon (traditional and Shoot; docs/wire.md, "`pontoon`: the home games") in
// words: each event as a line of the log, and what a hand, the bank and a result say on the table.
// Everything said here is read from the view or the event; nothing is worked out from the cards.

import { cardShort, cardWords } from '../../cards.js';
import { cutWinner, seatedWords, shuffleNote, signed } from '../../words.js';

/** The cards in short ("A♠ K♥") or spelled out for screen readers. */
function list(cards, words) {
  return (cards ?? []).map(words ? cardWords : cardShort).join(words ? ', ' : ' ');
}

/** What a stay on `total` says: "paying 19" (docs/wire.md, BankerState `stayed`). */
export function payingWords(total) {
  return total >= 21 ? 'pays only Pontoons and Five Card Tricks' : `paying ${total + 1}`;
}

/**
 * What the bank's box says: "face down", "drawing", "Pontoon", "stays on 18: paying 19", "Five
 * Card Trick", "Bust", "did not play". `banker` is the round's BankerHand.
 */
export function bankerLabel(banker) {
  switch (banker?.state) {
    case 'waiting': return banker.cards.length ? 'face down' : '';
    case 'playing': return 'drawing';
    case 'pontoon': return 'Pontoon';
    case 'stayed': return `stays on ${banker.total}: ${payingWords(banker.total)}`;
    case 'five_card_trick': return 'Five Card Trick';
    case 'bust': return 'Bust';
    case 'not_played': return 'did not play: every hand bust';
    default: return '';
  }
}

/** What a player's hand's box says (HandState): "Pontoon", "sticks", "Bust", ... */
export function handLabel(hand) {
  switch (hand.state) {
    case 'playing': return 'playing';
    case 'stood': return 'sticks';
    case 'pontoon': return 'Pontoon';
    case 'five_card_trick': return 'Five Card Trick';
    case 'bust': return 'Bust';
    default: return '';
  }
}

/** A settled hand's result on its stake: "Pontoon wins 20", "wins 10", "bust: loses 5"; '' before. */
export function resultWords(hand) {
  const result = hand.result;
  if (result === null || result === undefined) return '';
  if (result > 0) {
    if (hand.state === 'pontoon') return `Pontoon wins ${result}`;
    if (hand.state === 'five_card_trick') return `Five Card Trick wins ${result}`;
    return `wins ${result}`;
  }
  if (result < 0) return hand.state === 'bust' ? `bust: loses ${-result}` : `loses ${-result}`;
  return 'stands even';
}

/** A hand's shoot bet (Shoot Pontoon): "shoot bet 4", "shoot bet wins 4", "shoot bet lost: 4 to the kitty". */
export function shootWords(hand) {
  const result = hand.shoot_result;
  if (result !== null && result !== undefined) {
    if (result > 0) return `shoot bet wins ${result} from the kitty`;
    if (result < 0) return `shoot bet lost: ${-result} to the kitty`;
    return hand.shoot ? 'shoot bet stands even' : '';
  }
  if (hand.shoot > 0) return `shoot bet ${hand.shoot}${hand.shot_for_fourth ? ': the fourth card must come' : ''}`;
  return '';
}

/** Why the bank changed hands, in a sentence (a `bank_passed` event). */
export function bankPassedWords(event, names) {
  const who = (seat) => names[seat] || `seat ${seat + 1}`;
  const from = who(event.from);
  const to = who(event.to);
  switch (event.reason) {
    case 'pontoon': return `${to}'s Pontoon takes the bank from ${from}: ${to} holds the bank now`;
    case 'broken': return `${from}'s bank is broken: ${to} holds the bank now`;
    case 'sold': return `${from} sells the bank to ${to} for ${event.price}: ${to} holds the bank now`;
    case 'left': return `${from} leaves the bank: ${to} holds the bank now`;
    default: return `The bank passes from ${from} to ${to}`;
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
    if (event.event === 'kitty_returned' && said) said += `; the kitty's ${event.amount} goes back to ${names[event.to] || `seat ${event.to + 1}`}`;
  }
  return said;
}

function party(p, names) {
  if (p === 'kitty') return 'the kitty';
  if (p && typeof p === 'object' && 'seat' in p) return names[p.seat] || `seat ${p.seat + 1}`;
  return String(p);
}

function cutWords(cuts, banker, names, words) {
  const rounds = new Map();
  for (const cut of cuts) {
    if (!rounds.has(cut.round)) rounds.set(cut.round, []);
    rounds.get(cut.round).push(`${names[cut.seat] || `seat ${cut.seat + 1}`} ${words ? cardWords(cut.card) : cardShort(cut.card)}`);
  }
  const said = [...rounds.entries()].map(([round, cut]) => (round > 1 ? `again, round ${round}: ` : '') + cut.join(', '));
  return `The cut for the bank: ${said.join('; ')}. ${names[banker] || `seat ${banker + 1}`} holds the bank`;
}

/**
 * Who won the cut and with what, as the cut's own panel says it: "Ann cuts the highest card, A♠,
 * and holds the bank"; after a tie, "Ann and Cleo tied and cut again: Cleo cuts the highest card,
 * 9♦, and holds the bank". `cuts` are the view's (or the event's), `banker` the seat that won.
 */
export function cutWinnerWords(cuts, banker, names, words = false) {
  return cutWinner(cuts, banker, names, 'holds the bank', words);
}

/**
 * What the bank's plaque says of who holds it: "The bank: Ann (you)"; before the session's first
 * hand (the view's `cut_due`), "The bank is to be cut for", for the first to sit does not hold
 * it yet. `me` is the viewer's seat (null for a spectator).
 */
export function bankerWords(view, names, me = null) {
  if (view.cut_due) return 'The bank is to be cut for';
  const name = names[view.banker];
  if (!name) return 'The bank: nobody yet';
  return `The bank: ${name}${me === view.banker ? ' (you)' : ''}`;
}

/**
 * Who the table waits for while the bank is to be cut for (the view's `cut_due`): the first to
 * sit (the view's `banker`), who calls the cut once a second player can play, or a second player.
 */
export function cutDueWords(view, names) {
  const first = names[view.banker];
  if (!first) return 'The players cut for the bank once two have sat down';
  if ((view.to_act ?? []).includes(view.banker)) return `${first} is to call the cut for the bank`;
  return `${first} sat down first and calls the cut for the bank: waiting for a second player`;
}

function roundOver(round, names) {
  const seats = [round.banker.seat, ...round.punters.map((p) => p.seat)];
  const parts = seats.map((seat) => `${names[seat] || `seat ${seat + 1}`} ${signed(round.net[seat] ?? 0)}`);
  if (round.shoot && round.kitty_net) parts.push(`the kitty ${signed(round.kitty_net)}`);
  return `Hand ${round.number} is over: ${parts.join(', ')}`;
}

/**
 * One event as a sentence. `table` is {names, banker}: each seat's player and the bank's seat as
 * the table stood before the event (a hand's start and a change of bank move it on: see
 * `eventLines`). `words` spells cards out for screen readers. `null` for an event that says nothing.
 */
export function eventWords(event, table, words = false) {
  const names = table.names ?? [];
  const who = (seat) => names[seat] || `seat ${seat + 1}`;
  const card = (c) => (words ? cardWords(c) : cardShort(c));
  const hand = (e) => (e.hand > 0 ? ` (hand ${e.hand + 1})` : '');
  const bank = table.banker === null || table.banker === undefined ? 'The bank' : `${who(table.banker)} (the bank)`;
  switch (event.event) {
    case 'cut_for_bank': return cutWords(event.cuts, event.banker, names, words);
    case 'shuffled': return `The pack is shuffled${shuffleNote(event)}`;
    case 'hand_started':
      return `Hand ${event.number}: ${who(event.banker)} deals to ${event.punters.map(who).join(', ') || 'nobody'}`;
    case 'dealt':
      if (event.seat === table.banker) return event.card ? `${bank} takes ${card(event.card)}` : `${bank} takes a card face down`;
      return event.card ? `${who(event.seat)}${hand(event)} gets ${card(event.card)}` : `${who(event.seat)}${hand(event)} gets a card face down`;
    case 'banker_looked':
      return event.cards.some((c) => c) ? `${bank} looks at ${list(event.cards, words)}` : `${bank} looks at the cards`;
    case 'staked': return `${who(event.seat)} stakes ${event.amount}`;
    case 'banker_doubled': return event.doubled ? `${bank} doubles every stake` : `${bank} lets the stakes stand`;
    case 'shot':
      return event.amount > 0
        ? `${who(event.seat)}${hand(event)} shoots ${event.amount} against the kitty`
        : `${who(event.seat)}${hand(event)} makes no shoot bet`;
    case 'burnt': return `${who(event.seat)}${hand(event)} burns ${list(event.cards, words)} and takes two new cards`;
    case 'kitty_put': return `${bank} puts ${event.amount} into the kitty: it holds ${event.kitty}`;
    case 'kitty_returned': return `The kitty's ${event.amount} goes back to ${who(event.to)}`;
    case 'banker_pontoon': return `${bank} has Pontoon (${list(event.cards, words)}): the hand is over`;
    case 'pontoon': return `${who(event.seat)}${hand(event)} declares Pontoon (${list(event.cards, words)})`;
    case 'split': return `${who(event.seat)} splits ${list(event.cards, words)}`;
    case 'bought':
      return event.card
        ? `${who(event.seat)}${hand(event)} buys ${card(event.card)} for ${event.amount}`
        : `${who(event.seat)}${hand(event)} buys a card face down for ${event.amount}`;
    case 'twisted': return `${who(event.seat)}${hand(event)} twists ${card(event.card)}`;
    case 'stood': return `${who(event.seat)}${hand(event)} sticks`;
    case 'five_card_trick': return `${who(event.seat)}${hand(event)}: Five Card Trick`;
    case 'bust': return `${who(event.seat)}${hand(event)} is bust (${list(event.cards, words)}) and loses ${event.lost}`;
    case 'banker_turned': return `${bank} turns over ${list(event.cards, words)}`;
    case 'banker_twisted': return `${bank} takes ${card(event.card)}`;
    case 'banker_stayed': return `${bank} stays on ${event.total}: ${payingWords(event.total)}`;
    case 'banker_bust': return `${bank} is bust: every hand still standing is paid`;
    case 'banker_five_card_trick': return `${bank} has a Five Card Trick`;
    case 'shown': return `${who(event.seat)}${hand(event)} shows ${list(event.cards, words)}`;
    case 'settled': {
      const paid = event.transfers.map((t) => `${party(t.from, names)} pays ${party(t.to, names)} ${t.amount}`);
      return paid.length ? `Settled: ${paid.join(', ')}` : 'Settled: no chips move';
    }
    case 'round_over': return roundOver(event.round, names);
    case 'bank_offered': return `${bank} offers the bank to ${who(event.buyer)} for ${event.price}`;
    case 'bank_offer_declined': return `${who(event.buyer)} turns the bank down`;
    case 'bank_passed': return bankPassedWords(event, names);
    // Seat changes read as at every table (words.js).
    case 'seated': return seatedWords(event, names);
    case 'session_over': return 'No further hand can be dealt';
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
  const who = (seat) => names[seat] || `seat ${seat + 1}`;
  if (view.cut_due) return cutDueWords(view, names);
  switch (view.phase) {
    case 'between_rounds':
      return view.offer
        ? `${who(view.offer.buyer)} is offered the bank for ${view.offer.price}`
        : `${who(view.banker)} (the bank) is to deal`;
    case 'staking': return `${who(view.seat)} is to stake`;
    case 'doubling': return `${who(view.banker)} (the bank) decides whether to double the stakes`;
    case 'shooting': return `${who(view.seat)} may place a shoot bet`;
    case 'playing': return `${who(view.seat)} is playing${view.hand > 0 ? ` hand ${view.hand + 1}` : ''}`;
    case 'banker': return `${who(view.banker)} (the bank) is playing`;
    case 'over': return 'No hand can be dealt now: the table waits for players with chips';
    default: return '';
  }
}
