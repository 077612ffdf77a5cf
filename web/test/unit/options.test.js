import test from 'node:test';
import assert from 'node:assert/strict';
import { numberWords, optionField, optionLabel } from '../../public/js/options.js';
import './speak.js';

test('numbers are said as people say them', () => {
  assert.equal(numberWords(1 / 3), 'a third');
  assert.equal(numberWords(0.3333333333333333), 'a third');
  assert.equal(numberWords(1e12), 'no limit');
  assert.equal(numberWords(1000), '1,000');
  assert.equal(numberWords('no_limit'), 'no limit');
});

test('each formula of values becomes a field, with no code name or trillion in its words', () => {
  assert.deepEqual(optionField(true, 'true or false'), { kind: 'yes' });
  assert.deepEqual(optionField(8, '1 to 8'), { kind: 'number', min: 1, max: 8, hint: '1 to 8' });
  const max = optionField(500, 'min_stake to 1,000,000,000,000');
  assert.equal(max.max, null);
  assert.equal(max.hint, 'from the smallest bet, no upper limit');
  const burn = optionField('none', '"none", 13 or 14');
  assert.deepEqual(burn.choices, [['none', 'none'], [13, '13'], [14, '14']]);
  const pays = optionField(2, '1, 2 or 3');
  assert.deepEqual(pays.choices.map(([v]) => v), [1, 2, 3]);
  const shuffle = optionField(0.3333333333333333, 'a fraction from 0 to 1');
  assert.equal(shuffle.kind, 'choice');
  assert.ok(shuffle.choices.some(([, words]) => words === 'after a third'));
  assert.equal(optionLabel('reshuffle_at'), 'Shuffle the shoe');
  assert.equal(optionLabel('some_new_option'), 'Some new option');
});
