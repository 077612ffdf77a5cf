// #/console: the room now (GET /api/ops/room), read again every few seconds while the page is
// shown: its tables (paused and closing among them), the people seated, bots, sockets open,
// actions a second, whether the books balance (or what is wrong), and the chips by kind.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { booksWords, chipKinds, clockWords, count, rateWords, whenWords } from './words.js';
import { dataTable, drawer, frame } from './parts.js';

/** How often the page reads the room again. */
export const ROOM_EVERY_MS = 5000;

function facts(room) {
  const books = booksWords(room.books);
  const kinds = chipKinds(room.chips ?? {});
  const fact = (term, value, test) => [h('dt', {}, term), h('dd', { 'data-test': test }, value)];
  return [
    h('p', { 'data-test': 'room-node' }, Number.isFinite(room.started_at)
      ? say('console-room-node-since', { node: String(room.node), since: whenWords(room.started_at) })
      : say('console-room-node', { node: String(room.node) })),
    h('dl', { class: 'console-facts' },
      fact(say('console-room-tables'), count(room.tables), 'room-tables'),
      fact(say('console-room-paused'), count(room.paused), 'room-paused'),
      fact(say('console-room-closing'), count(room.closing), 'room-closing'),
      fact(say('console-room-people'), count(room.people), 'room-people'),
      fact(say('console-room-bots'), count(room.bots), 'room-bots'),
      fact(say('console-room-connections'), count(room.connections), 'room-connections'),
      fact(say('console-room-rate'), rateWords(room.actions_per_second), 'room-rate')),
    h('section', { 'aria-labelledby': 'books-title' },
      h('h2', { id: 'books-title' }, say('console-books')),
      books.balanced
        ? h('p', { class: 'console-ok', 'data-test': 'books' }, say('console-books-balance'))
        : [h('p', { class: 'error', 'data-test': 'books' }, say('console-books-wrong')),
          h('ul', { 'data-test': 'books-wrong' }, books.lines.map((l) => h('li', {}, l)))],
      dataTable({
        caption: say('console-chips-caption'),
        heads: [say('console-head-chip-kind'), say('console-head-chips')],
        rows: kinds.rows.map((r) => [r.label, { number: count(r.chips) }]),
        foot: [say('console-chips-sum'), { number: count(kinds.sum) }],
        test: 'room-chips',
      })),
  ];
}

export function roomPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, '', say('console-room-title'));
  const shown = h('div', { 'data-test': 'room' }, h('p', {}, say('console-room-reading')));
  const problem = h('p', { class: 'error', role: 'alert', 'data-test': 'console-error' });
  const stamp = h('p', { class: 'hint', 'data-test': 'room-read' });
  fill(body, h('p', { class: 'hint' }, say('console-room-every', { seconds: ROOM_EVERY_MS / 1000 })), stamp, problem, shown);

  let timer = null;
  async function read() {
    try {
      const room = await api('GET', '/api/ops/room');
      draw(shown, facts(room));
      if (!alive) return;
      problem.textContent = '';
      stamp.textContent = say('console-room-read-at', { time: clockWords(Date.now()) });
    } catch (error) {
      // The last reading stays; what went wrong is said over it.
      if (alive) problem.textContent = say('console-room-unread', { error: String(error.message) });
    } finally {
      // The next reading once this one is answered, so a slow server is never asked twice at once.
      if (alive) timer = setTimeout(read, ROOM_EVERY_MS);
    }
  }
  read();
  return () => {
    alive = false;
    clearTimeout(timer);
  };
}
