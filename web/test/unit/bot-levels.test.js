// The levels of bot the page offers (js/games/index.js, BOT_LEVELS) against those the server
// takes: each game's `Standard::LEVELS` in the bots crate, read from its Rust source, since the
// server lists them nowhere a page could ask. A level the page offered and the game lacked would
// be refused `malformed` at every press.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BOT_LEVELS, GAMES } from '../../public/js/games/index.js';

const bots = new URL('../../../crates/bots/src/', import.meta.url);

/** Every level there is (`Level::ALL`), by its name on the wire. */
function allLevels() {
  const source = readFileSync(new URL('drive.rs', bots), 'utf8');
  const all = /pub const ALL: \[Level; \d\] = \[([^\]]*)\]/.exec(source);
  assert.ok(all, 'Level::ALL is not in drive.rs');
  return [...all[1].matchAll(/Level::(\w+)/g)].map((m) => m[1].toLowerCase());
}

/** The levels the bots crate offers at a game: its `impl Standard for TYPE` in `file`. */
function offered(file, type) {
  const source = readFileSync(new URL(file, bots), 'utf8');
  const start = source.search(new RegExp(`impl (?:crate::)?Standard for ${type} \\{`));
  assert.ok(start >= 0, `no impl Standard for ${type} in ${file}`);
  const block = source.slice(start, source.indexOf('\n}', start));
  const levels = /const LEVELS: &'static \[Level\] = &([^;]*);/.exec(block);
  // Without its own LEVELS a game has the trait's: the standard bot alone.
  if (!levels) return ['standard'];
  if (levels[1].trim() === 'Level::ALL') return allLevels();
  return [...levels[1].matchAll(/Level::(\w+)/g)].map((m) => m[1].toLowerCase());
}

/** Each game's id, and where its bots say their levels. */
const SOURCES = { casino: ['casino.rs', 'Casino'], pontoon: ['home.rs', 'Pontoon'], palace: ['palace.rs', 'Palace'] };

test('every game the page plays says its levels of bot, and only levels its bots have', () => {
  assert.deepEqual(Object.keys(BOT_LEVELS).sort(), Object.keys(GAMES).sort());
  for (const [game, levels] of Object.entries(BOT_LEVELS)) {
    const has = offered(...SOURCES[game]);
    assert.ok(levels.includes('standard'), `${game}: no standard bot`);
    assert.equal(new Set(levels).size, levels.length, `${game}: a level twice`);
    assert.deepEqual(levels.filter((l) => !has.includes(l)), [], `${game} offers levels its bots lack (they have ${has})`);
    if (levels.includes('best')) assert.equal(levels[0], 'best', `${game}: the best is not first`);
  }
});

test('the home games offer all four bots; the casino and Palace tables one', () => {
  // The home games' four are every level there is; the casino's best is its standard bot.
  assert.deepEqual([...BOT_LEVELS.pontoon].sort(), allLevels().sort());
  assert.deepEqual(offered(...SOURCES.casino).sort(), ['best', 'standard']);
  assert.deepEqual(BOT_LEVELS.casino, ['standard']);
  assert.deepEqual(BOT_LEVELS.palace, ['standard']);
});
