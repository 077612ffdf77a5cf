// Palace Poker in words: each event of the wire (docs/wire.md, `palace`: Event) as a line of the
// hand's log, and the words the page puts beside what the view says (a player's status, how a hand
// ended, what decided a battle, why a card does not count). Pure: no DOM.

import { cardShort, cardWords, parseCard } from '../../cards.js';
import { cutWinner, nameList, seatedWords, shuffleNote } from '../../words.js';

export { nameList };

const SUIT_ONE = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' };
const RANK_ONE = {
  A: 'ace', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight',
  9: 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king',
};

/** What a banner is called by the table's exclusion: "a heart banner", "an ace banner". */
export function bannerKind(card, exclusion) {
  const parsed = parseCard(card);
  if (!parsed) return 'a banner';
  const word = exclusion === 'rank' ? RANK_ONE[parsed.rank] : SUIT_ONE[parsed.suit];
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word} banner`;
}

/** Why a greyed-out card is not counted: "does not count against a heart banner". */
export function exclusionNote(opponentBanner, exclusion) {
  return `does not count against ${bannerKind(opponentBanner, exclusion)}`;
}

/** A player's place in the hand, in words. */
export function statusWords(status) {
  switch (status) {
    case 'in': return 'in the hand';
    case 'folded': return 'folded';
    case 'beaten': return 'out: beaten in battle';
    case 'tied_out': return 'out: tied a battle';
    case 'sat_out': return 'sitting this hand out';
    default: return String(status ?? '');
  }
}

/** How a hand ended, in words (docs/rules/palace.md §7.8). */
export function endingWords(ending, exclusion = 'suit') {
  switch (ending) {
    case 'last_standing': return 'everyone else is out';
    case 'shared_banner': return `those left share one banner ${exclusion === 'rank' ? 'rank' : 'suit'}: nobody can attack anybody`;
    case 'tied_battle': return 'the last two tied a battle';
    case 'showdown': return 'a quiet round: the best hand at the showdown';
    default: return '';
  }
}

/** What decided a battle, in words. */
export function decidedWords(decided, exclusion = 'suit') {
  switch (decided) {
    case 'hands': return 'the better hand';
    case 'banner_count': return `equal hands: more cards of their own banner ${exclusion === 'rank' ? 'rank' : 'suit'}`;
    case 'tie': return 'equal all the way';
    default: return '';
  }
}

/**
 * Who took the pot and how: "Ann wins the pot of 34: everyone else is out", "Ann and Bob share the
 * pot of 27 (14 and 13): the last two tied a battle". `round` is the view's round, once it has
 * ended.
 */
export function potWords(round, names, exclusion = 'suit') {
  if (!round?.ending) return '';
  const who = (seat) => names[seat] ?? round.players[seat]?.name ?? `seat ${seat + 1}`;
  const shares = round.winners.map((s) => round.players[s]?.won ?? 0);
  const pot = shares.reduce((a, b) => a + b, 0);
  const why = endingWords(round.ending, exclusion);
  if (round.winners.length === 1) return `${who(round.winners[0])} wins the pot of ${pot}: ${why}`;
  return `${nameList(round.winners.map(who))} share the pot of ${pot} (${shares.join(' and ')}): ${why}`;
}

/** A player's result in the hand: "+17", "−7", "even". */
export function netWords(player) {
  const net = (player.won ?? 0) - (player.put_in ?? 0);
  if (net > 0) return `+${net}`;
  if (net < 0) return `−${-net}`;
  return 'even';
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
    if (seat !== undefined) return `${who(seat)} is to call the cut for the deal.`;
    return view.players[view.dealer]?.name
      ? `${who(view.dealer)} sat down first and calls the cut for the deal: waiting for a second player who can pay the ante.`
      : 'The players cut for the deal once two have sat down.';
  }
  if (seat === undefined) return 'Waiting for a second player who can pay the ante.';
  switch (view.phase) {
    case 'between_rounds': return `Waiting for ${who(seat)} to deal.`;
    case 'turn': return `${who(seat)}'s turn.`;
    case 'discarding': return `${who(seat)} is letting soldiers go.`;
    case 'battle': return `${who(seat)} answers the battle.`;
    default: return 'Waiting.';
  }
}

function cardList(cards, words) {
  const one = words ? cardWords : cardShort;
  const shown = cards.filter((c) => c !== null && c !== undefined);
  return words ? nameList(shown.map(one)) : shown.map(one).join(' ');
}

/** One side of a battle, shown: "Bob shows pair of kings". */
function showsWords(shown, who) {
  return `${who(shown.seat)} shows ${shown.hand}`;
}

/**
 * One step of a battle in words, for the battle's own panel: the attack, raises, the call or the
 * fold, the hands shown, the capture. `null` for an event that is no step of a battle.
 */
export function battleStep(event, names) {
  const who = (seat) => names[seat] ?? `seat ${seat + 1}`;
  switch (event.event) {
    case 'attacked': return `${who(event.attacker)} attacks ${who(event.defender)}, betting ${event.bet}`;
    case 'raised': return `${who(event.seat)} pays ${event.paid}: calls ${event.paid - event.raise} and raises ${event.raise}`;
    case 'called': return `${who(event.seat)} calls, paying ${event.paid}: both palaces are turned over`;
    case 'gave_up':
      return `${who(event.seat)} folds${event.returned ? `; the raise of ${event.returned} nobody called goes back to ${who(event.to)}` : ''}`;
    case 'battle_shown': {
      const { result } = event;
      const shows = `${showsWords(result.attacker, who)}, ${showsWords(result.defender, who)}`;
      if (result.winner === null || result.winner === undefined) return `${shows}: a tie`;
      return `${shows}: ${who(result.winner)} wins`;
    }
    case 'captured': return `${who(event.winner)} takes ${who(event.loser)}'s banner and soldiers`;
    default: return null;
  }
}

/**
 * One event as a sentence for the hand's log. `names[seat]` is each seat's player; `words`
 * spells cards out for screen readers. `null` for an event that says nothing new.
 */
export function eventWords(event, names, words = false) {
  const who = (seat) => names[seat] ?? `seat ${seat + 1}`;
  const card = (c) => (c === null || c === undefined ? 'a card' : words ? cardWords(c) : cardShort(c));
  switch (event.event) {
    case 'cut_for_dealer': {
      const cuts = event.cuts.map((c) => `${who(c.seat)} ${card(c.card)}`).join(', ');
      return `Cut for the deal: ${cuts}; ${who(event.dealer)} deals`;
    }
    case 'hand_started':
      return `Hand ${event.number}: ${who(event.dealer)} deals; ${nameList(event.players.map(who))} ante ${event.ante} each`;
    case 'shuffled': return `The cards are shuffled${shuffleNote(event)}`;
    case 'banner': {
      const passed = event.rejected.length ? ` (passed over: ${cardList(event.rejected, words)})` : '';
      return `${who(event.seat)}'s banner: ${card(event.card)}${passed}`;
    }
    // `cards` counts the cards shuffled: which they are is nobody's to see.
    case 'banner_discards_shuffled':
      return `The pack ran out: the ${event.cards} passed-over banner cards are shuffled to go on${shuffleNote(event)}`;
    case 'palace': {
      const seen = event.cards.every((c) => c !== null);
      return seen
        ? `${who(event.seat)}'s palace, face down: ${cardList(event.cards, words)}`
        : `${who(event.seat)} is dealt ${event.cards.length} palace cards face down`;
    }
    case 'draw_pile_refilled': return `The discards are shuffled into a new draw pile of ${event.cards}${shuffleNote(event)}`;
    case 'bought': return `${who(event.seat)} buys a soldier for ${event.price}: ${card(event.card)}`;
    case 'discarded':
      return event.cards.length
        ? `${who(event.seat)} lets go ${cardList(event.cards, words) || `${event.cards.length} soldiers`}`
        : `${who(event.seat)} keeps every soldier`;
    case 'stayed': return `${who(event.seat)} stays`;
    case 'folded': return `${who(event.seat)} folds and leaves the hand`;
    case 'attacked': case 'raised': case 'called': case 'gave_up': case 'captured':
      return battleStep(event, names);
    case 'battle_shown': {
      const { result } = event;
      const side = (s) => `${who(s.seat)} shows ${cardList(s.palace, words)}: ${s.hand}`;
      const end = result.winner === null || result.winner === undefined
        ? 'a tie'
        : `${who(result.winner)} wins the battle (${decidedWords(result.decided)})`;
      return `${side(result.attacker)}; ${side(result.defender)}: ${end}`;
    }
    case 'must_fight': return `Only ${nameList(event.seats.map(who))} are left, of different banners, and a quiet round has passed: they must battle or fold`;
    case 'showdown': return `Showdown: ${event.hands.map((s) => `${who(s.seat)} ${s.hand}`).join('; ')}`;
    case 'pot_won': {
      const paid = event.transfers.filter((t) => t.from === 'pot' && t.to?.seat !== undefined);
      const parts = paid.map((t) => `${who(t.to.seat)} takes ${t.amount}`);
      return `The pot: ${parts.join(', ') || 'nothing to share'} (${endingWords(event.ending)})`;
    }
    case 'round_over': {
      const round = event.round;
      const dealt = round.players.filter((p) => p.status !== 'sat_out' && p.name);
      return `Hand ${round.number} is over: ${dealt.map((p) => `${names[p.seat] ?? p.name} ${netWords(p)}`).join(', ')}`;
    }
    case 'seated': return seatedWords(event, names);
    case 'session_over': return 'Fewer than two players can pay the ante: no further hand';
    default: return null;
  }
}
