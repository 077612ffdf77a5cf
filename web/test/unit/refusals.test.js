import { test } from 'node:test';
import assert from 'node:assert/strict';
import { speakIn } from './speak.js';
import { refusalWords, either } from '../../public/js/refusals.js';

const names = ['Ann', 'Bo', 'Cy'];

test('a refusal is said from its code and fields, its reason inside it, seats by name', () => {
  speakIn('en');
  assert.equal(refusalWords({ code: 'not_your_turn', waiting: [1, 2] }, names), 'it is not your turn: waiting for Bo or Cy');
  assert.equal(refusalWords({ code: 'not_allowed_now', verb: 'twist', why: 'pack_empty' }, names),
    'twist is not allowed now: the pack is empty');
  assert.equal(refusalWords({ code: 'cannot_split', why: 'not_same_rank' }, names), 'cannot split: the two cards are not of the same rank');
  assert.equal(refusalWords({ code: 'outside_limits', what: 'stake', amount: 5, min: 10, max: 2000 }, names),
    '5 is outside the limits for this stake: 10 to 2,000');
  assert.equal(refusalWords({ code: 'not_enough_chips', holder: 0, needed: 40, held: 30 }, names),
    'not enough chips: Ann must cover 40 at risk and holds 30');
  assert.equal(refusalWords({ code: 'cannot_attack', target: 2, why: 'banner_same_suit' }, names),
    'cannot attack Cy: their banner is of your banner\'s suit');
  assert.equal(refusalWords({ code: 'stale', made_against: 1234, version: 1240 }, names),
    'the table has moved on: this was made at version 1234, and it is at version 1240 now');
});

test('what the catalogues lack is said as the room sent it, never as nothing', () => {
  speakIn('en');
  assert.equal(refusalWords({ code: 'no_such_code' }, names, 'the room\'s own words'), 'the room\'s own words');
  assert.equal(refusalWords({ code: 'no_such_code' }, names), 'no_such_code');
  assert.equal(refusalWords({ code: 'not_allowed_now', verb: 'juggle', why: 'no_such_reason' }, names),
    'juggle is not allowed now: no_such_reason');
  assert.equal(refusalWords(null, names, 'fallback'), 'fallback');
  assert.equal(either([]), '');
  assert.equal(either(['Ann']), 'Ann');
  assert.equal(either(['Ann', 'Bo', 'Cy']), 'Ann, Bo or Cy');
});

test('a refusal in another language is that language\'s, the name and numbers in place', () => {
  speakIn('es');
  const said = refusalWords({ code: 'not_enough_chips', holder: 1, needed: 12500, held: 30 }, names);
  assert.match(said, /Bo/);
  assert.match(said, /12\.500/);
  assert.doesNotMatch(said, /not enough/);
  speakIn('en');
});
