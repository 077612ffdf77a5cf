// What happened at a casino table, in words: each event of the wire (docs/wire.md, CasinoEvent)
// as one line of the round's log, with the players' names, in the page's language.

import { cardShort, cardWords } from '../../cards.js';
import { say } from '../../speech.js';
import { seatedWords } from '../../words.js';

function list(cards, words) {
  return cards.map(words ? cardWords : cardShort).join(words ? ', ' : ' ');
}

/**
 * One event as a sentence. `names[seat]` is each seat's player; `words` spells cards out for
 * screen readers ("ten of hearts") instead of "10♥". `null` for an event that says nothing new.
 */
export function eventWords(event, names, words = false) {
  const name = (seat) => names[seat] ?? say('casino-seat', { number: seat + 1 });
  // Who plays a hand: the player, and after a split which of the hands ("Ann (hand 2)"), a name
  // each sentence takes whole.
  const who = (e) => (e.hand > 0 ? say('casino-who-hand', { who: name(e.seat), hand: e.hand + 1 }) : name(e.seat));
  const card = (c) => (words ? cardWords(c) : cardShort(c));
  switch (event.event) {
    case 'staked': return say('casino-staked', { who: name(event.seat), amount: event.amount });
    case 'passed': return say('casino-passed', { who: name(event.seat) });
    case 'all_passed': return say('casino-all-passed');
    // Which fair shuffle, counted from 1 as the fair panel counts; a table not dealt fair names none.
    case 'shuffled':
      return Number.isInteger(event.shuffle)
        ? say('casino-shuffled-number', { number: event.shuffle + 1 })
        : say('casino-shuffled');
    case 'round_started': return say('casino-round', { number: event.number });
    case 'dealt':
      return event.seat === null
        ? say('casino-dealer-hole')
        : say('casino-dealt', { who: who(event), card: card(event.card) });
    case 'dealer_pontoon': return say('casino-dealer-pontoon', { cards: list(event.cards, words) });
    case 'pontoon': return say('casino-pontoon', { who: who(event) });
    // The split hand is said after the verb: "Ann splits (hand 2)".
    case 'split':
      return event.hand > 0
        ? say('casino-split-hand', { who: name(event.seat), hand: event.hand + 1 })
        : say('casino-split', { who: name(event.seat) });
    case 'bought': return say('casino-bought-card', { who: who(event), card: card(event.card) });
    case 'twisted': return say('casino-twisted', { who: who(event), card: card(event.card) });
    case 'stood': return say('casino-stuck', { who: who(event) });
    case 'five_card_trick': return say('casino-five-card-trick', { who: who(event) });
    case 'bust': return say('casino-bust', { who: who(event), amount: event.lost });
    case 'dealer_turned': return say('casino-dealer-turned', { cards: list(event.cards, words) });
    case 'dealer_drew': return say('casino-dealer-drew', { card: card(event.card) });
    case 'dealer_stood': return say('casino-dealer-stood', { total: event.total });
    case 'dealer_five_card_trick': return say('casino-dealer-five');
    case 'dealer_bust': return say('casino-dealer-bust');
    case 'round_over': return roundOver(event.round, names);
    case 'seated': return seatedWords(event, names);
    case 'session_over': return say('casino-session-over');
    default: return null;
  }
}

/** The round's end: what each bettor won or lost, a clause each, in the order they sat. */
function roundOver(round, names) {
  const parts = round.bettors.map((b) => {
    const net = round.net[b.seat] ?? 0;
    const who = names[b.seat] ?? b.name;
    if (net > 0) return say('casino-won', { who, amount: net });
    if (net < 0) return say('casino-lost', { who, amount: -net });
    return say('casino-even', { who });
  });
  return parts.length ? say('casino-round-over-results', { results: parts.join(', ') }) : say('casino-round-over');
}
