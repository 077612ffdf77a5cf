// Palace Poker in words: each event of the wire (docs/wire.md, `palace`: Event) as a line of the
// hand's log, and the words the page puts beside what the view says (a player's status, how a hand
// ended, what decided a battle, why a card does not count, the hand a side shows). Every sentence
// is a message of the palace catalogue, said in the page's language. Pure: no DOM.

import { cardShort, cardWords, parseCard } from '../../cards.js';
import { cutWinner, nameList, seatedWords } from '../../words.js';
import { say } from '../../speech.js';

export { nameList };

/** The names the catalogues choose a suit or a rank by, from the wire's letters. */
const SUIT_KEY = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' };
const RANK_KEY = {
  A: 'ace', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight',
  9: 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king',
};

/** A seat's player, or the seat in words when nobody is named for it ("seat 3"). */
export function seatWords(seat) {
  return say('palace-seat', { seat: seat + 1 });
}

/** The exclusion a table plays, as the catalogues select on it: 'rank' or 'suit'. */
function by(exclusion) {
  return exclusion === 'rank' ? 'rank' : 'suit';
}

/** A banner card as the catalogues select on it: its suit's or its rank's name, by the exclusion. */
function bannerArgs(card, exclusion) {
  const parsed = parseCard(card);
  if (!parsed) return null;
  return exclusion === 'rank' ? { rank: RANK_KEY[parsed.rank] } : { suit: SUIT_KEY[parsed.suit] };
}

/** What a banner is called by the table's exclusion: "a heart banner", "an ace banner". */
export function bannerKind(card, exclusion) {
  const args = bannerArgs(card, exclusion);
  if (!args) return say('palace-banner-any');
  return args.rank ? say('palace-banner-rank', args) : say('palace-banner-suit', args);
}

/** Why a greyed-out card is not counted: "does not count against a heart banner". */
export function exclusionNote(opponentBanner, exclusion) {
  const args = bannerArgs(opponentBanner, exclusion);
  if (!args) return say('palace-not-counted');
  return args.rank ? say('palace-not-counted-rank', args) : say('palace-not-counted-suit', args);
}

/** A player's place in the hand, in words. */
export function statusWords(status) {
  switch (status) {
    case 'in': return say('palace-status-in');
    case 'folded': return say('palace-status-folded');
    case 'beaten': return say('palace-status-beaten');
    case 'tied_out': return say('palace-status-tied-out');
    case 'sat_out': return say('palace-status-sat-out');
    default: return String(status ?? '');
  }
}

/** How a hand ended, in words (docs/rules/palace.md §7.8). */
export function endingWords(ending, exclusion = 'suit') {
  switch (ending) {
    case 'last_standing': return say('palace-ending-last-standing');
    case 'shared_banner': return say('palace-ending-shared-banner', { by: by(exclusion) });
    case 'tied_battle': return say('palace-ending-tied-battle');
    case 'showdown': return say('palace-ending-showdown');
    default: return '';
  }
}

/** What decided a battle, in words. */
export function decidedWords(decided, exclusion = 'suit') {
  switch (decided) {
    case 'hands': return say('palace-decided-hands');
    case 'banner_count': return say('palace-decided-banner-count', { by: by(exclusion) });
    case 'tie': return say('palace-decided-tie');
    default: return '';
  }
}

/** Shares of a pot in words, each a number: "14 and 13", "9 and 9 and 9". */
function sharesWords(shares) {
  if (shares.length <= 1) return shares.length ? say('palace-chips', { chips: shares[0] }) : '';
  return say('palace-shares', { first: shares[0], rest: sharesWords(shares.slice(1)) });
}

/**
 * Who took the pot and how: "Ann wins the pot of 34: everyone else is out", "Ann and Bob share the
 * pot of 27 (14 and 13): the last two tied a battle". `round` is the view's round, once it has
 * ended.
 */
export function potWords(round, names, exclusion = 'suit') {
  if (!round?.ending) return '';
  const who = (seat) => names[seat] ?? round.players[seat]?.name ?? seatWords(seat);
  const shares = round.winners.map((s) => round.players[s]?.won ?? 0);
  const pot = shares.reduce((a, b) => a + b, 0);
  const why = endingWords(round.ending, exclusion);
  if (round.winners.length === 1) return say('palace-pot-won', { who: who(round.winners[0]), pot, why });
  return say('palace-pot-shared', { names: nameList(round.winners.map(who)), pot, shares: sharesWords(shares), why });
}

/** A player's result in the hand: "+17", "−7", "even". */
export function netWords(player) {
  const net = (player.won ?? 0) - (player.put_in ?? 0);
  if (net > 0) return say('palace-net-up', { chips: net });
  if (net < 0) return say('palace-net-down', { chips: -net });
  return say('palace-net-even');
}

/**
 * Who won the cut for the deal and with what: "Ann cuts the highest card, A♠, and deals the
 * first hand"; after a tie, "Ann and Bob tied and cut again: Bob cuts the highest card, 9♦, and
 * deals the first hand". `cuts` are the view's (or the event's), `dealer` the seat that won.
 */
export function cutWinnerWords(cuts, dealer, names, words = false) {
  return cutWinner(cuts, dealer, names, 'deals the first hand', words);
}

/**
 * Who the table waits for, when the seat's own controls have nothing to offer: `who(seat)` names
 * a seat. While the deal is to be cut for (the view's `cut_due`), the view's `dealer` is only the
 * first to sit, who calls the cut once a second player can pay the ante.
 */
export function waitingWords(view, who) {
  const seat = view.to_act?.[0];
  if (view.cut_due) {
    if (seat !== undefined) return say('palace-waiting-cut', { who: who(seat) });
    return view.players[view.dealer]?.name
      ? say('palace-waiting-cut-second', { who: who(view.dealer) })
      : say('palace-waiting-cut-two');
  }
  if (seat === undefined) return say('palace-waiting-second');
  switch (view.phase) {
    case 'between_rounds': return say('palace-waiting-deal', { who: who(seat) });
    case 'turn': return say('palace-waiting-turn', { who: who(seat) });
    case 'discarding': return say('palace-waiting-discard', { who: who(seat) });
    case 'battle': return say('palace-waiting-battle', { who: who(seat) });
    default: return say('palace-waiting');
  }
}

/** Cards in a line: short ("K♠ 9♠"), or spelled out as a list for screen readers. */
export function cardList(cards, words) {
  const one = words ? cardWords : cardShort;
  const shown = cards.filter((c) => c !== null && c !== undefined);
  return words ? nameList(shown.map(one)) : shown.map(one).join(' ');
}

// ---- the hands, as the server names them ----

/** Ranks said in the page's language: one rank, several ranks, ranks as a list. */
const rank = (key) => say('palace-rank', { rank: key });
const ranks = (key) => say('palace-ranks', { rank: key });
const rankWords = (keys) => nameList(keys.map(rank));

/** The shapes a hand's parts (`named`) name, to their messages: one naming rank, two, or a list. */
const SHAPES = {
  none: 'palace-hand-none', royal_flush: 'palace-hand-royal-flush', straight_flush: 'palace-hand-straight-flush',
  straight: 'palace-hand-straight', pair: 'palace-hand-pair', two_pair: 'palace-hand-two-pair',
  trips: 'palace-hand-trips', quads: 'palace-hand-quads', full_house: 'palace-hand-full-house',
};

/**
 * A hand from its parts as the server sends them (`named`: its shape, the ranks that name it, the
 * kickers; rank letters as cards write them), said in the page's language; null for parts it does
 * not know.
 */
function namedWords(named) {
  const keys = (letters) => (Array.isArray(letters) ? letters.map((l) => RANK_KEY[l]) : [undefined]);
  const [first, second] = keys(named.ranks);
  const kickers = keys(named.kickers);
  if (kickers.some((k) => !k) || keys(named.ranks).some((k) => !k)) return null;
  let hand;
  switch (named.shape) {
    case 'none': case 'royal_flush': hand = say(SHAPES[named.shape]); break;
    case 'high':
      if (!first) return null;
      return kickers.length
        ? say('palace-hand-high-then', { rank: rank(first), list: rankWords(kickers) })
        : say('palace-hand-high', { rank: rank(first) });
    case 'flush': return kickers.length ? say('palace-hand-flush', { list: rankWords(kickers) }) : null;
    case 'straight': case 'straight_flush':
      if (!first) return null;
      hand = say(SHAPES[named.shape], { rank: rank(first) });
      break;
    case 'pair': case 'trips': case 'quads':
      if (!first) return null;
      hand = say(SHAPES[named.shape], { ranks: ranks(first) });
      break;
    case 'two_pair': case 'full_house':
      if (!first || !second) return null;
      hand = say(SHAPES[named.shape], { ranks: ranks(first), second: ranks(second) });
      break;
    default: return null;
  }
  if (kickers.length === 1) return say('palace-hand-kicker', { hand, rank: rank(kickers[0]) });
  if (kickers.length > 1) return say('palace-hand-kickers', { hand, list: rankWords(kickers) });
  return hand;
}

/**
 * A shown hand's name in the page's language: from its parts (`named`), which the server sends
 * beside its English words (`hand`); the English as it came for parts this page does not know.
 */
export function handWords(shown) {
  const named = shown?.named;
  return (named && typeof named === 'object' && namedWords(named)) || String(shown?.hand ?? '');
}

/** One side of a battle, shown: "Bob shows pair of kings". */
function showsWords(shown, who) {
  return say('palace-shows', { who: who(shown.seat), hand: handWords(shown) });
}

/**
 * One step of a battle in words, for the battle's own panel: the attack, raises, the call or the
 * fold, the hands shown, the capture. `null` for an event that is no step of a battle.
 */
export function battleStep(event, names) {
  const who = (seat) => names[seat] ?? seatWords(seat);
  switch (event.event) {
    case 'attacked': return say('palace-step-attacked', { attacker: who(event.attacker), defender: who(event.defender), bet: event.bet });
    case 'raised': return say('palace-step-raised', { who: who(event.seat), paid: event.paid, call: event.paid - event.raise, raise: event.raise });
    case 'called': return say('palace-step-called', { who: who(event.seat), paid: event.paid });
    case 'gave_up':
      return event.returned
        ? say('palace-step-gave-up-returned', { who: who(event.seat), returned: event.returned, to: who(event.to) })
        : say('palace-step-gave-up', { who: who(event.seat) });
    case 'battle_shown': {
      const { result } = event;
      const attacker = showsWords(result.attacker, who);
      const defender = showsWords(result.defender, who);
      if (result.winner === null || result.winner === undefined) return say('palace-step-shown-tie', { attacker, defender });
      return say('palace-step-shown-won', { attacker, defender, winner: who(result.winner) });
    }
    case 'captured': return say('palace-step-captured', { winner: who(event.winner), loser: who(event.loser) });
    default: return null;
  }
}

/** A sentence with the shuffle's number when the event names one (a fair table's). */
function shuffled(id, event, args = {}) {
  return Number.isInteger(event.shuffle)
    ? say(`${id}-fair`, { ...args, shuffle: String(event.shuffle + 1) })
    : say(id, args);
}

/**
 * One event as a sentence for the hand's log. `names[seat]` is each seat's player; `words`
 * spells cards out for screen readers. `null` for an event that says nothing new.
 */
export function eventWords(event, names, words = false) {
  const who = (seat) => names[seat] ?? seatWords(seat);
  const card = (c) => (c === null || c === undefined ? say('palace-a-card') : words ? cardWords(c) : cardShort(c));
  switch (event.event) {
    case 'cut_for_dealer': {
      const cuts = event.cuts.map((c) => say('palace-cut-one', { who: who(c.seat), card: card(c.card) })).join(', ');
      return say('palace-event-cut', { cuts, dealer: who(event.dealer) });
    }
    case 'hand_started':
      return say('palace-event-hand-started', {
        number: event.number, dealer: who(event.dealer), players: nameList(event.players.map(who)), ante: event.ante,
      });
    case 'shuffled': return shuffled('palace-event-shuffled', event);
    case 'banner':
      return event.rejected.length
        ? say('palace-event-banner-passed', { who: who(event.seat), card: card(event.card), passed: cardList(event.rejected, words) })
        : say('palace-event-banner', { who: who(event.seat), card: card(event.card) });
    // `cards` counts the cards shuffled: which they are is nobody's to see.
    case 'banner_discards_shuffled': return shuffled('palace-event-banner-discards', event, { count: event.cards });
    case 'palace': {
      const seen = event.cards.every((c) => c !== null);
      return seen
        ? say('palace-event-palace-seen', { who: who(event.seat), cards: cardList(event.cards, words) })
        : say('palace-event-palace', { who: who(event.seat), count: event.cards.length });
    }
    case 'draw_pile_refilled': return shuffled('palace-event-refilled', event, { count: event.cards });
    case 'bought': return say('palace-event-bought', { who: who(event.seat), price: event.price, card: card(event.card) });
    case 'discarded': {
      if (!event.cards.length) return say('palace-event-kept', { who: who(event.seat) });
      const cards = cardList(event.cards, words);
      return cards
        ? say('palace-event-discarded', { who: who(event.seat), cards })
        : say('palace-event-discarded-unseen', { who: who(event.seat), count: event.cards.length });
    }
    case 'stayed': return say('palace-event-stayed', { who: who(event.seat) });
    case 'folded': return say('palace-event-folded', { who: who(event.seat) });
    case 'attacked': case 'raised': case 'called': case 'gave_up': case 'captured':
      return battleStep(event, names);
    case 'battle_shown': {
      const { result } = event;
      const side = (s) => say('palace-event-side', { who: who(s.seat), cards: cardList(s.palace, words), hand: handWords(s) });
      const sides = { attacker: side(result.attacker), defender: side(result.defender) };
      return result.winner === null || result.winner === undefined
        ? say('palace-event-shown-tie', sides)
        : say('palace-event-shown-won', { ...sides, winner: who(result.winner), decided: decidedWords(result.decided) });
    }
    case 'must_fight': return say('palace-event-must-fight', { names: nameList(event.seats.map(who)) });
    case 'showdown': {
      const hands = event.hands.map((s) => say('palace-showdown-one', { who: who(s.seat), hand: handWords(s) })).join('; ');
      return say('palace-event-showdown', { hands });
    }
    case 'pot_won': {
      const paid = event.transfers.filter((t) => t.from === 'pot' && t.to?.seat !== undefined);
      const parts = paid.map((t) => say('palace-pot-takes', { who: who(t.to.seat), chips: t.amount }));
      const ending = endingWords(event.ending);
      return parts.length
        ? say('palace-event-pot', { takes: parts.join(', '), ending })
        : say('palace-event-pot-none', { ending });
    }
    case 'round_over': {
      const round = event.round;
      const dealt = round.players.filter((p) => p.status !== 'sat_out' && p.name);
      const nets = dealt.map((p) => say('palace-net-one', { who: names[p.seat] ?? p.name, net: netWords(p) })).join(', ');
      return say('palace-event-round-over', { number: round.number, nets });
    }
    case 'seated': return seatedWords(event, names);
    case 'session_over': return say('palace-event-session-over');
    default: return null;
  }
}
