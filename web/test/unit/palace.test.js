// The Palace Poker page's pure modules: the events in words, the keys, and what the page remembers
// of a hand's battles (their steps, nothing the view holds) with how each side's cards read by its
// `Shown`; the hands the server names said again in the page's language; and the felt itself,
// drawn in English and in Albanian on a stand-in for the browser's document.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  bannerKind, battleStep, cutWinnerWords, endingWords, eventWords, exclusionNote, handWords, nameList, netWords, potWords,
  statusWords, waitingWords,
} from '../../public/js/games/palace/words.js';
import { keyAction, palaceKeys } from '../../public/js/games/palace/keys.js';
import { palaceFelt, palaceOutcome } from '../../public/js/games/palace/page.js';
import { canSay, say } from '../../public/js/speech.js';
import { speakIn } from './speak.js';
import * as remembered from '../../public/js/games/palace/battle.js';

const { battlesOf, currentBattle, markCards, newChronicle, noteEvents, noteView, resultKey } = remembered;

const names = ['Ann', 'Bob', 'Cy [bot]'];

/**
 * A battle result as the wire has it (docs/wire.md, Shown): Bob (K♥ banner, soldier 2♣) attacked
 * Ann (Q♠ banner); against her spade banner his K♠ and 9♠ did not count, against his heart banner
 * her 3♥ did not.
 */
const result = {
  attacker: {
    seat: 1, banner: 'KH', soldiers: ['2C'], palace: ['KS', 'KD', '9S'], excluded: ['KS', '9S'],
    counted: ['KH', 'KD', '2C'], hand: 'pair of kings', named: { shape: 'pair', ranks: ['K'], kickers: [] }, banner_count: 1,
  },
  defender: {
    seat: 0, banner: 'QS', soldiers: [], palace: ['QD', 'QC', '3H'], excluded: ['3H'],
    counted: ['QS', 'QD', 'QC'], hand: 'three queens', named: { shape: 'trips', ranks: ['Q'], kickers: [] }, banner_count: 1,
  },
  winner: 0,
  decided: 'hands',
};

test('each event reads as a line of the hand, with names and cards', () => {
  assert.equal(eventWords({ event: 'hand_started', number: 3, dealer: 0, players: [1, 2, 0], ante: 2 }, names),
    'Hand 3: Ann deals; Bob, Cy [bot] and Ann ante 2 each');
  assert.equal(eventWords({ event: 'banner', seat: 0, card: '6D', rejected: ['TC'] }, names), 'Ann\'s banner: 6♦ (passed over: 10♣)');
  assert.equal(eventWords({ event: 'banner', seat: 1, card: 'QH', rejected: [] }, names, true), 'Bob\'s banner: queen of hearts');
  assert.equal(eventWords({ event: 'palace', seat: 1, cards: [null, null, null] }, names), 'Bob is dealt 3 palace cards face down');
  assert.equal(eventWords({ event: 'palace', seat: 0, cards: ['9D', '2H', '2S'] }, names), 'Ann\'s palace, face down: 9♦ 2♥ 2♠');
  assert.equal(eventWords({ event: 'bought', seat: 0, card: '8C', price: 5 }, names), 'Ann buys a soldier for 5: 8♣');
  assert.equal(eventWords({ event: 'discarded', seat: 0, cards: ['8C', '3D'] }, names), 'Ann lets go 8♣ 3♦');
  assert.equal(eventWords({ event: 'discarded', seat: 0, cards: [] }, names), 'Ann keeps every soldier');
  assert.equal(eventWords({ event: 'stayed', seat: 2 }, names), 'Cy [bot] stays');
  assert.equal(eventWords({ event: 'attacked', attacker: 1, defender: 0, bet: 5 }, names), 'Bob attacks Ann, betting 5');
  assert.equal(eventWords({ event: 'raised', seat: 0, paid: 15, raise: 10 }, names), 'Ann pays 15: calls 5 and raises 10');
  assert.equal(eventWords({ event: 'gave_up', seat: 1, returned: 10, to: 0 }, names), 'Bob folds; the raise of 10 nobody called goes back to Ann');
  assert.equal(eventWords({ event: 'gave_up', seat: 1, returned: 0, to: 0 }, names), 'Bob folds');
  assert.equal(eventWords({ event: 'battle_shown', result }, names),
    'Bob shows K♠ K♦ 9♠: pair of kings; Ann shows Q♦ Q♣ 3♥: three queens: Ann wins the battle (the better hand)');
  assert.equal(eventWords({ event: 'pot_won', ending: 'last_standing', winners: [0], transfers: [{ from: 'pot', to: { seat: 0 }, amount: 34 }] }, names),
    'The pot: Ann takes 34 (everyone else is out)');
  assert.equal(eventWords({ event: 'must_fight', seats: [0, 1] }, names),
    'Only Ann and Bob are left, of different banners, and a quiet round has passed: they must battle or fold');
  assert.equal(eventWords({ event: 'seated', seat: 2, change: { action: 'stand' } }, names), 'Cy [bot] stands up');
  assert.equal(eventWords({ event: 'session_over' }, names), 'Fewer than two players can pay the ante: no further hand');
  assert.equal(eventWords({ event: 'no_such_event' }, names), null);
});

test('each shuffle says its number, and a pile shuffled how many cards it holds', () => {
  assert.equal(eventWords({ event: 'shuffled', shuffle: 6 }, names), 'The cards are shuffled (shuffle 7)');
  // `cards` is a count: which cards went in is nobody's to see.
  assert.equal(eventWords({ event: 'draw_pile_refilled', cards: 12, shuffle: 8 }, names),
    'The discards are shuffled into a new draw pile of 12 (shuffle 9)');
  assert.equal(eventWords({ event: 'banner_discards_shuffled', cards: 3, shuffle: 1 }, names),
    'The pack ran out: the 3 passed-over banner cards are shuffled to go on (shuffle 2)');
  // A stacked pack's events number no shuffle.
  assert.equal(eventWords({ event: 'draw_pile_refilled', cards: 7, shuffle: null }, names), 'The discards are shuffled into a new draw pile of 7');
});

test('a hand over says what each player dealt in made of it', () => {
  const round = {
    number: 1,
    players: [
      { seat: 0, name: 'Ann', status: 'in', put_in: 17, won: 34 },
      { seat: 1, name: 'Bob', status: 'beaten', put_in: 17, won: 0 },
      { seat: 2, name: 'Cy [bot]', status: 'sat_out', put_in: 0, won: 0 },
    ],
    ending: 'last_standing',
    winners: [0],
  };
  assert.equal(eventWords({ event: 'round_over', round }, names), 'Hand 1 is over: Ann +17, Bob −17');
  assert.equal(potWords(round, names), 'Ann wins the pot of 34: everyone else is out');
  const split = { ...round, ending: 'tied_battle', winners: [0, 1], players: [{ ...round.players[0], won: 14 }, { ...round.players[1], won: 13 }] };
  assert.equal(potWords(split, names), 'Ann and Bob share the pot of 27 (14 and 13): the last two tied a battle');
  assert.equal(netWords({ put_in: 5, won: 5 }), 'even');
});

test('banners, exclusions, statuses and endings in words', () => {
  assert.equal(bannerKind('QH', 'suit'), 'a heart banner');
  assert.equal(bannerKind('AS', 'rank'), 'an ace banner');
  assert.equal(bannerKind('8D', 'rank'), 'an eight banner');
  assert.equal(exclusionNote('KH', 'suit'), 'does not count against a heart banner');
  assert.equal(exclusionNote('KH', 'rank'), 'does not count against a king banner');
  assert.equal(statusWords('tied_out'), 'out: tied a battle');
  assert.equal(endingWords('shared_banner', 'rank'), 'those left share one banner rank: nobody can attack anybody');
  assert.equal(nameList(['Ann', 'Bob', 'Cy']), 'Ann, Bob and Cy');
  assert.equal(battleStep({ event: 'battle_shown', result: { ...result, winner: null, decided: 'tie' } }, names),
    'Bob shows pair of kings, Ann shows three queens: a tie');
});

const turn = [
  { move: 'attack', targets: [0, 2], bet: { min: 5, max: 5 } },
  { move: 'buy', price: 5 },
  { move: 'discard', soldiers: ['8C', '3D'], min: 1, max: 2 },
  { move: 'stay' },
  { move: 'fold' },
];
const battle = [{ move: 'fold' }, { move: 'call', amount: 5 }, { move: 'raise', min: 10, max: 80 }];
const afterBuy = [{ move: 'discard', soldiers: ['AS'], min: 0, max: 1 }];

test('the keys ask only for legal moves', () => {
  assert.deepEqual(keyAction('Enter', [{ move: 'deal' }]), { do: 'deal' });
  assert.deepEqual(keyAction('d', [{ move: 'deal' }]), { do: 'deal' });
  assert.equal(keyAction('d', turn), null);
  assert.deepEqual(keyAction('b', turn), { do: 'buy' });
  assert.deepEqual(keyAction('A', turn), { do: 'attack' });
  assert.deepEqual(keyAction('t', turn), { do: 'target' });
  assert.deepEqual(keyAction('s', turn), { do: 'stay' });
  assert.deepEqual(keyAction('f', turn), { do: 'fold' });
  assert.deepEqual(keyAction('2', turn), { do: 'pick', index: 1 });
  assert.equal(keyAction('3', turn), null, 'only two soldiers');
  assert.deepEqual(keyAction('x', turn), { do: 'discard' });
  assert.equal(keyAction('k', turn), null, 'a discard on one\'s turn lets one go at least');
  assert.equal(keyAction('Enter', turn), null, 'Enter neither stays nor attacks');
  assert.equal(keyAction('+', turn), null, 'a limit bet is fixed');
  assert.equal(keyAction('c', turn), null);
  assert.deepEqual(keyAction('Enter', battle), { do: 'call' });
  assert.deepEqual(keyAction('r', battle), { do: 'raise' });
  assert.deepEqual(keyAction('+', battle), { do: 'amount', step: 1 });
  assert.deepEqual(keyAction('-', battle), { do: 'amount', step: -1 });
  assert.equal(keyAction('s', battle), null);
  assert.equal(keyAction('b', battle), null);
  assert.deepEqual(keyAction('Enter', afterBuy), { do: 'discard' });
  assert.deepEqual(keyAction('k', afterBuy), { do: 'keep' });
  assert.deepEqual(keyAction('1', afterBuy), { do: 'pick', index: 0 });
  assert.equal(keyAction('s', [{ move: 'attack', targets: [1], bet: { min: 5, max: 5 } }, { move: 'fold' }]), null, 'must fight: no stay');
  assert.equal(keyAction('q', turn), null);
  assert.equal(keyAction('b', []), null, 'nothing when it is not your turn');
});

test('the cut for the deal: the keys, the log, its winner, and who the table waits for', () => {
  assert.deepEqual(keyAction('Enter', [{ move: 'cut' }]), { do: 'cut' });
  assert.deepEqual(keyAction('c', [{ move: 'cut' }]), { do: 'cut' });
  assert.equal(keyAction('d', [{ move: 'cut' }]), null, 'no deal before the cut');
  assert.deepEqual(keyAction('c', battle), { do: 'call' });
  const cuts = [{ seat: 0, card: 'JS', round: 1 }, { seat: 1, card: 'JD', round: 1 }, { seat: 2, card: '3C', round: 1 },
    { seat: 0, card: '5H', round: 2 }, { seat: 1, card: 'AC', round: 2 }];
  assert.equal(eventWords({ event: 'cut_for_dealer', dealer: 1, cuts }, names),
    'Cut for the deal: Ann J♠, Bob J♦, Cy [bot] 3♣, Ann 5♥, Bob A♣; Bob deals');
  assert.equal(cutWinnerWords(cuts, 1, names), 'Ann and Bob tied and cut again: Bob cuts the highest card, A♣, and deals the first hand');
  assert.equal(cutWinnerWords(cuts.slice(0, 1), 0, names), 'Ann cuts the highest card, J♠, and deals the first hand');
  const who = (seat) => names[seat];
  const seated = [{ name: 'Ann' }, { name: '' }, { name: '' }];
  assert.equal(waitingWords({ phase: 'between_rounds', cut_due: true, dealer: 0, to_act: [0], players: seated }, who),
    'Ann is to call the cut for the deal.');
  assert.equal(waitingWords({ phase: 'over', cut_due: true, dealer: 0, to_act: [], players: seated }, who),
    'Ann sat down first and calls the cut for the deal: waiting for a second player who can pay the ante.');
  assert.equal(waitingWords({ phase: 'over', cut_due: true, dealer: 0, to_act: [], players: [{ name: '' }] }, who),
    'The players cut for the deal once two have sat down.');
  assert.equal(waitingWords({ phase: 'between_rounds', cut_due: false, dealer: 0, to_act: [0], players: seated }, who), 'Waiting for Ann to deal.');
  assert.equal(waitingWords({ phase: 'turn', cut_due: false, dealer: 0, to_act: [1], players: seated }, (s) => names[s]), 'Bob\'s turn.');
  assert.equal(waitingWords({ phase: 'over', cut_due: false, dealer: 0, to_act: [], players: seated }, who), 'Waiting for a second player who can pay the ante.');
});

/** A view's round, as the battle goes. */
function roundOf({ battle: fight = null, battles = [], players }) {
  return { round: { number: 4, players, battle: fight, battles } };
}
const before = [
  { seat: 0, banner: 'QS', soldiers: [], palace: [null, null, null] },
  { seat: 1, banner: 'KH', soldiers: ['2C'], palace: ['KS', 'KD', '9S'] },
];
const afterwards = [
  { seat: 0, banner: 'QS', soldiers: ['2C', 'KH'], palace: ['QD', 'QC', '3H'] },
  { seat: 1, banner: null, soldiers: [], palace: [] },
];

test('a battle remembered step by step, and nothing the view holds', () => {
  const chronicle = newChronicle();
  const fight = { attacker: 1, defender: 0, answering: 0, to_call: 5, last_raise: 0, attacker_bet: 10, defender_bet: 0 };
  noteEvents(chronicle, [{ event: 'banner', seat: 1, card: 'KH', rejected: [] }], roundOf({ players: before }), names);
  noteEvents(chronicle, [{ event: 'attacked', attacker: 1, defender: 0, bet: 10 }], roundOf({ battle: fight, players: before }), names);
  noteView(chronicle, roundOf({ battle: fight, players: before }));
  assert.equal(currentBattle(chronicle, 4).steps.length, 1);
  noteEvents(chronicle, [{ event: 'raised', seat: 0, paid: 15, raise: 10 }], roundOf({ battle: { ...fight, answering: 1 }, players: before }), names);
  const shown = roundOf({ battles: [result], players: afterwards });
  noteEvents(chronicle, [{ event: 'called', seat: 1, paid: 10 }, { event: 'battle_shown', result }, { event: 'captured', winner: 0, loser: 1, cards: ['2C', 'KH'] }], shown, names);
  noteView(chronicle, shown);
  assert.equal(currentBattle(chronicle, 4), null);
  const [one] = battlesOf(chronicle, shown.round);
  assert.equal(one.result, result, 'the loser\'s banner and soldiers are the view\'s, in the result');
  assert.deepEqual(one.steps, [
    'Bob attacks Ann, betting 10',
    'Ann pays 15: calls 5 and raises 10',
    'Bob calls, paying 10: both palaces are turned over',
    'Bob shows pair of kings, Ann shows three queens: Ann wins',
    'Ann takes Bob\'s banner and soldiers',
  ]);
  // The memory holds the steps and no card anybody held: no banners, no soldiers.
  assert.deepEqual(chronicle, {
    hands: { 4: { battles: [{ attacker: 1, defender: 0, steps: one.steps, shown: resultKey(result), open: false }] } },
  });
  assert.deepEqual(Object.keys(remembered).filter((name) => /banner/i.test(name)), [], 'no banner of its own to look up');
  // JSON all the way: it survives the tab's storage.
  assert.deepEqual(JSON.parse(JSON.stringify(chronicle)), chronicle);
});

test('a battle shown that the page never saw fought, and one ended by a fold', () => {
  const chronicle = newChronicle();
  const round = roundOf({ battles: [result], players: afterwards }).round;
  assert.deepEqual(battlesOf(chronicle, round).map((b) => [b.attacker, b.defender, b.steps.length, b.result === result]), [[1, 0, 0, true]]);
  noteEvents(chronicle, [{ event: 'attacked', attacker: 0, defender: 1, bet: 5 }], { round: { ...round, players: before } }, names);
  noteEvents(chronicle, [{ event: 'gave_up', seat: 1, returned: 0, to: 0 }], { round }, names);
  const fought = battlesOf(chronicle, round);
  assert.equal(fought.length, 2);
  assert.equal(fought[1].result, null, 'a fold shows nothing');
  assert.equal(resultKey(result), '1:KSKD9S|0:QDQC3H');
});

test('the cards of a side read as its Shown says: counted, or not counted', () => {
  const bob = result.attacker;
  assert.deepEqual(markCards([bob.banner, ...bob.soldiers, ...bob.palace], bob), [
    { card: 'KH', counted: true, excluded: false },
    { card: '2C', counted: true, excluded: false },
    { card: 'KS', counted: false, excluded: true },
    { card: 'KD', counted: true, excluded: false },
    { card: '9S', counted: false, excluded: true },
  ]);
  // The engine's word, not the suits': a spade it does not list is no excluded card, and a card
  // it lists is one whatever its suit.
  assert.deepEqual(markCards(['KS', '9S', '4D'], { ...bob, excluded: ['4D'] }).map((m) => m.excluded), [false, false, true]);
  // A showdown leaves nothing out: what did not count is only not outlined.
  const showdown = { seat: 0, banner: 'AS', soldiers: ['2D'], palace: ['5S', '7H', 'JC'], excluded: [], counted: ['AS', 'JC', '7H', '5S', '2D'], hand: 'ace high' };
  assert.deepEqual(markCards(['AS', '2D', '9S'], showdown), [
    { card: 'AS', counted: true, excluded: false },
    { card: '2D', counted: true, excluded: false },
    { card: '9S', counted: false, excluded: false },
  ]);
  assert.deepEqual(markCards([null], bob), [{ card: null, counted: false, excluded: false }]);
});

test('a hand said from its parts is the server\'s English name, word for word', () => {
  // The parts and names as the poker crate gives them (its tests pin the same pairs).
  const hands = [
    [['none', [], []], 'no cards'],
    [['high', ['A'], []], 'ace high'],
    [['high', ['A'], ['K', '9', '7', '4']], 'ace high, then king, nine, seven and four'],
    [['pair', ['K'], []], 'pair of kings'],
    [['pair', ['6'], ['A']], 'pair of sixes, ace kicker'],
    [['pair', ['K'], ['A', '9', '4']], 'pair of kings, kickers ace, nine and four'],
    [['two_pair', ['K', '5'], []], 'two pair, kings and fives'],
    [['two_pair', ['K', '5'], ['A']], 'two pair, kings and fives, ace kicker'],
    [['trips', ['Q'], []], 'three queens'],
    [['trips', ['Q'], ['J', '2']], 'three queens, kickers jack and two'],
    [['straight', ['5'], []], 'straight, five high'],
    [['flush', [], ['A', 'K', '9', '7', '4']], 'flush, ace, king, nine, seven and four'],
    [['full_house', ['K', '5'], []], 'full house, kings over fives'],
    [['quads', ['T'], []], 'four tens'],
    [['quads', ['T'], ['3']], 'four tens, three kicker'],
    [['straight_flush', ['9'], []], 'straight flush, nine high'],
    [['royal_flush', [], []], 'royal flush'],
  ];
  for (const [[shape, ranks, kickers], name] of hands) {
    assert.equal(handWords({ hand: name, named: { shape, ranks, kickers } }), name);
  }
  // Parts this page does not know (a newer server's, or none) are shown in the server's words.
  assert.equal(handWords({ hand: 'a hand of some other kind', named: { shape: 'five_aces', ranks: [], kickers: [] } }), 'a hand of some other kind');
  assert.equal(handWords({ hand: 'pair of jokers', named: { shape: 'pair', ranks: ['X'], kickers: [] } }), 'pair of jokers');
  assert.equal(handWords({ hand: 'pair of kings' }), 'pair of kings');
  assert.equal(handWords(null), '');
});

/** Every message id the Palace code says, from its source: literal ids, and those it builds. */
function idsSaid() {
  const dir = new URL('../../public/js/games/palace/', import.meta.url);
  const ids = new Set();
  for (const file of ['words.js', 'page.js', 'keys.js', 'index.js', 'battle.js']) {
    const source = readFileSync(new URL(file, dir), 'utf8');
    // Every such string is a message's id but the page's class ('palace-page').
    for (const [, id] of source.matchAll(/'((?:palace|move)-[a-z0-9-]+)'/g)) if (id !== 'palace-page') ids.add(id);
    // The ids built from a tag or another id, each spelled out here: none may go unlisted.
    const built = [...source.matchAll(/say\(`([^`]*)`/g)].map((m) => m[1]);
    for (const template of built) {
      const known = {
        'palace-${tag}-fixed': ['palace-attack-fixed', 'palace-raise-fixed'],
        'palace-${tag}-range': ['palace-attack-range', 'palace-raise-range'],
        '${id}-fair': [],
      }[template];
      assert.ok(known, `${file} builds an id the test does not know: ${template}`);
      known.forEach((id) => ids.add(id));
    }
  }
  // The shuffles' sentences have a fair table's twin, with the shuffle's number.
  for (const id of [...ids]) if (/^palace-event-(shuffled|banner-discards|refilled)$/.test(id)) ids.add(`${id}-fair`);
  return ids;
}

test('every message the Palace code says is in the English catalogue', () => {
  const ids = idsSaid();
  assert.ok(ids.size > 150, `${ids.size} ids`);
  assert.deepEqual([...ids].filter((id) => !canSay(id)), []);
});

/**
 * A stand-in for the browser's document, enough for the felt to be drawn: elements with their
 * attributes and children, and their text.
 */
class Element {
  constructor(tag, text = null) {
    Object.assign(this, { tagName: tag, childNodes: [], attributes: {}, className: '', text, style: { setProperty() {} } });
  }

  append(...children) { this.childNodes.push(...children); }

  setAttribute(key, value) { this.attributes[key] = value; }

  addEventListener() {}

  replaceChildren() { this.childNodes = []; }

  querySelector() { return null; }

  set innerHTML(html) { this.html = html; }

  get textContent() { return this.text ?? this.childNodes.map((c) => c.textContent).join(''); }

  set textContent(text) { this.text = text; }

  /** Every element under this one whose attribute `key` is `value`. */
  find(key, value) {
    const found = this.attributes[key] === value ? [this] : [];
    return [...found, ...this.childNodes.flatMap((c) => c.find(key, value))];
  }
}

/** Draws with the stand-in document: `draw()`'s elements, in one element. */
function drawn(draw) {
  const before = { Node: globalThis.Node, document: globalThis.document };
  globalThis.Node = Element;
  globalThis.document = { createElement: (tag) => new Element(tag), createTextNode: (text) => new Element('#text', String(text)) };
  try {
    const root = new Element('div');
    root.append(...[draw()].flat().filter(Boolean));
    return root;
  } finally {
    Object.assign(globalThis, before);
  }
}

/**
 * The table after Bob's attack on Ann was called (the battle of `result`): Ann won it and the pot,
 * and holds Bob's banner as a soldier. `battle` is a battle still being fought instead.
 */
function tableAfter({ battle: fight = null } = {}) {
  return {
    viewer: { seat: 0 },
    rules: { preset: 'palace', betting: 'limit', small_bet: 5, big_bet: 10, exclusion: 'suit', max_soldiers: 5 },
    players: [{ seat: 0, name: 'Ann', chips: 217 }, { seat: 1, name: 'Bob', chips: 183 }],
    dealer: 0,
    phase: 'between_rounds',
    to_act: [1],
    rounds_played: 1,
    draw_pile: 40,
    discard_pile: 0,
    cuts: [{ seat: 0, card: 'AD', round: 1 }, { seat: 1, card: '2H', round: 1 }],
    cut_due: false,
    round: {
      number: 1,
      dealer: 0,
      ante: 2,
      players: fight
        ? [
          { seat: 0, name: 'Ann', status: 'in', banner: 'QS', soldiers: [], palace: ['QD', 'QC', '3H'], put_in: 2, won: 0 },
          { seat: 1, name: 'Bob', status: 'in', banner: 'KH', soldiers: ['2C'], palace: [null, null, null], put_in: 7, won: 0 },
        ]
        : [
          { seat: 0, name: 'Ann', status: 'in', banner: 'QS', soldiers: ['2C', 'KH'], palace: ['QD', 'QC', '3H'], put_in: 17, won: 34 },
          { seat: 1, name: 'Bob', status: 'beaten', banner: null, soldiers: [], palace: [], put_in: 17, won: 0 },
        ],
      pot: fight ? 9 : 0,
      banner_discards: [],
      turn: 1,
      quiet: [],
      must_fight: false,
      battle: fight,
      battles: fight ? [] : [result],
      showdown: [],
      ending: fight ? null : 'last_standing',
      winners: fight ? [] : [0],
    },
    moves: [],
  };
}

const annSees = () => ({ seat: 0, names: ['Ann', 'Bob'], turn: null, seatButtons: null, chronicle: newChronicle(), picked: [] });
const text = (root, test) => root.find('data-test', test).map((el) => el.textContent).join(' | ');
const fighting = { attacker: 1, defender: 0, answering: 0, to_call: 5, last_raise: 0, attacker_bet: 5, defender_bet: 0 };

test('the felt and the end of the hand, drawn in English as the browser tests read them', () => {
  const view = tableAfter();
  const root = drawn(() => [palaceFelt(view, annSees()), ...palaceOutcome(view, annSees())]);
  assert.equal(text(root, 'dealer'), 'DealerAnn');
  assert.equal(text(root, 'ante'), 'Ante2 each');
  assert.equal(text(root, 'excluded-note'), 'K♠ 9♠ does not count against a spade banner | 3♥ does not count against a heart banner');
  assert.equal(text(root, 'hand-1'), 'pair of kings');
  assert.equal(text(root, 'hand-0'), 'three queens');
  assert.equal(text(root, 'verdict'), 'Ann wins the battle: the better hand');
  assert.match(text(root, 'ending'), /^Hand 1 is overAnn wins the pot of 34: everyone else is out\.Ann: put in 17, took 34 \(\+17\)Bob: put in 17, took 0 \(−17\)$/);
  assert.equal(text(root, 'status-1'), 'out: beaten in battle · put in 17 · −17');
  assert.equal(text(root, 'palace-tag-0'), 'seen by the table');
  const fight = tableAfter({ battle: fighting });
  const live = drawn(() => palaceFelt(fight, annSees()));
  assert.equal(text(live, 'battle-steps'), 'Bob attacks Ann');
  assert.match(text(live, 'battle'), /You answer: 5 to call, or fold\.$/);
  assert.equal(text(live, 'palace-tag-0'), 'only you see these; hidden from the others');
  assert.equal(text(live, 'pot'), 'Pot9');
  assert.equal(live.find('data-test', 'pot')[0].attributes['aria-label'], 'the pot: 9 chips');
  // Before the first hand: the cut for the deal, and who won it.
  const cut = drawn(() => palaceFelt({ ...view, round: null }, annSees()));
  assert.equal(text(cut, 'cut-winner'), 'Ann cuts the highest card, A♦, and deals the first hand');
  assert.equal(text(cut, 'cut-0'), 'Ann');
  const due = drawn(() => palaceFelt({ ...view, round: null, cut_due: true, cuts: [] }, annSees()));
  assert.equal(text(due, 'dealer'), 'The deal is to be cut for');
});

test('the Palace buttons, an event and the felt in Albanian: the rules\' own banner, soldiers, palace and battle', () => {
  speakIn('sq');
  try {
    // The buttons as the page makes them (page.js, controls), with the source's moves: bli, hidh,
    // qëndro, palos; thirr and ngri in a battle.
    assert.equal(say('palace-button-buy', { chips: 5 }), 'Bli një ushtar (5)');
    assert.equal(say('palace-button-stay'), 'Qëndro');
    assert.equal(say('palace-button-fold'), 'Palos');
    assert.equal(say('palace-button-call', { chips: 5 }), 'Thirr 5');
    assert.equal(say('palace-button-raise', { chips: 15 }), 'Ngri (paguaj 15)');
    assert.equal(say('palace-button-let-go', { cards: 'A♠' }), 'Hidh A♠');
    assert.equal(say('palace-button-attack-who', { who: 'Ann' }), 'Sulmo Ann');
    assert.equal(say('palace-button-keep'), 'Mbaji të gjithë');
    assert.equal(say('move-buy'), 'Bli', 'a refusal of a buy is said after the moves\' own Bli');
    assert.deepEqual(palaceKeys().map(([, what]) => what).slice(0, 3),
      ['tërhiq për dilerin (para dorës së parë); shpërndaj; thirr në betejë; hidh ushtarët e zgjedhur (pas një blerjeje pa zgjedhur asnjë: mbaji të gjithë)',
        'shpërndaj dorën tjetër', 'bli një ushtar']);
    // Events of the hand's log, a battle among them.
    assert.equal(eventWords({ event: 'banner', seat: 1, card: 'KH', rejected: [] }, names), 'Bob: flamuri K♥');
    assert.equal(eventWords({ event: 'palace', seat: 1, cards: [null, null, null] }, names), 'Bob merr 3 letra pallati me fytyrë poshtë');
    assert.equal(eventWords({ event: 'bought', seat: 0, card: '8C', price: 5 }, names), 'Ann blen një ushtar për 5: 8♣');
    assert.equal(eventWords({ event: 'attacked', attacker: 1, defender: 0, bet: 5 }, names), 'Bob sulmon Ann, me bast 5');
    assert.equal(eventWords({ event: 'raised', seat: 0, paid: 15, raise: 10 }, names), 'Ann paguan 15: thërret 5 dhe ngre 10');
    assert.equal(eventWords({ event: 'battle_shown', result }, names),
      'Bob tregon K♠ K♦ 9♠: çift me mbretër; Ann tregon Q♦ Q♣ 3♥: treshe me dama: Ann fiton betejën (dora më e mirë)');
    assert.equal(eventWords({ event: 'captured', winner: 0, loser: 1, cards: ['2C', 'KH'] }, names), 'Ann merr flamurin dhe ushtarët nga Bob');
    assert.equal(eventWords({ event: 'gave_up', seat: 1, returned: 0, to: 0 }, names), 'Bob palos');
    assert.equal(handWords({ hand: 'two pair, kings and fives, ace kicker', named: { shape: 'two_pair', ranks: ['K', '5'], kickers: ['A'] } }),
      'dy çifte, mbretër dhe pesëshe, kicker as');
    assert.equal(exclusionNote('KH', 'suit'), 'pa vlerë kundër një flamuri kupë');
    // The felt: the banner, the soldiers, the palace, the battle, in the rules' words.
    const fight = drawn(() => palaceFelt(tableAfter({ battle: fighting }), annSees()));
    const felt = fight.textContent;
    for (const word of ['Flamuri', 'Ushtarë 0/5', 'Pallati yt', 'Pallati', 'Beteja', 'sulmon', 'mbrohet', 'Dileri']) {
      assert.ok(felt.includes(word), `${word} in ${felt}`);
    }
    assert.match(text(fight, 'battle'), /Përgjigjesh ti: 5 për të thirrur, ose palos\.$/);
    const after = drawn(() => palaceOutcome(tableAfter(), annSees()));
    assert.equal(text(after, 'verdict'), 'Ann fiton betejën: dora më e mirë');
    assert.match(text(after, 'ending'), /Ann fiton potin prej 34: të gjithë të tjerët janë jashtë\./);
  } finally {
    speakIn('en');
  }
});
