import { test } from 'node:test';
import assert from 'node:assert/strict';
import { totalText, handBox, resultWords } from '../../public/js/totals.js';
import './speak.js';

test('a soft total is marked, a hard one is the number, an unseen one is blank', () => {
  assert.equal(totalText({ total: 17, soft: true }), 'soft 17');
  assert.equal(totalText({ total: 17, soft: false }), '17');
  assert.equal(totalText(null), '');
});

test('the box says the hand by its name where it has one', () => {
  assert.equal(handBox('pontoon', { total: 21, soft: true }), 'Pontoon');
  assert.equal(handBox('five_card_trick', { total: 19, soft: false }), 'Five Card Trick');
  assert.equal(handBox('bust', { total: 24, soft: false }), 'Bust (24)');
  assert.equal(handBox('playing', { total: 13, soft: true }), 'soft 13');
});

test('results in words: 2 to 1 for a Pontoon or a Five Card Trick, ties to the dealer', () => {
  const stood = { state: 'stood', total: { total: 19, soft: false } };
  assert.equal(resultWords({ state: 'pontoon', result: 20 }, null, stood), 'Pontoon pays 2 to 1');
  assert.equal(resultWords({ state: 'five_card_trick', result: 10 }, null, stood), 'Five Card Trick pays 2 to 1');
  assert.equal(resultWords({ state: 'stood', result: 5 }, { total: 20, soft: false }, stood), 'wins 1 to 1');
  assert.equal(resultWords({ state: 'stood', result: -5 }, { total: 19, soft: false }, stood), 'ties go to the dealer');
  assert.equal(resultWords({ state: 'stood', result: -5 }, { total: 18, soft: false }, stood), 'loses');
  assert.equal(resultWords({ state: 'bust', result: -5 }, { total: 23, soft: false }, { state: 'bust', total: null }), 'bust');
  assert.equal(resultWords({ state: 'stood', result: 5 }, { total: 15, soft: false }, { state: 'bust', total: null }), 'the dealer is bust: wins 1 to 1');
  assert.equal(resultWords({ state: 'five_card_trick', result: -5 }, null, { state: 'five_card_trick' }), 'ties go to the dealer');
  assert.equal(resultWords({ state: 'waiting', result: -5 }, { total: 20, soft: false }, { state: 'pontoon' }), 'the dealer has Pontoon');
  assert.equal(resultWords({ state: 'stood', result: null }, null, stood), '');
});
