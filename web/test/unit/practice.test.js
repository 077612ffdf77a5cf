// The trainer's pure parts: the weights that follow a person's misses, the score, the seed from
// the browser's generator, a drill read from the room (and a hostile one refused), an answer
// scored, the buttons in the table's order (never best first), and the keys.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './speak.js';
import {
  KINDS, buttonsOf, drillCard, freshScore, freshStats, handTotal, newSeed, noted, practiceKey, readDrill, score,
  scoreOf, scored, statsOf, weightsOf,
} from '../../public/js/games/casino/practice.js';

test('the weights follow the misses: a kind always missed comes ten times as often as one always right', () => {
  assert.deepEqual(KINDS, ['hard', 'soft', 'pair']);
  // Nothing answered: each kind weighs as one half missed, 1 + 9 × 1/2 rounded.
  assert.deepEqual(weightsOf(freshStats()), [6, 6, 6]);
  let stats = freshStats();
  for (let i = 0; i < 40; i += 1) {
    stats = noted(stats, 'hard', true);
    stats = noted(stats, 'soft', false);
  }
  // 40 right of 40: 1 + 9 × 1/42 → 1; 40 missed of 40: 1 + 9 × 41/42 → 10; the pairs unanswered.
  assert.deepEqual(stats.hard, { answered: 40, missed: 0 });
  assert.deepEqual(stats.soft, { answered: 40, missed: 40 });
  assert.deepEqual(weightsOf(stats), [1, 10, 6]);
  // One miss moves a kind; one answer does not decide it.
  assert.deepEqual(weightsOf(noted(freshStats(), 'pair', false)), [6, 6, 7]);
  assert.deepEqual(weightsOf(noted(freshStats(), 'pair', true)), [6, 6, 4]);
  // Past 40 answers the old ones are halved, so the weight follows the recent: 41 → 21 answered.
  const halved = noted(stats, 'soft', true);
  assert.deepEqual(halved.soft, { answered: 21, missed: 20 });
  // A kind the room does not deal changes nothing; the stats given are not changed.
  assert.deepEqual(noted(stats, 'royal', false), stats);
  assert.deepEqual(stats.soft, { answered: 40, missed: 40 });
});

test('statistics and a score read back from a browser are counts, whatever was kept', () => {
  assert.deepEqual(statsOf(null), freshStats());
  assert.deepEqual(statsOf({ hard: { answered: 5, missed: 9 }, soft: { answered: -3, missed: 1 }, pair: 'x' }),
    { hard: { answered: 5, missed: 5 }, soft: { answered: 0, missed: 0 }, pair: { answered: 0, missed: 0 } });
  assert.deepEqual(statsOf({ hard: { answered: 2 ** 60, missed: 1 } }).hard, { answered: 0, missed: 0 });
  assert.deepEqual(scoreOf({ answered: 4, right: 9, chips: 1.5 }), { answered: 4, right: 4, chips: 1.5 });
  assert.deepEqual(scoreOf({ answered: 'x', right: 1, chips: -2 }), { answered: 0, right: 0, chips: 0 });
  assert.deepEqual(scoreOf(undefined), freshScore());
});

test('the score counts right answers and the chips given up at a bet of 10, to the cent', () => {
  let s = freshScore();
  s = scored(s, { right: true, chips: 0 });
  s = scored(s, { right: false, chips: 0.1 });
  s = scored(s, { right: false, chips: 0.2 });
  assert.deepEqual(s, { answered: 3, right: 1, chips: 0.3 }, 'no 0.30000000000000004');
});

test('a seed is 64 bits of the browser\'s generator, written in decimal', () => {
  const stub = { getRandomValues: (words) => { words[0] = 0xffffffff; words[1] = 0xffffffff; return words; } };
  assert.equal(newSeed(stub), '18446744073709551615');
  const low = { getRandomValues: (words) => { words[0] = 0; words[1] = 7; return words; } };
  assert.equal(newSeed(low), '7');
  const seeds = new Set(Array.from({ length: 50 }, () => newSeed()));
  assert.equal(seeds.size, 50);
  for (const seed of seeds) assert.match(seed, /^\d{1,20}$/);
});

/** A soft 18 (A♠ 7♥) with its moves best first, as the room sends it. */
const SOFT = {
  kind: 'soft', cards: ['AS', '7H'], bought: false,
  moves: [{ choice: 'twist', bets: -0.05 }, { choice: 'stick', bets: -0.1 }, { choice: 'buy', bets: -0.2 }],
};

test('a drill from the room is read, its cards as the wire writes them or by their values', () => {
  const drill = readDrill(SOFT);
  assert.deepEqual(drill, { kind: 'soft', cards: ['AS', '7H'], bought: false, moves: SOFT.moves, best: 'twist' });
  // Values, ace 0 to ten-count 9, drawn in a suit by their place: a pair shows two suits.
  assert.deepEqual(readDrill({ ...SOFT, kind: 'pair', cards: [9, 9] }).cards, ['KS', 'KH']);
  assert.equal(drillCard(0, 5), 'AH');
  assert.equal(readDrill({ ...SOFT, bought: 'yes' }).bought, false);
  for (const bad of [
    null, { ...SOFT, kind: 'royal' }, { ...SOFT, cards: ['AS'] }, { ...SOFT, cards: ['AS', 'ZZ'] }, { ...SOFT, cards: [10, 3] },
    { ...SOFT, cards: [1.5, 3] }, { ...SOFT, moves: [] }, { ...SOFT, moves: [{ choice: 'surrender', bets: 0 }] },
    { ...SOFT, moves: [{ choice: 'stick', bets: '0.1' }] }, { ...SOFT, moves: [{ choice: 'stick', bets: 0 }, { choice: 'stick', bets: -1 }] },
    { ...SOFT, moves: null },
  ]) assert.equal(readDrill(bad), null, JSON.stringify(bad));
});

test('an answer is scored against the best: right, or what it gave up in bets and in chips at 10', () => {
  const drill = readDrill(SOFT);
  assert.deepEqual(score(drill, 'twist'), { right: true, cost: 0, chips: 0, best: 'twist' });
  // Stick: −0.1 against −0.05 is 0.05 of a bet, 0.50 chips at a bet of 10.
  const stick = score(drill, 'stick');
  assert.equal(stick.right, false);
  assert.ok(Math.abs(stick.cost - 0.05) < 1e-12);
  assert.equal(stick.chips, 0.5);
  assert.equal(score(drill, 'buy').chips, 1.5);
  // A move the hand could not make is no answer.
  assert.equal(score(drill, 'split'), null);
  // Two moves worth as much: either is right.
  const tie = readDrill({ ...SOFT, moves: [{ choice: 'stick', bets: 0.1 }, { choice: 'twist', bets: 0.1 }] });
  assert.equal(score(tie, 'twist').right, true);
});

test('the buttons keep the table\'s order, so the order never tells the best', () => {
  assert.deepEqual(buttonsOf(readDrill(SOFT)), ['stick', 'twist', 'buy']);
  const pair = readDrill({ kind: 'pair', cards: ['8S', '8H'], moves: [{ choice: 'split', bets: 0.1 }, { choice: 'twist', bets: -0.4 }, { choice: 'stick', bets: -0.5 }] });
  assert.deepEqual(buttonsOf(pair), ['stick', 'twist', 'split']);
});

test('a hand\'s total: an ace counts 11 where it may, a ten-count 10', () => {
  assert.deepEqual(handTotal(['AS', '7H']), { total: 18, soft: true });
  assert.deepEqual(handTotal(['AS', '7H', '9C']), { total: 17, soft: false });
  assert.deepEqual(handTotal(['KS', '6H']), { total: 16, soft: false });
  assert.deepEqual(handTotal(['AS', 'AH']), { total: 12, soft: true });
  assert.deepEqual(handTotal(['TD', '5C']), { total: 15, soft: false });
});

test('the keys answer with a move the hand may make, once; then Enter or N deals the next', () => {
  const drill = readDrill(SOFT);
  assert.deepEqual(practiceKey('s', drill, false), { do: 'answer', choice: 'stick' });
  assert.deepEqual(practiceKey('Enter', drill, false), { do: 'answer', choice: 'stick' });
  assert.deepEqual(practiceKey('T', drill, false), { do: 'answer', choice: 'twist' });
  assert.deepEqual(practiceKey('+', drill, false), { do: 'answer', choice: 'twist' });
  assert.deepEqual(practiceKey('*', drill, false), { do: 'answer', choice: 'buy' });
  assert.equal(practiceKey('l', drill, false), null, 'no split for a soft 18');
  assert.equal(practiceKey('n', drill, false), null, 'no next hand before an answer');
  assert.equal(practiceKey('s', drill, true), null, 'no second answer');
  assert.deepEqual(practiceKey('Enter', drill, true), { do: 'next' });
  assert.deepEqual(practiceKey('N', drill, true), { do: 'next' });
  assert.equal(practiceKey('s', null, false), null, 'nothing dealt yet');
});
