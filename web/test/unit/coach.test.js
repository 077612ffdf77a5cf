// The coach at a casino table: its policy and switches, a hint's answer read (and a hostile one
// refused), when a hint goes stale, what it says in words and numbers in each language, its
// refusals, the start of a session, and the session's report and a round's review in words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { speakIn } from './speak.js';
import {
  coachSettings, countFor, hintCurrent, hintSaid, keepMark, keepSetting, keptMark, moveLine, playing, policyOf,
  readHint, refusedWords, sessionKey, sessionMark, worthWords,
} from '../../public/js/games/casino/coach.js';
import {
  REPORT_KEY, bestOf, costWords, reportSummary, reportWords, reviewLine, stepNote, takeLeftReport,
} from '../../public/js/games/casino/report.js';
import { fraction, percent } from '../../public/js/dom.js';

/** A storage as the browser's: strings by key. */
function storage(entries = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => map.set(k, String(v)),
    removeItem: (k) => map.delete(k),
    map,
  };
}

/** A storage that refuses everything, as a browser that keeps nothing. */
const refusing = {
  getItem: () => { throw new Error('denied'); },
  setItem: () => { throw new Error('denied'); },
  removeItem: () => { throw new Error('denied'); },
};

/** The hint the protocol's example gives: a 10♣ 6♦ against a bet of 10, best first. */
const ANSWER = {
  type: 'hint', table: 3, seq: 7, version: 41, count: 'fresh', hand: 0, cards: ['TC', '6D'], bet: 10,
  moves: [{ choice: 'twist', bets: -0.412, chips: -4.12 }, { choice: 'stick', bets: -0.54, chips: -5.4 }, { choice: 'buy', bets: -0.824, chips: -8.24 }],
};

/** A casino view with seat 1 to play its hand 0 of `cards`. */
function viewPlaying(cards, { seat = 1, hand = 0, phase = 'playing', moves = [{ move: 'twist' }, { move: 'stick' }] } = {}) {
  return {
    phase, seat, hand, moves,
    round: { bettors: [{ seat: 0, hands: [{ cards: ['9S', '9H'] }] }, { seat: 1, hands: [{ cards }, { cards: ['8C'] }] }] },
  };
}

test('the policy is the table\'s, and the cards seen are counted only where it allows them', () => {
  assert.equal(policyOf({ hints: 'off' }), 'off');
  assert.equal(policyOf({ hints: 'seen' }), 'seen');
  assert.equal(policyOf({ hints: 'fresh' }), 'fresh');
  // A message that says none, or says something else, offers nothing.
  for (const hints of [undefined, null, 'on', 1, {}]) assert.equal(policyOf({ hints }), null);
  assert.equal(policyOf(null), null);
  assert.equal(countFor('seen', true), 'seen');
  assert.equal(countFor('seen', false), 'fresh');
  assert.equal(countFor('fresh', true), 'fresh', 'chosen, but the table allows only a fresh shoe');
  assert.equal(countFor('off', true), 'fresh');
});

test('the coach is off until turned on, remembered by the browser, and a browser that keeps nothing is let be', () => {
  const kept = storage();
  assert.deepEqual(coachSettings(kept), { on: false, seen: false });
  keepSetting(kept, 'on', true);
  assert.deepEqual(coachSettings(kept), { on: true, seen: false });
  keepSetting(kept, 'seen', true);
  keepSetting(kept, 'on', false);
  assert.deepEqual(coachSettings(kept), { on: false, seen: true });
  // Anything but "on" kept is off.
  assert.deepEqual(coachSettings(storage({ 'parlour-coach': 'true', 'parlour-coach-seen': '1' })), { on: false, seen: false });
  assert.deepEqual(coachSettings(refusing), { on: false, seen: false });
  assert.doesNotThrow(() => keepSetting(refusing, 'on', true));
  assert.deepEqual(coachSettings(undefined), { on: false, seen: false });
});

test('a hint\'s answer is read with its best marked, and anything else is no hint', () => {
  const hint = readHint(ANSWER);
  assert.deepEqual(hint, {
    hand: 0, cards: ['TC', '6D'], bet: 10, count: 'fresh', version: 41,
    moves: [
      { choice: 'twist', bets: -0.412, chips: -4.12, best: true },
      { choice: 'stick', bets: -0.54, chips: -5.4, best: false },
      { choice: 'buy', bets: -0.824, chips: -8.24, best: false },
    ],
  });
  // Two moves worth the same are both the best; chips not sent are worked out from the bet.
  const tie = readHint({ ...ANSWER, moves: [{ choice: 'stick', bets: 0.1 }, { choice: 'twist', bets: 0.1 }, { choice: 'buy', bets: 0.05 }] });
  assert.deepEqual(tie.moves.map((m) => [m.best, m.chips]), [[true, 1], [true, 1], [false, 0.5]]);
  assert.equal(readHint({ ...ANSWER, count: 'seen' }).count, 'seen');
  assert.equal(readHint({ ...ANSWER, count: 'everything' }).count, 'fresh');
  // Hostile answers: a refusal, no moves, a worth that is no number, a card the wire never writes.
  for (const bad of [
    null, { type: 'error', code: 'no_hint' }, { ...ANSWER, moves: [] }, { ...ANSWER, moves: 'twist' },
    { ...ANSWER, moves: [{ choice: 'twist', bets: 'NaN' }] }, { ...ANSWER, moves: [{ choice: 'twist', bets: Infinity }] },
    { ...ANSWER, moves: [{ bets: 0.1 }] }, { ...ANSWER, cards: ['<img>', '6D'] }, { ...ANSWER, cards: 'TC' },
    { ...ANSWER, type: 'accepted' },
  ]) assert.equal(readHint(bad), null, JSON.stringify(bad));
});

test('a hint is current only for the same hand, the same cards and the player\'s own turn', () => {
  const hint = readHint(ANSWER);
  assert.equal(hintCurrent(hint, viewPlaying(['TC', '6D']), 1), true);
  // A card taken since: the choice it valued is gone.
  assert.equal(hintCurrent(hint, viewPlaying(['TC', '6D', '2S']), 1), false);
  // The next hand of a split, another seat's turn, the bets, a spectator, no hint.
  assert.equal(hintCurrent(hint, viewPlaying(['TC', '6D'], { hand: 1 }), 1), false);
  assert.equal(hintCurrent(hint, viewPlaying(['TC', '6D'], { seat: 0 }), 1), false);
  assert.equal(hintCurrent(hint, viewPlaying(['TC', '6D'], { phase: 'betting' }), 1), false);
  assert.equal(hintCurrent(hint, viewPlaying(['TC', '6D'], { moves: [] }), 1), false);
  assert.equal(hintCurrent(hint, viewPlaying(['TC', '6D']), null), false);
  assert.equal(hintCurrent(null, viewPlaying(['TC', '6D']), 1), false);
  // The same cards in another order are another hand (the wire's order is the deal's).
  assert.equal(hintCurrent(hint, viewPlaying(['6D', 'TC']), 1), false);
  assert.equal(playing(viewPlaying(['TC', '6D'], { moves: [{ move: 'stake' }] }), 1), false, 'betting is no hand to play');
});

test('a hint in words: each move with its worth in bets and chips, the best said so, the count named', () => {
  speakIn('en');
  const hint = readHint(ANSWER);
  assert.equal(moveLine(hint.moves[0]), 'Twist, the best: −0.412 bets (−4.12 chips)');
  assert.equal(moveLine(hint.moves[1]), 'Stick: −0.540 bets (−5.40 chips)');
  assert.equal(worthWords({ bets: 0.25, chips: 2.5 }), '+0.250 bets (+2.50 chips)');
  assert.equal(worthWords({ bets: 0.25, chips: null }), '+0.250 bets');
  assert.equal(hintSaid(hint), 'The coach, by a fresh shoe, for ten of clubs, six of diamonds: '
    + 'Twist, the best: −0.412 bets (−4.12 chips); Stick: −0.540 bets (−5.40 chips); Buy: −0.824 bets (−8.24 chips)');
  assert.match(hintSaid({ ...hint, count: 'seen' }), /^The coach, by the cards seen, for/);
  // Each language writes its numbers its own way, and names the moves by its own buttons.
  speakIn('es');
  assert.equal(moveLine(hint.moves[0]), 'Girar, la mejor: −0,412 apuestas (−4,12 fichas)');
  assert.equal(worthWords({ bets: 1234.5, chips: 12345.6 }), '+1234,500 apuestas (+12.345,60 fichas)');
  speakIn('hu');
  assert.match(worthWords({ bets: -0.5, chips: -12345.6 }), /^−0,500 tét \(−12\s345,60 zseton\)$/);
  speakIn('el');
  assert.equal(moveLine(hint.moves[1]), 'Κόλλα: −0,540 στοιχήματα (−5,40 μάρκες)');
  speakIn('en');
  assert.equal(fraction(-0.0001, 3, { sign: true }), '0.000', 'a worth that rounds to nothing has no sign');
  assert.equal(percent(0.456), '46%');
});

test('a hint refused says why, by the reason the room gives, and any other failure in the room\'s words', () => {
  speakIn('en');
  const other = () => 'too many hints: slow down';
  const refused = (why) => refusedWords({ type: 'error', code: 'no_hint', args: { why } }, other);
  assert.equal(refused('not_your_turn'), 'Hint: the coach answers on your turn to play a hand');
  assert.equal(refused('hints_off'), 'Hint: the room has turned the coach off at this table');
  assert.equal(refused('seen_off'), 'Hint: this table\'s coach counts by a fresh shoe only');
  assert.equal(refused('not_seated'), 'Hint: the coach is for the players seated here');
  assert.equal(refused('no_coach'), 'Hint: this game has no coach');
  // A reason the page does not know, or none, is still a sentence of the catalogue.
  assert.equal(refused('<script>'), 'Hint: the coach cannot answer now');
  assert.equal(refusedWords({ type: 'error', code: 'no_hint' }, other), 'Hint: the coach cannot answer now');
  assert.equal(refusedWords({ type: 'error', code: 'flood', args: { why: 'hints' } }, other), 'Hint: too many hints: slow down');
  speakIn('sq');
  assert.equal(refused('hints_off'), 'Këshillë: salla e ka çaktivizuar këshilltarin në këtë tryezë');
  speakIn('en');
});

test('a session starts after the newest of the person\'s rounds, kept per person and table', () => {
  assert.equal(sessionMark({ hands: [{ id: 812 }, { id: 811 }] }), 812);
  assert.equal(sessionMark({ hands: [] }), 0, 'no round yet: every round is the session\'s');
  for (const bad of [null, {}, { hands: [{ id: -4 }] }, { hands: [{ id: '9' }] }, { hands: [{ id: 2 ** 60 }] }]) {
    assert.equal(sessionMark(bad), 0, JSON.stringify(bad));
  }
  const kept = storage();
  const key = sessionKey('Ann', 3);
  assert.notEqual(key, sessionKey('Bob', 3));
  assert.notEqual(key, sessionKey('Ann', 4));
  assert.equal(keptMark(kept, key), null);
  keepMark(kept, key, 0);
  assert.equal(keptMark(kept, key), 0);
  keepMark(kept, key, 812);
  assert.equal(keptMark(kept, key), 812);
  keepMark(kept, key, null);
  assert.equal(keptMark(kept, key), null);
  for (const bad of ['-1', 'x', '1.5', '', '1e3', ' 7']) assert.equal(keptMark(storage({ [key]: bad }), key), null, bad);
  assert.equal(keptMark(refusing, key), null);
  assert.doesNotThrow(() => keepMark(refusing, key, 3));
});

test('the report a table page leaves for the lobby is taken once, and a forged one is none', () => {
  const kept = storage({ [REPORT_KEY]: JSON.stringify({ table: 3, after: 812 }) });
  assert.deepEqual(takeLeftReport(kept), { table: 3, after: 812 });
  assert.equal(takeLeftReport(kept), null, 'shown once');
  for (const bad of ['{', '"3"', JSON.stringify({ table: '3', after: 1 }), JSON.stringify({ table: 3, after: -1 }), JSON.stringify({ table: 3 })]) {
    const forged = storage({ [REPORT_KEY]: bad });
    assert.equal(takeLeftReport(forged), null, bad);
    assert.equal(forged.getItem(REPORT_KEY), bad === '{' ? '{' : null);
  }
  assert.equal(takeLeftReport(refusing), null);
});

/** A decision as the review gives it. */
const decision = (action, taken, cost, moves, cards = ['TC', '6D']) => ({
  action, taken, hand: 0, cards, bet: 10, moves, cost, cost_chips: Math.round(cost * 1000) / 100,
});
const SIXTEEN = [{ choice: 'twist', bets: -0.412 }, { choice: 'stick', bets: -0.54 }];

test('a session\'s report: each decision not the best, in the order played, and the total in words', () => {
  speakIn('en');
  const report = {
    rounds: [
      { id: 900, ended_at: 1000, mistakes: 1, cost: 0.128, cost_chips: 1.28, decisions: [decision(2, 'stick', 0.128, SIXTEEN)] },
      { id: 901, ended_at: 2000, mistakes: 0, cost: 0, cost_chips: 0, decisions: [] },
      { id: 902, ended_at: 3000, mistakes: 1, cost: 0.3, cost_chips: 3, decisions: [decision(4, 'twist', 0.3, [{ choice: 'stick', bets: 0.2 }, { choice: 'twist', bets: -0.1 }], ['TH', '9S'])] },
    ],
    totals: { rounds: 3, decisions: 5, mistakes: 2, cost: 0.428, cost_chips: 4.28 },
  };
  const summary = reportSummary(report);
  assert.deepEqual(summary.costly.map((d) => [d.taken, bestOf(d), d.ended_at]), [['stick', 'twist', 1000], ['twist', 'stick', 3000]]);
  assert.equal(reportWords(summary), 'In all, 2 of 5 decisions in 3 rounds were not the best, and they cost 4.28 chips (0.428 bets).');
  const one = reportSummary({ ...report, rounds: report.rounds.slice(0, 1), totals: { rounds: 1, decisions: 2, mistakes: 1, cost: 0.128, cost_chips: 1.28 } });
  assert.equal(reportWords(one), 'In all, 1 of 2 decisions in one round was not the best, and it cost 1.28 chips (0.128 bets).');
  // Nothing costly: said so.
  const clean = reportSummary({ rounds: [{ id: 1, decisions: [] }], totals: { rounds: 2, decisions: 4, mistakes: 0, cost: 0, cost_chips: 0 } });
  assert.equal(clean.costly.length, 0);
  assert.equal(reportWords(clean), 'Every decision was the best move, and nothing cost you anything (4 decisions in 2 rounds).');
  // A hostile report is read as nothing, never thrown over.
  const junk = reportSummary({ rounds: 'x', totals: { rounds: -1, decisions: 'many', cost: 'NaN' } });
  assert.deepEqual(junk.costly, []);
  assert.deepEqual(junk.totals, { rounds: 0, decisions: 0, mistakes: 0, cost: 0, chips: 0 });
  assert.equal(reportWords(junk), 'Every decision was the best move, and nothing cost you anything (0 decisions in 0 rounds).');
  speakIn('hu');
  assert.equal(reportWords(summary), 'Összesen 3 kör 5 döntéséből 2 nem a legjobb volt; ezek ára: 4,28 zseton (0,428 tét).');
  speakIn('en');
});

test('a round\'s review in a line, and at the step of a replay that made a decision', () => {
  speakIn('en');
  const review = {
    decisions: [decision(1, 'twist', 0, SIXTEEN), decision(3, 'stick', 0.128, SIXTEEN, ['TC', '6D', '2S'])],
    mistakes: 1, cost: 0.128, cost_chips: 1.28,
  };
  assert.equal(reviewLine(review), 'one mistake: 1.28 chips (0.128 bets)');
  assert.equal(reviewLine({ decisions: [decision(1, 'twist', 0, SIXTEEN)], mistakes: 0 }), 'one decision, the best');
  assert.equal(reviewLine({ decisions: [decision(1, 'twist', 0, SIXTEEN), decision(2, 'twist', 0, SIXTEEN)], mistakes: 0 }), '2 decisions, each the best');
  assert.equal(reviewLine({ decisions: [], mistakes: 0 }), 'no decisions');
  assert.equal(reviewLine(null), 'no decisions');
  assert.equal(stepNote(review, 1), 'The coach: Twist was the best move.');
  assert.equal(stepNote(review, 3), 'The coach: the best was Twist; this gave up 1.28 chips (0.128 bets).');
  assert.equal(stepNote(review, 2), null, 'a step that made no decision of the player\'s says nothing');
  assert.equal(stepNote(null, 1), null);
  assert.equal(costWords('x', undefined), '0.00 chips (0.000 bets)');
});
