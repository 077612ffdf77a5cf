import test from 'node:test';
import assert from 'node:assert/strict';
import { buyIn } from '../../public/js/seats.js';

test('a seat is offered a share of the wallet, not the whole of it', () => {
  // A casino table (bets 1 to 500) and a fresh wallet of 1,000: a quarter, not all of it.
  assert.equal(buyIn({ min_stake: 1, max_stake: 500 }, 1000), 250);
  // Twenty largest bets when they are less: a home table of bets to 5.
  assert.equal(buyIn({ min_stake: 1, max_stake: 5 }, 1000), 100);
  // Palace counts its bets in small and big bets.
  assert.equal(buyIn({ small_bet: 5, big_bet: 10 }, 1000), 200);
  // A thin wallet still brings twenty smallest bets, within what it holds.
  assert.equal(buyIn({ min_stake: 5, max_stake: 100 }, 120), 100);
  assert.equal(buyIn({ min_stake: 5, max_stake: 100 }, 60), 60);
  assert.equal(buyIn({ min_stake: 5, max_stake: 100 }, 0), 0);
});
