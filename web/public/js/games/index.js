// Every game the page plays, by the id the server gives it, each from its own folder: its table's
// page (`page`), and how a round of it is replayed from a hand history (`replay`); and the levels
// of bot its empty seats offer. A new game is a folder of its own and a line in each.

import { casino } from './casino/index.js';
import { palace } from './palace/index.js';
import { pontoon } from './pontoon/index.js';

export const GAMES = { casino, pontoon, palace };

/**
 * The levels of bot each game's empty seats offer, by the game's id, best first: the `level` the
 * server's `bot` request takes at its tables (docs/bots.md, Levels). The server does not list them,
 * so this is the one place the page says which a game has; a level it does not have is refused.
 * The home games have four: the solved strategy (`best`) and the three temperaments of HomeBot. A
 * casino table's `best` is its `standard` bot, the one strategy table, so the page offers the one
 * bot there, as at Palace Poker, which has only its standard bot. Where a game has one level, Add a
 * bot adds it at once; where it has more, Add a bot opens the choice (seats.js, `botChoice`).
 */
export const BOT_LEVELS = {
  casino: ['standard'],
  pontoon: ['best', 'standard', 'cautious', 'bold'],
  palace: ['standard'],
};
