// The browser's recomputation of a fair shuffle, against published vectors and the pinned
// shuffles of docs/fairness.md (worked out apart from the server's code), and scheme 2's hashes
// against Node's own SHA-256 and ChaCha20 over the bytes the scheme names.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCipheriv, createHash } from 'node:crypto';
import {
  sha256, toHex, fromHex, Stream, shuffled, freshPacks, freshOrder, shuffleKey, verifyShuffle, runAt,
  housePart, commitmentOf, seedHash, keyOf,
} from '../../public/js/fair.js';

const text = (s) => new TextEncoder().encode(s);

/** Node's SHA-256 of the parts one after another (strings as UTF-8), as hex. */
const nodeSha = (...parts) => createHash('sha256').update(Buffer.concat(parts.map((p) => Buffer.from(p)))).digest('hex');
/** A shuffle's number as 4 bytes, big-endian, written here apart from fair.js. */
const be = (n) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const hex = (h) => Buffer.from(h, 'hex');

/**
 * The top of a fresh pack shuffled and cut from `key`, by another route than fair.js: Node's own
 * ChaCha20 (OpenSSL's: a 16-byte IV of the block counter and the nonce, all zero) read as 32-bit
 * little-endian words, Lemire's draw, Fisher-Yates from the bottom card up and the cut, as
 * docs/fairness.md gives them.
 */
function nodeTop(key, count) {
  const stream = createCipheriv('chacha20', Buffer.from(key, 'hex'), Buffer.alloc(16)).update(Buffer.alloc(4096));
  let at = 0;
  const below = (b) => {
    for (;;) {
      const x = BigInt(stream.readUInt32LE(at)) * BigInt(b);
      at += 4;
      if (Number(x & 0xffffffffn) >= (2 ** 32 - b) % b) return Number(x >> 32n);
    }
  };
  const pack = [];
  for (const suit of 'CDHS') for (const rank of 'A23456789TJQK') pack.push(rank + suit);
  for (let i = pack.length - 1; i >= 1; i--) {
    const j = below(i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  const depth = 4 + below(pack.length - 7);
  return pack.slice(depth).concat(pack.slice(0, depth)).slice(0, count);
}

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

test('scheme 2: the house part, the commitment, a seed\'s hash and the key are the tagged hashes of the bytes the scheme names', () => {
  const master = Uint8Array.from({ length: 32 }, (_, i) => 200 - i);
  for (const n of [0, 1, 258, 0x01020304]) {
    const house = nodeSha('parlour/fair/2/house\0', master, be(n));
    assert.equal(toHex(housePart(2, master, n)), house);
    assert.equal(toHex(commitmentOf(2, n, hex(house))), nodeSha('parlour/fair/2/commitment\0', be(n), hex(house)));
  }
  // A seed is hashed with the shuffle it named, which need not be the one it went into.
  assert.equal(toHex(seedHash(2, 4, 'Fay’s lucky words')), nodeSha('parlour/fair/2/seed\0', be(4), 'Fay’s lucky words'));
  assert.notEqual(toHex(seedHash(2, 4, 'x')), toHex(seedHash(2, 5, 'x')));
  assert.throws(() => seedHash(2, null, 'x'));
  // The key: the number of seeds in one byte, then each seat in one byte and its seed's hash, in
  // seat order whatever order they come in.
  const house = hex(nodeSha('any house part'));
  const ann = hex(nodeSha('parlour/fair/2/seed\0', be(4), 'ann'));
  const cy = hex(nodeSha('parlour/fair/2/seed\0', be(4), 'cy'));
  assert.equal(
    toHex(keyOf(2, 5, house, [{ seat: 2, hash: cy }, { seat: 0, hash: ann }])),
    nodeSha('parlour/fair/2/key\0', be(5), house, [2], [0], ann, [2], cy),
  );
  assert.equal(toHex(keyOf(2, 5, house, [])), nodeSha('parlour/fair/2/key\0', be(5), house, [0]));
  // Scheme 1 is unchanged: no tags, the commitment a hash of the part alone.
  assert.equal(toHex(housePart(1, master, 3)), nodeSha(master, be(3)));
  assert.equal(toHex(commitmentOf(1, 3, house)), nodeSha(house));
  assert.equal(toHex(seedHash(1, null, 'ann')), nodeSha('ann'));
  assert.equal(toHex(keyOf(1, 3, house, [{ seat: 0, hash: hex(nodeSha('ann')) }])), nodeSha(house, hex(nodeSha('ann'))));
});

test('scheme 2, the whole vector: master key of 0x07s, shuffle 0, seat 1\'s seed "lucky", one pack', () => {
  const master = new Uint8Array(32).fill(7);
  const house = housePart(2, master, 0);
  const commitment = commitmentOf(2, 0, house);
  const seed = seedHash(2, 0, 'lucky');
  const key = keyOf(2, 0, house, [{ seat: 1, hash: seed }]);
  // Node's SHA-256 over the bytes written out here.
  const H = nodeSha('parlour/fair/2/house\0', Buffer.alloc(32, 7), [0, 0, 0, 0]);
  const C = nodeSha('parlour/fair/2/commitment\0', [0, 0, 0, 0], hex(H));
  const S = nodeSha('parlour/fair/2/seed\0', [0, 0, 0, 0], 'lucky');
  const K = nodeSha('parlour/fair/2/key\0', [0, 0, 0, 0], hex(H), [1], [1], hex(S));
  assert.deepEqual([toHex(house), toHex(commitment), toHex(seed), toHex(key)], [H, C, S, K]);
  // Pinned, to be held against the server's implementation.
  assert.equal(H, '532f44093ad5acb91d34f9201b5ade7f2e95fd2a32b22f6d7de4b026be2b7454');
  assert.equal(C, '5d14882300c3cc5d3d8a2d3aec381133be6dab43185e41b721af2b3c82b64a67');
  assert.equal(S, '0acd44832fa9dd1946ac06c291f9777e920c4e5501d21a76ede8c6d82529a53c');
  assert.equal(K, 'd3b7dee3ded947c5f9ef7961b2a0122eb65b0f76bc7e58887bd460e59d494f9b');
  const top = shuffled(freshPacks(1), key).slice(0, 10);
  assert.deepEqual(top, nodeTop(K, 10));
  assert.equal(top.join(' '), 'QD 5H 7C 8C 9S AS QS 6D 7H JD');
});

test('a revealed shuffle of scheme 2 is checked by scheme 2: its commitment, each seed against its hash, the key, the cards', () => {
  const master = new Uint8Array(32).fill(7);
  const house = housePart(2, master, 0);
  const seed = seedHash(2, 0, 'lucky');
  const key = keyOf(2, 0, house, [{ seat: 1, hash: seed }]);
  const shuffle = {
    number: 0, scheme: 2, version: 3, cards: 52, commitment: '5d14882300c3cc5d3d8a2d3aec381133be6dab43185e41b721af2b3c82b64a67',
    seeds: [{ seat: 1, shuffle: 0, hash: '0acd44832fa9dd1946ac06c291f9777e920c4e5501d21a76ede8c6d82529a53c', seed: 'lucky' }],
    house: toHex(house), key: toHex(key), dealt: ['QD', '5H', '7C', '8C', '9S', 'AS', 'QS', '6D', '7H', 'JD'], pile: null,
  };
  const good = verifyShuffle(shuffle, 1);
  assert.equal(good.scheme, 2);
  assert.equal(good.commitment, true);
  assert.deepEqual(good.seeds, [true]);
  assert.equal(good.key, true);
  assert.equal(good.mismatch, null);
  const seeded = (change) => ({ ...shuffle, seeds: [{ ...shuffle.seeds[0], ...change }] });
  // Another text revealed than the one hashed: the seed's check fails, though the key (mixed from
  // the hash published) still holds.
  const other = verifyShuffle(seeded({ seed: 'unlucky' }), 1);
  assert.deepEqual([other.seeds, other.key], [[false], true]);
  // The seed said to name another shuffle, or moved to another seat: caught.
  assert.deepEqual(verifyShuffle(seeded({ shuffle: 1 }), 1).seeds, [false]);
  assert.equal(verifyShuffle(seeded({ seat: 0 }), 1).key, false);
  // A seed left out, or the key of scheme 1 from the same part and seed: not this key.
  assert.equal(verifyShuffle({ ...shuffle, seeds: [] }, 1).key, false);
  assert.equal(verifyShuffle({ ...shuffle, key: toHex(sha256(new Uint8Array([...house, ...fromHex(shuffle.seeds[0].hash)]))) }, 1).key, false);
  // Scheme 1's commitment (the part's plain hash) does not stand for scheme 2's, nor one of
  // another number.
  assert.equal(verifyShuffle({ ...shuffle, commitment: toHex(sha256(house)) }, 1).commitment, false);
  assert.equal(verifyShuffle({ ...shuffle, number: 1 }, 1).commitment, false);
  // A seed not yet revealed is not checked, and the key is still made from its hash.
  const hidden = verifyShuffle(seeded({ seed: null }), 1);
  assert.deepEqual([hidden.seeds, hidden.key], [[null], true]);
});

test('a table\'s shuffles are checked each by its own scheme', () => {
  // A scheme 1 shuffle as the report gives it now: each seed with its plain hash, naming none.
  const house = sha256(text('an old part'));
  const seeds = [{ seat: 0, shuffle: null, hash: toHex(sha256(text('old words'))), seed: 'old words' }];
  const key = shuffleKey(house, ['old words']);
  const old = { number: 2, scheme: 1, cards: 52, commitment: toHex(sha256(house)), seeds, house: toHex(house), key: toHex(key), dealt: shuffled(freshPacks(1), key).slice(0, 4), pile: null };
  const checked = verifyShuffle(old, 1);
  assert.deepEqual([checked.scheme, checked.commitment, checked.seeds, checked.key, checked.mismatch], [1, true, [true], true, null]);
  // Read as scheme 2, nothing of it holds.
  const misread = verifyShuffle({ ...old, scheme: 2 }, 1);
  assert.deepEqual([misread.commitment, misread.key], [false, false]);
});
