// A game's options as a person reads them, for the lobby's "a table of your own": each option's
// label, the field it is (a number within bounds, a choice, a yes-or-no) and its values in words.
// The server describes each option in a line of its own (its `meaning`) and the values it takes in
// a short formula ("1 to 8", "min_stake to 1,000,000,000,000", "\"none\", 13 or 14", "a fraction
// from 0 to 1"); this turns the formula into a field and words, so that no one reads a machine's
// number (0.3333333333333333, a trillion) or an option's code name.

/** Above this a bound is no bound: the rules' "no limit" (a trillion chips). */
export const NO_LIMIT = 1e12;

/** The options' labels, where the name in words is not label enough. */
const LABELS = {
  packs: 'Packs',
  reshuffle_at: 'Shuffle the shoe',
  min_stake: 'Smallest bet',
  max_stake: 'Largest bet',
  max_hands: 'Hands from splitting',
  max_split_hands: 'Hands from splitting',
  split_by_value: 'Split any two tens',
  dealer_hits_soft_17: 'Dealer hits soft 17',
  stick_min: 'Stick on at least',
  aces_only_split: 'Split aces only',
  banker_may_double: 'Banker may double',
  player_pontoon_pays: "A player's Pontoon wins",
  banker_pontoon_collects: "The banker's Pontoon collects",
  no_fifth_card_buy_under_12: 'No fifth card bought under 12',
  royal_pontoon: 'Royal Pontoon (three 7s)',
  royal_pontoon_pays: 'A Royal Pontoon wins',
  picture_beats_ten: 'A picture beats a ten',
  ace_ten_not_pontoon: 'Ace and ten is no Pontoon',
  natural_beats_plain: 'A-K and A-Q beat A-J and A-T',
  burn: 'Burn a hard',
  shoot: 'Shoot bets',
  kitty_min: 'Smallest kitty',
  kitty_max: 'Largest kitty',
  small_bet: 'Small bet',
  big_bet: 'Big bet',
  betting: 'Betting',
  exclusion: 'Banner excludes',
  max_soldiers: 'Most soldiers',
};

/** The words of a value the rules spell as a code. */
const VALUE_WORDS = { none: 'none', no_limit: 'no limit', limit: 'limit', suit: 'its suit', rank: 'its rank' };

/** Fractions of a shoe as people say them. */
const FRACTIONS = [
  [0, 'every round'], [0.25, 'after a quarter'], [1 / 3, 'after a third'], [0.5, 'after half'],
  [2 / 3, 'after two thirds'], [0.75, 'after three quarters'],
];

/** An option's label: its own, or its name in words. */
export function optionLabel(name) {
  return LABELS[name] ?? name.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The other options' names as the formulas write them, in words ("min_stake" → "the smallest bet"). */
function named(text) {
  return text.replace(/\b[a-z]+(_[a-z0-9]+)+\b/g, (name) => `the ${optionLabel(name).toLowerCase()}`);
}

/** A number as people read it: "a third" for a fraction, "no limit" past the rules' bound, 1,000 with its commas. */
export function numberWords(value) {
  if (typeof value !== 'number') return String(VALUE_WORDS[value] ?? value);
  if (value >= NO_LIMIT) return 'no limit';
  const fraction = FRACTIONS.find(([f]) => f > 0 && Math.abs(f - value) < 1e-9);
  if (fraction) return fraction[1].replace('after ', '');
  return Number.isInteger(value) ? value.toLocaleString('en-GB') : String(Number(value.toFixed(4)));
}

/**
 * The field an option is, from its value now and its values' formula:
 * - `{kind: 'yes'}`: true or false, a checkbox;
 * - `{kind: 'choice', choices: [[value, words]]}`: one of a few values;
 * - `{kind: 'number', min, max, hint}`: a whole number within bounds (max null: no limit), the bounds in words.
 */
export function optionField(value, values) {
  if (typeof value === 'boolean' || values === 'true or false') return { kind: 'yes' };
  if (/fraction/.test(values)) {
    const choices = FRACTIONS.map(([f, words]) => [f, words]);
    if (!choices.some(([f]) => Math.abs(f - value) < 1e-9)) choices.push([value, `after ${numberWords(value)}`]);
    return { kind: 'choice', choices };
  }
  // A few values, quoted codes or numbers: "\"none\", 13 or 14", "1, 2 or 3", "15 or 16".
  if (/\bor\b/.test(values) && !/\bto\b/.test(values)) {
    const items = values.split(/,\s*|\s+or\s+/).map((v) => v.trim()).filter(Boolean)
      .map((v) => (/^".*"$/.test(v) ? v.slice(1, -1) : Number(v)));
    return { kind: 'choice', choices: items.map((v) => [v, numberWords(v)]) };
  }
  const range = /^(.+?)\s+to\s+(.+)$/.exec(values);
  if (range) {
    const low = Number(range[1].replaceAll(',', ''));
    const high = Number(range[2].replaceAll(',', ''));
    const min = Number.isFinite(low) ? low : 1;
    const max = Number.isFinite(high) && high < NO_LIMIT ? high : null;
    const from = Number.isFinite(low) ? numberWords(low) : named(range[1]);
    const hint = max === null ? `from ${from}, no upper limit` : `${from} to ${numberWords(max)}`;
    return { kind: 'number', min, max, hint };
  }
  return { kind: 'number', min: 1, max: null, hint: named(values) };
}
