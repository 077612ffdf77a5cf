import { test } from 'node:test';
import assert from 'node:assert/strict';
import './speak.js';
import { amountError, amountProblem, entryAmount, homeKeyAction, rangeWords } from '../../public/js/games/pontoon/keys.js';

const between = [{ move: 'deal' }, { move: 'offer_bank', buyers: [{ seat: 1, max_price: 99 }] }];
const playing = [{ move: 'twist' }, { move: 'buy', min: 5, max: 10 }, { move: 'stick' }, { move: 'split' }, { move: 'burn' }];

test('a key asks only for a legal move', () => {
  assert.deepEqual(homeKeyAction('Enter', between), { do: 'deal' });
  assert.deepEqual(homeKeyAction('d', between), { do: 'deal' });
  assert.equal(homeKeyAction('t', between), null);
  assert.deepEqual(homeKeyAction('Enter', [{ move: 'stake', min: 1, max: 25 }]), { do: 'stake' });
  assert.deepEqual(homeKeyAction('Enter', playing), { do: 'stick' });
  assert.deepEqual(homeKeyAction('+', playing), { do: 'twist' });
  assert.deepEqual(homeKeyAction('T', playing), { do: 'twist' });
  assert.deepEqual(homeKeyAction('*', playing), { do: 'buy' });
  assert.deepEqual(homeKeyAction('/', playing), { do: 'split' });
  assert.deepEqual(homeKeyAction('r', playing), { do: 'burn' });
  assert.equal(homeKeyAction('d', playing), null);
  assert.equal(homeKeyAction('x', playing), null);
  assert.equal(homeKeyAction('Enter', []), null);
});

test('the first to sit calls the cut for the bank by Enter or C, and by nothing else', () => {
  const cut = [{ move: 'cut' }];
  assert.deepEqual(homeKeyAction('Enter', cut), { do: 'cut' });
  assert.deepEqual(homeKeyAction('c', cut), { do: 'cut' });
  assert.deepEqual(homeKeyAction('C', cut), { do: 'cut' });
  assert.equal(homeKeyAction('d', cut), null, 'no deal before the cut');
  assert.equal(homeKeyAction('c', between), null, 'no cut once the bank is held');
});

test('Y and N answer the question the table asks', () => {
  assert.deepEqual(homeKeyAction('y', [{ move: 'double' }, { move: 'decline_double' }]), { do: 'double' });
  assert.deepEqual(homeKeyAction('n', [{ move: 'double' }, { move: 'decline_double' }]), { do: 'decline_double' });
  assert.deepEqual(homeKeyAction('y', [{ move: 'accept_bank', price: 10 }, { move: 'decline_bank' }]), { do: 'accept_bank' });
  assert.deepEqual(homeKeyAction('n', [{ move: 'accept_bank', price: 10 }, { move: 'decline_bank' }]), { do: 'decline_bank' });
  // The first shoot round may be declined; a shoot before the fourth card is not a question.
  assert.deepEqual(homeKeyAction('n', [{ move: 'shoot', min: 0, max: 40 }]), { do: 'no_shoot' });
  assert.equal(homeKeyAction('n', [{ move: 'twist' }, { move: 'shoot', min: 1, max: 40 }]), null);
  assert.deepEqual(homeKeyAction('o', [{ move: 'twist' }, { move: 'shoot', min: 1, max: 40 }]), { do: 'shoot' });
  assert.deepEqual(homeKeyAction('k', [{ move: 'kitty', min: 20, max: 99 }]), { do: 'kitty' });
});

test('an amount entry keeps what was typed while the move allows it', () => {
  const limits = { min: 5, max: 10 };
  assert.equal(entryAmount('7', limits), 7);
  assert.equal(entryAmount('12', limits), 5);
  assert.equal(entryAmount(undefined, limits), 5);
  assert.equal(entryAmount('', limits, 20), 10);
  assert.equal(entryAmount('6.5', limits, 8), 8);
  assert.equal(rangeWords(limits), '5 to 10');
  assert.equal(rangeWords({ min: 5, max: 5 }), '5');
  assert.equal(amountProblem('7', limits), null);
  assert.equal(amountProblem('11', limits), 'range');
  assert.equal(amountProblem('', limits), 'whole');
  assert.equal(amountProblem('x', limits), 'whole');
  assert.equal(amountError('Buy', '7', limits), null);
  assert.equal(amountError('Buy', '11', limits), 'Buy: the amount must be from 5 to 10');
  assert.equal(amountError('Stake', '', limits), 'Stake: the amount must be a whole number of chips, 5 to 10');
  // The price of the bank, in the words the offer's form has always shown.
  const price = { min: 1, max: 199 };
  assert.equal(amountError(null, 'x', price), 'Offer the bank: the price must be a whole number of chips, 1 to 199');
  assert.equal(amountError(null, '200', price), 'Offer the bank: the price must be from 1 to 199');
});
