import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keyAction } from '../../public/js/games/casino/keys.js';

const betting = [{ move: 'stake', min: 1, max: 100 }, { move: 'pass' }];
const playing = [{ move: 'twist' }, { move: 'buy', cost: 10 }, { move: 'stick' }];

test('the keypad: Enter deals while betting and sticks while playing', () => {
  assert.deepEqual(keyAction('Enter', false, betting), { do: 'deal' });
  assert.deepEqual(keyAction('Enter', false, playing), { do: 'stick' });
  assert.equal(keyAction('Enter', false, [{ move: 'twist' }]), null, 'no stick on 14');
});

test('+ twists, * buys, / splits, 0 repeats the bet: only when legal', () => {
  assert.deepEqual(keyAction('+', false, playing), { do: 'twist' });
  assert.deepEqual(keyAction('*', false, playing), { do: 'buy' });
  assert.equal(keyAction('/', false, playing), null, 'no pair, no split');
  assert.deepEqual(keyAction('/', false, [{ move: 'split', cost: 5 }]), { do: 'split' });
  assert.deepEqual(keyAction('0', false, betting), { do: 'repeat' });
  assert.equal(keyAction('0', false, playing), null);
  assert.equal(keyAction('+', false, betting), null);
});

test('letters, and the chips on digits', () => {
  assert.deepEqual(keyAction('d', false, betting), { do: 'deal' });
  assert.deepEqual(keyAction('P', true, betting), { do: 'pass' });
  assert.deepEqual(keyAction('t', false, playing), { do: 'twist' });
  assert.deepEqual(keyAction('s', false, playing), { do: 'stick' });
  assert.deepEqual(keyAction('3', false, betting), { do: 'chip', chip: 25, add: true });
  assert.deepEqual(keyAction('#', true, betting), { do: 'chip', chip: 25, add: false });
  assert.deepEqual(keyAction('5', false, betting), { do: 'chip', chip: 500, add: true });
  assert.equal(keyAction('3', false, playing), null);
  assert.equal(keyAction('q', false, playing), null);
  assert.equal(keyAction('x', false, []), null, 'nothing when it is not your turn');
});
