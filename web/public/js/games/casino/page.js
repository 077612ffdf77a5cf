// A casino table (docs/rules/casino.md §5.8): the dealer and the seats, your own
// seat lit, the chips and the bet (drawn as stacks of chips on your seat, as on a felt), Deal and
// Pass, exactly the legal moves (each button with its key), the turn's ring, the box over each
// hand, each result in words, the round's log; all of it from the server's views. The felt (the
// dealer and the seats) is drawn from a view alone, for a hand's replay as well. With the coach
// on (coach.js), a hint on the player's turn; and once they leave the table, their session's
// report (report.js).

import { api } from '../../api.js';
import { Bet, CHIPS, betCaps, chipRefusal } from '../../bet.js';
import { cardSvg } from '../../cards.js';
import { h, markup, fill, announce } from '../../dom.js';
import { answerWords, followTable } from '../../follow.js';
import { request } from '../../socket.js';
import {
  cardsSaid, coachSettings, countFor, countWords, hintCurrent, hintSaid, keepMark, keepSetting, keptMark,
  moveLine, playing, policyOf, readHint, refusedWords, sessionKey, sessionMark,
} from './coach.js';
import { REPORT_KEY, reportPanel } from './report.js';
import { BUTTON_KEYS, casinoKeys, keyAction } from './keys.js';
import { keyOf, keysBox, withKey } from '../../keys.js';
import { turnRing } from '../../ring.js';
import {
  liveSight, seatChips, seatExtras, seatFrame, seatOf, seatTitle, standButton, watchingHint,
} from '../../seats.js';
import { answerLines, logBox, tableHead } from '../../table-parts.js';
import { handBox, resultWords, totalText } from '../../totals.js';
import { eventWords } from './words.js';
import { describeRules } from '../../pages/lobby.js';
import { say } from '../../speech.js';

/** The moves that are their name alone: their buttons and refusals say moves.ftl's name of each. */
const PLAIN = new Set(['pass', 'twist', 'stick', 'buy', 'split']);

/** A move's name as its button and a refusal say it, in the page's language at the time. */
function moveName(move) {
  return PLAIN.has(move) ? say(`move-${move}`) : move;
}

/**
 * The buttons of the moves a seat's legal moves (the view's `moves`) give, each as [what it does,
 * the words seen on it]: while the bets are made Deal, Pass, Repeat and Clear; in play exactly the
 * legal moves, one that costs chips with its cost ("Buy (10)").
 */
export function moveButtons(moves) {
  if (moves.some((m) => m.move === 'stake')) {
    return [['deal', say('casino-deal')], ['pass', moveName('pass')], ['repeat', say('casino-repeat')], ['clear', say('casino-clear')]];
  }
  return moves.map((m) => [m.move, m.cost ? say('casino-move-cost', { move: moveName(m.move), cost: m.cost }) : moveName(m.move)]);
}

/** A bettor's hand: its box, its cards, its bet, and once settled its result in words. */
function handView(bettor, index, handState, total, dealer, current) {
  const box = handBox(handState.state, total);
  const soft = total?.soft && !['pontoon', 'five_card_trick', 'bust'].includes(handState.state);
  const result = resultWords(handState, total, dealer);
  return h('div', { class: `hand${current ? ' current' : ''}`, 'aria-current': current ? 'true' : null, 'data-test': `hand-${bettor.seat}-${index}` },
    h('div', { class: `box${soft ? ' soft' : ''}`, 'aria-label': box ? say('casino-total', { box }) : say('casino-total-hidden') },
      box || '·', handState.bought ? ` · ${say('casino-bought')}` : ''),
    markup('div', { class: 'cards' }, handState.cards.map(cardSvg).join('')),
    h('div', { class: 'stake' }, say('casino-hand-bet', { amount: handState.stake })),
    result ? h('div', { class: `result ${handState.result > 0 ? 'won' : 'lost'}`, 'data-test': 'result' },
      say('casino-result', { result, amount: handState.result, won: handState.result > 0 ? 'yes' : 'no' })) : null);
}

/**
 * A bet drawn as stacks of chips, one stack for each kind, largest first. With `take(chip)` each
 * stack is a button that takes one of its chips off (the Shift and digit of its chip do the same);
 * without, the stacks are only a picture, the words beside them saying the bet.
 */
export function chipStacks(bet, take = null) {
  return bet.stacks().map(([chip, count]) => {
    // A tall pile is drawn ten high; its label says how many there are.
    const pile = h('span', { class: 'pile', 'aria-hidden': 'true' },
      Array.from({ length: Math.min(count, 10) }, () => h('i', { class: `disc disc-${chip}` })));
    const label = h('span', { class: 'stack-label', 'aria-hidden': 'true' }, count > 1 ? `${count}×${chip}` : String(chip));
    if (!take) return h('span', { class: 'stack' }, pile, label);
    // Named by words a screen reader reads, not by an aria-label, so that the name holds
    // whatever text is seen on the button.
    return withKey(h('button', {
      type: 'button', class: 'stack', 'data-test': `stack-${chip}`, 'data-count': count, title: say('casino-take-chip', { chip }),
      onclick: () => take(chip),
    }, h('span', { class: 'sr-only' }, say('casino-take-chip-count', { chip, count })), pile, label), String(CHIPS.indexOf(chip) + 1), { shift: true });
  });
}

/**
 * Your bet being made, on your seat: its stacks (a press takes a chip off) and its amount in
 * words, which screen readers read and the tests look for.
 */
function betSpot(bet, take) {
  const stacks = chipStacks(bet, take);
  return h('div', { class: 'bet-spot', 'data-test': 'bet-spot' },
    h('div', { class: 'stacks', role: 'group', 'aria-label': say('casino-bet-stacks') },
      stacks.length ? stacks : h('span', { class: 'spot-empty', 'aria-hidden': 'true' }, say('casino-no-chips'))),
    h('p', { class: 'bet', 'data-test': 'bet' }, say('casino-bet', { amount: bet.amount })));
}

/** A seat: its player and chips, the turn's ring, its bet or its hands, and what it offers. */
function seatView(view, sight, index) {
  const { player, name, mine, onTurn } = seatOf(view, sight, index);
  const round = view.round;
  const bettorAt = round?.bettors.findIndex((b) => b.seat === index) ?? -1;
  const dealer = round ? { state: round.dealer.state, total: view.totals?.dealer } : null;
  const playing = view.phase === 'playing' && view.seat === index;
  const parts = [seatTitle(index, name, mine)];
  if (name) parts.push(seatChips(index, player.chips));
  if (onTurn) parts.push(turnRing(sight.turn));
  if (bettorAt >= 0) {
    const bettor = round.bettors[bettorAt];
    parts.push(h('div', { class: 'hands' }, bettor.hands.map((hs, i) => handView(bettor, i, hs, view.totals?.hands?.[bettorAt]?.[i], dealer, playing && view.hand === i))));
  } else if (view.bets.some((b) => b.seat === index)) {
    const bet = view.bets.find((b) => b.seat === index);
    parts.push(h('div', { class: 'placed' },
      bet.stake ? h('div', { class: 'stacks' }, chipStacks(Bet.of(bet.stake))) : null,
      h('div', { class: 'stake' }, bet.stake ? say('casino-seat-bets', { amount: bet.stake }) : say('casino-seat-passes'))));
  } else if (mine && sight.betting) {
    parts.push(betSpot(sight.betting.bet, sight.betting.take));
  } else if (name && round && view.phase !== 'betting') {
    // Seated, but dealt no hand: passed, or the bet's time ran out, or sat down after the bets.
    parts.push(h('div', { class: 'stake sat-out', 'data-test': `sat-out-${index}` }, say('casino-sat-out')));
  }
  parts.push(seatExtras(sight, index, name));
  return seatFrame({ index, name, mine, onTurn }, parts);
}

/**
 * The casino felt drawn from a view as `sight` sees it (seats.js): the dealer with his box and
 * cards, and every seat with its bet, its hands, their boxes and results; no controls. The
 * table's page draws its controls round it, and a hand's replay (hands.js) draws it alone.
 */
export function casinoFelt(view, sight) {
  const round = view.round;
  const dealerState = round?.dealer.state ?? 'waiting';
  const dealerBox = dealerState === 'waiting' ? '' : handBox(dealerState, view.totals?.dealer);
  return h('div', { class: 'felt' },
    h('section', { class: 'dealer', 'aria-label': say('casino-dealer-label'), 'data-test': 'dealer' },
      h('div', { class: 'seat-name' }, say('casino-dealer')),
      round ? h('div', { class: 'box' }, dealerBox || say('casino-face-down')) : null,
      round ? markup('div', { class: 'cards' }, round.dealer.cards.map(cardSvg).join('')) : null),
    h('div', { class: 'seats' }, view.players.map((_, i) => seatView(view, sight, i))));
}

export function tablePage({ main, account, levels }, table) {
  // `hint`: the coach's last answer as drawn ({asking}, {hint}, {refused}), `asked` the requests
  // made (an answer overtaken by a newer request is dropped); `mark` the hand the person's session
  // here starts after, `report` the report panel once they have left their seat.
  const state = {
    bet: new Bet(), coach: coachSettings(globalThis.localStorage), hint: null, asked: 0, mark: null, report: null, was: null,
  };
  const hold = followTable({ main, account, levels }, table, {
    look: 'casino-page',
    draw,
    store: `table:${table}`,
    most: 40,
    words: (events, aloud) => events.map((e) => eventWords(e, hold.names(), aloud)).filter(Boolean),
    moveWord: (m) => say('casino-turn-move', { move: m.move }),
    until: 'round',
    keys: (event) => keyAction(keyOf(event), event.shiftKey, moves(), coachReady()),
    perform,
    seen,
  });
  const { root, render, act, seat: mySeat, moves } = hold;

  function deal() {
    if (state.bet.amount === 0) {
      hold.error = say('casino-deal-empty');
      render();
      return;
    }
    const amount = state.bet.amount;
    act({ action: 'stake', amount }, say('casino-deal')).then((answer) => {
      if (answer.type === 'accepted') state.bet = new Bet();
      render();
    });
  }

  function repeat() {
    const last = hold.view()?.last_bets?.[mySeat()];
    if (last) state.bet = Bet.of(last);
    else hold.error = say('casino-repeat-none');
    render();
  }

  /** The table's hint policy: off, fresh or seen; null where it says none. */
  const policy = () => policyOf(hold.message);

  /** Whether the coach may be asked now: on, allowed here, and the person's hand to play. */
  function coachReady() {
    const allowed = policy() === 'fresh' || policy() === 'seen';
    return state.coach.on && allowed && playing(hold.view(), mySeat());
  }

  /** Asks the coach for the hand in play, and draws and says its answer. */
  async function askHint() {
    if (!coachReady()) return;
    state.asked += 1;
    const asked = state.asked;
    state.hint = { asking: true };
    render();
    const answer = await request({ table, type: 'hint', count: countFor(policy(), state.coach.seen) });
    // A newer request was made meanwhile, or the coach switched off: its answer is the one wanted.
    if (asked !== state.asked || !state.coach.on) return;
    const hint = readHint(answer);
    if (hint) {
      state.hint = { hint };
      if (hintCurrent(hint, hold.view(), mySeat())) announce(hintSaid(hint));
    } else {
      const names = hold.names();
      state.hint = { refused: refusedWords(answer, (a) => answerWords(a, names)) };
      announce(state.hint.refused);
    }
    render();
  }

  /** A switch of the coach turned, kept in this browser; turned off, its hint goes. */
  function setCoach(what, on) {
    state.coach[what] = on;
    keepSetting(globalThis.localStorage, what, on);
    if (what === 'on' && !on) {
      state.hint = null;
      state.asked += 1;
    }
    render();
  }

  /** Where this browser keeps the start of this person's session here. */
  const markKey = () => sessionKey(account?.name ?? '', table);

  /**
   * The person sat down (or the page found them seated): the session's start is the newest of
   * their rounds now, unless this browser kept one from before (a reload). A report of an earlier
   * session here is put away.
   */
  async function sessionBegins() {
    state.report = null;
    const kept = keptMark(globalThis.localStorage, markKey());
    if (kept !== null) {
      state.mark = kept;
      return;
    }
    try {
      state.mark = sessionMark(await api('GET', '/api/hands?limit=1&sat_out=true'));
      keepMark(globalThis.localStorage, markKey(), state.mark);
    } catch {
      // No start known: no report for this session.
    }
  }

  /** The person left their seat: their session's report, from the start kept. */
  function sessionEnds() {
    const mark = state.mark ?? keptMark(globalThis.localStorage, markKey());
    keepMark(globalThis.localStorage, markKey(), null);
    state.mark = null;
    if (mark === null) return;
    const panel = reportPanel(table, mark, {
      empty: () => {
        if (state.report === panel) state.report = null;
        render();
      },
    });
    state.report = panel;
  }

  /**
   * After every message: the session begun or ended with the seat; a hint marked stale once the
   * hand it valued has moved on (drawn so), and dropped when the round is over.
   */
  function seen() {
    const seat = mySeat();
    if (seat !== null && state.was === null) sessionBegins().then(render);
    if (seat === null && state.was !== null) sessionEnds();
    state.was = seat;
    if (state.hint && (seat === null || hold.view()?.phase !== 'playing')) state.hint = null;
  }

  function perform(what) {
    if (PLAIN.has(what.do)) return act({ action: what.do }, moveName(what.do));
    switch (what.do) {
      case 'hint': return askHint();
      case 'deal': return deal();
      case 'repeat': return repeat();
      case 'clear': return rebet(new Bet());
      case 'undo': return rebet(state.bet.undo());
      case 'chip': {
        if (!what.add) return rebet(state.bet.remove(what.chip));
        // A chip that may not go on is refused out loud: its button is disabled, and a key
        // pressed for it says why.
        const why = chipRefusal(state.bet, what.chip, caps());
        if (why) {
          hold.error = say('casino-chip-refused', { why });
          announce(hold.error);
          return render();
        }
        return rebet(state.bet.add(what.chip));
      }
      default: return undefined;
    }
  }

  /** The bet changed: drawn, and its amount said. */
  function rebet(bet) {
    state.bet = bet;
    hold.error = '';
    announce(say('casino-bet', { amount: bet.amount }));
    render();
  }

  /** What caps the bet: the table's largest, the seat's chips, the person's own limit. */
  function caps() {
    const view = hold.view();
    const held = view && mySeat() !== null ? view.players[mySeat()]?.chips ?? 0 : 0;
    return betCaps({ table: view?.rules.max_stake ?? 0, seat: held, own: account.bet_limit ?? null });
  }

  /**
   * The coach's switches and its Hint button, for a seated person where the table has a coach:
   * off unless turned on; "by the cards seen" only where the room allows it; where the room has
   * turned the coach off here, that said instead.
   */
  function coachRow() {
    const allowed = policy();
    if (mySeat() === null || allowed === null) return null;
    if (allowed === 'off') return h('p', { class: 'hint coach-off', 'data-test': 'coach-off' }, say('casino-coach-off'));
    // The switches ask nothing of the room: they work while it is away (data-local).
    const toggle = (test, on, words, press) => h('button', {
      type: 'button', class: 'toggle', 'aria-pressed': on ? 'true' : 'false', 'data-test': test, 'data-local': '', onclick: press,
    }, words);
    const row = [toggle('coach-switch', state.coach.on, say('casino-coach'), () => setCoach('on', !state.coach.on))];
    if (state.coach.on) {
      if (allowed === 'seen') row.push(toggle('coach-seen', state.coach.seen, say('casino-coach-seen'), () => setCoach('seen', !state.coach.seen)));
      row.push(withKey(h('button', {
        type: 'button', class: 'quiet', 'data-test': 'hint', disabled: !coachReady(), onclick: askHint,
      }, say('casino-coach-hint')), BUTTON_KEYS.hint));
    }
    return h('div', { class: 'coach-row', role: 'group', 'aria-label': say('casino-coach-group') }, row);
  }

  /**
   * The coach's answer: which count it used, the hand, and each move with its worth, best first,
   * the best marked in words and by a star; marked stale once the hand has moved on. Screen
   * readers hear it through the page's live region when it comes (askHint).
   */
  function hintPanel() {
    const shown = state.hint;
    if (!shown || !state.coach.on || mySeat() === null) return null;
    if (shown.asking) return h('p', { class: 'hint', 'data-test': 'hint-asking' }, say('casino-coach-asking'));
    if (shown.refused) return h('p', { class: 'coach-refused', 'data-test': 'hint-refused' }, shown.refused);
    const { hint } = shown;
    const stale = !hintCurrent(hint, hold.view(), mySeat());
    const hand = hint.bet === null
      ? say('casino-coach-hand', { cards: cardsSaid(hint.cards) })
      : say('casino-coach-hand-bet', { cards: cardsSaid(hint.cards), bet: hint.bet });
    return h('section', {
      class: `coach-hint${stale ? ' stale' : ''}`, 'aria-label': say('casino-coach-heading'), 'data-test': 'hint-answer', 'data-stale': stale ? 'true' : 'false',
    },
    h('p', { class: 'coach-about' }, h('span', { 'data-test': 'hint-count' }, countWords(hint.count)), ' · ', h('span', { 'data-test': 'hint-hand' }, hand)),
    stale ? h('p', { class: 'coach-stale', 'data-test': 'hint-stale' }, say('casino-coach-stale')) : null,
    h('ol', { class: 'coach-moves' }, hint.moves.map((m) => h('li', {
      class: m.best ? 'best' : null, 'data-test': `hint-${m.choice}`, 'data-best': m.best ? 'true' : 'false',
    }, m.best ? h('span', { class: 'star', 'aria-hidden': 'true' }, '★ ') : null, moveLine(m)))));
  }

  function controls() {
    const mine = mySeat();
    if (mine === null) return watchingHint(hold);
    const legal = new Set(moves().map((m) => m.move));
    const rows = [];
    const keyed = (name, attrs, ...words) => withKey(h('button', { type: 'button', 'data-test': name, ...attrs }, ...words), BUTTON_KEYS[name]);
    if (legal.has('stake')) {
      const limits = caps();
      const refusals = CHIPS.map((chip) => chipRefusal(state.bet, chip, limits));
      // Each chip is named by the whole phrase a screen reader reads ("chip of 25"), in whatever
      // order the language puts its words; the number alone is what is seen.
      rows.push(h('div', { class: 'chips', role: 'group', 'aria-label': say('casino-chips-label') },
        CHIPS.map((chip, i) => withKey(h('button', {
          type: 'button', class: `chip chip-${chip}`, 'data-chip': chip,
          // Disabled, it says why on hovering and to a screen reader; its key says it aloud.
          disabled: Boolean(refusals[i]), title: refusals[i], 'aria-description': refusals[i],
          onclick: () => perform({ do: 'chip', chip, add: true }),
          oncontextmenu: (e) => { e.preventDefault(); perform({ do: 'chip', chip, add: false }); },
        }, h('span', { class: 'sr-only' }, say('casino-chip', { chip })), h('span', { 'aria-hidden': 'true' }, String(chip))), String(i + 1)))));
      const tightest = limits[0];
      if (refusals.some(Boolean)) {
        rows.push(h('p', { class: 'hint bet-caps', 'data-test': 'bet-caps' },
          say('casino-at-most', { amount: tightest.most, why: tightest.why })));
      }
      const words = Object.fromEntries(moveButtons(moves()));
      rows.push(h('div', { class: 'moves' },
        keyed('deal', { class: 'primary', onclick: deal }, words.deal),
        keyed('pass', { onclick: () => perform({ do: 'pass' }) }, words.pass),
        // "Repeat" is what is seen, short enough for a phone's one row of moves; a screen reader
        // reads the whole name, which begins with the word seen.
        keyed('repeat', { onclick: repeat },
          h('span', { 'aria-hidden': 'true' }, words.repeat), h('span', { class: 'sr-only' }, say('casino-repeat-said'))),
        keyed('clear', { class: 'quiet', onclick: () => perform({ do: 'clear' }) }, words.clear)));
    } else if (legal.size) {
      rows.push(h('div', { class: 'moves' }, moveButtons(moves()).map(([name, words]) => keyed(name, {
        class: name === 'stick' ? 'primary' : '', onclick: () => perform({ do: name }),
      }, words))));
    } else {
      rows.push(h('p', { class: 'hint' }, say('casino-waiting')));
    }
    // The coach turned on rides in the dock with the moves; off, its switch waits under the dock,
    // so that on a phone it takes no room from the table (draw, below).
    if (state.coach.on) rows.push(coachRow(), hintPanel());
    // Asked for during a round, a stand is kept for its end (the seat says so).
    rows.push(standButton(hold));
    return h('div', { class: 'controls' }, rows);
  }

  function draw() {
    const view = hold.view();
    const round = view.round;
    // The least a seat takes; the chips offered are the seats' own (seats.js, buyIn).
    const offer = { min: view.rules.min_stake };
    const betting = mySeat() !== null && hold.move('stake')
      ? { bet: state.bet, take: (chip) => perform({ do: 'chip', chip, add: false }) }
      : null;
    fill(root,
      tableHead(table, describeRules(view.rules), hold),
      casinoFelt(view, { ...liveSight(hold, offer), betting }),
      // The controls and what is said of them stay in sight at the foot of a small screen.
      h('div', { class: 'dock' }, controls(), answerLines(hold.error, hold.notice)),
      state.coach.on ? null : coachRow(),
      state.report,
      keysBox(casinoKeys(state.coach.on && Boolean(policy()) && policy() !== 'off')),
      logBox(say('casino-log'), hold.log));
    if (round && view.totals) {
      const mine = round.bettors.findIndex((b) => b.seat === mySeat());
      const total = mine >= 0 ? view.totals.hands[mine]?.[view.hand ?? 0] : null;
      root.dataset.myTotal = totalText(total);
    }
  }

  const stop = hold.start();
  // A report of a session left seated here, shown again on coming back, is this page's now.
  try {
    if (JSON.parse(sessionStorage.getItem(REPORT_KEY) ?? 'null')?.table === table) sessionStorage.removeItem(REPORT_KEY);
  } catch {
    // Nothing readable kept: nothing to take back.
  }
  return () => {
    // Going elsewhere still seated: the lobby shows the session so far.
    if (mySeat() !== null && state.mark !== null) sessionStorage.setItem(REPORT_KEY, JSON.stringify({ table, after: state.mark }));
    stop();
  };
}
