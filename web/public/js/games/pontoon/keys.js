// The home table's keys: the numeric keypad's Enter, +, * and / as at the casino table
// (docs/rules/casino.md §5.8), and a letter for every move. A key asks only for a move the view lists as legal; an amount
// (a stake, a buy, a shoot bet, the kitty) is the one in its entry on the page. The keypad works
// the same with NumLock on or off (keys.js, keyOf).

import { findMove, keyName, legal } from '../../keys.js';

export const HOME_KEYS = [
  ['Enter', 'cut for the bank (before the first hand), deal (the bank, between hands), stake the amount entered, or stick / stay'],
  ['+', 'twist (the bank: take a card)'], ['*', 'buy a card for the amount entered'], ['/', 'split'],
  ['C', 'cut for the bank'], ['D', 'deal'], ['T', 'twist'], ['S', 'stick (the bank: stay)'], ['B', 'buy'], ['L', 'split'],
  ['R', 'burn'], ['O', 'shoot the amount entered'], ['K', 'put the amount entered into the kitty'],
  ['Y', 'yes: double the stakes, or take the bank offered'],
  ['N', 'no: no shoot bet, let the stakes stand, or turn the bank down'],
];

/** The key each button of the table shows on it, by what the button does. */
export const HOME_BUTTON_KEYS = {
  cut: 'c', deal: 'd', stake: 'Enter', twist: 't', stick: 's', buy: 'b', split: 'l', burn: 'r', shoot: 'o',
  kitty: 'k', double: 'y', decline_double: 'n', accept_bank: 'y', decline_bank: 'n', no_shoot: 'n',
};

/**
 * What a key press asks for, given the seat's legal moves (the view's `moves`): {do: move} with
 * the move's name ('cut', 'deal', 'stake', 'twist', 'stick', 'buy', 'split', 'burn', 'shoot', 'kitty',
 * 'double', 'decline_double', 'accept_bank', 'decline_bank'), {do: 'no_shoot'} for a shoot bet of
 * 0; or `null` when the key means nothing now.
 */
export function homeKeyAction(key, moves) {
  const move = legal(moves);
  switch (keyName(key)) {
    case 'Enter': return move('cut') ?? move('deal') ?? move('stake') ?? move('stick');
    case 'c': return move('cut');
    case 'd': return move('deal');
    case '+': case 't': return move('twist');
    case 's': return move('stick');
    case '*': case 'b': return move('buy');
    case '/': case 'l': return move('split');
    case 'r': return move('burn');
    case 'o': return move('shoot');
    case 'k': return move('kitty');
    case 'y': return move('double') ?? move('accept_bank');
    case 'n':
      if (findMove(moves, 'shoot')?.min === 0) return { do: 'no_shoot' };
      return move('decline_double') ?? move('decline_bank');
    default: return null;
  }
}

/** A move's limits in words: "1 to 25", or "5" when there is one amount. */
export function rangeWords(limits) {
  return limits.min === limits.max ? String(limits.min) : `${limits.min} to ${limits.max}`;
}

/**
 * The amount an entry starts from, or keeps: what was typed, if the move still allows it, else
 * `fallback` brought within the limits.
 */
export function entryAmount(typed, limits, fallback = limits.min) {
  const number = Number(typed);
  if (typed !== undefined && typed !== null && typed !== '' && Number.isInteger(number) &&
      number >= limits.min && number <= limits.max) return number;
  return Math.min(limits.max, Math.max(limits.min, Math.floor(fallback)));
}

/**
 * Whether `text` is an amount the move allows: `null` if it is, else why not in words
 * ("from 1 to 25").
 */
export function amountProblem(text, limits) {
  const number = Number(text);
  if (String(text).trim() === '' || !Number.isInteger(number)) return `a whole number of chips, ${rangeWords(limits)}`;
  if (number < limits.min || number > limits.max) return `from ${limits.min} to ${limits.max}`;
  return null;
}
