// What every game's words share: names as a list, the fair shuffle an event made, the cut for
// the first bank or deal, and seat changes.

import { cardShort, cardWords } from './cards.js';

/** A net result in chips with its sign: "+25", "−10", "±0". */
export function signed(n) {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '±0';
}

/** Names as a list in words: "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function nameList(names) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Which fair shuffle an event made, to follow a sentence: " (shuffle 3)", counted from 1 as the
 * fair panel and the fairness page count them; '' at a table not dealt fair, whose event names none.
 */
export function shuffleNote(event) {
  return Number.isInteger(event.shuffle) ? ` (shuffle ${event.shuffle + 1})` : '';
}

/**
 * Who won the cut for the first bank or deal, and with what (`cuts` as the view gives them):
 * "Ann and Cleo tied and cut again: Cleo cuts the highest card, 9♦, and holds the bank". `prize`
 * ends the line ("holds the bank", "deals the first hand"); `words` spells the card out.
 */
export function cutWinner(cuts, winner, names, prize, words = false) {
  const who = (seat) => names[seat] || `seat ${seat + 1}`;
  const last = Math.max(...cuts.map((c) => c.round));
  const final = cuts.filter((c) => c.round === last);
  const won = final.find((c) => c.seat === winner)?.card;
  const shown = won ? `, ${words ? cardWords(won) : cardShort(won)},` : '';
  const tie = last > 1 ? `${nameList(final.map((c) => who(c.seat)))} tied and cut again: ` : '';
  return `${tie}${who(winner)} cuts the highest card${shown} and ${prize}`;
}

/** A seat change (a `seated` event) as a sentence; `null` for a seed, which the fair panel lists. */
export function seatedWords(event, names) {
  const who = (seat) => names[seat] ?? `seat ${seat + 1}`;
  const change = event.change;
  switch (change.action) {
    case 'sit': return `${change.name} sits down in seat ${event.seat + 1} with ${change.chips}`;
    case 'top_up': return `${who(event.seat)} brings ${change.chips} more`;
    case 'stand': return `${who(event.seat)} stands up`;
    case 'move': return `${who(event.seat)} moves to seat ${change.to + 1}`;
    // Every seated player's page gives a seed for every shuffle: a line for each would bury the
    // play, and the fair panel lists them.
    case 'seed': case 'seeded': return null;
    default: return null;
  }
}
