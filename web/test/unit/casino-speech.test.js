import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { speakIn } from './speak.js';
import { LANGS, canSay } from '../../public/js/speech.js';
import { moveButtons } from '../../public/js/games/casino/page.js';
import { casinoKeys } from '../../public/js/games/casino/keys.js';
import { eventWords } from '../../public/js/games/casino/words.js';

const code = new URL('../../public/js/games/casino/', import.meta.url);
const english = new URL('../../../crates/words/locales/en/casino.ftl', import.meta.url);

/** The message ids the casino's modules say by name, and the moves they say as `move-${move}`. */
function saidIds() {
  const ids = new Set();
  for (const file of readdirSync(code).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(new URL(file, code), 'utf8');
    for (const [, id] of text.matchAll(/say\('([a-z0-9-]+)'/g)) ids.add(id);
    if (text.includes('say(`move-${')) {
      for (const move of ['pass', 'twist', 'stick', 'buy', 'split']) ids.add(`move-${move}`);
    }
  }
  return ids;
}

const betting = [{ move: 'stake', min: 1, max: 100 }, { move: 'pass' }];
const playing = [{ move: 'twist' }, { move: 'stick' }, { move: 'buy', cost: 5 }, { move: 'split', cost: 5 }];

/** What a key does, by the key's name as the box of keys shows it. */
const keyHelp = () => Object.fromEntries(casinoKeys());

test('every message the casino\'s page says is in the English catalogue, and every casino message is said', () => {
  speakIn('en');
  const ids = saidIds();
  assert.ok(ids.size > 40, `the ids were found: ${ids.size}`);
  for (const id of ids) assert.ok(canSay(id), `${id} is in no English catalogue`);
  const catalogued = [...readFileSync(english, 'utf8').matchAll(/^(casino-[a-z0-9-]+) =/gm)].map((m) => m[1]);
  assert.deepEqual(catalogued.filter((id) => !ids.has(id)), [], 'no casino message goes unsaid');
});

test('in English the buttons and keys say what they said before the catalogues', () => {
  speakIn('en');
  assert.deepEqual(moveButtons(betting), [['deal', 'Deal'], ['pass', 'Pass'], ['repeat', 'Repeat'], ['clear', 'Clear']]);
  assert.deepEqual(moveButtons(playing), [['twist', 'Twist'], ['stick', 'Stick'], ['buy', 'Buy (5)'], ['split', 'Split (5)']]);
  assert.deepEqual(casinoKeys(), [
    ['0', 'repeat the last bet'], ['Enter', 'deal, or stick'], ['+', 'twist'], ['*', 'buy'],
    ['/', 'split'], ['D', 'deal'], ['P', 'pass'], ['T', 'twist'], ['S', 'stick'], ['B', 'buy'],
    ['L', 'split'], ['1 to 5', 'add a chip of 1, 5, 25, 100, 500 (Shift: take one off)'],
    ['-', 'take the last chip off'], ['Backspace', 'clear the bet'],
  ]);
});

test('in Spanish the buttons and the keys are the casino rules\' own: Dar, Pasar, Girar, Plantarse, Comprar, Dividir', () => {
  speakIn('es');
  try {
    assert.deepEqual(moveButtons(betting).map(([name, words]) => [name, words]).slice(0, 2), [['deal', 'Dar'], ['pass', 'Pasar']]);
    assert.deepEqual(moveButtons(playing).map(([, words]) => words), ['Girar', 'Plantarse', 'Comprar (5)', 'Dividir (5)']);
    const keys = keyHelp();
    // The rules' table of keys: Intro, Dar, Plantarse; + Girar; * Comprar; / Dividir.
    assert.match(keys.Intro, /^Dar\b.*\bPlantarse$/);
    assert.equal(keys['+'], 'Girar');
    assert.equal(keys['*'], 'Comprar');
    assert.equal(keys['/'], 'Dividir');
    assert.equal(keys.D, 'Dar');
    assert.equal(keys.P, 'Pasar');
    assert.equal(keys.S, 'Plantarse');
    assert.equal(keys['0'], 'Repite la apuesta anterior');
    // The log speaks of the bank as the rules do, and of going over 21 as "pasarse".
    assert.equal(eventWords({ event: 'dealer_bust' }, []), 'La banca se pasa');
    assert.equal(eventWords({ event: 'stood', seat: 0, hand: 0 }, ['Ana']), 'Ana se planta');
    assert.equal(eventWords({ event: 'bust', seat: 0, hand: 1, lost: 10 }, ['Ana']), 'Ana (mano 2) se pasa y pierde 10');
  } finally {
    speakIn('en');
  }
});

test('in Hungarian the hands are named as the Pontoon Blackjack rules name them', () => {
  speakIn('hu');
  try {
    assert.equal(eventWords({ event: 'five_card_trick', seat: 0, hand: 0 }, ['Anna']), 'Anna: 5 lapból álló kombináció');
    assert.equal(eventWords({ event: 'dealer_bust' }, []), 'Az osztó meghaladta a 21-et');
    assert.match(eventWords({ event: 'dealer_pontoon', cards: ['AS', 'KH'] }, []), /^Az osztónak Pontoon kombinációja van/);
    assert.equal(moveButtons(playing)[1][1], 'Passz');
  } finally {
    speakIn('en');
  }
});

test('every language says every event of the log, the buttons and the keys in its own words', () => {
  const names = ['Ann', 'Bix [bot]'];
  const round = { bettors: [{ seat: 0, name: 'Ann' }, { seat: 1, name: 'Bix [bot]' }], net: [20, -5] };
  const events = [
    { event: 'staked', seat: 0, amount: 1500 }, { event: 'passed', seat: 1 }, { event: 'all_passed' },
    { event: 'shuffled', shuffle: 2 }, { event: 'shuffled' }, { event: 'round_started', number: 1234 },
    { event: 'dealt', seat: null, hand: 0, card: null }, { event: 'dealt', seat: 2, hand: 0, card: 'TH' },
    { event: 'dealer_pontoon', cards: ['AS', 'KH'] }, { event: 'pontoon', seat: 0, hand: 1 },
    { event: 'split', seat: 0, hand: 0 }, { event: 'split', seat: 0, hand: 1 },
    { event: 'bought', seat: 0, hand: 0, card: '7C' }, { event: 'twisted', seat: 0, hand: 0, card: '7C' },
    { event: 'stood', seat: 0, hand: 0 }, { event: 'five_card_trick', seat: 0, hand: 0 },
    { event: 'bust', seat: 0, hand: 0, lost: 10 }, { event: 'dealer_turned', cards: ['KH', '6C'] },
    { event: 'dealer_drew', card: '5D' }, { event: 'dealer_stood', total: 18 }, { event: 'dealer_five_card_trick' },
    { event: 'dealer_bust' }, { event: 'round_over', round }, { event: 'round_over', round: { bettors: [], net: [] } },
    { event: 'session_over' },
  ];
  try {
    for (const lang of LANGS) {
      speakIn(lang);
      const said = [
        ...events.map((e) => eventWords(e, names)),
        ...moveButtons(betting).map(([, words]) => words), ...moveButtons(playing).map(([, words]) => words),
        ...casinoKeys().flat(),
      ];
      for (const line of said) {
        assert.equal(typeof line, 'string', `${lang}: ${line}`);
        assert.doesNotMatch(line, /casino-|move-/, `${lang} says an id: ${line}`);
      }
      // The round's number is a name, not an amount: never grouped.
      assert.match(eventWords({ event: 'round_started', number: 1234 }, names), /1234/, lang);
      if (lang !== 'en') {
        assert.notEqual(eventWords({ event: 'dealer_bust' }, names), 'The dealer is bust', `${lang} has its own words`);
      }
    }
  } finally {
    speakIn('en');
  }
});
