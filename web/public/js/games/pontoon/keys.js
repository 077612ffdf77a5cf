// The home table's keys: the numeric keypad's Enter, +, * and / as at the casino table
// (docs/rules/casino.md §5.8), and a letter for every move. A key asks only for a move the view lists as legal; an amount
// (a stake, a buy, a shoot bet, the kitty) is the one in its entry on the page. The keypad works
// the same with NumLock on or off (keys.js, keyOf).

import { findMove, keyName, legal } from '../../keys.js';
import { say } from '../../speech.js';

/** The keys and what each does, in the page's language (said when the box is drawn). */
export function homeKeys() {
  return [
    ['Enter', say('pontoon-key-enter')], ['+', say('pontoon-key-plus')], ['*', say('pontoon-key-star')], ['/', say('pontoon-key-slash')],
    ['C', say('pontoon-key-c')], ['D', say('pontoon-key-d')], ['T', say('pontoon-key-t')], ['S', say('pontoon-key-s')],
    ['B', say('pontoon-key-b')], ['L', say('pontoon-key-l')], ['R', say('pontoon-key-r')], ['O', say('pontoon-key-o')],
    ['K', say('pontoon-key-k')], ['Y', say('pontoon-key-y')], ['N', say('pontoon-key-n')],
  ];
}

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
  return limits.min === limits.max ? String(limits.min) : say('pontoon-range', { min: limits.min, max: limits.max });
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
 * Whether `text` is an amount the move allows: `null` if it is, 'whole' if it is no whole number,
 * 'range' if it is outside the limits.
 */
export function amountProblem(text, limits) {
  const number = Number(text);
  if (String(text).trim() === '' || !Number.isInteger(number)) return 'whole';
  if (number < limits.min || number > limits.max) return 'range';
  return null;
}

/**
 * Why `text` is no amount the move allows, as the page says it ("Buy: the amount must be from 5
 * to 10"), or `null` if it is one. `move` is the move's name in words; the price of the bank, whose
 * sentence names it itself, is `null`.
 */
export function amountError(move, text, limits) {
  const problem = amountProblem(text, limits);
  if (!problem) return null;
  const range = { move: move ?? '', range: rangeWords(limits), min: limits.min, max: limits.max };
  if (move === null) return say(problem === 'whole' ? 'pontoon-price-whole' : 'pontoon-price-range', range);
  return say(problem === 'whole' ? 'pontoon-amount-whole' : 'pontoon-amount-range', range);
}
