// The home games (traditional and Shoot Pontoon) in the page: the table's page, and how a round is
// replayed from its history. What the felt remembers from step to step is the last change of bank,
// as the page says it until the next deal.

import { homeFelt, homePage } from './page.js';
import { bankNews, eventLines } from './words.js';
import { say } from '../../speech.js';

export const pontoon = {
  page: homePage,
  replay: {
    // A Shoot round's record says what the kitty made of it (docs/hand-records.md).
    name: (round, me) => say('pontoon-replay-name', {
      game: 'kitty_net' in round ? 'shoot' : 'pontoon', mine: round.banker === me ? 'yes' : 'no', banker: String(round.banker),
    }),
    memory: () => ({ news: '' }),
    note: (memory, step, before, names) => ({ news: bankNews(memory.news, step.events, names) }),
    words: (events, before, names) => eventLines(events, { names, banker: before.banker }),
    draw: (view, sight) => [homeFelt(view, sight)],
  },
};
