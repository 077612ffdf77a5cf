// The operators' console in words: amounts, moments, sanctions, the audit log's entries, the
// room's chips by kind, the house's result as a table with its totals, and the moment a
// datetime-local field means. No page, no request: each is tested alone. The words are the page's
// language's, read when each is called, since the language may change while the page is open.

import { dateWords } from '../dom.js';
import { pageLang, say } from '../speech.js';

/** The games by the id the server gives them (a table's `game`, a house row's, a hand's), in the house table's order. */
export const GAMES = ['casino', 'pontoon', 'palace'];

/** A game's name in words, its id if this client does not know it. */
export const gameName = (id) => say('console-game', { game: String(id) });

/**
 * The locale dates are written in: English as the console has always written them (a British
 * day before the month), any other language its own.
 */
export const dateLocale = () => (pageLang() === 'en' ? 'en-GB' : pageLang());

/**
 * Whether this browser writes dates in the page's language: a browser without a language's data
 * (Esperanto, in some) would write another's instead, so the console writes numbers alone.
 */
const knowsDates = () => Intl.DateTimeFormat.supportedLocalesOf([dateLocale()]).length > 0;

/** A count in the page's language's own form ("1,500" in English, "1 500" in Hungarian). */
export const count = (n) => Number(n).toLocaleString(pageLang());

/** Chips with their sign, grouped as the page's language groups them: "+1,500", "−20", "±0". */
export function signedChips(n) {
  if (n > 0) return `+${count(n)}`;
  if (n < 0) return `−${count(-n)}`;
  return '±0';
}

/** Actions a second, to one decimal place: "3.2", "0". */
export function rateWords(n) {
  return new Intl.NumberFormat(pageLang(), { maximumFractionDigits: 1 }).format(n);
}

const two = (n) => String(n).padStart(2, '0');

/** A UTC day of the house's table ("2026-12-03") in words: "Thursday 3 December 2026". */
export function dayWords(day) {
  const found = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!found) return String(day);
  if (!knowsDates()) return found[0];
  const at = Date.UTC(Number(found[1]), Number(found[2]) - 1, Number(found[3]));
  const words = new Intl.DateTimeFormat(dateLocale(), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
  // English without the comma after the weekday, as the rest of the page writes a day; other
  // languages as they write it themselves (Hungarian's commas are part of its order).
  return pageLang() === 'en' ? words.replace(',', '') : words;
}

/**
 * A moment in words in the reader's time zone and the page's language: in English the page's own
 * "Friday 9 January, 18:00" (with the year when it is not this year's); in another language its
 * own order and names, with a 24-hour clock.
 */
export function whenWords(ms, { timeZone, now = Date.now() } = {}) {
  if (pageLang() === 'en') return dateWords(ms, { timeZone, now });
  const zone = timeZone ?? browserZone();
  if (!knowsDates()) {
    const shifted = new Date(ms + zoneOffset(ms, zone));
    return `${shifted.getUTCFullYear()}-${two(shifted.getUTCMonth() + 1)}-${two(shifted.getUTCDate())} ${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
  }
  const year = (at) => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: zone }).format(at);
  return new Intl.DateTimeFormat(dateLocale(), {
    weekday: 'long', day: 'numeric', month: 'long', year: year(ms) === year(now) ? undefined : 'numeric',
    hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone,
  }).format(ms);
}

/** A time of day, with its seconds, in the reader's zone: "18:05:09". */
export function clockWords(ms, { timeZone } = {}) {
  return new Intl.DateTimeFormat(knowsDates() ? dateLocale() : 'en-GB', {
    hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone,
  }).format(ms);
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
  return `${shifted.getUTCFullYear()}-${two(shifted.getUTCMonth() + 1)}-${two(shifted.getUTCDate())}T${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
}

/** Who did it: an operator's name, or the command line on the room's machine (null). */
export const byWords = (name) => name ?? say('console-machine');

/**
 * Who did it, as a sentence's variables: `who` is "machine" for the command line on the room's
 * machine (a null name), "person" for an operator named `name`; each language words either.
 */
export const byArgs = (name) => ({ who: name === null || name === undefined ? 'machine' : 'person', name: name ?? '' });

/** A person's sanction now in words: "none", "suspended until Friday 9 January, 18:00: spam (by opal)". */
export function sanctionWords(sanction, when = whenWords) {
  if (!sanction) return say('console-sanction-none');
  const args = { reason: String(sanction.reason ?? ''), ...byArgs(sanction.by) };
  if (sanction.kind === 'ban') return say('console-sanction-ban', args);
  if (sanction.kind === 'suspend') {
    return sanction.until === null || sanction.until === undefined
      ? say('console-sanction-suspended', args)
      : say('console-sanction-suspended-until', { ...args, until: when(sanction.until) });
  }
  return say('console-sanction-other', { ...args, kind: String(sanction.kind) });
}

/**
 * A chip adjustment's amount as typed: the whole number and where the chips go ("50 chips go
 * into the wallet"), or a null amount and what to type.
 */
export function adjustmentWords(text) {
  const trimmed = String(text ?? '').trim().replace(/^−/, '-');
  if (!/^[+-]?\d+$/.test(trimmed) || Number(trimmed) === 0) {
    return { amount: null, words: say('console-adjust-how') };
  }
  const amount = Number(trimmed);
  return {
    amount,
    words: amount > 0 ? say('console-adjust-in', { count: amount }) : say('console-adjust-out', { count: -amount }),
  };
}

/** The audit log's actions in words (an action this client does not know, as the server names it). */
export const actionWords = (action) => say('console-action', { action: String(action) });

/** An audit entry's subject ("user:7", "table:3") in words, with the console's page of it if it has one. */
export function subjectWords(subject) {
  const found = /^(user|table):(\d+)$/.exec(subject ?? '');
  if (!found) return { text: String(subject ?? ''), href: null };
  return found[1] === 'user'
    ? { text: say('console-subject-person', { id: found[2] }), href: `#/console/person/${found[2]}` }
    : { text: say('console-subject-table', { id: found[2] }), href: null };
}

/** The ledger's kinds of account, in the order the room page lists them (their words are console-chip-kind's). */
const KINDS = ['wallets', 'seats', 'held', 'house', 'grants', 'adjustments'];

/** The room's chips by kind as rows (a kind this client does not know included, by its name), and their sum. */
export function chipKinds(balances) {
  const keys = [...KINDS.filter((k) => k in balances), ...Object.keys(balances).filter((k) => !KINDS.includes(k))];
  const rows = keys.map((kind) => ({ kind, label: say('console-chip-kind', { kind }), chips: balances[kind] }));
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
 * a column a game (in the order GAMES lists them, then any other), and the totals by game
 * and in all.
 */
export function houseTable(rows) {
  const order = GAMES;
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
  if (value === true) return say('console-setting-yes');
  if (value === false) return say('console-setting-no');
  if (value === null || value === undefined) return say('console-setting-none');
  // A list (the flags given more than once, say): its values, as many as there are, as written.
  if (Array.isArray(value)) return value.length ? value.map(settingWords).join(', ') : say('console-setting-none');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Where a running setting came from, in words. */
export function fromWords(from) {
  return say('console-setting-from', { from: String(from) });
}
