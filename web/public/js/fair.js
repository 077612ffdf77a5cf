// The fair shuffle, schemes 1 and 2 (docs/fairness.md), written again from the document alone, so
// that a browser (or any script) can check a revealed shuffle without trusting the server's code:
// SHA-256, the hashes each scheme makes of the house part and the seeds, the ChaCha20 stream, the
// unbiased draw, Fisher-Yates from the bottom card up, the cut. Pure code, no WebCrypto, so that
// Node's tests run it as the page does. Nothing here is used to deal: the server deals; this only
// recomputes what it published.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x, n) => (x >>> n) | (x << (32 - n));

/** SHA-256 of bytes (FIPS 180-4): 32 bytes. */
export function sha256(bytes) {
  const length = bytes.length;
  const padded = new Uint8Array(((length + 9 + 63) >> 6) << 6);
  padded.set(bytes);
  padded[length] = 0x80;
  const bits = length * 8;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  const hash = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = hash;
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((v, i) => { hash[i] = (hash[i] + v) >>> 0; });
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  hash.forEach((v, i) => outView.setUint32(i * 4, v));
  return out;
}

export const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function fromHex(hex) {
  if (!/^([0-9a-fA-F]{2})*$/.test(hex)) throw new Error(`not hex: ${hex}`);
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

const utf8 = (text) => new TextEncoder().encode(text);

/** The byte strings one after another. */
function joined(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A shuffle's number as the hashes take it: 4 bytes, big-endian. */
function number4(n) {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
}

/**
 * Scheme 2 begins each hash with a tag of its own (ASCII and a zero byte), so that no hash of one
 * kind can pass for another: a commitment is never a key, a seed's hash never a house part.
 */
const tag = (kind) => joined([utf8(`parlour/fair/2/${kind}`), new Uint8Array(1)]);

/**
 * The house's part of shuffle `number` from the table's master key (32 bytes). The page never
 * holds the master key; a table's record gives it once the session is over, and the tests build
 * their vectors from it.
 */
export function housePart(scheme, master, number) {
  return scheme >= 2
    ? sha256(joined([tag('house'), master, number4(number)]))
    : sha256(joined([master, number4(number)]));
}

/** The commitment to shuffle `number`, published before its seeds are taken. */
export function commitmentOf(scheme, number, house) {
  return scheme >= 2 ? sha256(joined([tag('commitment'), number4(number), house])) : sha256(house);
}

/**
 * What is published of a seed before its pack is revealed, and what the key mixes in: under
 * scheme 2 the hash of the seed with the number of the shuffle it named (`named`), which a seed
 * mixed into a later shuffle of the same action keeps; under scheme 1 the seed's plain SHA-256.
 */
export function seedHash(scheme, named, seed) {
  if (scheme < 2) return sha256(utf8(seed));
  if (!Number.isInteger(named)) throw new Error('a scheme 2 seed names its shuffle');
  return sha256(joined([tag('seed'), number4(named), utf8(seed)]));
}

/**
 * The key of shuffle `number` from its house part and the seeds mixed in, `seeds` as
 * `[{seat, hash}]` (each hash 32 bytes, `seedHash`), in seat order. Scheme 2 writes how many seeds
 * there are and each one's seat, so that no seed can be moved to another seat or left out unseen.
 */
export function keyOf(scheme, number, house, seeds) {
  const ordered = seeds.slice().sort((a, b) => a.seat - b.seat);
  if (scheme < 2) return sha256(joined([house, ...ordered.map((s) => s.hash)]));
  return sha256(joined([
    tag('key'), number4(number), house, Uint8Array.of(ordered.length),
    ...ordered.flatMap((s) => [Uint8Array.of(s.seat), s.hash]),
  ]));
}

/** Scheme 1's key from the seeds' text: SHA-256(house ‖ SHA-256(seed₁) ‖ SHA-256(seed₂) ‖ …), seeds in seat order. */
export function shuffleKey(house, seeds) {
  return keyOf(1, 0, house, seeds.map((seed, seat) => ({ seat, hash: seedHash(1, null, seed) })));
}

/** The ChaCha20 keystream (RFC 8439 block function, nonce 0, block counter from 0) as 32-bit words. */
export class Stream {
  constructor(key) {
    const view = new DataView(key.buffer, key.byteOffset, 32);
    this.key = Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4, true));
    this.counter = 0;
    this.words = [];
  }

  block() {
    const input = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574, ...this.key, this.counter, 0, 0, 0];
    const x = input.slice();
    const quarter = (a, b, c, d) => {
      x[a] = (x[a] + x[b]) >>> 0; x[d] = rotr(x[d] ^ x[a], 16);
      x[c] = (x[c] + x[d]) >>> 0; x[b] = rotr(x[b] ^ x[c], 20);
      x[a] = (x[a] + x[b]) >>> 0; x[d] = rotr(x[d] ^ x[a], 24);
      x[c] = (x[c] + x[d]) >>> 0; x[b] = rotr(x[b] ^ x[c], 25);
    };
    for (let round = 0; round < 10; round++) {
      quarter(0, 4, 8, 12); quarter(1, 5, 9, 13); quarter(2, 6, 10, 14); quarter(3, 7, 11, 15);
      quarter(0, 5, 10, 15); quarter(1, 6, 11, 12); quarter(2, 7, 8, 13); quarter(3, 4, 9, 14);
    }
    this.counter += 1;
    this.words = x.map((v, i) => (v + input[i]) >>> 0);
  }

  nextU32() {
    if (!this.words.length) this.block();
    return this.words.shift();
  }

  /** A uniform integer below `bound`, without bias (Lemire's multiply-and-reject). */
  below(bound) {
    const b = BigInt(bound);
    const mask = 0xffffffffn;
    let product = BigInt(this.nextU32()) * b;
    let low = product & mask;
    if (low < b) {
      const threshold = ((1n << 32n) - b) % b;
      while (low < threshold) {
        product = BigInt(this.nextU32()) * b;
        low = product & mask;
      }
    }
    return Number(product >> 32n);
  }
}

const RANKS = 'A23456789TJQK';
const SUITS = 'CDHS';

/** `packs` new packs one after another, top first: clubs, diamonds, hearts, spades, each ace to king. */
export function freshPacks(packs) {
  const cards = [];
  for (let p = 0; p < packs; p++) for (const suit of SUITS) for (const rank of RANKS) cards.push(rank + suit);
  return cards;
}

/** A card's place in a new pack: clubs, diamonds, hearts, spades, each ace to king. */
const freshPlace = (card) => SUITS.indexOf(card[1]) * 13 + RANKS.indexOf(card[0]);

/**
 * `cards` in fresh-pack order, as the scheme puts any pile before its shuffle: the first copy of
 * each card in a new pack's order, then the second copies, and so on.
 */
export function freshOrder(cards) {
  const copies = new Map();
  return cards
    .map((card) => {
      const copy = copies.get(card) ?? 0;
      copies.set(card, copy + 1);
      return { card, copy, place: freshPlace(card) };
    })
    .sort((a, b) => a.copy - b.copy || a.place - b.place)
    .map((c) => c.card);
}

/** The pile after the shuffle and cut from `key`: Fisher-Yates from the bottom card up, then a cut. */
export function shuffled(cards, key) {
  const stream = new Stream(key);
  const items = cards.slice();
  for (let i = items.length - 1; i >= 1; i--) {
    const j = stream.below(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  const depth = items.length < 8 ? 0 : 4 + stream.below(items.length - 8 + 1);
  return items.slice(depth).concat(items.slice(0, depth));
}

/**
 * Checks one revealed shuffle as the table published it (`/api/tables/ID/fairness`), by its own
 * `scheme` (1 when the report names none): that the house part is the one committed to, that each
 * seed revealed is the one whose hash was published, that the key is the house part mixed with the
 * seeds, and that the cards dealt from the pack are the top of the pack recomputed from the key.
 * `{scheme, commitment, seeds, key, pile, order, dealt, mismatch}`: `seeds` holds, for each seed,
 * whether its text gives its published hash (null when the report has not both); `mismatch` is
 * the first place where a dealt card differs (null if none). The key is recomputed from the
 * published hashes, so that it is checked whether or not a seed's text is out: the seeds' own
 * check ties the texts to them. A shuffle of part of the cards (the discards, refilled mid-hand)
 * starts from its published `pile`, which must be `cards` cards in fresh-pack order (`pile`:
 * true, false, or null for whole packs); `order` is null for a part published without its pile.
 */
export function verifyShuffle(shuffle, packs) {
  const scheme = shuffle.scheme ?? 1;
  const house = fromHex(shuffle.house);
  const commitment = toHex(commitmentOf(scheme, shuffle.number, house)) === shuffle.commitment;
  const hashOf = (s) => {
    try {
      return seedHash(scheme, s.shuffle, s.seed);
    } catch {
      return null;
    }
  };
  const seeds = shuffle.seeds.map((s) => {
    if (s.seed === null || s.seed === undefined || !s.hash) return null;
    const hash = hashOf(s);
    return hash !== null && toHex(hash) === s.hash;
  });
  // A report of scheme 1 from before seeds had hashes gives the text alone.
  const mixed = shuffle.seeds.map((s) => ({ seat: s.seat, hash: s.hash ? fromHex(s.hash) : hashOf(s) ?? new Uint8Array(32) }));
  const key = keyOf(scheme, shuffle.number, house, mixed);
  const keyMatches = toHex(key) === shuffle.key;
  const whole = shuffle.cards === packs * 52 && !shuffle.pile;
  const given = shuffle.pile ?? null;
  const pile = given ? given.length === shuffle.cards && freshOrder(given).join() === given.join() : null;
  const start = whole ? freshPacks(packs) : given;
  const order = start ? shuffled(start, key) : null;
  let mismatch = null;
  if (order) {
    const dealt = shuffle.dealt ?? [];
    const firstPass = Math.min(dealt.length, order.length);
    for (let i = 0; i < firstPass; i++) {
      if (dealt[i] !== order[i]) {
        mismatch = i;
        break;
      }
    }
  }
  return { scheme, commitment, seeds, key: keyMatches, pile, order, dealt: shuffle.dealt ?? [], mismatch };
}

/** Where `cards` (a round's deck) lie in `dealt` as one run: its first place, or -1. */
export function runAt(dealt, cards) {
  if (!cards.length) return -1;
  outer: for (let start = 0; start + cards.length <= dealt.length; start++) {
    for (let i = 0; i < cards.length; i++) if (dealt[start + i] !== cards[i]) continue outer;
    return start;
  }
  return -1;
}
