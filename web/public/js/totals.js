// A hand's total and result in words. The totals themselves are the engine's (the view's
// `totals`); here only how they read.

/** "soft 17", "17", or "" while a card is face down. */
export function totalText(total) {
  if (!total) return '';
  return total.soft ? `soft ${total.total}` : String(total.total);
}

/** What a hand's box says: its state where it has a name, else its total. */
export function handBox(state, total) {
  switch (state) {
    case 'pontoon': return 'Pontoon';
    case 'five_card_trick': return 'Five Card Trick';
    case 'bust': return total ? `Bust (${total.total})` : 'Bust';
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
    if (hand.state === 'pontoon') return 'Pontoon pays 2 to 1';
    if (hand.state === 'five_card_trick') return 'Five Card Trick pays 2 to 1';
    return dealer.state === 'bust' ? 'the dealer is bust: wins 1 to 1' : 'wins 1 to 1';
  }
  if (hand.state === 'bust') return 'bust';
  if (dealer.state === 'pontoon') return 'the dealer has Pontoon';
  const tie = hand.state === dealer.state && (hand.state === 'five_card_trick' ||
    (total && dealer.total && total.total === dealer.total.total));
  return tie ? 'ties go to the dealer' : 'loses';
}
