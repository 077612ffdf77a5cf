// The browser's recomputation of a fair shuffle, against published vectors and the pinned
// shuffles of docs/fairness.md (worked out apart from the server's code).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sha256, toHex, fromHex, Stream, shuffled, freshPacks, freshOrder, shuffleKey, verifyShuffle, runAt } from '../../public/js/fair.js';

const text = (s) => new TextEncoder().encode(s);

test('SHA-256 is the published one', () => {
  assert.equal(toHex(sha256(text('abc'))), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.equal(toHex(sha256(text(''))), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  // Two blocks: FIPS 180-2 B.2.
  assert.equal(
    toHex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))),
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  );
});

test('the stream is ChaCha20 with the published keystream', () => {
  const zero = new Stream(new Uint8Array(32));
  assert.deepEqual([zero.nextU32(), zero.nextU32(), zero.nextU32(), zero.nextU32()], [0xade0b876, 0x903df1a0, 0xe56a5d40, 0x28bd8653]);
  const one = new Uint8Array(32);
  one[31] = 1;
  const stream = new Stream(one);
  assert.deepEqual([stream.nextU32(), stream.nextU32()], [0x5af04045, 0x96b21f9f]);
});

test('the shuffle and cut give the pinned packs', () => {
  const ascending = Uint8Array.from({ length: 32 }, (_, i) => i);
  assert.equal(shuffled(freshPacks(1), ascending).slice(0, 10).join(' '), '6C KC 4S KH 2C JS 7C JH 4D 5D');
  assert.equal(shuffled(freshPacks(1), new Uint8Array(32).fill(0xff)).slice(0, 10).join(' '), 'AS 6C AC JC 7C 4D 5H JD 3C AH');
  assert.equal(shuffled(freshPacks(1), new Uint8Array(32)).slice(0, 10).join(' '), 'AD 6C 3S 7H QH KD 2H AS 5S QC');
  const shoe = shuffled(freshPacks(8), ascending);
  assert.equal(shoe.length, 416);
  assert.deepEqual(shoe.slice().sort(), freshPacks(8).sort());
});

test('a revealed shuffle is checked against its commitment and its dealt cards', () => {
  const house = sha256(text('any house part'));
  const seeds = [{ seat: 0, seed: 'lucky' }, { seat: 2, seed: 'seven' }];
  const key = shuffleKey(house, seeds.map((s) => s.seed));
  const order = shuffled(freshPacks(1), key);
  const shuffle = { cards: 52, commitment: toHex(sha256(house)), house: toHex(house), key: toHex(key), seeds, dealt: order.slice(0, 9) };
  const good = verifyShuffle(shuffle, 1);
  assert.equal(good.commitment, true);
  assert.equal(good.key, true);
  assert.equal(good.mismatch, null);
  // A seed left out, a card changed, a commitment to something else: each is caught.
  assert.equal(verifyShuffle({ ...shuffle, seeds: seeds.slice(0, 1) }, 1).key, false);
  const swapped = order.slice(0, 9);
  [swapped[3], swapped[4]] = [swapped[4], swapped[3]];
  assert.equal(verifyShuffle({ ...shuffle, dealt: swapped }, 1).mismatch, 3);
  assert.equal(verifyShuffle({ ...shuffle, commitment: toHex(sha256(text('x'))) }, 1).commitment, false);
  assert.deepEqual(fromHex(toHex(house)), house);
});

test('a round is found as one run of the dealt cards', () => {
  const dealt = ['AS', 'KH', '7D', '7D', '2C', 'QS'];
  assert.equal(runAt(dealt, ['7D', '2C']), 3);
  assert.equal(runAt(dealt, ['KH', '2C']), -1);
  assert.equal(runAt(dealt, []), -1);
});

test('a pile is put in fresh-pack order: first copies in a new pack\'s order, then the second copies', () => {
  // Clubs before diamonds before hearts before spades, ace to king within a suit.
  assert.deepEqual(freshOrder(['KS', '2C', 'KS', 'AH', '2C']), ['2C', 'AH', 'KS', '2C', 'KS']);
  assert.deepEqual(freshOrder(['TD', 'AC', 'KC', '3H']), ['AC', 'KC', 'TD', '3H']);
  // Two packs gathered in any order come back as two new packs.
  const two = freshPacks(2);
  assert.deepEqual(freshOrder(two.slice().reverse()), two);
});

test('a refilled pile is checked from its published cards, which must be in fresh-pack order', () => {
  const house = sha256(text('part'));
  const key = shuffleKey(house, []);
  const pile = ['3C', '9C', 'QD', '2H', '7S', 'KS', '3C', '9C', 'QD'];
  const order = shuffled(pile, key);
  const shuffle = { cards: 9, commitment: toHex(sha256(house)), house: toHex(house), key: toHex(key), seeds: [], dealt: order.slice(0, 5), pile };
  const checked = verifyShuffle(shuffle, 1);
  assert.equal(checked.pile, true);
  assert.deepEqual(checked.order, order);
  assert.equal(checked.mismatch, null);
  // Out of fresh order, or short of the cards shuffled, the pile does not pass.
  assert.equal(verifyShuffle({ ...shuffle, pile: ['9C', ...pile.slice(1, 8), '3C'] }, 1).pile, false);
  assert.equal(verifyShuffle({ ...shuffle, pile: pile.slice(0, 8) }, 1).pile, false);
  // Dealt cards that are not the top of the pile's shuffle are caught.
  assert.equal(verifyShuffle({ ...shuffle, dealt: order.slice(1, 6) }, 1).mismatch, 0);
  // A whole pack has no pile to check.
  assert.equal(verifyShuffle({ ...shuffle, cards: 52, pile: null, dealt: [] }, 1).pile, null);
});
