import test from 'node:test';
import assert from 'node:assert/strict';
import { actionWords, playerWords } from '../../public/js/steps.js';
import './speak.js';

test('a record action reads in words, a bot said as one, seeds never shown', () => {
  assert.equal(actionWords(['Ada [bot]', 'stick']), 'Ada (a bot) sticks');
  assert.equal(actionWords(['Ann', 'stake', 1000]), 'Ann bets 1,000');
  assert.equal(actionWords(['Ann', 'move', 2]), 'Ann moves to seat 3');
  assert.equal(actionWords(['Dan', 'sit', 0, 250]), 'Dan sits down in seat 1 with 250 chips');
  assert.equal(actionWords(['Ann', 'seeded', 'ab12cd']), 'Ann gives a seed');
  assert.equal(actionWords(['Ann', 'new_verb']), 'Ann new verb');
  assert.equal(playerWords('Bob'), 'Bob');
});
