// What the Palace Poker page remembers of a hand's battles, as plain JSON (kept in the tab's
// session storage across a reload): each battle's steps in words as its events came, and the
// banner and soldiers each side fought with, which the view no longer holds once the loser is out
// (a battle's `Shown` has the palace, the cards that counted and the hand's name). And how the
// cards of a side read: counted, or not counted because of the opponent's banner. Pure: no DOM.

import { parseCard } from './cards.js';
import { battleStep } from './palace-words.js';

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
    chronicle.hands[number] = { banners: {}, battles: [] };
    // Two hands are enough: the one in play and the one before.
    for (const key of Object.keys(chronicle.hands)) {
      if (Number(key) < number - 1) delete chronicle.hands[key];
    }
  }
  return chronicle.hands[number];
}

function sidesOf(round, seats) {
  const sides = {};
  for (const seat of seats) {
    const player = round.players[seat];
    if (player) sides[seat] = { banner: player.banner, soldiers: [...player.soldiers] };
  }
  return sides;
}

function openBattle(record) {
  const last = record?.battles[record.battles.length - 1];
  return last?.open ? last : null;
}

/**
 * Takes in a view (`view.round`): the banners on show, and the battle being fought with what
 * each side holds face up. A battle already under way when the page came gets a record of its
 * own, without the steps it missed.
 */
export function noteView(chronicle, view) {
  const round = view?.round;
  const record = hand(chronicle, round?.number);
  if (!record) return chronicle;
  for (const player of round.players) {
    if (player.banner) record.banners[player.seat] = player.banner;
  }
  const fight = round.battle;
  let open = openBattle(record);
  if (fight && !(open && open.attacker === fight.attacker && open.defender === fight.defender)) {
    if (open) open.open = false;
    open = { attacker: fight.attacker, defender: fight.defender, sides: {}, steps: [], shown: null, open: true };
    record.battles.push(open);
  }
  if (fight && open && !open.sides[fight.attacker]) open.sides = sidesOf(round, [fight.attacker, fight.defender]);
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
      case 'banner':
        record.banners[event.seat] = event.card;
        break;
      case 'attacked': {
        const open = openBattle(record);
        if (open) open.open = false;
        record.battles.push({
          attacker: event.attacker,
          defender: event.defender,
          sides: round ? sidesOf(round, [event.attacker, event.defender]) : {},
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
 * Every finished battle of hand `number`, oldest first: `{steps, sides, result}`, `result` the
 * round's `BattleResult` for a called battle (both hands shown), `null` for one ended by a fold.
 * Battles the view shows but this page never saw fought come first, without steps.
 */
export function battlesOf(chronicle, round) {
  const record = chronicle.hands[round.number] ?? { banners: {}, battles: [] };
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
    fought.push({ attacker: battle.attacker, defender: battle.defender, steps: battle.steps, sides: battle.sides, result });
  }
  const unseen = results
    .filter((_, i) => !used.has(i))
    .map((r) => ({ attacker: r.attacker.seat, defender: r.defender.seat, steps: [], sides: {}, result: r }));
  return [...unseen, ...fought];
}

/** The banner `seat` held in hand `number`, as last seen, or null. */
export function bannerOf(chronicle, number, seat) {
  return chronicle.hands[number]?.banners?.[seat] ?? null;
}

/** Whether `card` is of the banner's suit (or rank, by the exclusion rule). */
export function sharesBanner(card, banner, exclusion) {
  const a = parseCard(card);
  const b = parseCard(banner);
  if (!a || !b) return false;
  return exclusion === 'rank' ? a.rank === b.rank : a.suit === b.suit;
}

/**
 * How each of a side's cards reads: `{card, counted, excluded}`. `counted` are the cards the
 * engine named for the hand; a card of the opponent's banner suit (rank) that is not among them is
 * `excluded`. Without an opponent's banner (a showdown) nothing is excluded.
 */
export function markCards(cards, counted, opponentBanner, exclusion) {
  const named = new Set((counted ?? []).filter(Boolean));
  return cards.map((card) => ({
    card,
    counted: card !== null && named.has(card),
    excluded: card !== null && !named.has(card) && opponentBanner !== null && opponentBanner !== undefined &&
      sharesBanner(card, opponentBanner, exclusion),
  }));
}
