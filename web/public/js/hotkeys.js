// The table's keys (RULES.md 5.1, the numeric keypad): `0` repeats the last bet, `Enter` deals or
// sticks, `+` twists, `*` buys, `/` splits; and letters for a keyboard without a keypad. Digits
// 1 to 5 add a chip (1, 5, 25, 100, 500), with Shift take one off.

import { CHIPS } from './bet.js';

export const KEYS = [
  ['0', 'repeat the last bet'], ['Enter', 'deal, or stick'], ['+', 'twist'], ['*', 'buy'],
  ['/', 'split'], ['D', 'deal'], ['P', 'pass'], ['T', 'twist'], ['S', 'stick'], ['B', 'buy'],
  ['L', 'split'], ['1 to 5', 'add a chip of 1, 5, 25, 100, 500 (Shift: take one off)'],
  ['Backspace', 'clear the bet'],
];

const SHIFTED = { '!': 1, '@': 2, '#': 3, $: 4, '%': 5 };

/**
 * What a key press asks for, given the seat's legal moves (the view's `moves`): one of
 * {do: 'deal'|'pass'|'twist'|'stick'|'buy'|'split'}, {do: 'repeat'}, {do: 'chip', chip, add},
 * {do: 'clear'}; or `null` when the key means nothing now. Only legal moves are ever asked for.
 */
export function keyAction(key, shift, moves) {
  const legal = new Set((moves ?? []).map((m) => m.move));
  const betting = legal.has('stake');
  const move = (name, ok) => (ok ? { do: name } : null);
  const digit = SHIFTED[key] ?? (/^[1-5]$/.test(key) ? Number(key) : null);
  if (digit !== null) {
    return betting ? { do: 'chip', chip: CHIPS[digit - 1], add: !(shift || key in SHIFTED) } : null;
  }
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case 'Enter': return betting ? { do: 'deal' } : move('stick', legal.has('stick'));
    case '0': return move('repeat', betting);
    case 'Backspace': return move('clear', betting);
    case '+': case 't': return move('twist', legal.has('twist'));
    case '*': case 'b': return move('buy', legal.has('buy'));
    case '/': case 'l': return move('split', legal.has('split'));
    case 'd': return move('deal', betting);
    case 'p': return move('pass', legal.has('pass'));
    case 's': return move('stick', legal.has('stick'));
    default: return null;
  }
}
