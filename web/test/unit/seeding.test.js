// The seeds a table page gives for its person (seeding.js): a random one for every shuffle that
// has none of theirs, once for each number, the person's own words instead when written; which
// stale refusals were only seeds given meanwhile; and the seeds in words (fair-panel.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onlySeeds, randomSeed, seedAction, seedOk, seedToSend, seeder } from '../../public/js/seeding.js';
import { seedWords, seedsSeen } from '../../public/js/fair-panel.js';
import './speak.js';

const fresh = () => 'random';
const fair = (number, seeds = []) => ({ number, scheme: 2, commitment: 'c'.repeat(64), seeds });
const mine = (seat, shuffle) => ({ seat, shuffle, hash: 'a'.repeat(64), seed: 'mine' });
const theirs = (seat, shuffle) => ({ seat, shuffle, hash: 'b'.repeat(64), seed: null });

test('a seated person is given a random seed for a shuffle that has none of theirs, and a spectator none', () => {
  assert.deepEqual(seedToSend(fair(3), 1, new Set(), null, fresh), { shuffle: 3, seed: 'random' });
  // Another seat's seed is not theirs.
  assert.deepEqual(seedToSend(fair(3, [theirs(0, 3)]), 1, new Set(), null, fresh), { shuffle: 3, seed: 'random' });
  // Their own is there already (given by this page before a reload, or written), or sent already.
  assert.equal(seedToSend(fair(3, [theirs(0, 3), mine(1, 3)]), 1, new Set(), null, fresh), null);
  assert.equal(seedToSend(fair(3), 1, new Set([3]), null, fresh), null);
  // A seed sent for an earlier shuffle does not stand for this one.
  assert.deepEqual(seedToSend(fair(4), 1, new Set([3]), null, fresh), { shuffle: 4, seed: 'random' });
  // A spectator, or a table not dealt fair: nothing.
  assert.equal(seedToSend(fair(3), null, new Set(), null, fresh), null);
  assert.equal(seedToSend(null, 1, new Set(), null, fresh), null);
  // Seat 0 is a seat like any other.
  assert.deepEqual(seedToSend(fair(0), 0, new Set(), null, fresh), { shuffle: 0, seed: 'random' });
});

test('words the person wrote go for the next shuffle, in place of the random seed given already', () => {
  assert.deepEqual(seedToSend(fair(3, [mine(1, 3)]), 1, new Set([3]), 'my words', fresh), { shuffle: 3, seed: 'my words' });
  assert.equal(seedToSend(fair(3), null, new Set(), 'my words', fresh), null);
});

test('a page gives one seed for each shuffle, never again for a number it sent, and written words once', () => {
  const sent = [];
  let n = 0;
  const seeds = seeder((next, own) => sent.push({ ...next, own }), () => `random ${n += 1}`);
  seeds.look(fair(0), null); // watching: nothing
  seeds.look(fair(0), 2); // seated: a seed for shuffle 0
  seeds.look(fair(0), 2); // its answer not yet in: nothing more
  seeds.look(fair(0, [mine(2, 0)]), 2);
  seeds.look(fair(1), 2); // the next shuffle
  seeds.look(fair(1), 2); // refused, say: not sent again
  seeds.write('Fay’s words');
  seeds.look(fair(1, [mine(2, 1)]), 2);
  seeds.look(fair(2), 2); // random again
  assert.deepEqual(sent, [
    { shuffle: 0, seed: 'random 1', own: false },
    { shuffle: 1, seed: 'random 2', own: false },
    { shuffle: 1, seed: 'Fay’s words', own: true },
    { shuffle: 2, seed: 'random 3', own: false },
  ]);
  assert.deepEqual(seedAction({ shuffle: 2, seed: 'x' }), { action: 'seed', shuffle: 2, seed: 'x' });
});

test('a random seed is 16 fresh bytes in hex, and a seed is 1 to 64 characters, none a control character', () => {
  const one = randomSeed();
  assert.match(one, /^[0-9a-f]{32}$/);
  assert.notEqual(one, randomSeed());
  assert.ok(seedOk('a'));
  assert.ok(seedOk('x'.repeat(64)));
  assert.ok(!seedOk('x'.repeat(65)));
  assert.ok(!seedOk(''));
  assert.ok(!seedOk('a\nb'));
  assert.ok(!seedOk('tab\there'));
  // Characters, not UTF-16 units: 64 clovers are 128 units.
  assert.ok(seedOk('🍀'.repeat(64)));
  assert.ok(!seedOk('🍀'.repeat(65)));
});

test('an action that is a seed and nothing else is known by its events', () => {
  const seedEvent = { event: 'seated', seat: 1, change: { action: 'seeded', shuffle: 4, hash: 'b'.repeat(64) } };
  const ownSeed = { event: 'seated', seat: 0, change: { action: 'seed', shuffle: 4, seed: 'mine' } };
  assert.ok(onlySeeds([seedEvent]));
  assert.ok(onlySeeds([ownSeed, seedEvent]));
  assert.ok(!onlySeeds([]));
  assert.ok(!onlySeeds([seedEvent, { event: 'staked', seat: 1, amount: 5 }]));
  assert.ok(!onlySeeds([{ event: 'seated', seat: 1, change: { action: 'stand' } }]));
});

test('each seed is said with its seat\'s player: the text where the viewer may see it, else its hash\'s first 8 hex digits', () => {
  const names = ['Fay', 'Bob', null];
  assert.equal(seedWords({ seat: 0, shuffle: 2, hash: 'a'.repeat(64), seed: 'lucky' }, names), 'Fay: “lucky”');
  assert.equal(seedWords({ seat: 1, shuffle: 2, hash: '3fa4b2c1d'.padEnd(64, '0'), seed: null }, names), 'Bob: 3fa4b2c1…');
  assert.equal(seedWords({ seat: 2, shuffle: 2, hash: '0123456789'.padEnd(64, '0'), seed: null }, names), 'seat 3: 01234567…');
  // The panel says who sees what by the shuffle's scheme.
  assert.match(seedsSeen(2), /your own seed is shown to you and only its hash to the others/);
  assert.match(seedsSeen(1), /every seed is shown to everyone/);
});
