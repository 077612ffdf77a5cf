import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { AREAS, LANGS, chooseLang, speaker } from '../../public/js/speech.js';

const locales = new URL('../../../crates/words/locales/', import.meta.url);
const texts = (lang) => AREAS.map((area) => readFileSync(new URL(`${lang}/${area}.ftl`, locales), 'utf8'));

test('a person\'s language is the first of theirs Parlour speaks', () => {
  assert.equal(chooseLang(['es-AR', 'es', 'en']), 'es');
  assert.equal(chooseLang(['fr-FR', 'de', 'hu-HU']), 'hu');
  assert.equal(chooseLang(['EL']), 'el');
  assert.equal(chooseLang(['fr']), 'en');
  assert.equal(chooseLang([]), 'en');
  assert.equal(chooseLang(undefined), 'en');
});

test('the page speaks every language of the catalogues, and the catalogues\' languages are the page\'s', () => {
  assert.deepEqual(readdirSync(locales).sort(), [...LANGS].sort());
});

test('the Spanish buttons are the source\'s own words; a gap falls back to English, then to the id', () => {
  const es = speaker('es', texts('es'), texts('en'));
  assert.deepEqual(['stake', 'pass', 'twist', 'stick', 'buy', 'split'].map((m) => es.say(`move-${m}`)),
    ['Dar', 'Pasar', 'Girar', 'Plantarse', 'Comprar', 'Dividir']);
  const thin = speaker('es', ['move-stick = Plantarse\n'], texts('en'));
  assert.equal(thin.say('move-twist'), 'Twist');
  assert.equal(thin.say('no-such-message'), 'no-such-message');
});

test('the vendored Fluent is npm\'s own copy, file for file', () => {
  const vendor = new URL('../../public/vendor/fluent-bundle/', import.meta.url);
  const npm = new URL('../../node_modules/@fluent/bundle/esm/', import.meta.url);
  const js = (dir) => readdirSync(dir).filter((f) => f.endsWith('.js')).sort();
  assert.deepEqual(js(vendor), js(npm));
  for (const file of js(npm)) {
    assert.equal(readFileSync(new URL(file, vendor), 'utf8'), readFileSync(new URL(file, npm), 'utf8'), file);
  }
});
