// #/fair/N: a table's fair shuffles (docs/fairness.md), each checked in the browser by its own
// scheme (a table opened under scheme 1 goes on to scheme 2 from a later shuffle). Each
// shuffle's commitment was published before the players' seeds were taken; once the pack is done
// with, the server reveals the house's part and the seeds, and this page recomputes, with its own
// code (js/fair.js), that the part matches the commitment, that each seed is the one whose hash
// was published, that the key is the part mixed with the seeds, and that the cards dealt are the
// top of the pack the key shuffles. The player's own rounds from that pack are found among the
// cards dealt.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { verifyShuffle, runAt } from '../fair.js';
import { seedWords } from '../fair-panel.js';

const short = (hex) => `${hex.slice(0, 16)}…`;

function seedList(seeds, names) {
  if (!seeds.length) return 'no seed was given: the house part alone';
  return seeds.map((s) => seedWords(s, names)).join(', ');
}

/** How a shuffle of `scheme` is made and checked, in words. */
export function schemeWords(scheme) {
  if (scheme >= 2) {
    return `Scheme ${scheme} (docs/fairness.md). Before a pack is shuffled the table publishes a commitment: a hash of the shuffle's number and of the house's secret part for it. Every seated player then mixes in a seed, of which the others are shown only a hash; the shuffle's key is a hash of the house part and each seat's seed hash, in seat order, so the house, which fixed its part before it saw the seeds, cannot choose the cards. When the pack is done with and every card dealt from it has been shown, the house part and the seeds are revealed, and this page checks them with its own code.`;
  }
  return `Scheme ${scheme} (docs/fairness.md). Before a pack is shuffled the table publishes a commitment, SHA-256 of the house's secret part for that shuffle. Anyone seated may then give a seed, shown to everyone; the shuffle's key is SHA-256 of the house part followed by SHA-256 of each seed, in seat order, so the house, which fixed its part before it saw the seeds, cannot choose the cards. When the pack is done with and every card dealt from it has been shown, the house part is revealed, and this page checks it with its own code.`;
}

const check = (ok, yes, no) => h('li', { class: ok ? 'ok' : 'bad', 'data-test': ok ? 'check-ok' : 'check-bad' }, `${ok ? '✓' : '✗'} ${ok ? yes : no}`);

/** One revealed shuffle, checked: the checks, the recomputed pack, and the player's rounds in it. */
function verified(shuffle, packs, hands, names) {
  const result = verifyShuffle(shuffle, packs);
  const items = [
    check(result.commitment, 'the revealed house part hashes to the commitment published before the shuffle',
      'the revealed house part does not hash to the commitment'),
  ];
  // Only seeds whose text and hash are both out can be checked (all of them, once revealed).
  const seeds = shuffle.seeds.filter((_, i) => result.seeds[i] !== null);
  if (seeds.length) {
    const wrong = shuffle.seeds.find((_, i) => result.seeds[i] === false);
    items.push(check(!wrong, 'each seed revealed is the one whose hash was published before the shuffle',
      `the seed revealed for ${names[wrong?.seat] ?? `seat ${(wrong?.seat ?? 0) + 1}`} is not the one whose hash was published`));
  }
  items.push(check(result.key,
    result.scheme >= 2 ? 'the key is the house part mixed with the seeds, each with its seat, as the server says'
      : 'the key is the house part mixed with the seeds, as the server says',
    'the key is not the house part mixed with these seeds'));
  if (result.pile !== null) {
    items.push(check(result.pile,
      `it shuffled a pile of ${shuffle.cards} cards refilled from the discards in the middle of a hand: the published pile holds them in a new pack's order, as the scheme puts them before the shuffle`,
      `the published pile of the discards is not ${shuffle.cards} cards in a new pack's order`));
  }
  if (result.order && !result.dealt.length) {
    items.push(h('li', {}, 'No cards dealt are listed for this pack: a Palace hand shuffles its piles more than once, and its hand history replays from the keys of its shuffles instead.'));
  } else if (result.order) {
    const dealt = result.dealt.length;
    const firstPass = Math.min(dealt, result.order.length);
    items.push(check(result.mismatch === null,
      `the ${firstPass} cards dealt from it are the top ${firstPass} of the pack recomputed from the key`,
      `card ${result.mismatch + 1} dealt (${result.dealt[result.mismatch]}) is not the recomputed pack's (${result.order[result.mismatch]})`));
    let at = 0;
    for (const hand of hands) {
      const deck = hand.record?.deck ?? [];
      const place = runAt(result.dealt.slice(at), deck);
      // A round whose deal made the next shuffle is listed under both packs: it was dealt from
      // the later one.
      const later = hand.shuffles.some((s) => s.number > shuffle.number);
      if (place < 0 && later) continue;
      items.push(check(place >= 0,
        `your round ${hand.round.number} (hand ${hand.id}): its ${deck.length} cards are cards ${at + place + 1} to ${at + place + deck.length} dealt`,
        `your round ${hand.round.number} (hand ${hand.id}) is not among the cards dealt from this pack`));
      if (place >= 0) at += place + deck.length;
    }
  } else {
    items.push(h('li', {}, `This shuffle took ${shuffle.cards} cards, a pile refilled from the discards in the middle of a hand, and the table did not publish the pile, so its cards cannot be recomputed here.`));
  }
  const pack = result.order
    ? h('details', {}, h('summary', {}, 'The pack as the key shuffles it, top first (the cards dealt marked)'),
      h('p', { class: 'pack-order', 'data-test': 'pack-order' },
        result.order.map((card, i) => h('span', { class: i < result.dealt.length ? 'dealt' : '' }, card, ' '))))
    : null;
  return [h('ul', { class: 'checks' }, items), pack];
}

export function fairnessPage({ main }, table) {
  const body = h('div', { class: 'fairness' });
  fill(main, h('h1', {}, `Fair shuffles at table ${table}`), body);
  (async () => {
    const [{ fairness, rules }, listed] = await Promise.all([
      api('GET', `/api/tables/${table}/fairness`),
      api('GET', '/api/hands?limit=100').catch(() => ({ hands: [] })),
    ]);
    if (!fairness) {
      fill(body, h('p', {}, 'This table is not dealt by the fair scheme (a test table dealt from a stacked pack).'));
      return;
    }
    const names = (await api('GET', '/api/tables').catch(() => ({ tables: [] }))).tables.find((t) => t.id === table)?.seats ?? [];
    const mine = listed.hands.filter((hand) => hand.table === table);
    const records = await Promise.all(mine.map((hand) => api('GET', `/api/hands/${hand.id}`)));
    const byShuffle = (number) => records
      .filter((hand) => hand.shuffles?.some((s) => s.number === number))
      .sort((a, b) => a.from_version - b.from_version);
    const next = fairness.next;
    fill(body,
      h('p', { 'data-test': 'scheme' }, schemeWords(fairness.scheme)),
      // A table opened under scheme 1 keeps its early shuffles as they were made.
      fairness.shuffles.some((s) => (s.scheme ?? 1) !== fairness.scheme)
        ? h('p', {}, 'Some shuffles below were made by another scheme: each is checked by its own.')
        : null,
      h('section', { class: 'next-shuffle' },
        h('h2', {}, `Next: shuffle ${next.number + 1} (scheme ${next.scheme ?? fairness.scheme})`),
        h('p', {}, 'Commitment ', h('code', { 'data-test': 'next-commitment' }, next.commitment)),
        h('p', {}, 'Seeds given so far: ', seedList(next.seeds, names))),
      h('h2', {}, 'Shuffles made'),
      fairness.shuffles.length ? null : h('p', {}, 'None yet: the pack is shuffled for the first deal.'),
      fairness.shuffles.slice().reverse().map((shuffle) => h('section', { class: 'shuffle', 'data-test': `shuffle-${shuffle.number}` },
        h('h3', {}, `Shuffle ${shuffle.number + 1} (scheme ${shuffle.scheme ?? 1}): ${shuffle.cards} cards, before action ${shuffle.version + 1}`),
        h('p', {}, 'Commitment ', h('code', {}, short(shuffle.commitment)), ' · seeds: ', seedList(shuffle.seeds, names)),
        shuffle.house
          ? [h('p', {}, 'House part ', h('code', {}, shuffle.house)), ...verified(shuffle, fairness.packs, byShuffle(shuffle.number), names)]
          : h('p', { class: 'hint' }, `Still secret: the pack is in use, or a card dealt from it was never shown. It is revealed${(shuffle.scheme ?? 1) >= 2 ? ', with its seeds,' : ''} once the pack is done with and every card dealt from it has been shown.`))),
      h('p', {}, h('a', { href: `#/table/${table}` }, 'Back to the table'), ` · ${rules.preset}`));
  })().catch((error) => fill(body, h('p', { class: 'error', role: 'alert' }, error.message)));
  return null;
}
