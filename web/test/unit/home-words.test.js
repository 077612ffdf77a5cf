import { test } from 'node:test';
import assert from 'node:assert/strict';
import './speak.js';
import {
  bankNews, bankerLabel, bankerWords, bankPassedWords, cutDueWords, cutWinnerWords, eventLines, eventWords, handLabel,
  resultWords, shootWords, waitingWords,
} from '../../public/js/games/pontoon/words.js';
import { signed } from '../../public/js/words.js';

const names = ['Ann', 'Bix [bot]', 'Cleo'];
const table = { names, banker: 0 };

test('each event of a home hand reads as a line of the log, with names and cards', () => {
  const says = (event, words) => eventWords(event, table, words);
  assert.equal(says({ event: 'hand_started', number: 3, banker: 0, punters: [1, 2] }), 'Hand 3: Ann deals to Bix [bot], Cleo');
  assert.equal(says({ event: 'dealt', seat: 1, hand: 0, card: null }), 'Bix [bot] gets a card face down');
  assert.equal(says({ event: 'dealt', seat: 2, hand: 1, card: 'TH' }), 'Cleo (hand 2) gets 10♥');
  assert.equal(says({ event: 'dealt', seat: 0, hand: 0, card: null }), 'Ann (the bank) takes a card face down');
  assert.equal(says({ event: 'banker_looked', cards: [null, null] }), 'Ann (the bank) looks at the cards');
  assert.equal(says({ event: 'banker_looked', cards: ['7C', '5D'] }), 'Ann (the bank) looks at 7♣ 5♦');
  assert.equal(says({ event: 'staked', seat: 1, amount: 25 }), 'Bix [bot] stakes 25');
  assert.equal(says({ event: 'bought', seat: 2, hand: 0, amount: 6, card: null }), 'Cleo buys a card face down for 6');
  assert.equal(says({ event: 'bought', seat: 2, hand: 0, amount: 6, card: '4S' }, true), 'Cleo buys four of spades for 6');
  assert.equal(says({ event: 'twisted', seat: 1, hand: 0, card: '9D' }), 'Bix [bot] twists 9♦');
  assert.equal(says({ event: 'pontoon', seat: 1, hand: 0, cards: ['AS', 'KH'] }), 'Bix [bot] declares Pontoon (A♠ K♥)');
  assert.equal(says({ event: 'split', seat: 1, hand: 0, cards: ['8S', '8H'] }), 'Bix [bot] splits 8♠ 8♥');
  assert.equal(says({ event: 'burnt', seat: 1, hand: 1, cards: ['8S', '5D'] }), 'Bix [bot] (hand 2) burns 8♠ 5♦ and takes two new cards');
  assert.equal(says({ event: 'bust', seat: 2, hand: 0, cards: ['TS', '6D', '9C'], lost: 12 }), 'Cleo is bust (10♠ 6♦ 9♣) and loses 12');
  assert.equal(says({ event: 'banker_stayed', total: 18 }), 'Ann (the bank) stays on 18: paying 19');
  assert.equal(says({ event: 'banker_stayed', total: 21 }), 'Ann (the bank) stays on 21: pays only Pontoons and Five Card Tricks');
  assert.equal(says({ event: 'banker_bust' }), 'Ann (the bank) is bust: every hand still standing is paid');
  assert.equal(says({ event: 'banker_doubled', doubled: true }), 'Ann (the bank) doubles every stake');
  assert.equal(says({ event: 'shot', seat: 1, hand: 0, amount: 0 }), 'Bix [bot] makes no shoot bet');
  assert.equal(says({ event: 'shot', seat: 1, hand: 0, amount: 4 }), 'Bix [bot] shoots 4 against the kitty');
  assert.equal(says({ event: 'kitty_put', amount: 40, kitty: 60 }), 'Ann (the bank) puts 40 into the kitty: it holds 60');
  assert.equal(says({ event: 'kitty_returned', to: 0, amount: 30 }), "The kitty's 30 goes back to Ann");
  assert.equal(says({ event: 'bank_offered', buyer: 2, price: 10 }), 'Ann (the bank) offers the bank to Cleo for 10');
  assert.equal(says({ event: 'bank_offer_declined', buyer: 2 }), 'Cleo turns the bank down');
  assert.equal(says({ event: 'settled', transfers: [{ from: { seat: 1 }, to: { seat: 0 }, amount: 25 }, { from: { seat: 1 }, to: 'kitty', amount: 3 }] }),
    'Settled: Bix [bot] pays Ann 25, Bix [bot] pays the kitty 3');
  assert.equal(says({ event: 'seated', seat: 1, change: { action: 'stand' } }), 'Bix [bot] stands up');
  assert.equal(says({ event: 'cut_for_bank', banker: 2, cuts: [{ seat: 0, card: 'KS', round: 1 }, { seat: 2, card: 'KH', round: 1 }, { seat: 0, card: '4C', round: 2 }, { seat: 2, card: '9D', round: 2 }] }),
    'The cut for the bank: Ann K♠, Cleo K♥; again, round 2: Ann 4♣, Cleo 9♦. Cleo holds the bank');
  assert.equal(says({ event: 'no_such_event' }), null);
});

test('a hand over says each seat\'s result, and the kitty\'s in Shoot', () => {
  const round = { number: 2, banker: { seat: 0 }, punters: [{ seat: 1 }, { seat: 2 }], net: [0, -25, 22], shoot: true, kitty_net: 3 };
  assert.equal(eventWords({ event: 'round_over', round }, table), 'Hand 2 is over: Ann ±0, Bix [bot] −25, Cleo +22, the kitty +3');
});

test('the bank passing, for each reason', () => {
  assert.equal(bankPassedWords({ from: 0, to: 1, reason: 'pontoon' }, names), "Bix [bot]'s Pontoon takes the bank from Ann: Bix [bot] holds the bank now");
  assert.equal(bankPassedWords({ from: 0, to: 1, reason: 'broken' }, names), "Ann's bank is broken: Bix [bot] holds the bank now");
  assert.equal(bankPassedWords({ from: 0, to: 2, reason: 'sold', price: 10 }, names), 'Ann sells the bank to Cleo for 10: Cleo holds the bank now');
  assert.equal(bankPassedWords({ from: 0, to: 2, reason: 'left' }, names), 'Ann leaves the bank: Cleo holds the bank now');
});

test('the last change of bank is said until the next hand is dealt, with the kitty gone back', () => {
  const sold = bankNews('', [{ event: 'bank_passed', from: 0, to: 2, reason: 'sold', price: 10 }], names);
  assert.equal(sold, 'Ann sells the bank to Cleo for 10: Cleo holds the bank now');
  assert.equal(bankNews(sold, [{ event: 'staked', seat: 1, amount: 5 }], names), sold, 'kept while nothing changes');
  assert.equal(bankNews(sold, [{ event: 'shuffled' }, { event: 'hand_started', number: 2, banker: 2, punters: [0, 1] }], names), '');
  assert.equal(bankNews('', [{ event: 'bank_passed', from: 0, to: 1, reason: 'left' }, { event: 'kitty_returned', to: 0, amount: 30 }], names),
    "Ann leaves the bank: Bix [bot] holds the bank now; the kitty's 30 goes back to Ann");
  assert.equal(bankNews('', [{ event: 'kitty_returned', to: 0, amount: 30 }], names), '', 'a kitty back alone says nothing');
  assert.equal(bankNews('old', undefined, names), 'old');
});

test('the lines of one message follow the bank from event to event', () => {
  const lines = eventLines([
    { event: 'bank_passed', from: 0, to: 1, reason: 'pontoon' },
    { event: 'hand_started', number: 2, banker: 1, punters: [0, 2] },
    { event: 'dealt', seat: 1, hand: 0, card: null },
    { event: 'settled', transfers: [] },
    { event: 'no_such_event' },
  ], table);
  assert.deepEqual(lines, [
    "Bix [bot]'s Pontoon takes the bank from Ann: Bix [bot] holds the bank now",
    'Hand 2: Bix [bot] deals to Ann, Cleo',
    'Bix [bot] (the bank) takes a card face down',
    'Settled: no chips move',
  ]);
});

test('the bank\'s box, a hand\'s box, a result and a shoot bet in words', () => {
  assert.equal(bankerLabel({ state: 'stayed', total: 16, cards: ['7C', '9D'] }), 'stays on 16: paying 17');
  assert.equal(bankerLabel({ state: 'stayed', total: 21, cards: ['7C', '9D', '5S'] }), 'stays on 21: pays only Pontoons and Five Card Tricks');
  assert.equal(bankerLabel({ state: 'stayed', total: 18, cards: ['7C', '5D', '6C'] }), 'stays on 18: paying 19');
  assert.equal(bankerLabel({ state: 'waiting', cards: [null, null] }), 'face down');
  assert.equal(bankerLabel({ state: 'not_played', cards: [null, null] }), 'did not play: every hand bust');
  assert.equal(bankerLabel({ state: 'pontoon', cards: ['AS', 'KD'] }), 'Pontoon');
  assert.equal(handLabel({ state: 'stood' }), 'sticks');
  assert.equal(handLabel({ state: 'waiting' }), '');
  assert.equal(resultWords({ state: 'pontoon', result: 20 }), 'Pontoon wins 20');
  assert.equal(resultWords({ state: 'five_card_trick', result: 8 }), 'Five Card Trick wins 8');
  assert.equal(resultWords({ state: 'stood', result: -5 }), 'loses 5');
  assert.equal(resultWords({ state: 'bust', result: -7 }), 'bust: loses 7');
  assert.equal(resultWords({ state: 'stood', result: null }), '');
  assert.equal(shootWords({ shoot: 0, shoot_result: null }), '');
  assert.equal(shootWords({ shoot: 3, shoot_result: null, shot_for_fourth: true }), 'shoot bet 3: the fourth card must come');
  assert.equal(shootWords({ shoot: 3, shoot_result: 3 }), 'shoot bet wins 3 from the kitty');
  assert.equal(shootWords({ shoot: 3, shoot_result: -3 }), 'shoot bet lost: 3 to the kitty');
  assert.deepEqual([signed(4), signed(-4), signed(0)], ['+4', '−4', '±0']);
});

test('who the table waits for, from the phase', () => {
  assert.equal(waitingWords({ phase: 'between_rounds', offer: null, banker: 0 }, names), 'Ann (the bank) is to deal');
  assert.equal(waitingWords({ phase: 'between_rounds', offer: { buyer: 2, price: 10 }, banker: 0 }, names), 'Cleo is offered the bank for 10');
  assert.equal(waitingWords({ phase: 'staking', seat: 1 }, names), 'Bix [bot] is to stake');
  assert.equal(waitingWords({ phase: 'playing', seat: 2, hand: 1 }, names), 'Cleo is playing hand 2');
  assert.equal(waitingWords({ phase: 'banker', banker: 0 }, names), 'Ann (the bank) is playing');
});

test('before the cut for the bank the plaque names nobody, and the table waits for the cut or a second player', () => {
  const seated = [{ name: 'Ann' }, { name: '' }, { name: '' }];
  const alone = { phase: 'over', cut_due: true, banker: 0, to_act: [], players: seated };
  const two = { phase: 'between_rounds', offer: null, cut_due: true, banker: 0, to_act: [0], players: seated };
  const empty = { phase: 'over', cut_due: true, banker: 0, to_act: [], players: seated };
  assert.equal(bankerWords(two, names, 0), 'The bank is to be cut for', 'the first to sit does not hold the bank yet');
  assert.equal(bankerWords(alone, [null, null, null], null), 'The bank is to be cut for');
  assert.equal(bankerWords({ ...two, cut_due: false }, names, 0), 'The bank: Ann (you)');
  assert.equal(bankerWords({ ...two, cut_due: false, banker: 2 }, names, 0), 'The bank: Cleo');
  assert.equal(bankerWords({ ...two, cut_due: false }, [null, null, null], null), 'The bank: nobody yet');
  assert.equal(cutDueWords(two, names), 'Ann is to call the cut for the bank');
  assert.equal(cutDueWords(alone, names), 'Ann sat down first and calls the cut for the bank: waiting for a second player');
  assert.equal(cutDueWords(empty, [null, null, null]), 'The players cut for the bank once two have sat down');
  assert.equal(waitingWords(two, names), 'Ann is to call the cut for the bank', 'not "Ann (the bank) is to deal"');
  assert.equal(waitingWords(alone, names), 'Ann sat down first and calls the cut for the bank: waiting for a second player');
  assert.equal(waitingWords({ ...two, cut_due: false }, names), 'Ann (the bank) is to deal');
});

test('the cut\'s winner in words, with a tie cut again', () => {
  const once = [{ seat: 0, card: 'AS', round: 1 }, { seat: 1, card: '4H', round: 1 }, { seat: 2, card: '3D', round: 1 }];
  assert.equal(cutWinnerWords(once, 0, names), 'Ann cuts the highest card, A♠, and holds the bank');
  assert.equal(cutWinnerWords(once, 0, names, true), 'Ann cuts the highest card, ace of spades, and holds the bank');
  const tied = [{ seat: 0, card: 'KS', round: 1 }, { seat: 1, card: '2C', round: 1 }, { seat: 2, card: 'KH', round: 1 },
    { seat: 0, card: '4C', round: 2 }, { seat: 2, card: '9D', round: 2 }];
  assert.equal(cutWinnerWords(tied, 2, names), 'Ann and Cleo tied and cut again: Cleo cuts the highest card, 9♦, and holds the bank');
  assert.equal(cutWinnerWords(once, 1, [null, null, null]), 'seat 2 cuts the highest card, 4♥, and holds the bank');
});

test('a cut for the bank in the log names the new banker for the lines after it', () => {
  const lines = eventLines([
    { event: 'shuffled' },
    { event: 'cut_for_bank', banker: 1, cuts: [{ seat: 0, card: '2S', round: 1 }, { seat: 1, card: 'AH', round: 1 }] },
    { event: 'kitty_put', amount: 20, kitty: 20 },
  ], table);
  assert.deepEqual(lines, [
    'The pack is shuffled',
    'The cut for the bank: Ann 2♠, Bix [bot] A♥. Bix [bot] holds the bank',
    'Bix [bot] (the bank) puts 20 into the kitty: it holds 20',
  ]);
});

test('a shuffle of the pack says its number, counted from 1', () => {
  assert.equal(eventWords({ event: 'shuffled', shuffle: 4 }, table), 'The pack is shuffled (shuffle 5)');
  assert.deepEqual(eventLines([{ event: 'shuffled', shuffle: 0 }], table), ['The pack is shuffled (shuffle 1)']);
});
