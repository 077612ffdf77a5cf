// The Palace Poker table's keys: a letter for each move, digits to choose soldiers, + and - for
// an amount. A key asks only for a move the seat may make now (the view's `moves`). The keypad
// works the same with NumLock on or off (keys.js, keyOf). Pure: no DOM.

import { findMove, keyName, legal } from '../../keys.js';
import { say } from '../../speech.js';

/** The keys and what each does, in the page's language: [[key, what it does], ...]. */
export function palaceKeys() {
  return [
    ['Enter', say('palace-key-enter')],
    ['D', say('palace-key-deal')],
    ['B', say('palace-key-buy')],
    [say('palace-key-digits-name'), say('palace-key-digits')],
    ['X', say('palace-key-discard')],
    ['K', say('palace-key-keep')],
    ['T', say('palace-key-target')],
    ['A', say('palace-key-attack')],
    ['+, -', say('palace-key-amount')],
    ['C', say('palace-key-call')],
    ['R', say('palace-key-raise')],
    ['S', say('palace-key-stay')],
    ['F', say('palace-key-fold')],
  ];
}

/** The key each button of the table shows on it, by what the button does. */
export const PALACE_BUTTON_KEYS = {
  cut: 'c', deal: 'd', buy: 'b', stay: 's', fold: 'f', call: 'c', raise: 'r', attack: 'a', discard: 'x', keep: 'k',
};

/** Whether a move's amount can be chosen (no-limit): its range holds more than one amount. */
function open(range) {
  return Boolean(range) && range.max > range.min;
}

/**
 * What a key press asks for, given the seat's legal moves: one of {do: 'cut'|'deal'|'buy'|'attack'|
 * 'target'|'stay'|'fold'|'call'|'raise'|'discard'|'keep'}, {do: 'pick', index} (soldier `index`
 * from 0), {do: 'amount', step: 1|-1}; or `null` when the key means nothing now.
 */
export function keyAction(key, moves) {
  const move = legal(moves);
  const discard = findMove(moves, 'discard');
  const attack = findMove(moves, 'attack');
  const raise = findMove(moves, 'raise');
  const when = (ok, what) => (ok ? what : null);
  if (/^[1-9]$/.test(key)) {
    const index = Number(key) - 1;
    return when(discard && index < discard.soldiers.length, { do: 'pick', index });
  }
  switch (keyName(key)) {
    case 'Enter':
      // Discarding after a buy or a capture: the discard is the only move.
      return move('cut') ?? move('deal') ?? move('call') ?? when(discard && moves.length === 1, { do: 'discard' });
    case 'd': return move('deal');
    case 'b': return move('buy');
    case 'x': return move('discard');
    case 'k': return when(discard && discard.min === 0, { do: 'keep' });
    case 't': return when(attack && attack.targets.length > 0, { do: 'target' });
    case 'a': return move('attack');
    case '+': case '=': return when(open(attack?.bet) || open(raise), { do: 'amount', step: 1 });
    case '-': return when(open(attack?.bet) || open(raise), { do: 'amount', step: -1 });
    case 'c': return move('call') ?? move('cut');
    case 'r': return move('raise');
    case 's': return move('stay');
    case 'f': return move('fold');
    default: return null;
  }
}
