import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { speakIn } from './speak.js';
import { canSay } from '../../public/js/speech.js';
import {
  actionWords, adjustmentWords, booksWords, chipKinds, clockWords, dayWords, fromWords, gameName, houseTable, localInputValue,
  localMs, rateWords, sanctionWords, settingWords, signedChips, subjectWords, whenWords,
} from '../../public/js/console/words.js';
import { CONSOLE_PAGES, consoleLinks } from '../../public/js/console/nav.js';

test('a datetime-local value is the moment it names in the reader\'s zone', () => {
  // Noon in Tokyo (UTC+9, no summer time) is 03:00 UTC.
  assert.equal(localMs('2026-12-05T12:00', { timeZone: 'Asia/Tokyo' }), Date.UTC(2026, 11, 5, 3, 0));
  // New York: UTC−5 in winter, UTC−4 in summer.
  assert.equal(localMs('2026-01-15T18:30', { timeZone: 'America/New_York' }), Date.UTC(2026, 0, 15, 23, 30));
  assert.equal(localMs('2026-07-15T18:30', { timeZone: 'America/New_York' }), Date.UTC(2026, 6, 15, 22, 30));
  assert.equal(localMs('2026-07-15T18:30', { timeZone: 'UTC' }), Date.UTC(2026, 6, 15, 18, 30));
  // Across the date line: 01:00 on the 1st in Auckland (UTC+13 in January) is the day before in UTC.
  assert.equal(localMs('2027-01-01T01:00', { timeZone: 'Pacific/Auckland' }), Date.UTC(2026, 11, 31, 12, 0));
  // Seconds, if the field gives them.
  assert.equal(localMs('2026-12-05T12:00:30', { timeZone: 'UTC' }), Date.UTC(2026, 11, 5, 12, 0, 30));
});

test('a time the clocks skip or pass twice is read as the browsers read it', () => {
  // 8 March 2026, New York: 02:00 EST becomes 03:00 EDT; 02:30 does not exist, and is 03:30 EDT.
  assert.equal(localMs('2026-03-08T02:30', { timeZone: 'America/New_York' }), Date.UTC(2026, 2, 8, 7, 30));
  // 1 November 2026: 01:30 comes twice; the first, EDT (UTC−4).
  assert.equal(localMs('2026-11-01T01:30', { timeZone: 'America/New_York' }), Date.UTC(2026, 10, 1, 5, 30));
  // Either side of the change, each by its own offset.
  assert.equal(localMs('2026-03-08T01:59', { timeZone: 'America/New_York' }), Date.UTC(2026, 2, 8, 6, 59));
  assert.equal(localMs('2026-03-08T03:00', { timeZone: 'America/New_York' }), Date.UTC(2026, 2, 8, 7, 0));
});

test('an empty or malformed datetime-local value is no moment', () => {
  for (const value of ['', null, undefined, '2026-12-05', '12:00', '2026-02-30T10:00', '2026-12-05T24:00', '2026-12-05 12:00', 'tomorrow']) {
    assert.equal(localMs(value, { timeZone: 'UTC' }), null, String(value));
  }
});

test('a moment as a datetime-local value in the reader\'s zone, and back', () => {
  // Friday 9 January 2026, 23:00 UTC: Saturday 08:00 in Tokyo, 18:00 in New York.
  const friday = Date.UTC(2026, 0, 9, 23, 0);
  assert.equal(localInputValue(friday, { timeZone: 'Asia/Tokyo' }), '2026-01-10T08:00');
  assert.equal(localInputValue(friday, { timeZone: 'America/New_York' }), '2026-01-09T18:00');
  for (const timeZone of ['Asia/Tokyo', 'America/New_York', 'Europe/London', 'Asia/Kolkata']) {
    assert.equal(localMs(localInputValue(friday, { timeZone }), { timeZone }), friday, timeZone);
  }
});

test('chips with their sign, grouped', () => {
  assert.equal(signedChips(1500), '+1,500');
  assert.equal(signedChips(-20), '−20');
  assert.equal(signedChips(-1234567), '−1,234,567');
  assert.equal(signedChips(0), '±0');
  assert.equal(rateWords(3.25), '3.3');
  assert.equal(rateWords(0), '0');
  assert.equal(rateWords(12), '12');
});

test('a UTC day in words, the same wherever it is read', () => {
  assert.equal(dayWords('2026-12-03'), 'Thursday 3 December 2026');
  assert.equal(dayWords('2027-01-01'), 'Friday 1 January 2027');
  assert.equal(dayWords('not a day'), 'not a day');
});

test('a chip adjustment says where the chips go', () => {
  assert.deepEqual(adjustmentWords('50'), { amount: 50, words: '50 chips go into the wallet.' });
  assert.deepEqual(adjustmentWords('-50'), { amount: -50, words: '50 chips come out of the wallet.' });
  assert.deepEqual(adjustmentWords(' +1 '), { amount: 1, words: '1 chip goes into the wallet.' });
  assert.deepEqual(adjustmentWords('-1'), { amount: -1, words: '1 chip comes out of the wallet.' });
  assert.equal(adjustmentWords('-2500').words, '2,500 chips come out of the wallet.');
  for (const typed of ['', '0', '-0', '1.5', 'ten', '--3']) assert.equal(adjustmentWords(typed).amount, null, typed);
  assert.match(adjustmentWords('').words, /into the wallet.*out of it/);
});

test('a sanction in words', () => {
  const when = (ms) => `at ${ms}`;
  assert.equal(sanctionWords(null, when), 'none');
  assert.equal(sanctionWords({ kind: 'suspend', reason: 'spam', until: 99, at: 1, by: 'opal' }, when), 'suspended until at 99: spam (by opal)');
  assert.equal(sanctionWords({ kind: 'ban', reason: 'fraud', until: null, at: 1, by: 'opal' }, when), 'banned: fraud (by opal)');
  assert.equal(sanctionWords({ kind: 'ban', reason: 'fraud', until: null, at: 1, by: null }, when), "banned: fraud (by the room's machine)");
});

test('the audit log in words: actions, and subjects with their page', () => {
  assert.equal(actionWords('pause_table'), 'paused a table');
  assert.equal(actionWords('reset_link'), 'made a password reset link');
  assert.equal(actionWords('something_new'), 'something_new');
  assert.deepEqual(subjectWords('user:7'), { text: 'person 7', href: '#/console/person/7' });
  assert.deepEqual(subjectWords('table:3'), { text: 'table 3', href: null });
  assert.deepEqual(subjectWords('room'), { text: 'room', href: null });
});

test('the room\'s chips by kind, in order, a kind unknown here kept, and their sum', () => {
  const { rows, sum } = chipKinds({ house: -1500, wallets: 120000, grants: -121900, seats: 3400, held: 0, adjustments: 0, escrow: 7 });
  assert.deepEqual(rows.map((r) => r.kind), ['wallets', 'seats', 'held', 'house', 'grants', 'adjustments', 'escrow']);
  assert.equal(rows.find((r) => r.kind === 'escrow').label, 'escrow');
  assert.equal(sum, 7);
  assert.equal(chipKinds({}).sum, 0);
});

test('the books: balanced, or each thing wrong in a line', () => {
  assert.deepEqual(booksWords({ balanced: true, wrong: [] }), { balanced: true, lines: [] });
  assert.deepEqual(booksWords({ balanced: false, wrong: ['transfer 9 sums to 5', { transfer: 10, sum: -3 }] }),
    { balanced: false, lines: ['transfer 9 sums to 5', 'transfer: 10, sum: -3'] });
});

test('the house\'s result as a table: a row a day, newest first, a column a game, and the totals', () => {
  const rows = [
    { day: '2026-12-02', game: 'palace', result: 12, rounds: 3 },
    { day: '2026-12-03', game: 'casino', result: 340, rounds: 118 },
    { day: '2026-12-02', game: 'casino', result: -90, rounds: 40 },
    { day: '2026-12-03', game: 'pontoon', result: 5, rounds: 2 },
  ];
  const table = houseTable(rows);
  assert.deepEqual(table.games, ['casino', 'pontoon', 'palace']);
  assert.deepEqual(table.days.map((d) => d.day), ['2026-12-03', '2026-12-02']);
  assert.deepEqual(table.days[0], { day: '2026-12-03', results: { casino: 340, pontoon: 5 }, result: 345, rounds: 120 });
  assert.deepEqual(table.days[1], { day: '2026-12-02', results: { palace: 12, casino: -90 }, result: -78, rounds: 43 });
  assert.deepEqual(table.total, { results: { casino: 250, pontoon: 5, palace: 12 }, result: 267, rounds: 163 });
  assert.deepEqual(houseTable([]), { games: [], days: [], total: { results: {}, result: 0, rounds: 0 } });
});

test('settings in words, and where each came from', () => {
  assert.equal(settingWords(15), '15');
  assert.equal(settingWords(true), 'yes');
  assert.equal(settingWords(false), 'no');
  assert.equal(settingWords(null), 'none');
  assert.equal(settingWords('0.0.0.0:8080'), '0.0.0.0:8080');
  assert.equal(settingWords(['accounts=5/1s', 'grants=9/1s']), 'accounts=5/1s, grants=9/1s');
  assert.equal(settingWords([]), 'none');
  assert.equal(settingWords({ a: 1 }), '{"a":1}');
  assert.equal(fromWords('flag'), 'a command-line flag');
  assert.equal(fromWords('file'), 'the settings file');
  assert.equal(fromWords('default'), 'the default');
  assert.equal(gameName('palace'), 'Palace Poker');
  assert.equal(gameName('whist'), 'whist');
});

test('the console\'s navigation: every page once, the one shown marked, a person under People', () => {
  const hrefs = consoleLinks('').map((l) => l.href);
  assert.deepEqual(hrefs, ['#/console', '#/console/tables', '#/console/people', '#/console/house', '#/console/dumping', '#/console/audit', '#/console/settings']);
  const current = (page) => consoleLinks(page).filter((l) => l.current).map((l) => l.href);
  assert.deepEqual(current(''), ['#/console']);
  assert.deepEqual(current('audit'), ['#/console/audit']);
  assert.deepEqual(current('person'), ['#/console/people']);
  assert.deepEqual(current('nowhere'), []);
  assert.equal(new Set(consoleLinks('').map((l) => l.label)).size, CONSOLE_PAGES.length, 'no two links say the same');
  assert.deepEqual(consoleLinks('').map((l) => l.label),
    ['The room', 'Tables', 'People', "The house's result", 'Chip dumping', 'Audit log', 'Settings']);
});

/** The console's modules, and the page that shows them. */
const js = new URL('../../public/js/', import.meta.url);
const consoleFiles = () => [
  ...readdirSync(new URL('console/', js)).filter((f) => f.endsWith('.js')).map((f) => new URL(`console/${f}`, js)),
  new URL('pages/console.js', js),
];

test('every message the console says is in the English catalogue, and is the console\'s', () => {
  const ids = new Set();
  for (const file of consoleFiles()) {
    for (const [, id] of readFileSync(file, 'utf8').matchAll(/\bsay\('([^']+)'/g)) ids.add(id);
  }
  assert.ok(ids.size > 150, `the console's messages found: ${ids.size}`);
  for (const id of ids) {
    assert.ok(id.startsWith('console-'), `${id} is the console's`);
    assert.ok(canSay(id), `${id} is in the catalogue`);
  }
  // Every message the catalogue gives is one the console says (none left behind by a change of words).
  const catalogue = readFileSync(new URL('../../../crates/words/locales/en/console.ftl', import.meta.url), 'utf8');
  const given = [...catalogue.matchAll(/^(console-[a-z-]+) =/gm)].map((m) => m[1]);
  assert.deepEqual(given.filter((id) => !ids.has(id) && id !== 'console-machine'), []);
});

test('the console in Spanish, with the source\'s words: the house is la banca', () => {
  speakIn('es');
  try {
    assert.equal(consoleLinks('house').find((l) => l.current).label, 'Resultado de la banca');
    assert.equal(chipKinds({ house: -5 }).rows[0].label, 'la banca');
    assert.equal(adjustmentWords('1').words, 'Entra 1 ficha en la cartera.');
    assert.equal(adjustmentWords('-2500').words, 'Salen 2500 fichas de la cartera.');
    assert.equal(adjustmentWords('-25000').words, 'Salen 25.000 fichas de la cartera.');
    assert.equal(signedChips(-25000), '−25.000');
    assert.equal(rateWords(3.25), '3,3');
    assert.equal(actionWords('pause_table'), 'pausó una mesa');
    assert.equal(actionWords('something_new'), 'something_new');
    assert.equal(sanctionWords({ kind: 'ban', reason: 'fraude', by: null }), 'expulsión: fraude (por la máquina de la sala)');
    assert.equal(gameName('pontoon'), 'Pontoon (en casa)');
    assert.equal(dayWords('2026-12-03'), 'jueves, 3 de diciembre de 2026');
  } finally {
    speakIn('en');
  }
});

test('the console in Hungarian, Greek, Albanian and Esperanto: their own words and numbers', () => {
  try {
    speakIn('hu');
    assert.match(adjustmentWords('25000').words, /^25\s000 zseton kerül a pénztárcába\.$/);
    assert.equal(settingWords(true), 'igen');
    speakIn('el');
    assert.equal(adjustmentWords('-1').words, '1 μάρκα βγαίνει από το πορτοφόλι.');
    assert.equal(fromWords('flag'), 'επιλογή γραμμής εντολών');
    speakIn('sq');
    assert.equal(gameName('palace'), 'Palace Poker');
    assert.equal(chipKinds({ wallets: 1 }).rows[0].label, 'në portofolat e njerëzve');
    speakIn('eo');
    assert.equal(chipKinds({ house: 1 }).rows[0].label, 'la kazino');
    assert.equal(subjectWords('table:3').text, 'tablo 3');
  } finally {
    speakIn('en');
  }
});

test('a moment in the reader\'s language and zone; in English as the page has always written it', () => {
  const friday = Date.UTC(2026, 0, 9, 23, 0);
  const now = Date.UTC(2026, 5, 1);
  assert.equal(whenWords(friday, { timeZone: 'Asia/Tokyo', now }), 'Saturday 10 January, 08:00');
  assert.equal(whenWords(friday, { timeZone: 'UTC', now: Date.UTC(2027, 5, 1) }), 'Friday 9 January 2026, 23:00');
  assert.equal(clockWords(Date.UTC(2026, 0, 9, 18, 5, 9), { timeZone: 'UTC' }), '18:05:09');
  try {
    speakIn('es');
    assert.equal(whenWords(friday, { timeZone: 'Asia/Tokyo', now }), 'sábado, 10 de enero, 08:00');
    speakIn('el');
    assert.match(whenWords(friday, { timeZone: 'UTC', now }), /^Παρασκευή 9 Ιανουαρίου.*23:00$/);
    assert.equal(clockWords(Date.UTC(2026, 0, 9, 18, 5, 9), { timeZone: 'UTC' }), '18:05:09');
  } finally {
    speakIn('en');
  }
});
