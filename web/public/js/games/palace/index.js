// Palace Poker in the page: the table's page, and how a hand is replayed from its history. What the
// felt remembers from step to step is the hand's battles, as the page remembers them.

import { newChronicle, noteEvents, noteView } from './battle.js';
import { palaceFelt, palaceOutcome, palacePage } from './page.js';
import { eventWords } from './words.js';
import { say } from '../../speech.js';

export const palace = {
  page: palacePage,
  replay: {
    name: () => say('palace-name'),
    memory: () => ({ chronicle: newChronicle() }),
    note: (memory, step, before, names) => {
      noteEvents(memory.chronicle, step.events, step.view, names);
      noteView(memory.chronicle, step.view);
      return memory;
    },
    words: (events, before, names) => events.map((e) => eventWords(e, names)).filter(Boolean),
    draw: (view, sight) => [palaceFelt(view, sight), ...palaceOutcome(view, sight)],
  },
};
