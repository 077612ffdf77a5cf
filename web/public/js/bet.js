// The bet built from chips: a chip pressed adds it; a stack of the bet pressed (or a right click
// on a chip) takes one of it off; and a chip that would take the bet past what may be staked is
// refused with the reason.

import { say } from './speech.js';

/** The chips on the table (docs/rules/casino.md §5.8). */
export const CHIPS = [1, 5, 25, 100, 500];

/** A bet as the chips that make it, largest first, remembering the order they were put down. */
export class Bet {
  constructor(chips = []) {
    /** The chips in the order they were put down: the last is the top of the pile. */
    this.placed = [...chips];
    this.chips = [...chips].sort((a, b) => b - a);
  }

  /** The bet `amount` made up of the fewest chips. */
  static of(amount) {
    const chips = [];
    let left = Math.max(0, Math.floor(amount));
    for (const chip of [...CHIPS].reverse()) {
      while (left >= chip) {
        chips.push(chip);
        left -= chip;
      }
    }
    return new Bet(chips);
  }

  get amount() {
    return this.chips.reduce((sum, chip) => sum + chip, 0);
  }

  /** The bet with `chip` added, if it stays within `most`; else the bet as it was. */
  add(chip, most = Infinity) {
    if (!CHIPS.includes(chip) || this.amount + chip > most) return this;
    return new Bet([...this.placed, chip]);
  }

  /** The bet with one `chip` taken off (the last of them put down), if it has one. */
  remove(chip) {
    const at = this.placed.lastIndexOf(chip);
    if (at < 0) return this;
    return new Bet([...this.placed.slice(0, at), ...this.placed.slice(at + 1)]);
  }

  /** The bet with the last chip put down taken off again. */
  undo() {
    return new Bet(this.placed.slice(0, -1));
  }

  /** How many of each chip: [[500, 1], [25, 2]]. */
  stacks() {
    const counts = new Map();
    for (const chip of this.chips) counts.set(chip, (counts.get(chip) ?? 0) + 1);
    return [...counts.entries()];
  }
}

/**
 * What caps a bet, tightest first: `{most, cap, why}` for each of the table's maximum (`table`),
 * the chips in front of the seat (`seat`) and the person's own betting limit (`own`, none if
 * null): `cap` names it ('table', 'seat', 'own') and `why` says it in words.
 */
export function betCaps({ table, seat, own = null }) {
  const caps = [
    { most: table, cap: 'table', why: say('table-cap-table') },
    { most: seat, cap: 'seat', why: say('table-cap-seat') },
  ];
  if (own !== null && own !== undefined) caps.push({ most: own, cap: 'own', why: say('table-cap-own') });
  return caps.sort((a, b) => a.most - b.most);
}

/**
 * Why `chip` may not go on `bet` under `caps` (betCaps): "25 would make the bet 40: over your own
 * betting limit, 30"; or null when it may. Each cap is a whole sentence of the catalogue.
 */
export function chipRefusal(bet, chip, caps) {
  const after = bet.amount + chip;
  const cap = caps.find((c) => after > c.most);
  return cap ? say('table-chip-over', { chip, bet: after, most: cap.most, cap: cap.cap }) : null;
}
