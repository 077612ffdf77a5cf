import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardSvg, cardWords, cardShort, parseCard, isRed } from '../../public/js/cards.js';
import './speak.js';

test('a card is read as the wire writes it, and nothing else is', () => {
  assert.deepEqual(parseCard('TH'), { rank: 'T', suit: 'H' });
  assert.equal(parseCard(null), null);
  for (const bad of ['1H', 'AX', 'th', 'A', '10H', '<b>', 'AS ']) {
    assert.throws(() => parseCard(bad), /not a card/, bad);
  }
});

test('a card is drawn with its rank twice and its suit, red or black', () => {
  const ten = cardSvg('TH');
  assert.match(ten, /^<svg class="card red"/);
  assert.equal(ten.match(/>10</g).length, 2, 'the rank in two corners');
  assert.equal(ten.match(/♥/g).length, 2, 'the suit small and large');
  assert.match(ten, /aria-label="ten of hearts"/);
  const ace = cardSvg('AS');
  assert.match(ace, /class="card black"/);
  assert.match(ace, />A</);
  assert.ok(isRed('QD') && !isRed('KC'));
});

test('a card face down shows its back and says so, and no rank or suit', () => {
  const back = cardSvg(null);
  assert.match(back, /class="card back"/);
  assert.match(back, /aria-label="a card face down"/);
  assert.doesNotMatch(back, /[♣♦♥♠]|<text/);
  assert.equal(cardWords(null), 'a card face down');
});

test('cards read in words and in short', () => {
  assert.equal(cardWords('7C'), 'seven of clubs');
  assert.equal(cardWords('KD'), 'king of diamonds');
  assert.equal(cardShort('TS'), '10♠');
  assert.equal(cardShort('AH'), 'A♥');
});
