// What every game's words share: names as a list, the fair shuffle an event made, the cut for
// the first bank or deal, and seat changes.

import { cardShort, cardWords } from './cards.js';
import { say } from './speech.js';

/** A net result in chips with its sign: "+25", "−10", "±0". */
export function signed(n) {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '±0';
}

/** Names as a list in words: "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function nameList(names) {
  if (names.length <= 1) return names.join('');
  return say('table-names-and', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/**
 * Which fair shuffle an event made, to follow a sentence: " (shuffle 3)", counted from 1 as the
 * fair panel and the fairness page count them; '' at a table not dealt fair, whose event names none.
 */
export function shuffleNote(event) {
  // The shuffle's number names it, as a table's number does: written as it is, not as a count.
  return Number.isInteger(event.shuffle) ? ` ${say('table-shuffle-note', { shuffle: String(event.shuffle + 1) })}` : '';
}

/** A seat's player, or the seat in words when it is empty ("seat 3"). */
const seatWho = (names, seat) => names[seat] || say('table-seat-n', { seat: seat + 1 });

/** The prizes of a cut as the catalogues choose them, from the words the games used to give. */
const PRIZES = { 'holds the bank': 'bank', 'deals the first hand': 'deal' };

/**
 * Who won the cut for the first bank or deal, and with what (`cuts` as the view gives them):
 * "Ann and Cleo tied and cut again: Cleo cuts the highest card, 9♦, and holds the bank". `prize`
 * says what the cut wins: 'bank' ("holds the bank") or 'deal' ("deals the first hand"), each a
 * whole sentence of the catalogue; `words` spells the card out.
 */
export function cutWinner(cuts, winner, names, prize, words = false) {
  const who = (seat) => seatWho(names, seat);
  const last = Math.max(...cuts.map((c) => c.round));
  const final = cuts.filter((c) => c.round === last);
  const won = final.find((c) => c.seat === winner)?.card;
  const said = { who: who(winner), prize: PRIZES[prize] ?? prize };
  if (won) said.card = words ? cardWords(won) : cardShort(won);
  if (last > 1) said.tied = nameList(final.map((c) => who(c.seat)));
  const id = `table-cut${last > 1 ? '-tie' : ''}-won${won ? '' : '-plain'}`;
  return say(id, said);
}

/** A seat change (a `seated` event) as a sentence; `null` for a seed, which the fair panel lists. */
export function seatedWords(event, names) {
  const who = (seat) => names[seat] ?? say('table-seat-n', { seat: seat + 1 });
  const change = event.change;
  switch (change.action) {
    case 'sit': return say('table-seated-sit', { name: change.name, seat: event.seat + 1, chips: change.chips });
    case 'top_up': return say('table-seated-top-up', { who: who(event.seat), chips: change.chips });
    case 'stand': return say('table-seated-stand', { who: who(event.seat) });
    case 'move': return say('table-seated-move', { who: who(event.seat), seat: change.to + 1 });
    // Every seated player's page gives a seed for every shuffle: a line for each would bury the
    // play, and the fair panel lists them.
    case 'seed': case 'seeded': return null;
    default: return null;
  }
}
