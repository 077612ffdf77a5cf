// What every table page's keys share: the listener that leaves a key to a field, a focused
// control or the browser; a key's name as the pages' tables of keys read it; the legal moves
// looked up by name, so that a key asks only for a move the view lists; and the box that shows
// the keys. Each game's own keys are its own module (games/ID/keys.js).

import { h } from './dom.js';
import { say } from './speech.js';

/** A move of `moves` (the view's legal moves) by its name, or undefined. */
export function findMove(moves, name) {
  return (moves ?? []).find((m) => m.move === name);
}

/** `{do: name}` when the move `name` is among `moves`, else null: what a key for that move asks for. */
export function legal(moves) {
  return (name) => (findMove(moves, name) ? { do: name } : null);
}

/** A key as the pages' tables read it: a letter in lower case, any other key by its name ("Enter"). */
export function keyName(key) {
  return key.length === 1 ? key.toLowerCase() : key;
}

/** The numeric keypad's keys other than its digits, by their place on the keyboard. */
const PAD = {
  NumpadAdd: '+', NumpadSubtract: '-', NumpadMultiply: '*', NumpadDivide: '/',
  NumpadEnter: 'Enter', NumpadDecimal: '.', NumpadEqual: '=', NumpadComma: ',',
};

/**
 * The key an event means to the pages' tables. The numeric keypad is read by where the key is
 * (`event.code`), not by what it types: with NumLock off its 1 says "End", its 5 "Clear" and its 0
 * "Insert", and a player at the table should not have to know which light is on.
 */
export function keyOf(event) {
  const code = event.code ?? '';
  const digit = /^Numpad([0-9])$/.exec(code);
  if (digit) return digit[1];
  return PAD[code] ?? event.key;
}

/** How a key is written on a button's cap: a letter in capitals, a few keys by a sign. */
export function capText(key) {
  const signs = { Enter: '↵', Backspace: '⌫' };
  if (signs[key]) return signs[key];
  if (key === ' ') return say('table-key-space');
  return key.length === 1 ? key.toUpperCase() : key;
}

/**
 * The key that works a button, shown on it: a small <kbd> after its words (hidden from screen
 * readers, who are told the key by `aria-keyshortcuts` instead, in its own syntax). `shift` for a
 * key held with Shift. Returns the button.
 */
export function withKey(button, key, { shift = false } = {}) {
  if (!key) return button;
  const name = key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key;
  button.setAttribute('aria-keyshortcuts', shift ? `Shift+${name}` : name);
  button.append(h('kbd', { class: 'cap', 'aria-hidden': 'true' }, shift ? `⇧${capText(key)}` : capText(key)));
  return button;
}

/**
 * The page's keys: each key that is not typed into a field, not Enter or Space on a focused
 * button or link (those are the control's), and not a shortcut of the browser, goes to
 * `whatFor(event)`; what it asks for (anything but null) is taken from the browser and given to
 * `perform`. Returns the function that stops listening.
 */
export function pageKeys(whatFor, perform) {
  const listener = (event) => {
    const target = event.target;
    if (target.closest?.('input, select, textarea')) return;
    if ((event.key === 'Enter' || event.key === ' ') && target.closest?.('button, a, summary')) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const what = whatFor(event);
    if (!what) return;
    event.preventDefault();
    perform(what);
  };
  document.addEventListener('keydown', listener);
  return () => document.removeEventListener('keydown', listener);
}

/** The page's keys, folded away: `keys` is [[key, what it does], ...]. */
export function keysBox(keys) {
  return h('details', { class: 'keys' }, h('summary', {}, say('table-keys')),
    h('dl', {}, keys.flatMap(([key, what]) => [h('dt', {}, key), h('dd', {}, what)])));
}
