// A hand's total and result in words. The totals themselves are the engine's (the view's
// `totals`); here only how they read.

import { say } from './speech.js';

/** "soft 17", "17", or "" while a card is face down. */
export function totalText(total) {
  if (!total) return '';
  return total.soft ? say('table-soft', { total: total.total }) : String(total.total);
}

/** What a hand's box says: its state where it has a name, else its total. */
export function handBox(state, total) {
  switch (state) {
    case 'pontoon': return say('table-hand-pontoon');
    case 'five_card_trick': return say('table-hand-five-card-trick');
    case 'bust': return total ? say('table-hand-bust-total', { total: total.total }) : say('table-hand-bust');
    default: return totalText(total);
  }
}

/**
 * A settled hand's result in words, beside its chips: "Pontoon pays 2 to 1", "Five Card Trick pays
 * 2 to 1", "wins 1 to 1", "bust", "ties go to the dealer", "loses". `dealer` is the dealer's hand
 * ({state, total}).
 */
export function resultWords(hand, total, dealer) {
  if (hand.result === null || hand.result === undefined) return '';
  if (hand.result > 0) {
    if (hand.state === 'pontoon') return say('table-result-pontoon');
    if (hand.state === 'five_card_trick') return say('table-result-five-card-trick');
    return dealer.state === 'bust' ? say('table-result-dealer-bust') : say('table-result-wins');
  }
  if (hand.state === 'bust') return say('table-result-bust');
  if (dealer.state === 'pontoon') return say('table-result-dealer-pontoon');
  const tie = hand.state === dealer.state && (hand.state === 'five_card_trick' ||
    (total && dealer.total && total.total === dealer.total.total));
  return tie ? say('table-result-tie') : say('table-result-loses');
}
