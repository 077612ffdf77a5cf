// The bet built from chips: a left click on a chip adds it, a right click takes one of it off.

/** The chips on the table (docs/rules/casino.md §5.8). */
export const CHIPS = [1, 5, 25, 100, 500];

/** A bet as the chips that make it, largest first. */
export class Bet {
  constructor(chips = []) {
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
    return new Bet([...this.chips, chip]);
  }

  /** The bet with one `chip` taken off, if it has one. */
  remove(chip) {
    const at = this.chips.indexOf(chip);
    if (at < 0) return this;
    return new Bet([...this.chips.slice(0, at), ...this.chips.slice(at + 1)]);
  }

  /** How many of each chip: [[500, 1], [25, 2]]. */
  stacks() {
    const counts = new Map();
    for (const chip of this.chips) counts.set(chip, (counts.get(chip) ?? 0) + 1);
    return [...counts.entries()];
  }
}
