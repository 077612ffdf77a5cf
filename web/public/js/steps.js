// A hand record's action in words, for a replay's steps: `["Ada [bot]", "stake", 10]` reads
// "Ada (a bot) bets 10". Every game's verbs are here, since a record's actions are one form for
// all of them; a verb not known reads as itself.

const VERBS = {
  cut: 'cuts for the bank', deal: 'deals', stake: 'bets', twist: 'twists', stick: 'sticks',
  buy: 'buys', split: 'splits', pass: 'passes', burn: 'burns', shoot: 'shoots',
  kitty: 'puts up a kitty of', offer_bank: 'offers the bank', accept_bank: 'takes the bank',
  decline_bank: 'turns the bank down', double: 'doubles the bets', decline_double: 'lets the bets stand',
  sit: 'sits down', stand: 'stands up', top_up: 'brings more chips:', move: 'moves to seat',
  attack: 'attacks', call: 'calls', raise: 'raises to', fold: 'folds', stay: 'stays',
  discard: 'discards', seed: 'gives a seed', seeded: 'gives a seed', timeout: 'runs out of time',
};

/** A player's name as people read it: a bot's "[bot]" said in words. */
export const playerWords = (name) => String(name).replace(/ \[bot\]$/, ' (a bot)');

/** One argument in words: a number as a number, a seat as its place, anything else briefly. */
function argWords(verb, arg) {
  if (verb === 'move' && Number.isInteger(arg)) return String(arg + 1);
  if (typeof arg === 'number') return arg.toLocaleString('en-GB');
  if (typeof arg === 'string') return verb === 'seed' || verb === 'seeded' ? '' : arg;
  return '';
}

/** A record's action `[player, verb, args...]` in words. */
export function actionWords(action) {
  if (!Array.isArray(action) || action.length < 2) return '';
  const [player, verb, ...args] = action;
  // A sit names its seat and its chips: ["Dan", "sit", SEAT, CHIPS].
  if (verb === 'sit' && args.length === 2) {
    return `${playerWords(player)} sits down in seat ${Number(args[0]) + 1} with ${Number(args[1]).toLocaleString('en-GB')} chips`;
  }
  const said = VERBS[verb] ?? String(verb).replaceAll('_', ' ');
  const more = args.map((a) => argWords(verb, a)).filter(Boolean).join(' ');
  return `${playerWords(player)} ${said}${more ? ` ${more}` : ''}`;
}
