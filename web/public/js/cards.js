// Cards drawn as SVG by the client itself: no image is ever downloaded. A card is written as the
// wire writes it ("TH", "AS"; docs/wire.md), or `null` for a card face down.

import { say } from './speech.js';

const RANKS = { A: 'A', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9', T: '10', J: 'J', Q: 'Q', K: 'K' };
/**
 * The names the catalogues choose a card's words by: each language names a card in its own order
 * ("ten of hearts", "kőr tízes"), so the rank and the suit go to one message together.
 */
const RANK_NAMES = { A: 'ace', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king' };
const SUITS = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SUIT_NAMES = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

/** A card's rank and suit, or `null` for a card face down; a card the wire never writes throws. */
export function parseCard(text) {
  if (text === null || text === undefined) return null;
  const match = /^([A2-9TJQK])([CDHS])$/.exec(text);
  if (!match) throw new Error(`not a card: ${JSON.stringify(text)}`);
  return { rank: match[1], suit: match[2] };
}

/** The card in words, for screen readers: "ten of hearts", or "a card face down". */
export function cardWords(text) {
  const card = parseCard(text);
  return card ? say('table-card', { rank: RANK_NAMES[card.rank], suit: SUIT_NAMES[card.suit] }) : say('table-card-down');
}

/** The card in short: "10♥", or "🂠" face down. */
export function cardShort(text) {
  const card = parseCard(text);
  return card ? RANKS[card.rank] + SUITS[card.suit] : '🂠';
}

/** Whether a card is red (hearts and diamonds). */
export function isRed(text) {
  const card = parseCard(text);
  return card !== null && (card.suit === 'H' || card.suit === 'D');
}

/** Text made safe to stand in an attribute of markup. */
const attribute = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The card as an SVG image: its rank in two corners and its suit in the middle, red or black; or
 * its back. Every character in it comes from the fixed tables above, never from the text given,
 * and its label from the catalogues, escaped, so it is safe to place as markup.
 */
export function cardSvg(text) {
  const card = parseCard(text);
  const label = attribute(cardWords(text));
  if (!card) {
    return `<svg class="card back" viewBox="0 0 60 84" role="img" aria-label="${label}">` +
      '<rect x="1" y="1" width="58" height="82" rx="6" class="card-edge"/>' +
      '<rect x="6" y="6" width="48" height="72" rx="4" class="card-pattern"/></svg>';
  }
  const rank = RANKS[card.rank];
  const suit = SUITS[card.suit];
  const colour = isRed(text) ? 'red' : 'black';
  return `<svg class="card ${colour}" viewBox="0 0 60 84" role="img" aria-label="${label}">` +
    '<rect x="1" y="1" width="58" height="82" rx="6" class="card-edge"/>' +
    `<text x="6" y="18" class="card-rank">${rank}</text>` +
    `<text x="6" y="30" class="card-suit-small">${suit}</text>` +
    `<text x="30" y="54" text-anchor="middle" class="card-suit">${suit}</text>` +
    `<text x="54" y="78" text-anchor="end" class="card-rank">${rank}</text></svg>`;
}
