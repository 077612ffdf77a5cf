import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { FluentResource } from '../../public/vendor/fluent-bundle/index.js';
import { AREAS, LANGS, chooseLang, speaker, say } from '../../public/js/speech.js';
import { speakIn } from './speak.js';

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

/** Each message's id (and `id.attribute`) in a catalogue, with the variables it uses. */
function messages(text, what) {
  const found = new Map();
  const uses = (node, into) => {
    if (Array.isArray(node)) node.forEach((n) => uses(n, into));
    else if (node && typeof node === 'object') {
      if (node.type === 'var') into.add(node.name);
      Object.values(node).forEach((n) => uses(n, into));
    }
  };
  for (const message of new FluentResource(text).body) {
    const vars = new Set();
    uses(message.value, vars);
    assert.ok(!found.has(message.id), `${what} gives ${message.id} twice`);
    found.set(message.id, vars);
    for (const [name, value] of Object.entries(message.attributes || {})) {
      const attr = new Set();
      uses(value, attr);
      found.set(`${message.id}.${name}`, attr);
    }
  }
  // Fluent passes over what it cannot read: every line that opens a message must have been read.
  for (const line of text.split('\n')) {
    const opened = /^(-?[a-zA-Z][\w-]*) *=/.exec(line);
    if (opened && !opened[1].startsWith('-')) assert.ok(found.has(opened[1]), `${what}: ${opened[1]} does not read`);
  }
  return found;
}

test('every language gives every English message, with only the variables English gives it', () => {
  const read = (lang, area) => readFileSync(new URL(`${lang}/${area}.ftl`, locales), 'utf8');
  for (const area of AREAS) {
    const english = messages(read('en', area), `en/${area}`);
    for (const lang of LANGS) {
      const theirs = messages(read(lang, area), `${lang}/${area}`);
      const missing = [...english.keys()].filter((id) => !theirs.has(id));
      assert.deepEqual(missing, [], `${lang}/${area} lacks these`);
      for (const [id, vars] of theirs) {
        assert.ok(english.has(id), `${lang}/${area} gives ${id}, which English does not`);
        const foreign = [...vars].filter((v) => !english.get(id).has(v));
        assert.deepEqual(foreign, [], `${lang}/${area}: ${id} uses variables English does not give`);
      }
    }
  }
});

test('the page says numbers in its language\'s own form', () => {
  speakIn('en');
  const en = speaker('en', ['chips = { $n } chips\n']);
  const hu = speaker('hu', ['chips = { $n } zseton\n']);
  assert.equal(en.say('chips', { n: 12500 }), '12,500 chips');
  assert.match(hu.say('chips', { n: 12500 }), /^12\s500 zseton$/);
  assert.equal(say('move-twist'), 'Twist');
  speakIn('es');
  assert.equal(say('move-twist'), 'Girar');
  speakIn('en');
});

test('a control\'s spoken name holds the words it shows, in every language (WCAG 2.5.3: label in name)', () => {
  // A message `X-label` is the accessible name of a control that shows message `X` (and a few
  // pairs are named otherwise, below): someone who speaks to their screen reader says what they
  // see, so the name must hold the words shown, whole and in order, as axe checks it.
  const read = (lang, area) => readFileSync(new URL(`${lang}/${area}.ftl`, locales), 'utf8');
  const words = (text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const holds = (name, shown) => {
    const [n, w] = [words(name), words(shown)];
    return n.some((_, i) => w.every((x, j) => n[i + j] === x));
  };
  const values = { table: '7', round: '3', chip: 25, seat: 2, name: 'Ann', amount: 10, chips: 10, count: 2 };
  const pairs = [
    ...['pause', 'resume', 'close'].map((change) => ['console-change', 'console-change-table', { change }]),
    ['casino-repeat', 'casino-repeat-said', {}],
  ];
  for (const area of AREAS) {
    for (const id of messages(read('en', area), `en/${area}`).keys()) {
      if (id.endsWith('-label')) pairs.push([id.replace(/-label$/, ''), id, {}]);
    }
  }
  const bad = [];
  for (const lang of LANGS) {
    const say = speaker(lang, AREAS.map((a) => read(lang, a)), AREAS.map((a) => read('en', a)));
    for (const [shownId, nameId, args] of pairs) {
      if (!say.has(shownId)) continue;
      const shown = say.say(shownId, { ...values, ...args });
      const name = say.say(nameId, { ...values, ...args });
      if (!holds(name, shown)) bad.push(`${lang} ${nameId}: "${name}" does not hold "${shown}"`);
    }
  }
  assert.deepEqual(bad, []);
});
