// The table's keys (docs/rules/casino.md §5.8, the numeric keypad): `0` repeats the last bet, `Enter` deals or
// sticks, `+` twists, `*` buys, `/` splits, `-` takes the last chip off; and letters for a keyboard
// without a keypad. Digits 1 to 5 add a chip (1, 5, 25, 100, 500), with Shift take one off. The
// keypad works the same with NumLock on or off (keys.js, keyOf). With the coach on, `H` asks it
// for a hint on the player's turn (coach.js).

import { CHIPS } from '../../bet.js';
import { findMove, keyName, legal } from '../../keys.js';
import { say } from '../../speech.js';

/**
 * The table's keys and what each does, in the page's language: [[key, what it does], ...]. Said
 * when the box is drawn, not when the module loads, as the language is chosen after.
 */
export function casinoKeys(coach = false) {
  const hint = coach ? [['H', say('casino-key-hint')]] : [];
  return [
    ['0', say('casino-key-repeat')], [say('casino-key-enter'), say('casino-key-deal-stick')],
    ['+', say('casino-key-twist')], ['*', say('casino-key-buy')], ['/', say('casino-key-split')],
    ['D', say('casino-key-deal')], ['P', say('casino-key-pass')], ['T', say('casino-key-twist')],
    ['S', say('casino-key-stick')], ['B', say('casino-key-buy')], ['L', say('casino-key-split')],
    [say('casino-key-digits'), say('casino-key-chip')],
    ['-', say('casino-key-undo')], [say('casino-key-backspace'), say('casino-key-clear')],
    ...hint,
  ];
}

/** The key each button of the table shows on it, by what the button does. */
export const BUTTON_KEYS = {
  deal: 'd', pass: 'p', repeat: '0', clear: 'Backspace', twist: 't', stick: 's', buy: 'b', split: 'l', hint: 'h',
};

const SHIFTED = { '!': 1, '@': 2, '#': 3, $: 4, '%': 5 };

/**
 * What a key press asks for, given the seat's legal moves (the view's `moves`): one of
 * {do: 'deal'|'pass'|'twist'|'stick'|'buy'|'split'}, {do: 'repeat'}, {do: 'chip', chip, add},
 * {do: 'clear'}, {do: 'undo'}, {do: 'hint'} (only when `coach`: the coach is on and may be
 * asked now); or `null` when the key means nothing now. Only legal moves are ever asked for.
 */
export function keyAction(key, shift, moves, coach = false) {
  const move = legal(moves);
  const betting = findMove(moves, 'stake') !== undefined;
  const whileBetting = (name) => (betting ? { do: name } : null);
  const digit = SHIFTED[key] ?? (/^[1-5]$/.test(key) ? Number(key) : null);
  if (digit !== null) {
    return betting ? { do: 'chip', chip: CHIPS[digit - 1], add: !(shift || key in SHIFTED) } : null;
  }
  switch (keyName(key)) {
    case 'Enter': return whileBetting('deal') ?? move('stick');
    case '0': return whileBetting('repeat');
    case 'Backspace': return whileBetting('clear');
    case '-': return whileBetting('undo');
    case '+': case 't': return move('twist');
    case '*': case 'b': return move('buy');
    case '/': case 'l': return move('split');
    case 'd': return whileBetting('deal');
    case 'p': return move('pass');
    case 's': return move('stick');
    case 'h': return coach ? { do: 'hint' } : null;
    default: return null;
  }
}
