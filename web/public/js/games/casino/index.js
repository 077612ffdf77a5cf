// Casino Pontoon and Pontoon Blackjack in the page: the table's page, and how a round is replayed
// from its history (a name for the list, the step's events in words, the felt, and the coach's
// review of the player's decisions: a cell of the list, a note at each step that made one).

import { casinoFelt, tablePage } from './page.js';
import { eventWords } from './words.js';
import { reviewCell, stepNote } from './report.js';
import { say } from '../../speech.js';

export const casino = {
  page: tablePage,
  replay: {
    name: () => say('casino-name'),
    memory: () => ({}),
    note: (memory) => memory,
    words: (events, before, names) => events.map((e) => eventWords(e, names)).filter(Boolean),
    draw: (view, sight) => [casinoFelt(view, sight)],
    review: { cell: reviewCell, note: stepNote },
  },
};
