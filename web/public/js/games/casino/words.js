// What happened at a casino table, in words: each event of the wire (docs/wire.md, CasinoEvent)
// as one line of the round's log, with the players' names.

import { cardShort, cardWords } from '../../cards.js';
import { seatedWords, shuffleNote } from '../../words.js';

function list(cards, words) {
  return cards.map(words ? cardWords : cardShort).join(words ? ', ' : ' ');
}

/**
 * One event as a sentence. `names[seat]` is each seat's player; `words` spells cards out for
 * screen readers ("ten of hearts") instead of "10♥". `null` for an event that says nothing new.
 */
export function eventWords(event, names, words = false) {
  const who = (seat) => names[seat] ?? `seat ${seat + 1}`;
  const card = (c) => (words ? cardWords(c) : cardShort(c));
  const hand = (e) => (e.hand > 0 ? ` (hand ${e.hand + 1})` : '');
  switch (event.event) {
    case 'staked': return `${who(event.seat)} bets ${event.amount}`;
    case 'passed': return `${who(event.seat)} passes`;
    case 'all_passed': return 'Everyone passed: nothing is dealt';
    case 'shuffled': return `The shoe is shuffled${shuffleNote(event)}`;
    case 'round_started': return `Round ${event.number}`;
    case 'dealt':
      return event.seat === null
        ? 'The dealer takes a card face down'
        : `${who(event.seat)}${hand(event)} gets ${card(event.card)}`;
    case 'dealer_pontoon': return `The dealer has Pontoon (${list(event.cards, words)}): every bet loses`;
    case 'pontoon': return `${who(event.seat)}${hand(event)}: Pontoon`;
    case 'split': return `${who(event.seat)} splits${hand(event)}`;
    case 'bought': return `${who(event.seat)}${hand(event)} buys ${card(event.card)}`;
    case 'twisted': return `${who(event.seat)}${hand(event)} twists ${card(event.card)}`;
    case 'stood': return `${who(event.seat)}${hand(event)} sticks`;
    case 'five_card_trick': return `${who(event.seat)}${hand(event)}: Five Card Trick`;
    case 'bust': return `${who(event.seat)}${hand(event)} is bust and loses ${event.lost}`;
    case 'dealer_turned': return `The dealer turns over ${list(event.cards, words)}`;
    case 'dealer_drew': return `The dealer draws ${card(event.card)}`;
    case 'dealer_stood': return `The dealer stands on ${event.total}`;
    case 'dealer_five_card_trick': return 'The dealer has a Five Card Trick';
    case 'dealer_bust': return 'The dealer is bust';
    case 'round_over': return roundOver(event.round, names);
    case 'seated': return seatedWords(event, names);
    case 'session_over': return 'Nobody at the table can cover the minimum';
    default: return null;
  }
}

function roundOver(round, names) {
  const parts = round.bettors.map((b) => {
    const net = round.net[b.seat] ?? 0;
    const said = net > 0 ? `wins ${net}` : net < 0 ? `loses ${-net}` : 'is even';
    return `${names[b.seat] ?? b.name} ${said}`;
  });
  return parts.length ? `Round over: ${parts.join(', ')}` : 'Round over';
}
