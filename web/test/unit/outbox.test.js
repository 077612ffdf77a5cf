// The page's requests until they are answered (outbox.js): numbered from 1 under the page's client
// id, kept across a dropped connection and sent again with the same numbers, given up after three
// reconnections or twenty seconds without an answer.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Outbox, newClientId } from '../../public/js/outbox.js';
import './speak.js';

/** An outbox and what each request was answered with, by its number. */
function kept() {
  const outbox = new Outbox();
  const answers = new Map();
  const add = (message, now = 0) => outbox.add(message, (answer) => answers.set(message.name, answer), now);
  return { outbox, answers, add };
}

test('a page\'s client id is 16 random bytes in hex, as the server takes them', () => {
  const id = newClientId();
  assert.match(id, /^[0-9a-f]{32}$/);
  assert.match(id, /^[A-Za-z0-9_-]{8,64}$/);
  assert.notEqual(id, newClientId());
});

test('requests are numbered from 1, each once, and each answer goes to its own request alone', () => {
  const { outbox, answers, add } = kept();
  assert.deepEqual(add({ type: 'act', table: 4, name: 'stake' }), { type: 'act', table: 4, name: 'stake', seq: 1 });
  assert.equal(add({ type: 'stand', table: 4, name: 'stand' }).seq, 2);
  assert.equal(outbox.answer({ type: 'accepted', table: 4, seq: 2, version: 8 }), true);
  assert.deepEqual(answers.get('stand'), { type: 'accepted', table: 4, seq: 2, version: 8 });
  assert.equal(answers.has('stake'), false);
  // An answer to nothing kept (a sit's later acceptance, another table's event): not ours.
  assert.equal(outbox.answer({ type: 'accepted', table: 4, seq: 2, version: 9 }), false);
  assert.equal(outbox.answer({ type: 'events', table: 4, version: 9 }), false);
  // A sit that waits for its seat is answered: it is not sent again.
  add({ type: 'sit', table: 4, name: 'sit' });
  outbox.answer({ type: 'waiting', table: 4, seq: 3, seat: 1 });
  assert.equal(answers.get('sit').type, 'waiting');
  assert.deepEqual(outbox.unanswered().map((m) => m.seq), [1]);
});

test('a drop keeps what is unanswered, to be sent again with the same numbers, in order', () => {
  const { outbox, answers, add } = kept();
  add({ type: 'act', table: 1, name: 'a' }, 0);
  add({ type: 'act', table: 2, name: 'b' }, 10);
  assert.deepEqual(outbox.dropped(1000), []);
  outbox.reconnecting();
  assert.deepEqual(outbox.unanswered(), [{ type: 'act', table: 1, name: 'a', seq: 1 }, { type: 'act', table: 2, name: 'b', seq: 2 }]);
  // The server answers a request it took already with its first outcome.
  outbox.answer({ type: 'accepted', table: 1, seq: 1, version: 5, repeat: true });
  assert.equal(answers.get('a').repeat, true);
  assert.equal(answers.size, 1);
  // Numbers go on from where they were.
  assert.equal(add({ type: 'act', table: 1, name: 'c' }, 2000).seq, 3);
});

test('a request is given up after three reconnections that bring no answer', () => {
  const { outbox, answers, add } = kept();
  add({ type: 'act', table: 7, name: 'twist' }, 0);
  outbox.dropped(100);
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    outbox.reconnecting();
    assert.deepEqual(outbox.dropped(100 + attempt), [], `still kept after attempt ${attempt}`);
  }
  outbox.reconnecting();
  const given = outbox.dropped(200);
  assert.deepEqual(given, [{ type: 'error', table: 7, seq: 1, code: 'connection', message: 'the connection was lost; try again' }]);
  assert.deepEqual(answers.get('twist'), given[0]);
  assert.equal(outbox.size, 0);
  // A request made after those attempts has its own three.
  add({ type: 'act', table: 7, name: 'stick' }, 300);
  assert.deepEqual(outbox.dropped(301), []);
});

test('a request is given up after twenty seconds without an answer, connected or not', () => {
  const { outbox, answers, add } = kept();
  add({ type: 'act', table: 3, name: 'old' }, 1000);
  add({ type: 'act', table: 3, name: 'new' }, 15_000);
  assert.deepEqual(outbox.expire(20_999), []);
  assert.deepEqual(outbox.expire(21_000).map((a) => a.seq), [1]);
  assert.equal(answers.get('old').code, 'connection');
  // A drop past the patience gives it up at once, without waiting for the reconnections.
  assert.deepEqual(outbox.dropped(35_000).map((a) => a.seq), [2]);
  assert.equal(outbox.size, 0);
});
