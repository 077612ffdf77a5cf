// The trainer's pure parts (docs/web.md, "Practice"): the hands people most often play wrong at a
// casino table (a hard 15 or 16, a soft 17 to 19, a pair), dealt by the room from a seed and a
// weight a kind (GET /api/practice), each answer scored against the coach's values from a fresh
// shoe. The weights follow the person's misses, kept in this browser, so the kind they get wrong
// comes more often; the score is kept for the tab. The page is pages/practice.js.

import { CHOICES } from './coach.js';

/** The kinds of hand the trainer deals, in the order the room takes their weights. */
export const KINDS = ['hard', 'soft', 'pair'];

/** The bet a practice hand is scored at: what a move gives up, in chips. */
export const PRACTICE_BET = 10;

/** How many answers of a kind count: past it the old ones are halved, so the weight follows the recent. */
const MEMORY = 40;

/** Statistics with nothing answered. */
export const freshStats = () => Object.fromEntries(KINDS.map((k) => [k, { answered: 0, missed: 0 }]));

/** A count kept, or 0 for anything that is not one. */
const whole = (n) => (Number.isSafeInteger(n) && n >= 0 ? n : 0);

/** Statistics read back from what a browser kept (anything else: nothing answered). */
export function statsOf(kept) {
  const stats = freshStats();
  for (const kind of KINDS) {
    const answered = whole(kept?.[kind]?.answered);
    stats[kind] = { answered, missed: Math.min(whole(kept?.[kind]?.missed), answered) };
  }
  return stats;
}

/**
 * The weight of each kind (KINDS' order), from 1 to 10: the share of its answers missed, counted
 * as if one was missed and one right before any (so a kind not yet answered weighs as a kind half
 * missed, and one answer does not decide). A kind always missed comes ten times as often as one
 * always right.
 */
export function weightsOf(stats) {
  return KINDS.map((kind) => {
    const { answered, missed } = stats[kind];
    return 1 + Math.round((9 * (missed + 1)) / (answered + 2));
  });
}

/** `stats` with one more answer of `kind`, right or not; past MEMORY answers the kind's are halved. */
export function noted(stats, kind, right) {
  const next = statsOf(stats);
  if (!KINDS.includes(kind)) return next;
  let { answered, missed } = next[kind];
  answered += 1;
  if (!right) missed += 1;
  if (answered > MEMORY) {
    answered = Math.round(answered / 2);
    missed = Math.round(missed / 2);
  }
  next[kind] = { answered, missed: Math.min(missed, answered) };
  return next;
}

/** A score with nothing answered: right of answered, and the chips given up at PRACTICE_BET. */
export const freshScore = () => ({ answered: 0, right: 0, chips: 0 });

/** A score read back from what the tab kept. */
export function scoreOf(kept) {
  const answered = whole(kept?.answered);
  const chips = typeof kept?.chips === 'number' && Number.isFinite(kept.chips) && kept.chips >= 0 ? kept.chips : 0;
  return { answered, right: Math.min(whole(kept?.right), answered), chips };
}

/** `score` with one more answer, as `scored` went. */
export function scored(score, { right, chips }) {
  return {
    answered: score.answered + 1,
    right: score.right + (right ? 1 : 0),
    chips: Math.round((score.chips + chips) * 100) / 100,
  };
}

/** A seed for the room's dealer: 64 bits from the browser's cryptographic generator, in decimal. */
export function newSeed(random = globalThis.crypto) {
  const words = new Uint32Array(2);
  random.getRandomValues(words);
  return ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
}

/** The ranks of the values the trainer deals by: ace, 2 to 9, and a ten-count drawn as a king. */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];

/**
 * A card of the drill as the page draws it: a card as the wire writes it stays as it is; a value
 * (0 the ace .. 9 a ten-count) is drawn in a suit by its place in the hand, so that a pair shows
 * two suits. null for anything else.
 */
export function drillCard(card, at) {
  if (typeof card === 'string' && /^[A2-9TJQK][CDHS]$/.test(card)) return card;
  if (Number.isInteger(card) && card >= 0 && card < RANKS.length) return RANKS[card] + SUITS[at % SUITS.length];
  return null;
}

/** A card's points: the ace 1, the pictures and the ten 10. */
const points = (code) => ({ A: 1, T: 10, J: 10, Q: 10, K: 10 }[code[0]] ?? Number(code[0]));

/** A hand's total as a player counts it: {total, soft} (an ace counted 11 where it may be). */
export function handTotal(cards) {
  const hard = cards.reduce((sum, c) => sum + points(c), 0);
  const soft = cards.some((c) => c[0] === 'A') && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

/**
 * The room's drill (GET /api/practice) read for the page: {kind, cards, bought, moves:
 * [{choice, bets}] best first, best}; null for an answer that is not one (an unknown kind or
 * move, a card that is not one, no moves).
 */
export function readDrill(answer) {
  if (!answer || !KINDS.includes(answer.kind) || !Array.isArray(answer.cards) || !Array.isArray(answer.moves)) return null;
  const cards = answer.cards.map(drillCard);
  if (cards.length < 2 || cards.includes(null)) return null;
  const moves = [];
  for (const move of answer.moves) {
    if (!CHOICES.includes(move?.choice) || typeof move.bets !== 'number' || !Number.isFinite(move.bets)) return null;
    if (moves.some((m) => m.choice === move.choice)) return null;
    moves.push({ choice: move.choice, bets: move.bets });
  }
  if (!moves.length) return null;
  return { kind: answer.kind, cards, bought: answer.bought === true, moves, best: moves[0].choice };
}

/**
 * An answer scored: {right, cost, chips, best} (what it gave up against the best, in bets and in
 * chips at PRACTICE_BET); null for a move the hand could not make.
 */
export function score(drill, choice) {
  const made = drill.moves.find((m) => m.choice === choice);
  if (!made) return null;
  const top = drill.moves[0].bets;
  const cost = Math.max(0, top - made.bets);
  const right = cost <= 1e-9;
  return { right, cost: right ? 0 : cost, chips: right ? 0 : Math.round(cost * PRACTICE_BET * 100) / 100, best: drill.best };
}

/** The hand's moves in the order the page's buttons show them: the table's, never best first. */
export function buttonsOf(drill) {
  return CHOICES.filter((c) => drill.moves.some((m) => m.choice === c));
}

/**
 * What a key asks for on the practice page: {do: 'answer', choice} for a move the hand may make
 * (the table's keys: S or Enter stick, T or + twist, B or * buy, L or / split), {do: 'next'}
 * once answered (N, or Enter); null otherwise. An answered hand takes no second answer.
 */
export function practiceKey(key, drill, answered) {
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (!drill) return null;
  if (answered) return k === 'Enter' || k === 'n' ? { do: 'next' } : null;
  const choice = { Enter: 'stick', s: 'stick', t: 'twist', '+': 'twist', b: 'buy', '*': 'buy', l: 'split', '/': 'split' }[k];
  return choice && drill.moves.some((m) => m.choice === choice) ? { do: 'answer', choice } : null;
}

/** Where the browser keeps the statistics (localStorage) and the tab the score (sessionStorage). */
export const STATS_KEY = 'parlour-practice';
export const SCORE_KEY = 'parlour-practice-score';

/** What `storage` keeps under `key`, parsed; null if nothing readable. */
export function keptJson(storage, key) {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` in `storage`, if it keeps anything. */
export function keepJson(storage, key, value) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A browser that keeps nothing practises with even weights.
  }
}
