// What the Palace Poker page remembers of a hand's battles, as plain JSON (kept in the tab's
// session storage across a reload), and how the cards of a shown side read. The views lack only
// this: each battle's steps in words as its events came (the attack, every raise, the call or the
// fold), and the battles ended by a fold, which leave no `BattleResult` in the view's `battles`.
// What each side held (banner, soldiers, palace), what counted and what did not are the view's
// own, in each `Shown`. Pure: no DOM.

import { battleStep } from './words.js';

/** A fresh memory. */
export function newChronicle() {
  return { hands: {} };
}

/** A battle result's mark, to find its steps again: both seats and palaces. */
export function resultKey(result) {
  const side = (s) => `${s.seat}:${s.palace.map((c) => c ?? '?').join('')}`;
  return `${side(result.attacker)}|${side(result.defender)}`;
}

function hand(chronicle, number) {
  if (number === undefined || number === null) return null;
  if (!chronicle.hands[number]) {
    chronicle.hands[number] = { battles: [] };
    // Two hands are enough: the one in play and the one before.
    for (const key of Object.keys(chronicle.hands)) {
      if (Number(key) < number - 1) delete chronicle.hands[key];
    }
  }
  return chronicle.hands[number];
}

function openBattle(record) {
  const last = record?.battles[record.battles.length - 1];
  return last?.open ? last : null;
}

/**
 * Takes in a view (`view.round`): the battle being fought. A battle already under way when the
 * page came gets a record of its own, without the steps it missed.
 */
export function noteView(chronicle, view) {
  const round = view?.round;
  const record = hand(chronicle, round?.number);
  if (!record) return chronicle;
  const fight = round.battle;
  let open = openBattle(record);
  if (fight && !(open && open.attacker === fight.attacker && open.defender === fight.defender)) {
    if (open) open.open = false;
    open = { attacker: fight.attacker, defender: fight.defender, steps: [], shown: null, open: true };
    record.battles.push(open);
  }
  return chronicle;
}

/**
 * Takes in one message's events, with the view that came with them (the table after them), and
 * the players' names for the steps' words.
 */
export function noteEvents(chronicle, events, view, names) {
  const round = view?.round;
  for (const event of events ?? []) {
    const number = event.event === 'hand_started' ? event.number : round?.number;
    const record = hand(chronicle, number);
    if (!record) continue;
    const last = record.battles[record.battles.length - 1];
    switch (event.event) {
      case 'attacked': {
        const open = openBattle(record);
        if (open) open.open = false;
        record.battles.push({
          attacker: event.attacker,
          defender: event.defender,
          steps: [battleStep(event, names)],
          shown: null,
          open: true,
        });
        break;
      }
      case 'raised': case 'called':
        if (last) last.steps.push(battleStep(event, names));
        break;
      case 'gave_up':
        if (last) {
          last.steps.push(battleStep(event, names));
          last.open = false;
        }
        break;
      case 'battle_shown':
        if (last) {
          last.steps.push(battleStep(event, names));
          last.shown = resultKey(event.result);
          last.open = false;
        }
        break;
      case 'captured':
        if (last) last.steps.push(battleStep(event, names));
        break;
      default:
        break;
    }
  }
  return chronicle;
}

/** The battle being fought in hand `number`, as remembered, or null. */
export function currentBattle(chronicle, number) {
  return openBattle(chronicle.hands[number]);
}

/**
 * Every finished battle of hand `number`, oldest first: `{attacker, defender, steps, result}`,
 * `result` the round's `BattleResult` for a called battle (both hands shown), `null` for one ended
 * by a fold. Battles the view shows but this page never saw fought come first, without steps.
 */
export function battlesOf(chronicle, round) {
  const record = chronicle.hands[round.number] ?? { battles: [] };
  const results = round.battles ?? [];
  const used = new Set();
  const fought = [];
  for (const battle of record.battles) {
    if (battle.open) continue;
    let result = null;
    if (battle.shown) {
      const at = results.findIndex((r, i) => !used.has(i) && resultKey(r) === battle.shown);
      if (at >= 0) {
        used.add(at);
        result = results[at];
      }
    }
    fought.push({ attacker: battle.attacker, defender: battle.defender, steps: battle.steps, result });
  }
  const unseen = results
    .filter((_, i) => !used.has(i))
    .map((r) => ({ attacker: r.attacker.seat, defender: r.defender.seat, steps: [], result: r }));
  return [...unseen, ...fought];
}

/**
 * How each of a shown side's cards reads: `{card, counted, excluded}`, by the side's own `Shown`:
 * `counted`, among the cards the engine named for the hand; `excluded`, among those it says did
 * not count against the opponent's banner (none at a showdown).
 */
export function markCards(cards, shown) {
  const named = new Set((shown.counted ?? []).filter(Boolean));
  const left = new Set((shown.excluded ?? []).filter(Boolean));
  return cards.map((card) => ({
    card,
    counted: card !== null && named.has(card),
    excluded: card !== null && left.has(card),
  }));
}
