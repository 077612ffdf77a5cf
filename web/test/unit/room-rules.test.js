import test from 'node:test';
import assert from 'node:assert/strict';
import { roomRules, spanWords } from '../../public/js/pages/rules.js';
import './speak.js';

test('the room\'s seat rules are said from its settings', () => {
  assert.equal(spanWords(15_000), '15 seconds');
  assert.equal(spanWords(180_000), '3 minutes');
  const said = roomRules({ turn_ms: 15_000, away_grace_ms: 5_000, away_ms: 180_000, away_rounds: 1, table_idle_ms: 600_000 }).join(' ');
  assert.match(said, /Each turn lasts 15 seconds/);
  assert.match(said, /After 5 seconds away their turns are not waited for/);
  assert.match(said, /sat out after 3 minutes away, or once a whole round has been played without them/);
  assert.match(said, /10 minutes closes/);
  const timeOnly = roomRules({ turn_ms: 2_000, away_grace_ms: 5_000, away_ms: 60_000, away_rounds: null, table_idle_ms: 60_000 }).join(' ');
  assert.doesNotMatch(timeOnly, /whole round/);
});
