// #/console: the room now (GET /api/ops/room), read again every few seconds while the page is
// shown: its tables (paused and closing among them), the people seated, bots, sockets open,
// actions a second, whether the books balance (or what is wrong), and the chips by kind.

import { api } from '../api.js';
import { h, fill, chips, dateWords } from '../dom.js';
import { booksWords, chipKinds, rateWords } from './words.js';
import { dataTable, drawer, frame } from './parts.js';

/** How often the page reads the room again. */
export const ROOM_EVERY_MS = 5000;

function facts(room) {
  const books = booksWords(room.books);
  const kinds = chipKinds(room.chips ?? {});
  const fact = (term, value, test) => [h('dt', {}, term), h('dd', { 'data-test': test }, value)];
  return [
    h('p', { 'data-test': 'room-node' }, Number.isFinite(room.started_at)
      ? `Node ${room.node}, serving since ${dateWords(room.started_at)} (your time).`
      : `Node ${room.node}.`),
    h('dl', { class: 'console-facts' },
      fact('Tables', chips(room.tables), 'room-tables'),
      fact('Paused', chips(room.paused), 'room-paused'),
      fact('Closing', chips(room.closing), 'room-closing'),
      fact('People seated', chips(room.people), 'room-people'),
      fact('Bots seated', chips(room.bots), 'room-bots'),
      fact('Connections (sockets open)', chips(room.connections), 'room-connections'),
      fact('Actions a second (the last minute)', rateWords(room.actions_per_second), 'room-rate')),
    h('section', { 'aria-labelledby': 'books-title' },
      h('h2', { id: 'books-title' }, 'The books'),
      books.balanced
        ? h('p', { class: 'console-ok', 'data-test': 'books' }, 'The books balance.')
        : [h('p', { class: 'error', 'data-test': 'books' }, 'Not balanced. What is wrong:'),
          h('ul', { 'data-test': 'books-wrong' }, books.lines.map((l) => h('li', {}, l)))],
      dataTable({
        caption: 'Chips by kind of account',
        heads: ['Kind', 'Chips'],
        rows: kinds.rows.map((r) => [r.label, { number: chips(r.chips) }]),
        foot: ['Sum (zero when the books balance)', { number: chips(kinds.sum) }],
        test: 'room-chips',
      })),
  ];
}

export function roomPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, '', 'The room now');
  const shown = h('div', { 'data-test': 'room' }, h('p', {}, 'Reading the room…'));
  const problem = h('p', { class: 'error', role: 'alert', 'data-test': 'console-error' });
  const stamp = h('p', { class: 'hint', 'data-test': 'room-read' });
  fill(body, h('p', { class: 'hint' }, `Read again every ${ROOM_EVERY_MS / 1000} seconds while this page is shown.`), stamp, problem, shown);

  let timer = null;
  async function read() {
    try {
      const room = await api('GET', '/api/ops/room');
      draw(shown, facts(room));
      if (!alive) return;
      problem.textContent = '';
      stamp.textContent = `As read at ${new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(Date.now())}, your time.`;
    } catch (error) {
      // The last reading stays; what went wrong is said over it.
      if (alive) problem.textContent = `The room could not be read: ${error.message}`;
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
