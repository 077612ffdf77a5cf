// A refusal in the page's language. The room sends a refusal as its code and fields (docs/wire.md),
// its reason (`why`) a code as well; the words are the catalogues' (refusals.ftl), said the same
// way as the terminal client says them (crates/words): the reason inside its refusal's words, the
// move and the amount by their names, seats by their players' names.

import { canSay, say } from './speech.js';

/** Seats a refusal names, by field. */
const SEATS = ['seat', 'holder', 'buyer', 'target'];

/** Numbers that name a thing rather than count it (a table's version): written as they are, never grouped. */
const LABELS = ['version', 'made_against'];

/** `kind-word` in words if the catalogues have it (a verb, an amount's name), else the word. */
function known(kind, word) {
  return canSay(`${kind}-${word}`) ? say(`${kind}-${word}`) : word;
}

/** Names as one of them: "Ann", "Ann or Bo", "Ann, Bo or Cy", in the page's language. */
export function either(names) {
  if (names.length <= 1) return names.join('');
  return say('refusal-either', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/**
 * `refusal` (`{code, ...fields}`) in words; `names[seat]` names each seat. `fallback` (the room's
 * own English sentence) is said for a code the catalogues do not have.
 */
export function refusalWords(refusal, names = [], fallback = '') {
  if (!refusal || typeof refusal !== 'object') return fallback;
  const who = (seat) => (Number.isInteger(seat) ? names[seat] ?? String(seat + 1) : String(seat));
  const args = {};
  for (const [key, value] of Object.entries(refusal)) {
    if (key === 'code' || key === 'why') continue;
    if (SEATS.includes(key)) args[key] = who(value);
    else if (key === 'waiting' && Array.isArray(value)) args.waiting = either(value.map(who));
    else if (key === 'verb') args.verb = known('verb', String(value));
    else if (key === 'what') args.what = known('what', String(value));
    else if (LABELS.includes(key)) args[key] = String(value);
    else if (typeof value === 'number' || typeof value === 'string') args[key] = value;
    else args[key] = JSON.stringify(value);
  }
  if (typeof refusal.why === 'string') {
    args.why = canSay(`why-${refusal.why}`) ? say(`why-${refusal.why}`, args) : refusal.why;
  }
  const id = `refusal-${refusal.code}`;
  return canSay(id) ? say(id, args) : fallback || String(refusal.code);
}
