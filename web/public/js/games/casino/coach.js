// The coach at a casino table (docs/web.md, "The coach"): what each move open to your hand is
// worth, asked for on your turn (`hint`, docs/protocol.md) and answered from your own view alone,
// by a fresh shoe or, where the room allows it, by the cards seen since the shuffle. Off unless
// the person turns it on in this browser; the room may turn it off at a table (the view
// message's `hints`: off, fresh or seen). Also what a person's session at the table was worth:
// the first hand of the session, kept while they sit, from which the report is asked for.
// The pure parts are here; the table's page (page.js) draws them.

import { cardShort, cardWords } from '../../cards.js';
import { fraction } from '../../dom.js';
import { say } from '../../speech.js';

/** The coach's moves, in the order the page lists them when none is put first. */
export const CHOICES = ['stick', 'twist', 'buy', 'split'];

/** A choice's name as its button says it (moves.ftl), or the choice itself for one not known. */
export function choiceName(choice) {
  switch (choice) {
    case 'stick': return say('move-stick');
    case 'twist': return say('move-twist');
    case 'buy': return say('move-buy');
    case 'split': return say('move-split');
    default: return String(choice);
  }
}

/**
 * The table's hint policy from its view message: 'off', 'fresh' or 'seen'; null when the message
 * says none (a table whose game has no coach, or a room that sends none), which offers nothing.
 */
export function policyOf(message) {
  const hints = message?.hints;
  return hints === 'off' || hints === 'fresh' || hints === 'seen' ? hints : null;
}

/** The count to ask for: the cards seen only where the table allows it and the person chose it. */
export function countFor(policy, seenChosen) {
  return policy === 'seen' && seenChosen ? 'seen' : 'fresh';
}

/** What this browser keeps of the coach: whether it is on, and whether the cards seen are chosen. */
const KEPT = { on: 'parlour-coach', seen: 'parlour-coach-seen' };

function read(storage, key) {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage, key, on) {
  try {
    if (on) storage?.setItem(key, 'on');
    else storage?.removeItem(key);
  } catch {
    // A browser that keeps nothing has the coach for as long as the page is open.
  }
}

/** The coach's switches as this browser keeps them (`storage`: localStorage): {on, seen}, both off unless set. */
export function coachSettings(storage) {
  return { on: read(storage, KEPT.on) === 'on', seen: read(storage, KEPT.seen) === 'on' };
}

/** Keeps a switch of the coach (`what`: 'on' or 'seen') in this browser. */
export function keepSetting(storage, what, on) {
  write(storage, KEPT[what], on);
}

/** A number of the wire, or null for anything else (the answer is the server's, and read as such). */
const finite = (n) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/**
 * A hint answer (the `hint` message) read for the page: {hand, cards, bet, count, version,
 * moves: [{choice, bets, chips, best}]} with the moves in the order the server gave them (best
 * first), the first (and any worth as much) marked best; null for an answer that is not one (no
 * moves, a move of no worth, a card the wire never writes).
 */
export function readHint(answer) {
  if (!answer || answer.type !== 'hint' || !Array.isArray(answer.moves) || !answer.moves.length) return null;
  if (!Array.isArray(answer.cards) || !answer.cards.every((c) => typeof c === 'string' && /^[A2-9TJQK][CDHS]$/.test(c))) return null;
  const bet = finite(answer.bet);
  const moves = [];
  for (const move of answer.moves) {
    const bets = finite(move?.bets);
    if (bets === null || typeof move.choice !== 'string') return null;
    // The chips a move is worth are the server's; from the bet if it sent none.
    const chips = finite(move.chips) ?? (bet === null ? null : Math.round(bets * bet * 100) / 100);
    moves.push({ choice: move.choice, bets, chips });
  }
  const top = moves[0].bets;
  for (const move of moves) move.best = move.bets >= top - 1e-9;
  return {
    hand: Number.isInteger(answer.hand) ? answer.hand : 0,
    cards: answer.cards,
    bet,
    count: answer.count === 'seen' ? 'seen' : 'fresh',
    version: finite(answer.version),
    moves,
  };
}

/** The cards of hand `hand` of the viewer's seat in `view`, or null when it holds none. */
function handCards(view, seat, hand) {
  const bettor = view?.round?.bettors?.find((b) => b.seat === seat);
  return bettor?.hands?.[hand]?.cards ?? null;
}

/** Whether it is `seat`'s turn to play a hand in `view` (not to bet). */
export function playing(view, seat) {
  if (seat === null || seat === undefined || view?.phase !== 'playing' || view.seat !== seat) return false;
  return (view.moves ?? []).some((m) => CHOICES.includes(m.move));
}

/**
 * Whether `hint` (readHint's) is for the hand `seat` is playing in `view` now: its turn, the same
 * hand, the same cards. Once the table moves on (a card taken, the next hand of a split, the
 * round over) the hint is stale: what it valued is no longer the choice in front of the player.
 */
export function hintCurrent(hint, view, seat) {
  if (!hint || !playing(view, seat) || (view.hand ?? 0) !== hint.hand) return false;
  const cards = handCards(view, seat, hint.hand);
  return Array.isArray(cards) && cards.length === hint.cards.length && cards.every((c, i) => c === hint.cards[i]);
}

/** A hand's cards in short ("10♣ 6♦") or, for a screen reader, in words. */
export function cardsSaid(cards, words = false) {
  return cards.map(words ? cardWords : cardShort).join(words ? ', ' : ' ');
}

/** What a move is worth, in words: "−0.412 bets (−4.12 chips)"; the chips left out if unknown. */
export function worthWords(move) {
  const bets = fraction(move.bets, 3, { sign: true });
  if (move.chips === null || move.chips === undefined) return say('casino-coach-worth-bets', { bets });
  return say('casino-coach-worth', { bets, chips: fraction(move.chips, 2, { sign: true }) });
}

/** One move of a hint as its line says it: "Stick (best): −0.412 bets (−4.12 chips)". */
export function moveLine(move) {
  const said = { move: choiceName(move.choice), worth: worthWords(move) };
  return move.best ? say('casino-coach-move-best', said) : say('casino-coach-move', said);
}

/** Which count a hint used, in words. */
export function countWords(count) {
  return say('casino-coach-count', { count: count === 'seen' ? 'seen' : 'fresh' });
}

/** The hint read out: which count, the hand, and each move with its worth, best first. */
export function hintSaid(hint) {
  return say('casino-coach-said', {
    count: hint.count,
    cards: cardsSaid(hint.cards, true),
    moves: hint.moves.map(moveLine).join('; '),
  });
}

/** The reasons a hint is refused (`no_hint`'s `why`), as the catalogue tells them apart. */
const WHY = ['not_your_turn', 'hints_off', 'seen_off', 'no_coach', 'not_seated'];

/**
 * A hint's refusal in words: `no_hint` by its reason; any other error (the connection lost, too
 * many requests) by `otherwise(answer)`, the table's words for an error.
 */
export function refusedWords(answer, otherwise) {
  if (answer?.type === 'error' && answer.code === 'no_hint') {
    const why = answer.args?.why;
    return say('casino-coach-refused', { why: WHY.includes(why) ? why : 'other' });
  }
  return say('casino-coach-failed', { why: otherwise(answer) });
}

/**
 * The newest of a person's rounds (GET /api/hands's first row) as the mark their session at a
 * table starts after: the rounds at the table with a greater id are the session's. 0 if they
 * have none.
 */
export function sessionMark(hands) {
  const id = hands?.hands?.[0]?.id;
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** Where this browser keeps the start of a person's session at a table. */
export const sessionKey = (who, table) => `parlour-coach-session:${who}:${table}`;

/** The start of the session kept under `key`, or null. */
export function keptMark(storage, key) {
  const kept = read(storage, key);
  return typeof kept === 'string' && /^\d{1,15}$/.test(kept) ? Number(kept) : null;
}

/** Keeps (or, with null, forgets) the start of a session. */
export function keepMark(storage, key, mark) {
  try {
    if (mark === null) storage?.removeItem(key);
    else storage?.setItem(key, String(mark));
  } catch {
    // Not kept: the report of a session begun in this page is still shown when it ends here.
  }
}
