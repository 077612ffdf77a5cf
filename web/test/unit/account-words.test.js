import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dateWords } from '../../public/js/dom.js';
import { errorMoment, errorWords } from '../../public/js/pages/account.js';
import './speak.js';

// Friday 9 January 2026, 23:00 UTC: 18:00 in New York, Saturday morning in Tokyo.
const friday = Date.UTC(2026, 0, 9, 23, 0);

test('a moment in words, in the person\'s own time zone', () => {
  assert.equal(dateWords(friday, { timeZone: 'America/New_York', now: Date.UTC(2026, 5, 1) }), 'Friday 9 January, 18:00');
  assert.equal(dateWords(friday, { timeZone: 'Europe/London', now: Date.UTC(2026, 5, 1) }), 'Friday 9 January, 23:00');
  assert.equal(dateWords(friday, { timeZone: 'Asia/Tokyo', now: Date.UTC(2026, 5, 1) }), 'Saturday 10 January, 08:00');
  assert.equal(dateWords(friday, { timeZone: 'America/New_York', now: Date.UTC(2027, 1, 1) }), 'Friday 9 January 2026, 18:00', 'another year says its year');
});

test('the weekly limit\'s refusal says when, from its `at` or, before the server sends it, from its message', () => {
  const message = `the limit changes once a week; the next change is allowed at ${friday} (Friday noon, New York)`;
  assert.equal(errorMoment({ code: 'limit_changed_this_week', message, at: friday }), friday);
  assert.equal(errorMoment({ code: 'limit_changed_this_week', message }), friday);
  assert.equal(errorMoment({ code: 'wrong_pin', message: 'wrong PIN' }), null);
  assert.match(errorWords({ code: 'limit_changed_this_week', message, at: friday }),
    /^The limit changes once a week: the next change may be made from \w+day \d+ \w+(?: \d{4})?, \d\d:\d\d \(your time\)\.$/);
  assert.equal(errorWords({ code: 'wrong_pin', message: 'wrong PIN' }), 'wrong PIN');
});
