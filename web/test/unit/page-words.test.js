import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { speakIn } from './speak.js';
import { canSay, say } from '../../public/js/speech.js';
import { refusalWords } from '../../public/js/api.js';
import { barChips } from '../../public/js/bar.js';
import { chips, dateWords } from '../../public/js/dom.js';
import { actionWords } from '../../public/js/steps.js';
import { PLAY, describeRules, gameName, seatsWords } from '../../public/js/pages/lobby.js';
import { roundName } from '../../public/js/pages/hands.js';

const js = new URL('../../public/js/', import.meta.url);
const FILES = ['app.js', 'bar.js', 'api.js', 'dom.js', 'nodes.js', 'steps.js',
  'pages/auth.js', 'pages/lobby.js', 'pages/account.js', 'pages/reset.js', 'pages/hands.js', 'pages/fairness.js',
  'pages/practice.js'];

test('every message the page\'s own files say is in the English catalogue', () => {
  const ids = new Set();
  for (const file of FILES) {
    const text = readFileSync(new URL(file, js), 'utf8');
    for (const [, id] of text.matchAll(/'(page-[a-z0-9-]+)'/g)) ids.add(id);
  }
  // The ids made from a name: the lobby's games, the tables' columns, a statement's reasons.
  for (const { preset } of PLAY) ids.add(`page-game-${preset}`).add(`page-line-${preset}`);
  for (const column of ['table', 'bets', 'players', 'watching', 'go', 'when', 'what', 'chips', 'game', 'round', 'you', 'coach', 'replay']) {
    ids.add(`page-col-${column}`);
  }
  for (const column of ['kind', 'answered', 'missed', 'often']) ids.add(`page-practice-col-${column}`);
  for (const reason of ['grant', 'top-up-wallet', 'sit', 'stand', 'top-up', 'settle']) ids.add(`page-reason-${reason}`);
  assert.ok(ids.size > 150, `the files were read: ${ids.size} ids`);
  assert.deepEqual([...ids].filter((id) => !canSay(id)), []);
});

test('every refusal the server makes by a code of its own has its message', () => {
  const src = new URL('../../../crates/server/src/', import.meta.url);
  const rust = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = new URL(entry.name + (entry.isDirectory() ? '/' : ''), dir);
    if (entry.isDirectory()) return rust(at);
    return entry.name.endsWith('.rs') ? [readFileSync(at, 'utf8')] : [];
  });
  const codes = new Set();
  for (const text of rust(src)) {
    for (const [, code] of text.matchAll(/ApiError::(?:new\(\s*[\w:]+(?:\([^)]*\))?,|bad\()\s*"([a-z_]+)"/g)) codes.add(code);
    for (const [, code] of text.matchAll(/conflict\(\s*"([a-z_]+)"/g)) codes.add(code);
  }
  assert.ok(codes.has('wrong_pin') && codes.has('too_many'), [...codes].join(' '));
  // A malformed request is refused in the web framework's own words, which no catalogue has.
  codes.delete('malformed');
  assert.deepEqual([...codes].filter((code) => !canSay(`error-${code}`)), []);
});

test('a refusal says the server\'s values in the page\'s words, and the server\'s own words without them', () => {
  assert.equal(refusalWords('wrong_pin', 'wrong PIN (3 of 5 tries left)', { left: 3, tries: 5 }), 'wrong PIN (3 of 5 tries left)');
  assert.equal(refusalWords('bad_pin', 'a PIN is 4 to 6 digits', null), 'a PIN is 4 to 6 digits');
  // Values the message needs, not sent (a server that sends none yet): the server's words.
  assert.equal(refusalWords('wrong_pin', 'wrong PIN (2 of 5 tries left)', null), 'wrong PIN (2 of 5 tries left)');
  assert.equal(refusalWords('too_many', 'too many sign-in tries from here; try again in 5 minutes', { what: 'signin' }),
    'too many sign-in tries from here; try again in 5 minutes');
  assert.equal(refusalWords('too_many', 'x', { what: 'signin', unit: 'minutes', count: 5 }), 'too many sign-in tries from here; try again in 5 minutes');
  assert.equal(refusalWords('no_such_code', 'the server\'s words', null), 'the server\'s words');
  speakIn('es');
  assert.equal(refusalWords('wrong_pin', 'wrong PIN (3 of 5 tries left)', { left: 3, tries: 5 }), 'PIN erróneo (quedan 3 de 5 intentos)');
  assert.equal(refusalWords('suspended', 'this account is suspended: a break', { why: 'suspended', reason: 'a break' }),
    'esta cuenta está suspendida: a break');
  assert.equal(refusalWords('unauthenticated', 'sign in first', null), 'inicia sesión primero');
  speakIn('en');
});

test('the lobby, the bar and the hands say their English as the page always has', () => {
  assert.equal(describeRules({ preset: 'pontoon-blackjack', min_stake: 2, max_stake: 50, packs: 1 }), 'Pontoon Blackjack: bets 2 to 50, 1 pack');
  assert.equal(describeRules({ preset: 'casino', min_stake: 10, max_stake: 500, packs: 8 }), 'Casino Pontoon: bets 10 to 500, 8 packs');
  assert.equal(describeRules({ preset: 'palace', betting: 'limit', small_bet: 5, big_bet: 10 }), 'Palace Poker: limit 5/10');
  assert.equal(describeRules({ preset: 'palace', betting: 'no_limit', small_bet: 5, big_bet: 10 }), 'Palace Poker: no-limit 5/10');
  assert.equal(gameName('some-new-game'), 'some-new-game');
  assert.equal(seatsWords(['Ann', '', 'Bob [bot]'], [0]), 'Ann (away), Bob (bot) · 1 free');
  assert.equal(seatsWords(['', '']), 'nobody yet · 2 free');
  assert.equal(seatsWords(['Ann']), 'Ann · full');
  assert.equal(barChips({ wallet: 1000, seated: [] }), '1,000');
  assert.equal(barChips({ wallet: 800, seated: [{ chips: 200 }] }), '800 · 200 at a table');
  assert.equal(barChips({ wallet: 800, seated: [{ chips: 100 }, { chips: 1100 }] }), '800 · 1,200 at 2 tables');
  assert.equal(roundName({ table: 1234, round: { number: 5 } }), 'Table 1234, round 5');
  assert.equal(roundName({ table: 3 }), 'Table 3, round ?');
});

test('the seeds\' own words: Spanish Pontoon\'s banca and plantarse, Albanian Palace\'s flamur and ushtarë', () => {
  speakIn('es');
  assert.equal(actionWords(['Ana', 'stick']), 'Ana se planta');
  assert.equal(actionWords(['Ana', 'twist']), 'Ana gira');
  assert.equal(actionWords(['Ana [bot]', 'stake', 1000]), 'Ana (un bot) apuesta 1000');
  assert.match(say('page-line-casino'), /banca/);
  assert.equal(describeRules({ preset: 'casino', min_stake: 10, max_stake: 500, packs: 8 }), 'Pontoon de casino: apuestas de 10 a 500, 8 barajas');
  speakIn('sq');
  assert.match(say('page-line-palace'), /flamuri/);
  assert.match(say('page-line-palace'), /ushtarët/);
  assert.equal(actionWords(['Ana', 'fold']), 'Ana palos');
  speakIn('eo');
  assert.match(say('page-line-shoot'), /kason/);
  assert.equal(actionWords(['Ana', 'twist']), 'Ana tordas');
  speakIn('en');
});

test('numbers and moments in the page\'s language', () => {
  const friday = Date.UTC(2026, 0, 9, 23, 0);
  const june = Date.UTC(2026, 5, 1);
  assert.equal(chips(12500), '12,500');
  speakIn('hu');
  assert.match(chips(12500), /^12\s500$/);
  assert.match(dateWords(friday, { timeZone: 'Europe/Budapest', now: june }), /január 10\., szombat/);
  assert.match(barChips({ wallet: 800, seated: [{ chips: 200 }] }), /^800 · 200 egy asztalnál$/);
  speakIn('el');
  assert.equal(chips(12500), '12.500');
  assert.match(dateWords(friday, { timeZone: 'Europe/Athens', now: june }), /Σάββατο 10 Ιανουαρίου/);
  speakIn('en');
  assert.equal(dateWords(friday, { timeZone: 'Europe/London', now: june }), 'Friday 9 January, 23:00');
});
