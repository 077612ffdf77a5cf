// #/practice: the trainer (docs/web.md, "Practice"). The room deals one casino hand of a kind
// people often play wrong (GET /api/practice, from a seed of this browser's cryptographic
// generator and a weight a kind); the person answers with the table's move buttons or keys, is
// told whether it was the best move, which was, and what each move is worth; the score counts the
// right answers and the chips given up at a bet of 10. The kinds they miss come more often: the
// weights follow their misses, kept in this browser (games/casino/practice.js).

import { api } from '../api.js';
import { cardSvg } from '../cards.js';
import { announce, fraction, h, fill, markup, percent } from '../dom.js';
import { capText, keyOf, keysBox, pageKeys, withKey } from '../keys.js';
import { say } from '../speech.js';
import { choiceName, moveLine } from '../games/casino/coach.js';
import { BUTTON_KEYS } from '../games/casino/keys.js';
import {
  KINDS, PRACTICE_BET, SCORE_KEY, STATS_KEY, buttonsOf, freshScore, freshStats, handTotal, keepJson, keptJson,
  newSeed, noted, practiceKey, readDrill, score, scoreOf, scored, statsOf, weightsOf,
} from '../games/casino/practice.js';

/** The hand in words: "Hard 16", "Soft 18", "A pair of 8s" is said by its kind and total. */
function handWords(drill) {
  const { total } = handTotal(drill.cards);
  switch (drill.kind) {
    case 'hard': return say('page-practice-hard', { total });
    case 'soft': return say('page-practice-soft', { total });
    default: return say('page-practice-pair', { total });
  }
}

/** What a kind is, for the score's table. */
function kindWords(kind) {
  switch (kind) {
    case 'hard': return say('page-practice-kind-hard');
    case 'soft': return say('page-practice-kind-soft');
    default: return say('page-practice-kind-pair');
  }
}

/** The page's keys, as its box lists them. */
function practiceKeys() {
  return [
    [capText('s'), say('page-practice-key-stick')], [capText('t'), say('page-practice-key-twist')],
    [capText('b'), say('page-practice-key-buy')], [capText('l'), say('page-practice-key-split')],
    [say('casino-key-enter'), say('page-practice-key-enter')], [capText('n'), say('page-practice-key-next')],
  ];
}

export function practicePage({ main }) {
  const state = {
    drill: null, answer: null, error: '', asking: false,
    stats: statsOf(keptJson(globalThis.localStorage, STATS_KEY)),
    score: scoreOf(keptJson(globalThis.sessionStorage, SCORE_KEY)),
  };
  const stage = h('section', { class: 'practice-hand', 'aria-labelledby': 'practice-hand', 'data-test': 'practice' });
  const board = h('section', { class: 'practice-score', 'aria-labelledby': 'practice-score' });
  let gone = false;
  let dealt = 0;

  /** Deals the next hand, by a fresh seed and the weights the misses give. */
  async function deal() {
    dealt += 1;
    const mine = dealt;
    Object.assign(state, { asking: true, error: '' });
    draw();
    const [hard, soft, pair] = weightsOf(state.stats);
    try {
      const answer = await api('GET', `/api/practice?preset=casino&seed=${newSeed()}&hard=${hard}&soft=${soft}&pair=${pair}`);
      if (gone || mine !== dealt) return;
      const drill = readDrill(answer);
      Object.assign(state, { drill, answer: null, asking: false, error: drill ? '' : say('page-practice-unreadable') });
      if (drill) announce(say('page-practice-dealt', { hand: handWords(drill) }));
    } catch (error) {
      if (gone || mine !== dealt) return;
      Object.assign(state, { drill: null, asking: false, error: error.message });
    }
    draw();
  }

  /** The person's answer: scored, said, counted, and the kind's weight moved by it. */
  function answer(choice) {
    if (!state.drill || state.answer) return;
    const result = score(state.drill, choice);
    if (!result) return;
    state.answer = { choice, ...result };
    state.score = scored(state.score, result);
    state.stats = noted(state.stats, state.drill.kind, result.right);
    keepJson(globalThis.sessionStorage, SCORE_KEY, state.score);
    keepJson(globalThis.localStorage, STATS_KEY, state.stats);
    announce(verdict());
    draw();
    // The Next button takes the focus, so Enter or Space deals the next hand.
    stage.querySelector('[data-test="practice-next"]')?.focus();
  }

  /** The answer in words: right, or the best move and what the one made gave up. */
  function verdict() {
    const { choice, right, cost, chips, best } = state.answer;
    return right
      ? say('page-practice-right', { move: choiceName(choice) })
      : say('page-practice-wrong', {
        move: choiceName(choice), best: choiceName(best), bets: fraction(cost, 3), chips: fraction(chips, 2), bet: PRACTICE_BET,
      });
  }

  function perform(what) {
    if (what.do === 'answer') answer(what.choice);
    else if (what.do === 'next' && !state.asking) deal();
  }

  function drawHand() {
    if (state.error) {
      return fill(stage, h('h2', { id: 'practice-hand' }, say('page-practice-hand-title')),
        h('p', { class: 'error', role: 'alert', 'data-test': 'practice-error' }, state.error),
        h('button', { type: 'button', 'data-test': 'practice-next', onclick: deal }, say('page-practice-again')));
    }
    const { drill } = state;
    if (!drill) return fill(stage, h('h2', { id: 'practice-hand' }, say('page-practice-hand-title')), h('p', { class: 'hint' }, say('page-practice-dealing')));
    const made = state.answer;
    const moves = buttonsOf(drill).map((choice) => withKey(h('button', {
      type: 'button', 'data-test': `practice-${choice}`, disabled: Boolean(made) || state.asking,
      class: made?.choice === choice ? 'chosen' : null, 'aria-pressed': made ? String(made.choice === choice) : null,
      onclick: () => answer(choice),
    }, choiceName(choice)), BUTTON_KEYS[choice]));
    // The worth of each move, best first, once answered; at a bet of PRACTICE_BET.
    const worth = made ? drill.moves.map((m, i) => ({
      choice: m.choice, bets: m.bets, chips: Math.round(m.bets * PRACTICE_BET * 100) / 100, best: i === 0 || m.bets >= drill.moves[0].bets - 1e-9,
    })) : [];
    return fill(stage,
      h('h2', { id: 'practice-hand' }, say('page-practice-hand-title')),
      h('p', { class: 'practice-total', 'data-test': 'practice-kind', 'data-kind': drill.kind }, handWords(drill)),
      markup('div', { class: 'cards' }, drill.cards.map(cardSvg).join('')),
      drill.bought ? h('p', { class: 'hint', 'data-test': 'practice-bought' }, say('page-practice-bought')) : null,
      h('div', { class: 'moves', role: 'group', 'aria-label': say('page-practice-moves') }, moves),
      made ? h('div', { class: 'practice-verdict' },
        h('p', { class: made.right ? 'right' : 'wrong', 'data-test': 'practice-verdict', 'data-right': String(made.right) },
          h('span', { 'aria-hidden': 'true' }, made.right ? '✓ ' : '✗ '), verdict()),
        h('ol', { class: 'coach-moves', 'aria-label': say('page-practice-worth', { bet: PRACTICE_BET }) }, worth.map((m) => h('li', {
          class: m.best ? 'best' : null, 'data-test': `practice-worth-${m.choice}`, 'data-best': String(m.best),
        }, m.best ? h('span', { class: 'star', 'aria-hidden': 'true' }, '★ ') : null, moveLine(m)))),
        h('button', { type: 'button', class: 'primary', 'data-test': 'practice-next', onclick: deal },
          say('page-practice-next'))) : null);
  }

  function drawScore() {
    const { answered, right, chips } = state.score;
    const weights = weightsOf(state.stats);
    const total = weights.reduce((a, b) => a + b, 0);
    fill(board,
      h('h2', { id: 'practice-score' }, say('page-practice-score-title')),
      h('p', { 'data-test': 'practice-score', 'data-right': right, 'data-answered': answered, 'data-chips': chips },
        say('page-practice-score', { right, answered, chips: fraction(chips, 2), bet: PRACTICE_BET })),
      h('table', { 'data-test': 'practice-kinds' },
        h('caption', {}, say('page-practice-kinds')),
        h('thead', {}, h('tr', {}, ['kind', 'answered', 'missed', 'often'].map((c) => h('th', { scope: 'col' }, say(`page-practice-col-${c}`))))),
        h('tbody', {}, KINDS.map((kind, i) => h('tr', { 'data-test': `practice-kind-${kind}`, 'data-weight': weights[i] },
          h('td', {}, kindWords(kind)),
          h('td', { class: 'number' }, String(state.stats[kind].answered)),
          h('td', { class: 'number' }, String(state.stats[kind].missed)),
          h('td', { class: 'number' }, percent(weights[i] / total)))))),
      h('button', {
        type: 'button', class: 'quiet', 'data-test': 'practice-reset',
        onclick: () => {
          state.stats = freshStats();
          state.score = freshScore();
          keepJson(globalThis.localStorage, STATS_KEY, state.stats);
          keepJson(globalThis.sessionStorage, SCORE_KEY, state.score);
          drawScore();
        },
      }, say('page-practice-reset')));
  }

  function draw() {
    drawHand();
    drawScore();
  }

  fill(main, h('h1', {}, say('page-practice-title')),
    h('p', {}, say('page-practice-intro')),
    stage, board, keysBox(practiceKeys()));
  const stop = pageKeys((event) => practiceKey(keyOf(event), state.drill, Boolean(state.answer)), perform);
  deal();
  return () => {
    gone = true;
    stop();
  };
}
