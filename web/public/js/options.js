// A game's options as a person reads them, for the lobby's "a table of your own": each option's
// label, the field it is (a number within bounds, a choice, a yes-or-no) and its values in words.
// The server describes each option in a line of its own (its `meaning`) and the values it takes in
// a short formula ("1 to 8", "min_stake to 1,000,000,000,000", "\"none\", 13 or 14", "a fraction
// from 0 to 1"); this turns the formula into a field and words, so that no one reads a machine's
// number (0.3333333333333333, a trillion) or an option's code name.

import { canSay, pageLang, say } from './speech.js';

/** Above this a bound is no bound: the rules' "no limit" (a trillion chips). */
export const NO_LIMIT = 1e12;

/**
 * Fractions of a shoe as people say them: each the message of the fraction alone ("a third") and
 * of the shoe shuffled after it ("after a third"), since a language may not make one of the other.
 */
const FRACTIONS = [
  [0, null, 'table-shuffle-every-round'],
  [0.25, 'table-fraction-quarter', 'table-shuffle-after-quarter'],
  [1 / 3, 'table-fraction-third', 'table-shuffle-after-third'],
  [0.5, 'table-fraction-half', 'table-shuffle-after-half'],
  [2 / 3, 'table-fraction-two-thirds', 'table-shuffle-after-two-thirds'],
  [0.75, 'table-fraction-three-quarters', 'table-shuffle-after-three-quarters'],
];

/** The values the rules spell as a code, in words. */
const VALUE_WORDS = {
  none: 'table-value-none', no_limit: 'table-value-no-limit', limit: 'table-value-limit', suit: 'table-value-suit', rank: 'table-value-rank',
};

/**
 * An option's label: the catalogue's (`table-option-NAME`), or for an option the catalogues do
 * not know yet its name in words.
 */
export function optionLabel(name) {
  const id = `table-option-${name}`;
  return canSay(id) ? say(id) : name.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}

/**
 * The other options' names as the formulas write them, in words ("min_stake" → "the smallest
 * bet"): the catalogue's words for an option a bound names (`table-bound-NAME`), else its label.
 */
function named(text) {
  return text.replace(/\b[a-z]+(_[a-z0-9]+)+\b/g, (name) => {
    const id = `table-bound-${name}`;
    return canSay(id) ? say(id) : `the ${optionLabel(name).toLowerCase()}`;
  });
}

/** A number in the page's language: 1,000 with its commas in English, a fraction to four places. */
function numeral(value) {
  return value.toLocaleString(pageLang(), { maximumFractionDigits: 4 });
}

/** A number as people read it: "a third" for a fraction, "no limit" past the rules' bound, 1,000 with its commas. */
export function numberWords(value) {
  if (typeof value !== 'number') return VALUE_WORDS[value] ? say(VALUE_WORDS[value]) : String(value);
  if (value >= NO_LIMIT) return say('table-value-no-limit');
  const fraction = FRACTIONS.find(([f]) => f > 0 && Math.abs(f - value) < 1e-9);
  if (fraction) return say(fraction[1]);
  return numeral(value);
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
    const choices = FRACTIONS.map(([f, , after]) => [f, say(after)]);
    if (!choices.some(([f]) => Math.abs(f - value) < 1e-9)) choices.push([value, say('table-shuffle-after', { fraction: numberWords(value) })]);
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
    const hint = max === null ? say('table-hint-from', { from }) : say('table-hint-range', { from, to: numberWords(max) });
    return { kind: 'number', min, max, hint };
  }
  return { kind: 'number', min: 1, max: null, hint: named(values) };
}
