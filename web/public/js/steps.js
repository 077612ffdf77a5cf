// A hand record's action in words, for a replay's steps: `["Ada [bot]", "stake", 10]` reads
// "Ada (a bot) bets 10". Every game's verbs are here, since a record's actions are one form for
// all of them; a verb not known reads as itself.

import { pageLang, say } from './speech.js';

/**
 * Each verb's sentences, by the arguments the record gives: a message and the names its
 * arguments take in it, in the record's order. The form whose count of names is the count of
 * arguments is said; else the first, its arguments left out (a seed's shuffle number and text,
 * which are not shown).
 */
const STEPS = {
  cut: [['page-step-cut']],
  deal: [['page-step-deal']],
  stake: [['page-step-stake', 'amount']],
  bet: [['page-step-stake', 'amount']],
  twist: [['page-step-twist']],
  stick: [['page-step-stick']],
  buy: [['page-step-buy'], ['page-step-buy-amount', 'amount']],
  split: [['page-step-split']],
  pass: [['page-step-pass']],
  burn: [['page-step-burn']],
  shoot: [['page-step-shoot', 'amount']],
  kitty: [['page-step-kitty', 'amount']],
  offer_bank: [['page-step-offer-bank', 'buyer', 'price']],
  accept_bank: [['page-step-accept-bank']],
  decline_bank: [['page-step-decline-bank']],
  double: [['page-step-double']],
  decline_double: [['page-step-decline-double']],
  sit: [['page-step-sit'], ['page-step-sit-with', 'seat', 'chips']],
  stand: [['page-step-stand']],
  top_up: [['page-step-top-up', 'chips']],
  move: [['page-step-move', 'seat']],
  attack: [['page-step-attack', 'defender', 'bet']],
  call: [['page-step-call']],
  raise: [['page-step-raise', 'amount']],
  fold: [['page-step-fold']],
  stay: [['page-step-stay']],
  seed: [['page-step-seed']],
  seeded: [['page-step-seed']],
  timeout: [['page-step-timeout']],
};

/** A player's name as people read it: a bot's "[bot]" said in words. */
export const playerWords = (name) => {
  const bot = / \[bot\]$/.exec(String(name));
  return bot ? say('page-step-bot', { name: String(name).slice(0, bot.index) }) : String(name);
};

/** One argument as its sentence takes it: a seat as its place (counted from 1), a player's name as people read it. */
function argValue(name, arg) {
  if (name === 'seat' && Number.isInteger(arg)) return arg + 1;
  if ((name === 'buyer' || name === 'defender') && typeof arg === 'string') return playerWords(arg);
  return typeof arg === 'number' || typeof arg === 'string' ? arg : String(arg ?? '');
}

/** One argument of a verb not known, briefly: a number as a number, anything else as it is. */
function otherWords(arg) {
  if (typeof arg === 'number') return arg.toLocaleString(pageLang());
  if (typeof arg === 'string') return arg;
  return '';
}

/** A record's action `[player, verb, args...]` in words. */
export function actionWords(action) {
  if (!Array.isArray(action) || action.length < 2) return '';
  const [player, verb, ...args] = action;
  const who = playerWords(player);
  // A discard names its cards, as many as it lets go (none ends the turn).
  if (verb === 'discard') {
    const cards = args.filter((a) => typeof a === 'string');
    return cards.length ? say('page-step-discard', { player: who, cards: cards.join(' ') }) : say('page-step-discard-none', { player: who });
  }
  const forms = Object.hasOwn(STEPS, verb) ? STEPS[verb] : null;
  if (!forms) {
    const more = args.map(otherWords).filter(Boolean).join(' ');
    return say('page-step-other', { player: who, verb: `${String(verb).replaceAll('_', ' ')}${more ? ` ${more}` : ''}` });
  }
  const [id, ...names] = forms.find((form) => form.length - 1 === args.length) ?? forms[0];
  const vars = { player: who };
  names.forEach((name, i) => { vars[name] = argValue(name, args[i]); });
  return say(id, vars);
}
