import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Bet, CHIPS, betCaps, chipRefusal } from '../../public/js/bet.js';
import './speak.js';

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

test('the last chip put down comes off first, and a stack gives up its own kind', () => {
  let bet = new Bet().add(5).add(25).add(1).add(5);
  assert.deepEqual(bet.undo().placed, [5, 25, 1]);
  assert.equal(bet.undo().undo().amount, 30);
  assert.equal(new Bet().undo().amount, 0, 'nothing to take off');
  bet = bet.remove(25);
  assert.deepEqual(bet.stacks(), [[5, 2], [1, 1]]);
  assert.equal(bet.amount, 11);
});

test('what caps a bet is the tightest of the table, the seat\'s chips and the person\'s own limit', () => {
  assert.deepEqual(betCaps({ table: 100, seat: 200, own: 40 }).map((c) => c.most), [40, 100, 200]);
  assert.deepEqual(betCaps({ table: 100, seat: 30 }).map((c) => c.most), [30, 100], 'no own limit: two caps');
  const caps = betCaps({ table: 100, seat: 200, own: 40 });
  const bet = new Bet().add(25);
  assert.equal(chipRefusal(bet, 5, caps), null);
  assert.equal(chipRefusal(bet, 25, caps), '25 would make the bet 50: over your own betting limit, 40');
  assert.equal(chipRefusal(new Bet(), 100, betCaps({ table: 50, seat: 80 })), '100 would make the bet 100: over the table\'s largest bet, 50');
  assert.equal(chipRefusal(new Bet(), 25, betCaps({ table: 100, seat: 20 })), '25 would make the bet 25: over your chips at the table, 20');
  assert.equal(chipRefusal(new Bet().add(5).add(5), 25, betCaps({ table: 35, seat: 200 })), null, 'exactly the cap is allowed');
});
