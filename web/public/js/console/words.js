// The operators' console in words: amounts, moments, sanctions, the audit log's entries, the
// room's chips by kind, the house's result as a table with its totals, and the moment a
// datetime-local field means. Pure: no page, no request, so each is tested alone.

import { chips, dateWords } from '../dom.js';

/** The games by the id the server gives them (a table's `game`, a house row's, a hand's). */
export const GAME_NAMES = { casino: 'Casino', pontoon: 'Pontoon (home game)', palace: 'Palace Poker' };

/** A game's name in words, its id if this client does not know it. */
export const gameName = (id) => GAME_NAMES[id] ?? id;

/** Chips with their sign, grouped as the rest of the client groups them: "+1,500", "−20", "±0". */
export function signedChips(n) {
  if (n > 0) return `+${chips(n)}`;
  if (n < 0) return `−${chips(-n)}`;
  return '±0';
}

/** Actions a second, to one decimal place: "3.2", "0". */
export function rateWords(n) {
  return new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(n);
}

/** A UTC day of the house's table ("2026-12-03") in words: "Thursday 3 December 2026". */
export function dayWords(day) {
  const found = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!found) return String(day);
  const at = Date.UTC(Number(found[1]), Number(found[2]) - 1, Number(found[3]));
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at)
    .replace(',', '');
}

/** The zone's offset from UTC at the moment `ms`, in milliseconds (Tokyo: +9 hours). */
function zoneOffset(ms, timeZone) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(ms);
  const part = (type) => Number(parts.find((p) => p.type === type).value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The moment a datetime-local field's value ("2026-12-05T18:30") means in the reader's zone, in
 * milliseconds since the epoch; null for an empty or malformed value. A time the clocks skip
 * (spring forward) is read as the browsers read it, moved on by the hour skipped; a time they pass
 * twice (fall back) is its first.
 */
export function localMs(value, { timeZone = browserZone() } = {}) {
  const found = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value ?? '');
  if (!found) return null;
  const [year, month, day, hour, minute, second] = found.slice(1, 7).map((part) => Number(part ?? 0));
  const millis = Number((found[7] ?? '0').padEnd(3, '0'));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Read back, a wrong date ("2026-02-30") would be another day: refused rather than moved.
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The zone's offsets a day either side: the moment is one of theirs, whichever reads back as the wall time.
  const earlier = zoneOffset(wall - 86_400_000, timeZone);
  const later = zoneOffset(wall + 86_400_000, timeZone);
  const fits = [...new Set([earlier, later])].map((o) => wall - o).filter((ms) => wall - zoneOffset(ms, timeZone) === ms);
  if (fits.length) return Math.min(...fits);
  return wall - earlier;
}

/** A moment as a datetime-local field's value in the reader's zone ("2026-12-05T18:30"). */
export function localInputValue(ms, { timeZone = browserZone() } = {}) {
  const shifted = new Date(ms + zoneOffset(ms, timeZone));
  const two = (n) => String(n).padStart(2, '0');
  return `${shifted.getUTCFullYear()}-${two(shifted.getUTCMonth() + 1)}-${two(shifted.getUTCDate())}T${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
}

/** Who did it: an operator's name, or the command line on the room's machine (null). */
export const byWords = (name) => name ?? "the room's machine";

/** A person's sanction now in words: "none", "suspended until Friday 9 January, 18:00: spam (by opal)". */
export function sanctionWords(sanction, when = dateWords) {
  if (!sanction) return 'none';
  const by = ` (by ${byWords(sanction.by)})`;
  if (sanction.kind === 'ban') return `banned: ${sanction.reason}${by}`;
  if (sanction.kind === 'suspend') {
    return `suspended ${sanction.until === null || sanction.until === undefined ? 'with no end' : `until ${when(sanction.until)}`}: ${sanction.reason}${by}`;
  }
  return `${sanction.kind}: ${sanction.reason}${by}`;
}

/**
 * A chip adjustment's amount as typed: the whole number and where the chips go ("50 chips go
 * into the wallet"), or a null amount and what to type.
 */
export function adjustmentWords(text) {
  const trimmed = String(text ?? '').trim().replace(/^−/, '-');
  if (!/^[+-]?\d+$/.test(trimmed) || Number(trimmed) === 0) {
    return { amount: null, words: 'A whole number of chips: above zero puts them into the wallet, below zero takes them out of it.' };
  }
  const amount = Number(trimmed);
  const count = `${chips(Math.abs(amount))} chip${Math.abs(amount) === 1 ? '' : 's'}`;
  return amount > 0
    ? { amount, words: `${count} ${Math.abs(amount) === 1 ? 'goes' : 'go'} into the wallet.` }
    : { amount, words: `${count} ${Math.abs(amount) === 1 ? 'comes' : 'come'} out of the wallet.` };
}

/** The audit log's actions in words. */
const ACTIONS = {
  grant_operator: 'made an operator', close_table: 'closed a table', pause_table: 'paused a table',
  resume_table: 'resumed a table', suspend: 'suspended', ban: 'banned', lift: 'lifted a sanction',
  unlock_pin: 'unlocked a PIN', reset_link: 'made a password reset link', adjust: 'adjusted chips',
};

export const actionWords = (action) => ACTIONS[action] ?? action;

/** An audit entry's subject ("user:7", "table:3") in words, with the console's page of it if it has one. */
export function subjectWords(subject) {
  const found = /^(user|table):(\d+)$/.exec(subject ?? '');
  if (!found) return { text: String(subject ?? ''), href: null };
  return found[1] === 'user'
    ? { text: `person ${found[2]}`, href: `#/console/person/${found[2]}` }
    : { text: `table ${found[2]}`, href: null };
}

/** The ledger's kinds of account, in the order the room page lists them, and their words. */
const KINDS = [
  ['wallets', "in people's wallets"], ['seats', 'at tables, in seats'], ['held', 'held (bets in play)'],
  ['house', 'the house'], ['grants', 'grants (chips given out)'], ['adjustments', "operators' adjustments"],
];

/** The room's chips by kind as rows (a kind this client does not know included, by its name), and their sum. */
export function chipKinds(balances) {
  const known = new Map(KINDS);
  const keys = [...KINDS.map(([k]) => k).filter((k) => k in balances), ...Object.keys(balances).filter((k) => !known.has(k))];
  const rows = keys.map((kind) => ({ kind, label: known.get(kind) ?? kind, chips: balances[kind] }));
  return { rows, sum: rows.reduce((total, r) => total + r.chips, 0) };
}

/** The books in words: balanced, or each thing the server found wrong, in a line. */
export function booksWords(books) {
  if (books?.balanced) return { balanced: true, lines: [] };
  const line = (wrong) => (typeof wrong === 'string' ? wrong
    : Object.entries(wrong ?? {}).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`).join(', '));
  return { balanced: false, lines: (books?.wrong ?? []).map(line) };
}

/**
 * The house's result (rows of day, game, result, rounds) as a table: a row a day, newest first,
 * a column a game (in the order GAME_NAMES lists them, then any other), and the totals by game
 * and in all.
 */
export function houseTable(rows) {
  const order = Object.keys(GAME_NAMES);
  const rank = (g) => (order.includes(g) ? order.indexOf(g) : order.length);
  const games = [...new Set(rows.map((r) => r.game))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const byDay = new Map();
  const total = { results: {}, result: 0, rounds: 0 };
  for (const r of rows) {
    if (!byDay.has(r.day)) byDay.set(r.day, { day: r.day, results: {}, result: 0, rounds: 0 });
    const day = byDay.get(r.day);
    day.results[r.game] = (day.results[r.game] ?? 0) + r.result;
    day.result += r.result;
    day.rounds += r.rounds;
    total.results[r.game] = (total.results[r.game] ?? 0) + r.result;
    total.result += r.result;
    total.rounds += r.rounds;
  }
  const days = [...byDay.values()].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  return { games, days, total };
}

/** A running setting's value in words, as it would be written: yes, no, none, a list's values, or itself. */
export function settingWords(value) {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (value === null || value === undefined) return 'none';
  // A list (the flags given more than once, say): its values, as many as there are.
  if (Array.isArray(value)) return value.length ? value.map(settingWords).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Where a running setting came from, in words. */
export function fromWords(from) {
  return { default: 'the default', file: 'the settings file', flag: 'a command-line flag' }[from] ?? String(from);
}
