// Every game the page plays, by the id the server gives it, each from its own folder: its table's
// page (`page`), and how a round of it is replayed from a hand history (`replay`). A new game is a
// folder of its own and a line here.

import { casino } from './casino/index.js';
import { palace } from './palace/index.js';
import { pontoon } from './pontoon/index.js';

export const GAMES = { casino, pontoon, palace };
