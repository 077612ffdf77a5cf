// What the coach says of casino rounds already played (docs/web.md, "The coach"): a person's
// session at a table, after they stand up or go back to the lobby (GET /api/hands/review, each
// decision that was not the best, and the total), and a round's review in the hand histories and
// its replay (GET /api/hands/ID/review, every decision). A decision is the hand's cards, the
// move made, the best move and what the one made gave up against it, in chips and in bets.

import { api } from '../../api.js';
import { dateWords, fraction, h, fill } from '../../dom.js';
import { say } from '../../speech.js';
import { cardsSaid, choiceName } from './coach.js';

/** A number of the wire, 0 for anything else. */
const number = (n) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** A whole count of the wire, 0 for anything else. */
const count = (n) => (Number.isSafeInteger(n) && n >= 0 ? n : 0);

/** What a decision (or many) gave up: "1.50 chips (0.150 bets)". */
export function costWords(chips, bets) {
  return say('casino-coach-cost', { chips: fraction(number(chips), 2), bets: fraction(number(bets), 3) });
}

/** A decision's hand in short ("10♣ 6♦"), its cards as the wire writes them; '' for any not a card. */
function handOf(decision) {
  const cards = Array.isArray(decision?.cards) ? decision.cards.filter((c) => typeof c === 'string' && /^[A2-9TJQK][CDHS]$/.test(c)) : [];
  return cardsSaid(cards);
}

/** A decision's best move: the first of its moves (the server lists them best first). */
export function bestOf(decision) {
  return Array.isArray(decision?.moves) && typeof decision.moves[0]?.choice === 'string' ? decision.moves[0].choice : null;
}

/** Whether a decision gave anything up. */
export const costly = (decision) => number(decision?.cost) > 1e-9;

/**
 * Decisions as a table: the hand's cards, the move made, the best, and what it gave up (a best
 * move says so in words, not by a colour). `when(decision)`, if given, heads each row with its
 * round's moment.
 */
export function decisionTable(decisions, caption, when = null) {
  const columns = [when ? 'round' : null, 'hand', 'made', 'best', 'cost'].filter(Boolean);
  const heads = {
    round: say('casino-coach-col-round'), hand: say('casino-coach-col-hand'), made: say('casino-coach-col-made'),
    best: say('casino-coach-col-best'), cost: say('casino-coach-col-cost'),
  };
  return h('table', { class: 'coach-decisions', 'data-test': 'decisions' },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, columns.map((c) => h('th', { scope: 'col' }, heads[c])))),
    h('tbody', {}, decisions.map((d) => h('tr', { class: costly(d) ? 'costly' : 'right', 'data-test': 'decision' },
      when ? h('td', {}, when(d)) : null,
      h('td', { 'data-test': 'decision-hand' }, handOf(d)),
      h('td', { 'data-test': 'decision-made' }, choiceName(d.taken)),
      h('td', { 'data-test': 'decision-best' }, choiceName(bestOf(d))),
      h('td', { class: 'number', 'data-test': 'decision-cost' },
        costly(d) ? costWords(d.cost_chips, d.cost) : say('casino-coach-was-best'))))));
}

/** A round's review in a line: "2 mistakes: 1.50 chips (0.150 bets)", "no mistakes", "no decisions". */
export function reviewLine(review) {
  const decisions = Array.isArray(review?.decisions) ? review.decisions.length : 0;
  if (!decisions) return say('casino-coach-review-none');
  const mistakes = count(review.mistakes);
  if (!mistakes) return say('casino-coach-review-clean', { decisions });
  return say('casino-coach-review', { mistakes, cost: costWords(review.cost_chips, review.cost) });
}

/**
 * A round's review for its row in the hand histories: its line, and its decisions on opening it.
 * `review` is GET /api/hands/ID/review's answer.
 */
export function reviewCell(review) {
  const decisions = Array.isArray(review?.decisions) ? review.decisions : [];
  if (!decisions.length) return h('span', { 'data-test': 'review' }, reviewLine(review));
  return h('details', { class: 'coach-review', 'data-test': 'review' },
    h('summary', {}, reviewLine(review)),
    decisionTable(decisions, say('casino-coach-decisions')));
}

/**
 * What the coach says of the step of a replay that made action `action` (the record's, from 0),
 * or null: the move's worth against the best.
 */
export function stepNote(review, action) {
  const decision = (review?.decisions ?? []).find((d) => d.action === action);
  if (!decision) return null;
  const best = choiceName(bestOf(decision));
  return costly(decision)
    ? say('casino-coach-step-cost', { best, cost: costWords(decision.cost_chips, decision.cost) })
    : say('casino-coach-step-best', { move: choiceName(decision.taken) });
}

/**
 * What a session's report (GET /api/hands/review) says: `costly`, each decision that was not the
 * best, with its round's moment (`ended_at`), in the order played; `totals`, the counts and
 * what they cost (`rounds`, `decisions`, `mistakes`, `cost` in bets, `chips`).
 */
export function reportSummary(report) {
  const rounds = Array.isArray(report?.rounds) ? report.rounds : [];
  const totals = report?.totals ?? {};
  const costlyOnes = rounds.flatMap((r) => (Array.isArray(r?.decisions) ? r.decisions : [])
    .filter(costly).map((d) => ({ ...d, ended_at: r.ended_at })));
  return {
    costly: costlyOnes,
    totals: {
      rounds: count(totals.rounds), decisions: count(totals.decisions), mistakes: count(totals.mistakes),
      cost: number(totals.cost), chips: number(totals.cost_chips),
    },
  };
}

/** The session's report in words: the sentence under its table, or the one that says nothing cost anything. */
export function reportWords({ costly: found, totals }) {
  const said = { rounds: totals.rounds, decisions: totals.decisions, mistakes: totals.mistakes, cost: costWords(totals.chips, totals.cost) };
  return found.length ? say('casino-report-total', said) : say('casino-report-clean', said);
}

/**
 * The session's report drawn from its answer: each decision that was not the best, with its
 * round's moment, and the total; a session with none says so.
 */
export function reportBody(report) {
  const summary = reportSummary(report);
  if (!summary.costly.length) return [h('p', { 'data-test': 'report-clean' }, reportWords(summary))];
  return [
    decisionTable(summary.costly, say('casino-report-caption'),
      (d) => (Number.isFinite(d.ended_at) ? dateWords(d.ended_at) : '')),
    h('p', { class: 'coach-total', 'data-test': 'report-total' }, reportWords(summary)),
  ];
}

/** Where a table page leaves the report of a session its person left seated, for the lobby to show. */
export const REPORT_KEY = 'parlour-coach-report';

/**
 * The session a table page left for the lobby to report ({table, after}), taken from `storage`
 * (the tab's session storage) so that it is reported once; null if none, or none readable.
 */
export function takeLeftReport(storage) {
  let left = null;
  try {
    left = JSON.parse(storage.getItem(REPORT_KEY) ?? 'null');
    storage.removeItem(REPORT_KEY);
  } catch {
    return null;
  }
  const good = (n) => Number.isSafeInteger(n) && n >= 0;
  return left && good(left.table) && good(left.after) ? { table: left.table, after: left.after } : null;
}

/** How many rounds the report reads at most. */
const ROUNDS = 100;

/**
 * The report of a person's session at `table`, the rounds after their hand `after` (a panel, its
 * words filled in once read). `close`, if given, is a button's press that puts it away. A session
 * of no round calls `empty()` (the panel has nothing to say) instead.
 */
export function reportPanel(table, after, { close = null, empty = () => {} } = {}) {
  const body = h('div', { 'aria-live': 'polite' }, h('p', { class: 'hint' }, say('casino-report-reading')));
  const panel = h('section', { class: 'coach-report', 'aria-labelledby': `report-${table}`, 'data-test': 'report' },
    h('h2', { id: `report-${table}` }, say('casino-report-title', { table: String(table) })),
    body,
    close ? h('button', { type: 'button', class: 'quiet', 'data-test': 'report-close', onclick: close }, say('casino-report-close')) : null);
  api('GET', `/api/hands/review?table=${encodeURIComponent(table)}&after=${encodeURIComponent(after)}&limit=${ROUNDS}`)
    .then((report) => {
      if (!count(report?.totals?.rounds) && !(report?.rounds ?? []).length) {
        empty();
        fill(body, h('p', {}, say('casino-report-no-rounds')));
        return;
      }
      fill(body, reportBody(report));
    })
    .catch((error) => fill(body, h('p', { class: 'error' }, error.message)));
  return panel;
}
