// What every table page's keys share: the listener that leaves a key to a field, a focused
// control or the browser; a key's name as the pages' tables of keys read it; the legal moves
// looked up by name, so that a key asks only for a move the view lists; and the box that shows
// the keys. Each game's own keys are its own module (games/ID/keys.js).

import { h } from './dom.js';

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
  return h('details', { class: 'keys' }, h('summary', {}, 'Keys'),
    h('dl', {}, keys.flatMap(([key, what]) => [h('dt', {}, key), h('dd', {}, what)])));
}
