import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventWords } from '../../public/js/games/casino/words.js';
import './speak.js';

const names = ['Ann', 'Bix [bot]', null];

test('each event reads as a line of the round, with names and cards', () => {
  assert.equal(eventWords({ event: 'staked', seat: 0, amount: 10 }, names), 'Ann bets 10');
  assert.equal(eventWords({ event: 'dealt', seat: 1, hand: 0, card: 'TH' }, names), 'Bix [bot] gets 10♥');
  assert.equal(eventWords({ event: 'dealt', seat: null, hand: 0, card: null }, names), 'The dealer takes a card face down');
  assert.equal(eventWords({ event: 'twisted', seat: 0, hand: 1, card: '7C' }, names), 'Ann (hand 2) twists 7♣');
  assert.equal(eventWords({ event: 'dealer_turned', cards: ['KH', '6C'] }, names, true), 'The dealer turns over king of hearts, six of clubs');
  assert.equal(eventWords({ event: 'bust', seat: 0, hand: 0, lost: 10 }, names), 'Ann is bust and loses 10');
  assert.equal(eventWords({ event: 'seated', seat: 2, change: { action: 'sit', name: 'Cy', chips: 50 } }, names), 'Cy sits down in seat 3 with 50');
  assert.equal(eventWords({ event: 'settled', transfers: [] }, names), null);
});

test('a round over says what each player won or lost', () => {
  const round = { bettors: [{ seat: 0, name: 'Ann' }, { seat: 1, name: 'Bix [bot]' }], net: [20, -5, 0] };
  assert.equal(eventWords({ event: 'round_over', round }, names), 'Round over: Ann wins 20, Bix [bot] loses 5');
});

test('a shuffle says its number, counted from 1 as the fair panel counts, and a seed says nothing', () => {
  assert.equal(eventWords({ event: 'shuffled', shuffle: 2 }, names), 'The shoe is shuffled (shuffle 3)');
  assert.equal(eventWords({ event: 'shuffled', shuffle: 0 }, names), 'The shoe is shuffled (shuffle 1)');
  // A table not dealt fair numbers no shuffle.
  assert.equal(eventWords({ event: 'shuffled', shuffle: null }, names), 'The shoe is shuffled');
  assert.equal(eventWords({ event: 'shuffled' }, names), 'The shoe is shuffled');
  // Every seated page gives a seed for every shuffle: the log is not told of each.
  assert.equal(eventWords({ event: 'seated', seat: 0, change: { action: 'seeded', shuffle: 2, hash: 'a'.repeat(64) } }, names), null);
  assert.equal(eventWords({ event: 'seated', seat: 0, change: { action: 'seed', shuffle: 2, seed: 'mine' } }, names), null);
});
