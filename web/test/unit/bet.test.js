import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Bet, CHIPS } from '../../public/js/bet.js';

test('chips add up to the bet, and a right click takes one of that chip off', () => {
  assert.deepEqual(CHIPS, [1, 5, 25, 100, 500]);
  let bet = new Bet().add(25).add(5).add(5).add(1);
  assert.equal(bet.amount, 36);
  assert.deepEqual(bet.stacks(), [[25, 1], [5, 2], [1, 1]]);
  bet = bet.remove(5);
  assert.equal(bet.amount, 31);
  assert.equal(bet.remove(100).amount, 31, 'a chip not on the bet takes nothing off');
});

test('a chip that would take the bet over its limit is not added', () => {
  const bet = new Bet().add(25).add(25);
  assert.equal(bet.add(5, 52).amount, 50);
  assert.equal(bet.add(1, 51).amount, 51);
  assert.equal(bet.add(7).amount, 50, 'only the five chips exist');
});

test('a bet to repeat is made of the fewest chips', () => {
  assert.deepEqual(Bet.of(632).chips, [500, 100, 25, 5, 1, 1]);
  assert.equal(Bet.of(0).amount, 0);
  assert.equal(Bet.of(37).amount, 37);
});
