// What every table page shares, in words in each language (crates/words/locales/*/table.ftl):
// every message the shared modules ask for is in the English catalogue, every option of every
// game has a label, and the other languages say the sources' own words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { canSay } from '../../public/js/speech.js';
import { speakIn } from './speak.js';
import { cardSvg, cardWords } from '../../public/js/cards.js';
import { handBox, resultWords, totalText } from '../../public/js/totals.js';
import { numberWords, optionField, optionLabel } from '../../public/js/options.js';
import { waitingNotice } from '../../public/js/follow.js';
import { chipRefusal, betCaps, Bet } from '../../public/js/bet.js';
import { cutWinner, nameList, seatedWords } from '../../public/js/words.js';
import { spanWords } from '../../public/js/pages/rules.js';

const js = new URL('../../public/js/', import.meta.url);
const crates = new URL('../../../crates/', import.meta.url);

/** The files whose words are the table area's. */
const FILES = [
  'seats.js', 'fair-panel.js', 'fair.js', 'seeding.js', 'turn-alert.js', 'bet.js', 'options.js', 'totals.js',
  'table-parts.js', 'words.js', 'cards.js', 'follow.js', 'keys.js', 'ring.js', 'outbox.js', 'socket.js',
  'pages/seat.js', 'pages/rules.js',
];

/** The ids the code builds rather than writes out whole. */
const BUILT = ['table-cut-won', 'table-cut-won-plain', 'table-cut-tie-won', 'table-cut-tie-won-plain'];

/** Every option's name in a game's OPTIONS list (its Rust rules). */
function optionNames(path) {
  const source = readFileSync(new URL(path, crates), 'utf8');
  const list = source.slice(source.indexOf('OPTIONS: &[OptionDoc] = &['));
  return [...list.slice(0, list.indexOf('\n];')).matchAll(/name: "([a-z0-9_]+)"/g)].map((m) => m[1]);
}

const OPTIONS = ['pontoon/src/rules.rs', 'pontoon/src/casino/rules.rs', 'palace/src/rules.rs'].flatMap(optionNames);

test('every message the shared table modules say is in the English catalogue', () => {
  speakIn('en');
  const used = new Set(BUILT);
  for (const file of FILES) {
    const source = readFileSync(new URL(file, js), 'utf8');
    for (const [, id] of source.matchAll(/'(table-[a-z0-9_-]+)'/g)) {
      // A class name is not a message.
      if (!['table-page', 'table-head'].includes(id)) used.add(id);
    }
  }
  assert.ok(used.size > 100, `only ${used.size} ids found`);
  assert.deepEqual([...used].filter((id) => !canSay(id)), []);
});

test('every option of every game has a label of its own, in English as the page showed it', () => {
  assert.ok(OPTIONS.length >= 28, `only ${OPTIONS.length} options read`);
  speakIn('en');
  assert.deepEqual(OPTIONS.filter((name) => !canSay(`table-option-${name}`)), []);
  assert.equal(optionLabel('player_pontoon_pays'), 'A player\'s Pontoon wins');
  assert.equal(optionLabel('max_soldiers'), 'Most soldiers');
  assert.equal(optionField(500, 'kitty_min to 1,000,000,000,000').hint, 'from the smallest kitty, no upper limit');
});

test('Spanish says the casino rules\' own words: the bank wins a tie, the 5-card hand, a soft 17 "variable"', () => {
  speakIn('es');
  try {
    const stood = { state: 'stood', total: { total: 19, soft: false } };
    assert.equal(resultWords({ state: 'stood', result: -5 }, { total: 19, soft: false }, stood), 'la banca gana en caso de empate');
    assert.equal(handBox('five_card_trick', null), 'Mano de 5 cartas');
    assert.equal(totalText({ total: 17, soft: true }), '17 variable');
    assert.equal(optionLabel('stick_min'), 'Plantarse con al menos');
    assert.equal(cardWords('QS'), 'reina de picas');
    assert.equal(cardWords(null), 'una carta boca abajo');
    // A number is said the Spanish way, as the rest of the page says it.
    assert.equal(numberWords(12500), '12.500');
  } finally {
    speakIn('en');
  }
});

test('Hungarian names French-suited cards its own way, and a seat by its number with its article', () => {
  speakIn('hu');
  try {
    assert.equal(cardWords('AS'), 'pikk ász');
    assert.equal(cardWords('TH'), 'kőr tízes');
    assert.equal(cardWords('7C'), 'treff hetes');
    assert.equal(cardWords('KD'), 'káró király');
    assert.match(cardSvg('JH'), /aria-label="kőr bubi"/);
    assert.equal(resultWords({ state: 'stood', result: -5 }, { total: 19, soft: false }, { state: 'stood', total: { total: 19 } }),
      'egyenlőség esetén az osztó nyer');
    assert.equal(waitingNotice({ seat: 4, change: 'move' }, 'round'), 'Átülsz az 5. helyre, amikor ez a kör véget ér.');
    assert.equal(waitingNotice({ seat: 2 }), 'Leülsz a 3. helyre, amikor ez a leosztás véget ér.');
    assert.equal(nameList(['Ann', 'Bob', 'Cy']), 'Ann, Bob és Cy');
  } finally {
    speakIn('en');
  }
});

test('Greek says its suits and the home game\'s kitty; Albanian Palace\'s soldiers and bets; Esperanto the Five Card Trick', () => {
  try {
    speakIn('el');
    assert.equal(cardWords('7C'), 'εφτάρι σπαθί');
    assert.equal(cardWords('AH'), 'άσος κούπα');
    assert.equal(cardWords('QD'), 'ντάμα καρό');
    assert.equal(cardWords('KS'), 'ρήγας πίκα');
    assert.equal(optionLabel('kitty_min'), 'Μικρότερο ταμείο');
    assert.equal(spanWords(1000), '1 δευτερόλεπτο');
    speakIn('sq');
    assert.equal(optionLabel('max_soldiers'), 'Më së shumti ushtarë');
    assert.equal(optionLabel('small_bet'), 'Bast i vogël');
    assert.equal(numberWords('no_limit'), 'pa kufi');
    speakIn('eo');
    assert.equal(handBox('five_card_trick', null), 'Kvinkarta Truko');
    assert.equal(cutWinner([{ round: 1, seat: 0, card: 'AS' }], 0, ['Ann'], 'bank', true), 'Ann tranĉas la plej altan karton, aso de pikoj, kaj tenas la bankon');
  } finally {
    speakIn('en');
  }
});

test('the cut, the seat changes and a refused chip are whole sentences, in English as before', () => {
  speakIn('en');
  const cuts = [{ round: 1, seat: 0, card: '9D' }, { round: 1, seat: 1, card: '9C' }, { round: 2, seat: 0, card: 'KH' }, { round: 2, seat: 1, card: '2S' }];
  assert.equal(cutWinner(cuts, 0, ['Ann', 'Cleo'], 'bank'), 'Ann and Cleo tied and cut again: Ann cuts the highest card, K♥, and holds the bank');
  assert.equal(cutWinner(cuts, 0, ['Ann', 'Cleo'], 'holds the bank'), 'Ann and Cleo tied and cut again: Ann cuts the highest card, K♥, and holds the bank');
  assert.equal(cutWinner([{ round: 1, seat: 1, card: 'AS' }], 1, [null, null], 'deal', true), 'seat 2 cuts the highest card, ace of spades, and deals the first hand');
  assert.equal(seatedWords({ event: 'seated', seat: 0, change: { action: 'move', to: 3 } }, ['Ann']), 'Ann moves to seat 4');
  assert.equal(seatedWords({ event: 'seated', seat: 1, change: { action: 'top_up', chips: 40 } }, ['Ann']), 'seat 2 brings 40 more');
  assert.equal(chipRefusal(new Bet(), 25, betCaps({ table: 10, seat: 200 })), '25 would make the bet 25: over the table\'s largest bet, 10');
  assert.equal(betCaps({ table: 10, seat: 200 })[0].why, 'the table\'s largest bet');
  speakIn('es');
  try {
    assert.equal(chipRefusal(new Bet(), 25, betCaps({ table: 10, seat: 200 })), 'Con 25 la apuesta sería 25: más que la apuesta máxima de la mesa, 10');
  } finally {
    speakIn('en');
  }
});
