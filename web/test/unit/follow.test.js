// The plumbing every table page shares (follow.js, keys.js): the view message kept up to date
// from events, the log and what the page keeps in the tab, a sit that waits in words, and the
// legal moves a key may ask for.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldIn, kept, logged, movesChips, waitingNotice } from '../../public/js/follow.js';
import { findMove, keyName, legal } from '../../public/js/keys.js';
import { pausedLine } from '../../public/js/table-parts.js';
import './speak.js';

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
});

test('the wallet is fetched again after what moves chips, and not after a seed', () => {
  const after = new Set(['round_over', 'seated']);
  assert.equal(movesChips([{ event: 'seated', seat: 0, change: { action: 'sit', name: 'Ann', chips: 50 } }], after), true);
  assert.equal(movesChips([{ event: 'staked', seat: 0, amount: 5 }, { event: 'round_over', round: {} }], after), true);
  assert.equal(movesChips([{ event: 'seated', seat: 1, change: { action: 'seeded', shuffle: 3, hash: 'a'.repeat(64) } }], after), false);
  assert.equal(movesChips([{ event: 'staked', seat: 0, amount: 5 }], after), false);
});

test('a view message keeps the next fair shuffle an events message brings', () => {
  const held = { type: 'view', table: 1, version: 4, seat: 0, fair: { number: 2, scheme: 2, commitment: 'c', seeds: [] } };
  const seeds = [{ seat: 0, shuffle: 2, hash: 'h', seed: 'mine' }];
  assert.deepEqual(foldIn(held, { type: 'events', version: 5, events: [], fair: { number: 2, scheme: 2, commitment: 'c', seeds } }).fair.seeds, seeds);
  assert.equal(foldIn(held, { type: 'events', version: 5, events: [] }).fair.number, 2);
});

test('a sit during play waits for the end of the hand, or of the casino\'s round', () => {
  assert.equal(waitingNotice({ seat: 2 }), 'You sit down in seat 3 when this hand is over.');
  assert.equal(waitingNotice({ seat: 0, change: 'sit' }, 'round'), 'You sit down in seat 1 when this round is over.');
  assert.equal(waitingNotice({ seat: 1, change: 'stand' }, 'round'), 'You leave the table when this round is over.');
  assert.equal(waitingNotice({ seat: 2, change: 'move' }), 'You move to seat 3 when this hand is over.');
  assert.equal(waitingNotice({ seat: 2, change: 'bot_out' }), 'The bot in seat 3 leaves when this hand is over.');
});

test('the log keeps its newest lines, and what the tab kept is read back whatever it holds', () => {
  assert.deepEqual(logged(['a', 'b'], ['c', 'd'], 3), ['b', 'c', 'd']);
  assert.deepEqual(logged([], [], 3), []);
  const storage = (items) => ({ getItem: (key) => items[key] ?? null });
  assert.deepEqual(kept(storage({ 'home:1': '{"log":["x"],"news":"n"}' }), 'home:1'), { log: ['x'], news: 'n' });
  assert.deepEqual(kept(storage({}), 'home:1'), {});
  assert.deepEqual(kept(storage({ 'home:1': 'not json' }), 'home:1'), {});
  assert.deepEqual(kept(storage({ 'home:1': 'null' }), 'home:1'), {});
});

test('a key asks for a move by name only when the view lists it', () => {
  const moves = [{ move: 'twist' }, { move: 'buy', min: 5, max: 10 }];
  assert.deepEqual(findMove(moves, 'buy'), { move: 'buy', min: 5, max: 10 });
  assert.equal(findMove(moves, 'stick'), undefined);
  assert.equal(findMove(undefined, 'stick'), undefined);
  const move = legal(moves);
  assert.deepEqual(move('twist'), { do: 'twist' });
  assert.equal(move('stick'), null);
  assert.equal(keyName('T'), 't');
  assert.equal(keyName('Enter'), 'Enter');
  assert.equal(keyName('+'), '+');
});

test('a pause is kept from the message that says it, until one says it is over', () => {
  const held = { type: 'view', table: 1, version: 4, seat: 0, paused: 'checking the shoe' };
  const events = foldIn(held, { type: 'events', version: 5, events: [] });
  assert.equal(events.paused, 'checking the shoe', 'an events message says nothing of it');
  const caught = foldIn(events, { type: 'caught_up', version: 5, seat: 0, paused: null });
  assert.equal(caught.paused, null);
  const line = pausedLine('checking the shoe');
  assert.match(line, /paused this table: checking the shoe\./);
  assert.match(line, /no new round begins/);
});
