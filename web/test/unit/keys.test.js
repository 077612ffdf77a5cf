import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capText, keyOf } from '../../public/js/keys.js';
import { BUTTON_KEYS, keyAction } from '../../public/js/games/casino/keys.js';
import { HOME_BUTTON_KEYS, homeKeyAction } from '../../public/js/games/pontoon/keys.js';
import { PALACE_BUTTON_KEYS, keyAction as palaceKeyAction } from '../../public/js/games/palace/keys.js';
import './speak.js';

// What Chromium sends for each key of the numeric keypad, NumLock on and off (UI Events' code
// values; the keys' names with NumLock off are those of the navigation keys printed under the digits).
const PAD = [
  ['Numpad0', '0', 'Insert'], ['Numpad1', '1', 'End'], ['Numpad2', '2', 'ArrowDown'], ['Numpad3', '3', 'PageDown'],
  ['Numpad4', '4', 'ArrowLeft'], ['Numpad5', '5', 'Clear'], ['Numpad6', '6', 'ArrowRight'], ['Numpad7', '7', 'Home'],
  ['Numpad8', '8', 'ArrowUp'], ['Numpad9', '9', 'PageUp'], ['NumpadDecimal', '.', 'Delete'],
];

test('the keypad\'s digits are the same digits with NumLock on or off', () => {
  for (const [code, on, off] of PAD) {
    assert.equal(keyOf({ code, key: on }), on, `${code} with NumLock on`);
    assert.equal(keyOf({ code, key: off }), on, `${code} with NumLock off (${off})`);
  }
});

test('the keypad\'s signs and Enter are read by their place, whatever they type', () => {
  assert.equal(keyOf({ code: 'NumpadAdd', key: '+' }), '+');
  assert.equal(keyOf({ code: 'NumpadSubtract', key: '-' }), '-');
  assert.equal(keyOf({ code: 'NumpadMultiply', key: '*' }), '*');
  assert.equal(keyOf({ code: 'NumpadDivide', key: '/' }), '/');
  assert.equal(keyOf({ code: 'NumpadEnter', key: 'Enter' }), 'Enter');
});

test('every other key is what it types: the row of digits, letters, and the navigation keys themselves', () => {
  assert.equal(keyOf({ code: 'Digit3', key: '3' }), '3');
  assert.equal(keyOf({ code: 'Digit3', key: '#' }), '#', 'Shift and 3 stays the sign it types');
  assert.equal(keyOf({ code: 'KeyT', key: 't' }), 't');
  assert.equal(keyOf({ code: 'End', key: 'End' }), 'End', 'the End key beside the keypad is not a 1');
  assert.equal(keyOf({ code: 'ArrowDown', key: 'ArrowDown' }), 'ArrowDown');
  assert.equal(keyOf({ key: 'Enter' }), 'Enter', 'an event with no code (a synthetic one) keeps its key');
});

test('the casino table\'s keypad, NumLock off: End adds a 1, + twists, Enter sticks', () => {
  const betting = [{ move: 'stake', min: 1, max: 100 }, { move: 'pass' }];
  const playing = [{ move: 'twist' }, { move: 'stick' }];
  assert.deepEqual(keyAction(keyOf({ code: 'Numpad1', key: 'End' }), false, betting), { do: 'chip', chip: 1, add: true });
  assert.deepEqual(keyAction(keyOf({ code: 'Numpad3', key: 'PageDown' }), true, betting), { do: 'chip', chip: 25, add: false });
  assert.deepEqual(keyAction(keyOf({ code: 'Numpad0', key: 'Insert' }), false, betting), { do: 'repeat' });
  assert.deepEqual(keyAction(keyOf({ code: 'NumpadSubtract', key: '-' }), false, betting), { do: 'undo' });
  assert.deepEqual(keyAction(keyOf({ code: 'NumpadAdd', key: '+' }), false, playing), { do: 'twist' });
  assert.deepEqual(keyAction(keyOf({ code: 'NumpadEnter', key: 'Enter' }), false, playing), { do: 'stick' });
  assert.equal(keyAction(keyOf({ code: 'NumpadSubtract', key: '-' }), false, playing), null, 'no chip to take off while playing');
});

test('the key shown on each casino button does what the button does', () => {
  const moves = {
    deal: [{ move: 'stake', min: 1, max: 100 }], pass: [{ move: 'stake', min: 1, max: 100 }, { move: 'pass' }],
    repeat: [{ move: 'stake', min: 1, max: 100 }], clear: [{ move: 'stake', min: 1, max: 100 }],
    twist: [{ move: 'twist' }], stick: [{ move: 'stick' }], buy: [{ move: 'buy', cost: 5 }], split: [{ move: 'split', cost: 5 }],
    hint: [{ move: 'twist' }, { move: 'stick' }],
  };
  assert.deepEqual(Object.keys(BUTTON_KEYS).sort(), Object.keys(moves).sort());
  for (const [name, key] of Object.entries(BUTTON_KEYS)) {
    // The hint's key asks the coach only when it may be asked (on, allowed, the player's turn).
    assert.deepEqual(keyAction(key, false, moves[name], name === 'hint'), { do: name }, `${name}'s key ${key}`);
  }
  assert.equal(keyAction('h', false, moves.hint, false), null, 'H asks nothing with the coach off or not to be asked');
  assert.equal(keyAction('H', true, moves.hint, false), null);
});

test('the key shown on each home button does what the button does', () => {
  const moves = {
    cut: [{ move: 'cut' }], deal: [{ move: 'deal' }], stake: [{ move: 'stake', min: 1, max: 5 }], twist: [{ move: 'twist' }],
    stick: [{ move: 'stick' }], buy: [{ move: 'buy', min: 1, max: 5 }], split: [{ move: 'split' }], burn: [{ move: 'burn' }],
    shoot: [{ move: 'shoot', min: 1, max: 5 }], kitty: [{ move: 'kitty', min: 1, max: 5 }], double: [{ move: 'double' }, { move: 'decline_double' }],
    decline_double: [{ move: 'double' }, { move: 'decline_double' }], accept_bank: [{ move: 'accept_bank' }, { move: 'decline_bank' }],
    decline_bank: [{ move: 'accept_bank' }, { move: 'decline_bank' }], no_shoot: [{ move: 'shoot', min: 0, max: 5 }],
  };
  assert.deepEqual(Object.keys(HOME_BUTTON_KEYS).sort(), Object.keys(moves).sort());
  for (const [name, key] of Object.entries(HOME_BUTTON_KEYS)) {
    assert.deepEqual(homeKeyAction(key, moves[name]), { do: name }, `${name}'s key ${key}`);
  }
});

test('the key shown on each Palace button does what the button does', () => {
  const moves = {
    cut: [{ move: 'cut' }], deal: [{ move: 'deal' }], buy: [{ move: 'buy', price: 5 }], stay: [{ move: 'stay' }],
    fold: [{ move: 'fold' }], call: [{ move: 'call', amount: 5 }, { move: 'fold' }], raise: [{ move: 'raise', min: 5, max: 5 }],
    attack: [{ move: 'attack', targets: [1], bet: { min: 5, max: 5 } }],
    discard: [{ move: 'discard', soldiers: ['2S'], min: 0, max: 1 }], keep: [{ move: 'discard', soldiers: ['2S'], min: 0, max: 1 }],
  };
  assert.deepEqual(Object.keys(PALACE_BUTTON_KEYS).sort(), Object.keys(moves).sort());
  for (const [name, key] of Object.entries(PALACE_BUTTON_KEYS)) {
    assert.deepEqual(palaceKeyAction(key, moves[name]), { do: name }, `${name}'s key ${key}`);
  }
});

test('a key\'s cap: a letter in capitals, Enter and Backspace by their signs', () => {
  assert.equal(capText('t'), 'T');
  assert.equal(capText('0'), '0');
  assert.equal(capText('Enter'), '↵');
  assert.equal(capText('Backspace'), '⌫');
});
