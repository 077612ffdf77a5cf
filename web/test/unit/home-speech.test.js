import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { speakIn } from './speak.js';
import { canSay } from '../../public/js/speech.js';
import { bankNews, bankerLabel, eventLines, eventWords, resultWords } from '../../public/js/games/pontoon/words.js';
import { homeKeys } from '../../public/js/games/pontoon/keys.js';
import { pontoon } from '../../public/js/games/pontoon/index.js';

const names = ['Ann', 'Bix [bot]', 'Cleo'];
const table = { names, banker: 0 };
const says = (event) => eventWords(event, table);

/** Speaks `lang` for the length of `run`, and English again after it, whatever happens. */
function inLanguage(lang, run) {
  speakIn(lang);
  try {
    run();
  } finally {
    speakIn('en');
  }
}

test('the home table in Greek speaks the Greek source\'s own game: the banker, the kitty (ταμείο), Πόντοον, over 21', () => {
  inLanguage('el', () => {
    assert.equal(says({ event: 'pontoon', seat: 1, hand: 0, cards: ['AS', 'KH'] }), 'Bix [bot] δηλώνει Πόντοον (A♠ K♥)');
    assert.equal(says({ event: 'bust', seat: 2, hand: 0, cards: ['TS', '6D', '9C'], lost: 12 }),
      'Cleo ξεπερνά το 21 (10♠ 6♦ 9♣) και χάνει 12');
    assert.equal(says({ event: 'banker_stayed', total: 18 }), 'Ann (τραπεζίτης) μένει στα 18: πληρώνοντας 19');
    assert.equal(says({ event: 'kitty_put', amount: 40, kitty: 60 }), 'Ann (τραπεζίτης) βάζει 40 στο ταμείο: τώρα έχει 60');
    assert.equal(says({ event: 'twisted', seat: 1, hand: 1, card: '9D' }), 'Bix [bot] (χέρι 2) στρίβει 9♦');
    assert.match(says({ event: 'shot', seat: 1, hand: 0, amount: 4 }), /σουτ 4 κατά του ταμείου/);
    assert.equal(bankerLabel({ state: 'five_card_trick', cards: [] }), 'Τέχνασμα πέντε καρτών');
    assert.equal(resultWords({ state: 'bust', result: -7 }), 'πάνω από 21: χάνει 7');
    // The game by the source's name for it, in the list of hands.
    assert.equal(pontoon.replay.name({ banker: 'Ann' }, 'Ann'), 'Pontoon, η τράπεζά σου');
    assert.equal(pontoon.replay.name({ banker: 'Ann', kitty_net: 3 }, 'Cleo'), 'Shoot Pontoon, τράπεζα: Ann');
    // The keys' help names the moves by the buttons' words (moves.ftl): twist, buy, stick.
    const keys = Object.fromEntries(homeKeys());
    assert.equal(keys.T, 'στρίψε');
    assert.equal(keys.B, 'αγόρασε');
    assert.equal(keys.S, 'κόλλα (η τράπεζα: μείνε)');
  });
});

test('the home table in Esperanto speaks the Esperanto source\'s Pontoon: bankisto, kaso, Pontono, falis', () => {
  inLanguage('eo', () => {
    assert.equal(says({ event: 'pontoon', seat: 1, hand: 0, cards: ['AS', 'KH'] }), 'Bix [bot] anoncas Pontonon (A♠ K♥)');
    assert.equal(says({ event: 'bust', seat: 2, hand: 0, cards: ['TS', '6D', '9C'], lost: 12 }), 'Cleo falis (10♠ 6♦ 9♣) kaj perdas 12');
    assert.equal(says({ event: 'banker_stayed', total: 17 }), 'Ann (bankisto) restas je 17: pagante 18');
    assert.equal(says({ event: 'kitty_returned', to: 0, amount: 30 }), 'La 30 de la kaso revenas al Ann');
    assert.equal(says({ event: 'twisted', seat: 1, hand: 0, card: '9D' }), 'Bix [bot] tordas 9♦');
    assert.equal(says({ event: 'bought', seat: 2, hand: 0, amount: 6, card: null }), 'Cleo aĉetas karton vizaĝo malsupren por 6');
    assert.equal(says({ event: 'stood', seat: 2, hand: 0 }), 'Cleo restas');
    assert.equal(says({ event: 'banker_five_card_trick' }), 'Ann (bankisto) havas Kvinkartan Trukon');
    const keys = Object.fromEntries(homeKeys());
    assert.deepEqual([keys.T, keys.B, keys.S], ['tordi', 'aĉeti', 'resti']);
  });
});

test('the other languages say the home table whole, names in place and never inflected', () => {
  inLanguage('es', () => {
    assert.deepEqual(eventLines([{ event: 'settled', transfers: [{ from: { seat: 1 }, to: 'kitty', amount: 3 }] }], table),
      ['Pagos: Bix [bot] paga 3 al bote']);
    assert.equal(says({ event: 'stood', seat: 2, hand: 0 }), 'Cleo se planta');
  });
  inLanguage('hu', () => {
    assert.equal(says({ event: 'bank_passed', from: 0, to: 2, reason: 'sold', price: 10 }),
      'Ann eladja a bankot Cleo játékosnak 10 zsetonért: a bank mostantól Cleo játékosé');
  });
  inLanguage('sq', () => {
    // A change of bank and the kitty going back to the old banker: one sentence of the language.
    const news = bankNews('', [{ event: 'bank_passed', from: 0, to: 1, reason: 'left' }, { event: 'kitty_returned', to: 0, amount: 30 }], names);
    assert.equal(news, 'Ann e lë bankën: tani bankën e mban Bix [bot]; 30 nga arka i kthehen lojtarit Ann');
  });
});

test('every message the home table says is in the English catalogue', () => {
  const folder = new URL('../../public/js/games/pontoon/', import.meta.url);
  const ids = new Set();
  for (const file of ['index.js', 'keys.js', 'page.js', 'words.js']) {
    const source = readFileSync(new URL(file, folder), 'utf8');
    // Every id is written whole in the code (a quoted 'pontoon-...' or a move's 'move-...'), so
    // that a search finds where each is said.
    for (const [, id] of source.matchAll(/'((?:pontoon|move)-[a-z0-9-]+)'/g)) ids.add(id);
    assert.doesNotMatch(source, /say\(`/, `${file} builds an id from pieces`);
  }
  assert.ok(ids.size > 150, `${ids.size} ids found`);
  const missing = [...ids].filter((id) => !canSay(id));
  assert.deepEqual(missing, []);
});
