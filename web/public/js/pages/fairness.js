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
import { say } from '../speech.js';

const short = (hex) => `${hex.slice(0, 16)}…`;

function seedList(seeds, names) {
  if (!seeds.length) return say('page-fair-no-seed');
  return seeds.map((s) => seedWords(s, names)).join(', ');
}

/** How a shuffle of `scheme` is made and checked, in words. */
export function schemeWords(scheme) {
  return say(scheme >= 2 ? 'page-fair-scheme-seeded' : 'page-fair-scheme-first', { scheme: String(scheme) });
}

const check = (ok, yes, no) => h('li', { class: ok ? 'ok' : 'bad', 'data-test': ok ? 'check-ok' : 'check-bad' }, `${ok ? '✓' : '✗'} ${ok ? yes : no}`);

/** One revealed shuffle, checked: the checks, the recomputed pack, and the player's rounds in it. */
function verified(shuffle, packs, hands, names) {
  const result = verifyShuffle(shuffle, packs);
  const items = [
    check(result.commitment, say('page-fair-commitment-ok'), say('page-fair-commitment-bad')),
  ];
  // Only seeds whose text and hash are both out can be checked (all of them, once revealed).
  const seeds = shuffle.seeds.filter((_, i) => result.seeds[i] !== null);
  if (seeds.length) {
    const wrong = shuffle.seeds.find((_, i) => result.seeds[i] === false);
    const whose = names[wrong?.seat];
    items.push(check(!wrong, say('page-fair-seeds-ok'), whose
      ? say('page-fair-seeds-bad', { player: whose })
      : say('page-fair-seeds-bad-seat', { seat: (wrong?.seat ?? 0) + 1 })));
  }
  items.push(check(result.key, say(result.scheme >= 2 ? 'page-fair-key-ok-seats' : 'page-fair-key-ok'), say('page-fair-key-bad')));
  if (result.pile !== null) {
    items.push(check(result.pile, say('page-fair-pile-ok', { cards: shuffle.cards }), say('page-fair-pile-bad', { cards: shuffle.cards })));
  }
  if (result.order && !result.dealt.length) {
    items.push(h('li', {}, say('page-fair-none-dealt')));
  } else if (result.order) {
    const dealt = result.dealt.length;
    const firstPass = Math.min(dealt, result.order.length);
    items.push(check(result.mismatch === null, say('page-fair-dealt-ok', { count: firstPass }),
      say('page-fair-dealt-bad', { card: result.mismatch + 1, dealt: String(result.dealt[result.mismatch]), expected: String(result.order[result.mismatch]) })));
    let at = 0;
    for (const hand of hands) {
      const deck = hand.record?.deck ?? [];
      const place = runAt(result.dealt.slice(at), deck);
      // A round whose deal made the next shuffle is listed under both packs: it was dealt from
      // the later one.
      const later = hand.shuffles.some((s) => s.number > shuffle.number);
      if (place < 0 && later) continue;
      const round = { round: String(hand.round.number), hand: String(hand.id) };
      items.push(check(place >= 0,
        say('page-fair-round-ok', { ...round, count: deck.length, from: at + place + 1, to: at + place + deck.length }),
        say('page-fair-round-bad', round)));
      if (place >= 0) at += place + deck.length;
    }
  } else {
    items.push(h('li', {}, say('page-fair-pile-unpublished', { cards: shuffle.cards })));
  }
  const pack = result.order
    ? h('details', {}, h('summary', {}, say('page-fair-pack')),
      h('p', { class: 'pack-order', 'data-test': 'pack-order' },
        result.order.map((card, i) => h('span', { class: i < result.dealt.length ? 'dealt' : '' }, card, ' '))))
    : null;
  return [h('ul', { class: 'checks' }, items), pack];
}

export function fairnessPage({ main }, table) {
  const body = h('div', { class: 'fairness' });
  fill(main, h('h1', {}, say('page-fair-title', { table: String(table) })), body);
  (async () => {
    const [{ fairness, rules }, listed] = await Promise.all([
      api('GET', `/api/tables/${table}/fairness`),
      api('GET', '/api/hands?limit=100').catch(() => ({ hands: [] })),
    ]);
    if (!fairness) {
      fill(body, h('p', {}, say('page-fair-unfair')));
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
        ? h('p', {}, say('page-fair-schemes-mixed'))
        : null,
      h('section', { class: 'next-shuffle' },
        h('h2', {}, say('page-fair-next', { number: String(next.number + 1), scheme: String(next.scheme ?? fairness.scheme) })),
        h('p', {}, say('page-fair-commitment'), ' ', h('code', { 'data-test': 'next-commitment' }, next.commitment)),
        h('p', {}, say('page-fair-seeds-so-far', { seeds: seedList(next.seeds, names) }))),
      h('h2', {}, say('page-fair-made')),
      fairness.shuffles.length ? null : h('p', {}, say('page-fair-none-made')),
      fairness.shuffles.slice().reverse().map((shuffle) => h('section', { class: 'shuffle', 'data-test': `shuffle-${shuffle.number}` },
        h('h3', {}, say('page-fair-shuffle', {
          number: String(shuffle.number + 1), scheme: String(shuffle.scheme ?? 1), cards: shuffle.cards, action: String(shuffle.version + 1),
        })),
        h('p', {}, say('page-fair-commitment'), ' ', h('code', {}, short(shuffle.commitment)), ' · ', say('page-fair-seeds', { seeds: seedList(shuffle.seeds, names) })),
        shuffle.house
          ? [h('p', {}, say('page-fair-house'), ' ', h('code', {}, shuffle.house)), ...verified(shuffle, fairness.packs, byShuffle(shuffle.number), names)]
          : h('p', { class: 'hint' }, say((shuffle.scheme ?? 1) >= 2 ? 'page-fair-secret-seeded' : 'page-fair-secret')))),
      h('p', {}, h('a', { href: `#/table/${table}` }, say('page-fair-back')), ` · ${rules.preset}`));
  })().catch((error) => fill(body, h('p', { class: 'error', role: 'alert' }, error.message)));
  return null;
}
