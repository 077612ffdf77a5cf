// A Palace Poker table (docs/rules/palace.md §7): the cut for the first deal, the seats with their
// banners, soldiers and palaces, the ante and the pot, the battle being fought step by step, every
// battle of the hand with both palaces turned over and the cards that do not count greyed out, the
// showdown, the end of the hand in words, and exactly the seat's legal moves; all of it from the
// server's views. The felt and what the hand came to are drawn from a view alone, for a hand's
// replay as well.

import { cardShort, cardSvg, cardWords } from '../../cards.js';
import { h, fill, markup, chips } from '../../dom.js';
import { followTable } from '../../follow.js';
import { findMove, keyOf, keysBox, withKey } from '../../keys.js';
import { turnRing } from '../../ring.js';
import {
  liveSight, seatChips, seatExtras, seatFrame, seatOf, seatTitle, standButton, watchingHint,
} from '../../seats.js';
import { answerLines, logBox, tableHead } from '../../table-parts.js';
import { describeRules } from '../../pages/lobby.js';
import { say } from '../../speech.js';
import { PALACE_BUTTON_KEYS, keyAction, palaceKeys } from './keys.js';
import {
  bannerKind, cutWinnerWords, decidedWords, eventWords, exclusionNote, handWords, netWords, potWords, seatWords, statusWords,
  waitingWords,
} from './words.js';
import {
  battlesOf, currentBattle, markCards, newChronicle, noteEvents, noteView,
} from './battle.js';

/**
 * The moves that are their name alone, and the message that says what each is called where a
 * refusal is shown (said when it is shown: the page's language may change).
 */
const PLAIN = {
  cut: 'palace-what-cut', deal: 'palace-what-deal', buy: 'move-buy', stay: 'palace-what-stay', fold: 'palace-what-fold', call: 'palace-what-call',
};

/** One card as an image, with its marks: counted, excluded (and why), chosen to let go. */
function card(text, { counted = false, excluded = null, extra = '', test } = {}) {
  const classes = ['pal-card'];
  if (counted) classes.push('counted');
  if (excluded) classes.push('excluded');
  if (extra) classes.push(extra);
  const el = markup('span', { class: classes.join(' '), 'data-card': text ?? 'back', 'data-test': test, title: excluded ? say('palace-card-note', { cards: cardShort(text), note: excluded }) : null }, cardSvg(text));
  if (excluded) el.append(h('span', { class: 'pal-card-tag', 'aria-hidden': 'true' }, say('palace-card-tag')), h('span', { class: 'sr-only' }, say('palace-card-sr-excluded', { note: excluded })));
  else if (counted) el.append(h('span', { class: 'sr-only' }, say('palace-card-sr-counts')));
  return el;
}

function cardRow(cards, options = {}, attrs = {}) {
  return h('div', { class: 'pal-cards', ...attrs }, cards.map((c) => card(c, options)));
}

/** Each seat's player in words: as the seats say, or as the hand's own record names a player who has left. */
function whoOf(v, sight) {
  return (seat) => sight.names[seat] ?? (v.round?.players?.[seat]?.name || seatWords(seat));
}

/**
 * The middle of the table: the hand, the dealer, the ante, the pot, the piles, and before the first
 * hand the cut for the deal. While the deal is to be cut for (`cut_due`), the view's `dealer` is
 * only the first to sit, who calls the cut: the dealer is named nobody.
 */
function centre(v, sight) {
  const who = whoOf(v, sight);
  const round = v.round;
  const items = [];
  if (round) {
    items.push(h('div', { class: 'pal-info', 'data-test': 'hand-number' }, h('span', { class: 'pal-label' }, say('palace-label-hand')), h('strong', {}, String(round.number))));
    items.push(h('div', { class: 'pal-info', 'data-test': 'ante' }, h('span', { class: 'pal-label' }, say('palace-label-ante')), h('strong', {}, say('palace-ante-each', { chips: round.ante }))));
    items.push(h('div', { class: 'pal-info pal-pot', 'data-test': 'pot', 'aria-label': say('palace-pot-label', { chips: round.pot }) },
      h('span', { class: 'pal-stack', 'aria-hidden': 'true' }, h('i'), h('i'), h('i')),
      h('span', { class: 'pal-label' }, say('palace-label-pot')), h('strong', {}, chips(round.pot))));
  }
  items.push(v.cut_due
    ? h('div', { class: 'pal-info', 'data-test': 'dealer' }, h('strong', {}, say('palace-deal-to-cut')))
    : h('div', { class: 'pal-info', 'data-test': 'dealer' }, h('span', { class: 'pal-label' }, say('palace-label-dealer')), h('strong', {}, v.players[v.dealer]?.name || '—')));
  items.push(h('div', { class: 'pal-info pal-pile', 'data-test': 'draw-pile' }, card(null, { extra: 'mini' }), h('span', {}, h('span', { class: 'pal-label' }, say('palace-label-draw-pile')), h('strong', {}, String(v.draw_pile)))));
  items.push(h('div', { class: 'pal-info pal-pile', 'data-test': 'discard-pile' }, card(null, { extra: 'mini' }), h('span', {}, h('span', { class: 'pal-label' }, say('palace-label-discards')), h('strong', {}, String(v.discard_pile)))));
  const rows = [h('div', { class: 'pal-centre' }, items)];
  if (round?.banner_discards?.length) {
    rows.push(h('div', { class: 'pal-passed', 'data-test': 'banner-discards' },
      h('span', { class: 'pal-label' }, say('palace-label-passed-over')),
      cardRow(round.banner_discards, { extra: 'mini' })));
  }
  if (!round && v.cuts.length) {
    const last = Math.max(...v.cuts.map((c) => c.round));
    const names = v.players.map((_, i) => who(i));
    rows.push(h('div', { class: 'pal-cut', 'data-test': 'cut-panel' },
      h('span', { class: 'pal-label' }, say('palace-label-cut')),
      h('div', { class: 'pal-cut-cards' }, v.cuts.map((c) => h('div', {
        class: `pal-cut-card${c.round === last && c.seat === v.dealer && !v.cut_due ? ' winner' : ''}`,
        'data-test': `cut-${c.seat}${c.round > 1 ? `-${c.round}` : ''}`,
      }, card(c.card), h('span', {}, c.round > 1 ? say('palace-cut-again', { who: who(c.seat), round: c.round }) : who(c.seat))))),
      v.cut_due ? null : h('p', { class: 'pal-cut-winner', 'data-test': 'cut-winner' }, cutWinnerWords(v.cuts, v.dealer, names))));
  }
  if (round?.must_fight && !round.ending) {
    rows.push(h('p', { class: 'pal-must-fight', 'data-test': 'must-fight' }, say('palace-must-fight')));
  }
  return rows;
}

/** The battle being fought: both sides, their bets, each step so far, who answers. */
function battlePanel(v, sight) {
  const round = v.round;
  const fight = round?.battle;
  if (!fight) return null;
  const who = whoOf(v, sight);
  const remembered = currentBattle(sight.chronicle, round.number);
  const side = (seat, role, bet) => {
    const player = round.players[seat];
    return h('div', { class: `pal-side${fight.answering === seat ? ' answering' : ''}`, 'data-test': `fighter-${seat}` },
      h('div', { class: 'pal-role' }, role),
      h('div', { class: 'seat-name' }, nameOf(who, seat, sight)),
      player?.banner ? card(player.banner) : null,
      h('div', { class: 'pal-bet' }, say('palace-has-bet', { chips: bet })));
  };
  const steps = remembered?.steps?.length ? remembered.steps : [say('palace-attacks', { attacker: who(fight.attacker), defender: who(fight.defender) })];
  const args = { who: who(fight.answering), call: fight.to_call, raise: fight.last_raise };
  const answer = fight.answering === sight.seat
    ? say(fight.last_raise ? 'palace-you-answer-raised' : 'palace-you-answer', args)
    : say(fight.last_raise ? 'palace-answers-raised' : 'palace-answers', args);
  return h('section', { class: 'pal-battle', 'aria-label': say('palace-battle-label'), 'data-test': 'battle' },
    h('h2', {}, say('palace-battle-title')),
    h('div', { class: 'pal-versus' },
      side(fight.attacker, say('palace-role-attacks'), fight.attacker_bet),
      h('div', { class: 'pal-vs', 'aria-hidden': 'true' }, say('palace-vs')),
      side(fight.defender, say('palace-role-defends'), fight.defender_bet)),
    h('ol', { class: 'pal-steps', 'data-test': 'battle-steps' }, steps.map((s) => h('li', {}, s))),
    h('p', { class: 'pal-answer' }, answer));
}

/** A seat's player as a side or a seat names them, "(you)" after the viewer's own. */
function nameOf(who, seat, sight) {
  return seat === sight.seat ? say('palace-name-you', { who: who(seat) }) : who(seat);
}

/** A shown side's cards, as its `Shown` has them: the banner, the soldiers and the palace. */
function heldCards(shown) {
  return [shown.banner, ...shown.soldiers, ...shown.palace].filter(Boolean);
}

/**
 * A shown side's cards as images: the cards that counted outlined, those that did not greyed out
 * with `note` (why they did not count).
 */
function markedCards(cards, shown, note) {
  return markCards(cards, shown).map((m) => card(m.card, { counted: m.counted, excluded: m.excluded ? note : null }));
}

/**
 * One side of a called battle, turned over, all of it from its `Shown`: banner, soldiers and
 * palace as they stood, what counted, and what did not count against `opponent`'s banner.
 */
function shownSide(shown, role, opponent, exclusion, sight, who) {
  const note = opponent.banner ? exclusionNote(opponent.banner, exclusion) : say('palace-not-counted');
  const row = (label, cards, test) => (cards.length
    ? h('div', { class: 'pal-row' }, h('span', { class: 'pal-label' }, label),
      h('div', { class: 'pal-cards', 'data-test': test }, markedCards(cards, shown, note)))
    : null);
  const excluded = shown.excluded.filter(Boolean);
  return h('div', { class: 'pal-shown', 'data-test': `side-${shown.seat}` },
    h('div', { class: 'pal-role' }, role),
    h('div', { class: 'seat-name' }, nameOf(who, shown.seat, sight)),
    row(say('palace-label-banner'), shown.banner ? [shown.banner] : [], `shown-banner-${shown.seat}`),
    row(say('palace-label-soldiers'), shown.soldiers, `shown-soldiers-${shown.seat}`),
    row(say('palace-label-palace-shown'), shown.palace, `shown-palace-${shown.seat}`),
    h('p', { class: 'pal-hand', 'data-test': `hand-${shown.seat}` }, handWords(shown)),
    excluded.length
      ? h('p', { class: 'pal-note', 'data-test': 'excluded-note' }, say('palace-card-note', { cards: excluded.map(cardShort).join(' '), note }))
      : null,
    h('p', { class: 'pal-count' }, say('palace-banner-count', {
      count: shown.banner_count, whose: shown.seat === sight.seat ? 'yours' : 'theirs', by: exclusion === 'rank' ? 'rank' : 'suit',
    })));
}

/** Every battle of the hand, newest first: the steps, and for a called one both hands shown. */
function battleResults(v, sight) {
  const round = v.round;
  if (!round) return null;
  const who = whoOf(v, sight);
  const fought = battlesOf(sight.chronicle, round);
  if (!fought.length) return null;
  const exclusion = v.rules.exclusion;
  return h('section', { class: 'pal-results', 'aria-label': say('palace-battles-label') },
    h('h2', {}, say('palace-battles-title', { count: fought.length })),
    fought.slice().reverse().map((b, i) => {
      const result = b.result;
      const steps = b.steps.length ? h('ol', { class: 'pal-steps', 'data-test': 'result-steps' }, b.steps.map((s) => h('li', {}, s))) : null;
      if (!result) {
        return h('article', { class: 'pal-result folded', 'data-test': 'battle-result' },
          h('h3', {}, say('palace-attacked-folded', { attacker: who(b.attacker), defender: who(b.defender) })), steps);
      }
      const decided = decidedWords(result.decided, exclusion);
      const verdict = result.winner === null || result.winner === undefined
        ? say('palace-verdict-tie', { decided })
        : say('palace-verdict-won', { who: who(result.winner), decided });
      return h('article', { class: `pal-result${i === 0 ? ' latest' : ''}`, 'data-test': 'battle-result' },
        h('h3', {}, say('palace-attacked', { attacker: who(result.attacker.seat), defender: who(result.defender.seat) })),
        steps,
        h('div', { class: 'pal-versus' },
          shownSide(result.attacker, say('palace-role-attacker'), result.defender, exclusion, sight, who),
          h('div', { class: 'pal-vs', 'aria-hidden': 'true' }, say('palace-vs')),
          shownSide(result.defender, say('palace-role-defender'), result.attacker, exclusion, sight, who)),
        h('p', { class: 'pal-verdict', 'data-test': 'verdict' }, verdict));
    }));
}

/** The showdown after a quiet round: every hand left as its `Shown` has it, nothing left out. */
function showdown(v, sight) {
  const round = v.round;
  if (!round?.showdown?.length) return null;
  const who = whoOf(v, sight);
  return h('section', { class: 'pal-results', 'aria-label': say('palace-showdown-label'), 'data-test': 'showdown' },
    h('h2', {}, say('palace-showdown-title')),
    h('div', { class: 'pal-showdown' }, round.showdown.map((shown) => {
      const winner = round.winners.includes(shown.seat);
      return h('div', { class: `pal-shown${winner ? ' winner' : ''}`, 'data-test': `showdown-${shown.seat}` },
        h('div', { class: 'seat-name' }, winner ? say('palace-showdown-winner', { who: who(shown.seat) }) : who(shown.seat)),
        h('div', { class: 'pal-cards' }, markedCards(heldCards(shown), shown, say('palace-not-counted'))),
        h('p', { class: 'pal-hand' }, handWords(shown)));
    })));
}

/** How the hand ended, in words, and what each player made of it. */
function ending(v, sight) {
  const round = v.round;
  if (!round?.ending) return null;
  const who = whoOf(v, sight);
  const dealt = round.players.filter((p) => p.status !== 'sat_out' && p.name);
  return h('section', { class: 'pal-ending', 'aria-label': say('palace-ending-label'), 'data-test': 'ending' },
    h('h2', {}, say('palace-hand-over', { number: round.number })),
    h('p', { class: 'pal-ending-words' }, say('palace-sentence', { words: potWords(round, sight.names, v.rules.exclusion) })),
    h('ul', { class: 'pal-nets' }, dealt.map((p) => h('li', { class: (p.won ?? 0) > (p.put_in ?? 0) ? 'won' : 'lost' },
      say('palace-net-line', { who: who(p.seat), put: p.put_in ?? 0, took: p.won ?? 0, net: netWords(p) })))));
}

/** A seat: its player, the dealer's D, the chips, the ring, its place in the hand, banner, soldiers and palace. */
function seatView(v, sight, index) {
  const { player, name, mine, onTurn } = seatOf(v, sight, index);
  const round = v.round;
  // The hand's place for this seat, while its player is the one still sitting there.
  const inRound = round?.players[index]?.name === player?.name ? round.players[index] : null;
  const dealt = inRound && inRound.name && inRound.status !== 'sat_out';
  const out = dealt && inRound.status !== 'in';
  const parts = [];
  parts.push(h('div', { class: 'pal-seat-head' },
    seatTitle(index, name, mine, 'span'),
    name && v.dealer === index && !v.cut_due ? h('span', { class: 'pal-dealer', title: say('palace-the-dealer'), 'aria-label': say('palace-the-dealer') }, say('palace-dealer-mark')) : null));
  if (name && v.cut_due && v.dealer === index) {
    parts.push(h('div', { class: 'seat-note', 'data-test': `calls-cut-${index}` }, say('palace-calls-cut')));
  }
  if (name) parts.push(seatChips(index, player.chips));
  if (onTurn) parts.push(turnRing(sight.turn));
  if (inRound && inRound.name) {
    const status = statusWords(inRound.status);
    let line = status;
    if (dealt) {
      line = round.ending
        ? say('palace-status-put-in-net', { status, chips: inRound.put_in ?? 0, net: netWords(inRound) })
        : say('palace-status-put-in', { status, chips: inRound.put_in ?? 0 });
    }
    parts.push(h('div', { class: `pal-status ${inRound.status}`, 'data-test': `status-${index}` }, line));
  }
  if (dealt && !out) {
    const chosen = mine ? sight.picked ?? [] : [];
    const row = (label, extra, ...body) => h('div', { class: `pal-row${extra}` }, h('span', { class: 'pal-label' }, label), h('div', { class: 'pal-row-body' }, body));
    if (inRound.banner) {
      parts.push(row(say('palace-label-banner'), ' pal-banner-row',
        h('div', { class: 'pal-cards', 'data-test': `banner-${index}` }, card(inRound.banner, { extra: 'flag' })),
        h('span', { class: 'pal-kind' }, bannerKind(inRound.banner, v.rules.exclusion))));
    }
    parts.push(row(say('palace-label-soldiers-of', { count: inRound.soldiers.length, most: v.rules.max_soldiers }), '',
      h('div', { class: 'pal-cards pal-soldiers', 'data-test': `soldiers-${index}` },
        inRound.soldiers.length ? inRound.soldiers.map((c) => card(c, { extra: chosen.includes(c) ? 'chosen' : '' })) : h('span', { class: 'pal-none' }, say('palace-none')))));
    if (inRound.palace.length) {
      const faces = inRound.palace.every((c) => c !== null);
      // Shown to the whole table: a called battle or the showdown had it turned over.
      const seen = round.battles.some((b) => b.attacker.seat === index || b.defender.seat === index) || round.showdown.some((s) => s.seat === index);
      let tag = null;
      if (mine && faces) tag = seen ? say('palace-tag-seen') : say('palace-tag-secret');
      else if (faces) tag = say('palace-tag-turned');
      parts.push(row(mine ? say('palace-label-your-palace') : say('palace-label-palace'), ` pal-palace${mine ? ' own' : ''}`,
        h('div', { class: 'pal-cards', 'data-test': `palace-${index}` }, inRound.palace.map((c) => card(c))),
        tag ? h('span', { class: `pal-secret${seen || !mine ? ' seen' : ''}`, 'data-test': `palace-tag-${index}` }, tag) : null));
    }
  }
  parts.push(seatExtras(sight, index, name));
  return seatFrame({ index, name, mine, onTurn, classes: ['pal-seat', out && 'out'] }, parts);
}

/**
 * The Palace felt drawn from a view as `sight` sees it (seats.js), with `sight.chronicle`, what
 * the view lacks of the hand's battles, as remembered (battle.js: each battle's steps, and
 * the battles ended by a fold), and `sight.picked`, the viewer's soldiers chosen to let go: the
 * middle of the table, the battle being fought, and every seat; no controls.
 */
export function palaceFelt(v, sight) {
  return h('div', { class: 'felt palace-felt' },
    centre(v, sight),
    battlePanel(v, sight),
    h('div', { class: 'seats pal-seats' }, v.players.map((_, i) => seatView(v, sight, i))));
}

/** What the hand came to, under the felt and its controls: the end of the hand, the showdown, every battle. */
export function palaceOutcome(v, sight) {
  return [ending(v, sight), showdown(v, sight), battleResults(v, sight)];
}

export function palacePage({ main, account, levels }, table) {
  const state = {
    chronicle: null, // the battles' steps and folds, which the view lacks (battle.js), kept with the log
    target: null, // the seat chosen to attack
    amounts: {}, // the bet or raise typed in, by move and range
    picked: [], // soldiers chosen to let go
  };
  const hold = followTable({ main, account, levels }, table, {
    look: 'palace-page',
    draw,
    store: `palace:${table}`,
    most: 60,
    words: (events, aloud) => events.map((e) => eventWords(e, names(), aloud)).filter(Boolean),
    heard: (message) => { if (message.view) noteEvents(state.chronicle, message.events ?? [], message.view, names()); },
    seen: () => { if (view()) noteView(state.chronicle, view()); },
    keep: () => ({ chronicle: state.chronicle }),
    moveWord: moveName,
    keys: (event) => keyAction(keyOf(event), moves()),
    perform,
  });
  state.chronicle = hold.saved.chronicle ?? newChronicle();
  const { root, render, act, view, seat: mySeat, moves, names } = hold;
  // A player who has left since the hand was dealt is still named by the hand's own record.
  const who = (seat) => whoOf(view(), hold.sight())(seat);

  // ---- what the seat may do, and the choices made for it ----

  function targets() {
    const attack = findMove(moves(), 'attack');
    if (!attack) return [];
    if (!attack.targets.includes(state.target)) state.target = attack.targets[0] ?? null;
    return attack.targets;
  }

  /** The amount typed for `tag` ('attack' or 'raise') within `range`, the least by default. */
  function amount(tag, range) {
    const key = `${tag}:${range.min}:${range.max}`;
    if (!(key in state.amounts)) state.amounts = { ...state.amounts, [key]: range.min };
    return { key, value: state.amounts[key] };
  }

  function setAmount(key, value) {
    state.amounts = { ...state.amounts, [key]: value };
  }

  function picked() {
    const discard = findMove(moves(), 'discard');
    state.picked = discard ? state.picked.filter((c) => discard.soldiers.includes(c)) : [];
    return state.picked;
  }

  function pick(cardText) {
    state.picked = state.picked.includes(cardText) ? state.picked.filter((c) => c !== cardText) : [...picked(), cardText];
    render();
  }

  function attack() {
    const move = findMove(moves(), 'attack');
    if (!move) return;
    targets();
    const bet = Number(amount('attack', move.bet).value);
    act({ action: 'attack', defender: state.target, bet }, say('palace-what-attack'));
  }

  function raise() {
    const move = findMove(moves(), 'raise');
    if (!move) return;
    act({ action: 'raise', amount: Number(amount('raise', move).value) }, say('palace-what-raise'));
  }

  function discard(cards) {
    const move = findMove(moves(), 'discard');
    if (!move) return;
    act({ action: 'discard', cards }, cards.length ? say('palace-what-let-go') : say('palace-what-keep'));
    state.picked = [];
  }

  function step(sign) {
    const attackMove = findMove(moves(), 'attack');
    const raiseMove = findMove(moves(), 'raise');
    const range = raiseMove ?? attackMove?.bet;
    if (!range) return;
    const { key, value } = amount(raiseMove ? 'raise' : 'attack', range);
    const unit = view().rules.small_bet;
    setAmount(key, Math.max(range.min, Math.min(range.max, Number(value) + sign * unit)));
    render();
  }

  function perform(what) {
    if (Object.hasOwn(PLAIN, what.do)) return act({ action: what.do }, say(PLAIN[what.do]));
    switch (what.do) {
      case 'raise': return raise();
      case 'attack': return attack();
      case 'keep': return discard([]);
      case 'discard': {
        const chosen = picked();
        const move = findMove(moves(), 'discard');
        if (!chosen.length && move?.min > 0) {
          hold.error = say('palace-choose-first', { count: move.min });
          return render();
        }
        return discard(chosen);
      }
      case 'pick': return pick(findMove(moves(), 'discard').soldiers[what.index]);
      case 'target': {
        const list = targets();
        state.target = list[(list.indexOf(state.target) + 1) % list.length];
        return render();
      }
      case 'amount': return step(what.step);
      default: return undefined;
    }
  }

  // ---- drawing ----

  function moveName(m) {
    switch (m.move) {
      case 'cut': return say('palace-move-cut');
      case 'deal': return say('palace-move-deal');
      case 'buy': return say('palace-move-buy', { chips: m.price });
      case 'discard': return say('palace-move-discard');
      case 'attack': return say('palace-move-attack');
      case 'call': return say('palace-move-call', { chips: m.amount });
      case 'raise': return say('palace-move-raise');
      case 'stay': return say('palace-move-stay');
      case 'fold': return say('palace-move-fold');
      default: return m.move;
    }
  }

  /** The amount of a bet (`tag` 'attack') or a raise ('raise'): fixed at limit, typed in at no-limit. */
  function amountEntry(tag, range) {
    const { key, value } = amount(tag, range);
    if (range.min === range.max) return h('span', { class: 'pal-fixed', 'data-test': `${tag}-amount` }, say(`palace-${tag}-fixed`, { chips: range.min }));
    const id = `pal-${tag}-amount`;
    return h('span', { class: 'pal-amount' },
      h('label', { for: id }, say(`palace-${tag}-range`, { min: range.min, max: range.max })),
      h('input', {
        id, type: 'number', min: range.min, max: range.max, step: 1, value, inputmode: 'numeric', 'data-test': `${tag}-amount`,
        oninput: (e) => setAmount(key, e.target.value),
        onkeydown: (e) => { if (e.key === 'Enter') { e.preventDefault(); setAmount(key, e.target.value); if (tag === 'attack') attack(); else raise(); } },
      }));
  }

  function button(test, text, onclick, extra = '') {
    return withKey(h('button', { type: 'button', 'data-test': test, class: extra, disabled: hold.busy, onclick }, text), PALACE_BUTTON_KEYS[test]);
  }

  function controls() {
    const v = view();
    const me = mySeat();
    if (me === null) return h('div', { class: 'controls', 'data-test': 'watching' }, watchingHint(hold));
    const list = moves();
    const rows = [];
    const round = v.round;
    const deal = findMove(list, 'deal');
    if (findMove(list, 'cut')) {
      rows.push(h('p', { class: 'pal-prompt', 'data-test': 'cut-hint' },
        say('palace-cut-hint')));
      rows.push(h('div', { class: 'moves' }, button('cut', say('palace-button-cut'), () => perform({ do: 'cut' }), 'primary')));
    }
    const buy = findMove(list, 'buy');
    const discardMove = findMove(list, 'discard');
    const attackMove = findMove(list, 'attack');
    const call = findMove(list, 'call');
    const raiseMove = findMove(list, 'raise');
    if (deal) {
      rows.push(h('div', { class: 'moves' }, button('deal', say('palace-button-deal', { number: v.rounds_played + 1 }), () => perform({ do: 'deal' }), 'primary')));
    }
    if (call) {
      const fight = round.battle;
      const raised = fight.last_raise > 0;
      rows.push(h('p', { class: 'pal-prompt' }, raised
        ? say('palace-prompt-raised', { who: who(fight.answering === fight.attacker ? fight.defender : fight.attacker), chips: fight.last_raise })
        : say('palace-prompt-attacked', { who: who(fight.attacker), chips: fight.attacker_bet })));
      const raiseRow = raiseMove
        ? h('span', { class: 'pal-raise' }, amountEntry('raise', raiseMove),
          button('raise', say('palace-button-raise', { chips: call.amount + Number(amount('raise', raiseMove).value) }), () => perform({ do: 'raise' })))
        : null;
      rows.push(h('div', { class: 'moves' },
        button('call', say('palace-button-call', { chips: call.amount }), () => perform({ do: 'call' }), 'primary'),
        raiseRow,
        button('fold', say('palace-button-fold'), () => perform({ do: 'fold' }), 'quiet')));
    }
    if (discardMove) {
      const chosen = picked();
      const afterBuy = v.phase === 'discarding' && v.after === 'buy';
      const afterCapture = v.phase === 'discarding' && v.after === 'capture';
      let prompt = say('palace-prompt-discard');
      if (afterBuy) {
        prompt = discardMove.min
          ? say('palace-prompt-over', { most: v.rules.max_soldiers, count: discardMove.min })
          : say('palace-prompt-bought');
      }
      if (afterCapture) prompt = say('palace-prompt-captured', { count: discardMove.min, most: v.rules.max_soldiers });
      rows.push(h('p', { class: 'pal-prompt' }, prompt));
      rows.push(h('div', { class: 'pal-picks', role: 'group', 'aria-label': say('palace-picks-label') },
        discardMove.soldiers.map((c, i) => h('button', {
          type: 'button', class: `pal-pick${chosen.includes(c) ? ' chosen' : ''}`, 'aria-pressed': chosen.includes(c) ? 'true' : 'false',
          'data-test': `pick-${c}`,
          'aria-label': say(chosen.includes(c) ? 'palace-pick-going' : 'palace-pick-kept', { card: cardWords(c), key: String(i + 1) }),
          onclick: () => pick(c),
        }, markup('span', { class: 'pal-pick-card', 'aria-hidden': 'true' }, cardSvg(c)), h('span', { class: 'pal-pick-word', 'aria-hidden': 'true' }, chosen.includes(c) ? say('palace-pick-let-go') : `${i + 1}`)))));
      const fits = chosen.length >= discardMove.min && chosen.length <= discardMove.max && chosen.length > 0;
      const buttons = [button('discard', say('palace-button-let-go', { cards: chosen.length ? chosen.map(cardShort).join(' ') : '…' }), () => perform({ do: 'discard' }), afterBuy || afterCapture ? 'primary' : '')];
      if (!fits) buttons[0].disabled = true;
      if (discardMove.min === 0) buttons.push(button('keep', say('palace-button-keep'), () => perform({ do: 'keep' }), chosen.length ? '' : 'primary'));
      rows.push(h('div', { class: 'moves' }, buttons));
    }
    if (attackMove) {
      const list2 = targets();
      rows.push(h('div', { class: 'pal-attack' },
        h('span', { class: 'pal-label' }, say('palace-label-attack')),
        h('div', { class: 'pal-targets', role: 'group', 'aria-label': say('palace-targets-label') }, list2.map((seat) => {
          const banner = round.players[seat]?.banner;
          return h('button', {
            type: 'button', class: `pal-target${state.target === seat ? ' chosen' : ''}`, 'aria-pressed': state.target === seat ? 'true' : 'false',
            'data-test': `target-${seat}`, onclick: () => { state.target = seat; render(); },
          }, who(seat), banner ? ` ${cardShort(banner)}` : '');
        })),
        amountEntry('attack', attackMove.bet),
        button('attack', state.target !== null ? say('palace-button-attack-who', { who: who(state.target) }) : say('palace-button-attack'),
          () => perform({ do: 'attack' }), round.must_fight ? 'primary' : '')));
    }
    const plain = [];
    if (buy) plain.push(button('buy', say('palace-button-buy', { chips: buy.price }), () => perform({ do: 'buy' })));
    if (findMove(list, 'stay')) plain.push(button('stay', say('palace-button-stay'), () => perform({ do: 'stay' })));
    if (findMove(list, 'fold') && !call) plain.push(button('fold', say('palace-button-fold'), () => perform({ do: 'fold' }), 'quiet'));
    if (plain.length) rows.push(h('div', { class: 'moves' }, plain));
    if (!list.length) rows.push(h('p', { class: 'hint', 'data-test': 'waiting' }, waitingWords(v, who)));
    // Asked for during a hand, a stand is kept for its end (the seat says so).
    rows.push(h('div', { class: 'moves' }, standButton(hold)));
    return h('div', { class: 'controls pal-controls', 'data-test': 'controls' }, rows);
  }

  function draw() {
    const v = view();
    // The chips to bring: 20 big bets, or the wallet if less.
    const offer = {};
    const seen = { ...liveSight(hold, offer), chronicle: state.chronicle, picked: picked() };
    fill(root,
      tableHead(table, say('palace-rules-line', { rules: describeRules(v.rules), by: v.rules.exclusion === 'rank' ? 'rank' : 'suit', most: v.rules.max_soldiers }), hold),
      palaceFelt(v, seen),
      controls(),
      answerLines(hold.error, hold.notice),
      palaceOutcome(v, seen),
      keysBox(palaceKeys()),
      logBox(say('palace-log-title'), hold.log));
  }

  return hold.start();
}
