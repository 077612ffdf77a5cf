import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldIn, waitingNotice } from '../../public/js/home-follow.js';

test('an events message brings the view message held up to date, and only what it carries', () => {
  const held = { type: 'view', table: 1, version: 4, seat: 1, seats: ['Ann', 'Bob'], turn: null, view: { phase: 'staking' } };
  const next = foldIn(held, { type: 'events', version: 5, events: [], turn: { seat: 1, deadline: 9, length_ms: 15000 }, view: { phase: 'playing' } });
  assert.deepEqual(next, { ...held, version: 5, turn: { seat: 1, deadline: 9, length_ms: 15000 }, view: { phase: 'playing' } });
  assert.equal(held.version, 4, 'the message held is not changed');
  const caught = foldIn(next, { type: 'caught_up', version: 6, seat: null, seats: ['Ann', null], turn: null });
  assert.equal(caught.seat, null);
  assert.deepEqual(caught.seats, ['Ann', null]);
  assert.deepEqual(caught.view, { phase: 'playing' });
  assert.equal(foldIn(null, { type: 'events', version: 1 }), null);
  assert.equal(waitingNotice(2), 'You sit down in seat 3 when this hand is over.');
});
