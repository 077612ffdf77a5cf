// Palace Poker in a real browser against the real server, from stacked packs so that every card is
// known (a table opens empty and its players cut for the deal: a stacked pack's first cards are the
// cut's, one for each seated player in seat order, and the hand's cards follow): a battle with a raise played by two people in two browser contexts, both palaces turned
// over and the cards that do not count greyed out, as the view has them (for a page that remembers
// nothing too); a spectator who sees no controls and no palace card until the battle shows them;
// buying, letting soldiers go, a quiet round and a fight that must be fought, played by the keys;
// hands at a fair table (the only Palace hands recorded) replayed from the hand histories, drawn
// by the Palace felt as the table drew them; a no-limit battle with
// amounts typed in and a fold to a raise; a person against a bot.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, startBrowser, shotPath, signUp, sit } from './server.js';

let server;
let browser;

before(async () => {
  // Long turns, so nothing is played by a timeout; bots that act at once; stacked packs allowed.
  server = await startServer(['--allow-stacked', '--bot-delay-ms', '20', '--turn-seconds', '300']);
  browser = await startBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A whole pack: `top` first, then every other card in a fixed order. */
function deckOf(top) {
  const rest = [];
  for (const suit of 'SHDC') for (const rank of 'A23456789TJQK') rest.push(rank + suit);
  return [...top, ...rest.filter((c) => !top.includes(c))];
}

/** The cut for the deal with two players: seat 0 cuts A♦ and deals, seat 1 cuts 2♥. */
const CUT = ['AD', '2H'];

/**
 * With two players, Ann in seat 0 dealing (her ace wins the cut) and Bob in seat 1: the banners go
 * Bob then Ann, then the palaces one at a time from Bob, then the draw pile. Bob's banner K♥,
 * Ann's Q♠; Bob's palace K♠ K♦ 9♠, Ann's Q♦ Q♣ 3♥. Against Ann's spade banner Bob's K♠ and 9♠ do
 * not count (a pair of kings, not three); against Bob's heart banner Ann's 3♥ does not count
 * (three queens).
 */
const BATTLE = deckOf([...CUT, 'KH', 'QS', 'KS', 'QD', 'KD', 'QC', '9S', '3H']);

/** Opens a table from the page's own session: its id. */
async function openStacked(page, rules, deck, seats = 2) {
  const answer = await page.evaluate(async (body) => {
    const response = await fetch('/api/tables', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    return response.json();
  }, { rules, seats, deck });
  assert.ok(answer.table?.id, JSON.stringify(answer));
  return answer.table.id;
}

async function goTo(page, table) {
  await page.goto(`${server.url}/#/table/${table}`);
  await page.waitForSelector('.palace-page .felt');
}

/**
 * Ann opens the table and sits in seat 0, Bob in seat 1, and Ann, the first to sit, calls the cut
 * for the deal in the page; with `deck` starting CUT, she wins it: both pages, and the table.
 */
async function twoPlayers(rules, deck, [first, second]) {
  const ann = await signUp(browser, server.url, first);
  const table = await openStacked(ann, rules, deck);
  await goTo(ann, table);
  await sit(ann, 0, 200);
  const bob = await signUp(browser, server.url, second);
  await goTo(bob, table);
  await sit(bob, 1, 200);
  // Before the cut nobody deals: the deal is to be cut for, and the first to sit calls the cut.
  await ann.waitForSelector('[data-test="cut"]');
  for (const page of [ann, bob]) {
    assert.equal(await text(page, '[data-test="dealer"]'), 'The deal is to be cut for');
    assert.equal(await page.$('.pal-dealer'), null, 'no D before the cut');
    assert.equal(await page.isVisible('[data-test="deal"]'), false, 'no deal before the cut');
  }
  assert.equal(await text(bob, '[data-test="waiting"]'), `${first} is to call the cut for the deal.`);
  assert.equal(await text(ann, '[data-test="cut"]'), 'Cut for the deal');
  await ann.click('[data-test="cut"]');
  for (const page of [ann, bob]) {
    await page.waitForSelector('[data-test="cut-winner"]');
    assert.equal(await text(page, '[data-test="cut-winner"]'), `${first} cuts the highest card, A♦, and deals the first hand`);
    assert.match(await text(page, '[data-test="dealer"]'), new RegExp(`Dealer${first}`));
    assert.ok(await page.$('[data-test="seat-0"] .pal-dealer'), 'the D on the cut\'s winner');
  }
  await ann.waitForSelector('[data-test="deal"]');
  return { ann, bob, table };
}

/** An element's words, without the key a button shows on its cap (its <kbd>). */
const text = (page, selector) => page.locator(selector).first().evaluate((el) => {
  const copy = el.cloneNode(true);
  copy.querySelectorAll('kbd').forEach((k) => k.remove());
  return copy.textContent;
});
const faces = (page, selector) => page.$$eval(`${selector} svg.card`, (cards) => cards.map((c) => (c.classList.contains('back') ? null : c.getAttribute('aria-label'))));
const cardsMarked = (page, selector, mark) => page.$$eval(`${selector} .pal-card.${mark}`, (cards) => cards.map((c) => c.dataset.card));

/** Every palace card a page's socket received that is not face down, before `until` happened. */
function palacesSeen(page, seat, until) {
  const seen = [];
  for (const message of page.messages) {
    if ((message.events ?? []).some((e) => e.event === until)) break;
    const rounds = [message.view?.round, ...(message.events ?? []).map((e) => e.round)].filter(Boolean);
    for (const round of rounds) {
      for (const player of round.players) if (player.seat !== seat) seen.push(...player.palace.filter((c) => c !== null));
    }
    for (const event of message.events ?? []) {
      if (event.event === 'palace' && event.seat !== seat) seen.push(...event.cards.filter((c) => c !== null));
    }
  }
  return seen;
}

const MOVES = ['deal', 'buy', 'attack', 'call', 'raise', 'stay', 'fold', 'discard', 'keep', 'stand'];

test('a Palace hand with a battle and a raise, played by two people through the page', async () => {
  const { ann, bob, table } = await twoPlayers('palace', BATTLE, ['Ann', 'Bob']);
  assert.match(await text(ann, '.table-head'), /Palace Poker: limit 5\/10, exclusion by suit, 5 soldiers at most/);
  // The cut for the deal, face up in both pages: Ann's ace outlined; and in the log.
  for (const page of [ann, bob]) {
    assert.deepEqual(await faces(page, '[data-test="cut-0"]'), ['ace of diamonds']);
    assert.deepEqual(await faces(page, '[data-test="cut-1"]'), ['two of hearts']);
    assert.deepEqual(await page.$$eval('.pal-cut-card.winner', (all) => all.map((c) => c.dataset.test)), ['cut-0']);
    assert.match(await text(page, '[data-test="log"]'), /Cut for the deal: Ann A♦, Bob 2♥; Ann deals/);
  }
  await bob.screenshot({ path: shotPath('palace-cut.png') });
  // Ann deals: the ante of 2 each, the banners face up, the palaces face down.
  await ann.click('[data-test="deal"]');
  await bob.waitForSelector('[data-test="attack"]');
  assert.match(await text(ann, '[data-test="ante"]'), /2 each/);
  assert.match(await text(ann, '[data-test="pot"]'), /4/);
  assert.deepEqual(await faces(ann, '[data-test="banner-1"]'), ['king of hearts']);
  assert.deepEqual(await faces(ann, '[data-test="banner-0"]'), ['queen of spades']);
  // Each sees her own palace, marked as hidden from the others, and only backs of the other's.
  assert.deepEqual(await faces(ann, '[data-test="palace-0"]'), ['queen of diamonds', 'queen of clubs', 'three of hearts']);
  assert.match(await text(ann, '[data-test="palace-tag-0"]'), /only you see these/);
  assert.deepEqual(await faces(ann, '[data-test="palace-1"]'), [null, null, null]);
  assert.deepEqual(await faces(bob, '[data-test="palace-1"]'), ['king of spades', 'king of diamonds', 'nine of spades']);
  assert.deepEqual(await faces(bob, '[data-test="palace-0"]'), [null, null, null]);
  // Ann, not on turn, has no move (Stand up alone, kept for the hand's end if pressed); Bob has
  // his moves and only those.
  assert.equal(await ann.$$eval('[data-test="controls"] button:not([data-test="stand"])', (b) => b.length), 0);
  for (const move of ['attack', 'buy', 'stay', 'fold']) assert.ok(await bob.isVisible(`[data-test="${move}"]`), move);
  assert.equal(await bob.isVisible('[data-test="call"]'), false);

  // Bob attacks Ann: at limit the bet is fixed, one small bet for no soldiers.
  assert.match(await text(bob, '[data-test="attack-amount"]'), /Bet 5/);
  assert.match(await text(bob, '[data-test="target-0"]'), /Ann Q♠/);
  await bob.click('[data-test="attack"]');
  await ann.waitForSelector('[data-test="raise"]');
  assert.match(await text(ann, '[data-test="battle-steps"]'), /Bob attacks Ann, betting 5/);
  assert.match(await text(ann, '[data-test="call"]'), /Call 5/);
  assert.match(await text(ann, '[data-test="raise-amount"]'), /Raise by 10/);
  assert.match(await text(ann, '[data-test="raise"]'), /Raise \(pay 15\)/);
  assert.equal(await ann.isVisible('[data-test="stay"]'), false, 'no stay in a battle');
  await ann.screenshot({ path: shotPath('palace-battle-raise.png') });

  // Ann raises in the page; Bob calls the raise.
  await ann.click('[data-test="raise"]');
  await bob.waitForSelector('[data-test="call"]');
  const steps = await text(bob, '[data-test="battle-steps"]');
  assert.match(steps, /Bob attacks Ann, betting 5/);
  assert.match(steps, /Ann pays 15: calls 5 and raises 10/);
  assert.match(await text(bob, '[data-test="call"]'), /Call 10/);
  assert.match(await text(bob, '[data-test="pot"]'), /24/);
  await bob.click('[data-test="call"]');

  // Both pages: the palaces turned over, the cards that do not count greyed out with their note.
  for (const page of [ann, bob]) {
    await page.waitForSelector('[data-test="battle-result"] [data-test="verdict"]');
    const result = '[data-test="battle-result"]';
    const all = await text(page, `${result} [data-test="result-steps"]`);
    assert.match(all, /Bob attacks Ann, betting 5.*Ann pays 15: calls 5 and raises 10.*Bob calls, paying 10/s);
    assert.deepEqual(await faces(page, '[data-test="shown-palace-1"]'), ['king of spades', 'king of diamonds', 'nine of spades']);
    assert.deepEqual(await faces(page, '[data-test="shown-palace-0"]'), ['queen of diamonds', 'queen of clubs', 'three of hearts']);
    assert.deepEqual(await cardsMarked(page, '[data-test="side-1"]', 'excluded'), ['KS', '9S']);
    assert.deepEqual(await cardsMarked(page, '[data-test="side-0"]', 'excluded'), ['3H']);
    assert.deepEqual((await cardsMarked(page, '[data-test="side-0"]', 'counted')).sort(), ['QC', 'QD', 'QS']);
    assert.match(await text(page, '[data-test="side-1"] [data-test="excluded-note"]'), /K♠ 9♠ does not count against a spade banner/);
    assert.match(await text(page, '[data-test="side-0"] [data-test="excluded-note"]'), /3♥ does not count against a heart banner/);
    assert.match(await text(page, '[data-test="hand-1"]'), /pair of kings/);
    assert.match(await text(page, '[data-test="hand-0"]'), /three queens/);
    assert.match(await text(page, '[data-test="verdict"]'), /Ann wins the battle: the better hand/);
    assert.match(await text(page, '[data-test="ending"]'), /Ann wins the pot of 34: everyone else is out/);
    assert.match(await text(page, '[data-test="ending"]'), /Ann: put in 17, took 34 \(\+17\).*Bob: put in 17, took 0 \(−17\)/s);
    assert.match(await text(page, '[data-test="log"]'), /Hand 1 is over: Ann \+17, Bob −17/);
    assert.equal(await text(page, '[data-test="error"]'), '');
  }
  // The winner keeps Bob's banner as a soldier; the deal moves to Bob.
  assert.deepEqual(await faces(ann, '[data-test="soldiers-0"]'), ['king of hearts']);
  assert.match(await text(ann, '[data-test="chips-0"]'), /217 chips/);
  await bob.waitForSelector('[data-test="deal"]');
  // A reload keeps the battle as it was fought: its steps, and the banners of the side now out.
  await ann.reload();
  await ann.waitForSelector('[data-test="side-1"] [data-test="excluded-note"]');
  assert.match(await text(ann, '[data-test="result-steps"]'), /Ann pays 15: calls 5 and raises 10/);
  assert.deepEqual(await faces(ann, '[data-test="shown-banner-1"]'), ['king of hearts']);
  assert.deepEqual(await cardsMarked(ann, '[data-test="side-0"]', 'excluded'), ['3H']);
  await ann.screenshot({ path: shotPath('palace-battle-shown.png'), fullPage: true });
  await bob.setViewportSize({ width: 375, height: 740 });
  await bob.screenshot({ path: shotPath('palace-battle-phone.png'), fullPage: true });
  // A page with no memory of the hand (the tab's storage emptied) draws both sides as they fought
  // all the same, from the view alone: the banner of the side now out, and what did not count.
  await ann.evaluate(() => sessionStorage.clear());
  await ann.reload();
  await ann.waitForSelector('[data-test="side-1"] [data-test="excluded-note"]');
  assert.deepEqual(await faces(ann, '[data-test="shown-banner-1"]'), ['king of hearts']);
  assert.deepEqual(await faces(ann, '[data-test="shown-banner-0"]'), ['queen of spades']);
  assert.deepEqual(await cardsMarked(ann, '[data-test="side-1"]', 'excluded'), ['KS', '9S']);
  assert.match(await text(ann, '[data-test="side-1"] [data-test="excluded-note"]'), /K♠ 9♠ does not count against a spade banner/);
  assert.match(await text(ann, '[data-test="side-0"] [data-test="excluded-note"]'), /3♥ does not count against a heart banner/);
  assert.equal(await ann.isVisible('[data-test="result-steps"]'), false, 'the steps are what the view does not hold');
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(bob.errors, []);
  assert.ok(table > 0);
  await ann.context().close();
  await bob.context().close();
});

/** What a page draws of the latest battle and the end of the hand, to compare a replay with. */
async function battleDrawn(page, within) {
  const result = `${within} .pal-result.latest`;
  const drawn = {};
  for (const seat of [0, 1]) {
    drawn[`palace-${seat}`] = await faces(page, `${result} [data-test="shown-palace-${seat}"]`);
    drawn[`excluded-${seat}`] = await cardsMarked(page, `${result} [data-test="side-${seat}"]`, 'excluded');
    drawn[`note-${seat}`] = await page.$$eval(`${result} [data-test="side-${seat}"] [data-test="excluded-note"]`, (notes) => notes.map((n) => n.textContent));
  }
  drawn.steps = await text(page, `${result} [data-test="result-steps"]`);
  drawn.verdict = await text(page, `${result} [data-test="verdict"]`);
  // The end of the hand but its heading: a hand replayed from its record is numbered 1
  // (docs/hand-records.md), whichever hand of the table it was.
  drawn.ending = await page.$eval(`${within} [data-test="ending"]`, (el) => [...el.children].filter((c) => c.tagName !== 'H2').map((c) => c.textContent).join(''));
  return drawn;
}

test('a Palace hand at a fair table replays from the hand histories: the battle\'s palaces, what did not count, the winner', async () => {
  // Only a fair table's Palace hands are recorded (by the keys of their shuffles), so the cards are
  // the shuffle's: hands are played, each a battle with a raise, until one has a card that does not count.
  const una = await signUp(browser, server.url, 'Una');
  const table = await openStacked(una, 'palace', undefined);
  await goTo(una, table);
  await sit(una, 0, 200);
  const vic = await signUp(browser, server.url, 'Vic');
  await goTo(vic, table);
  await sit(vic, 1, 200);
  // Una, first to sit, calls the cut; the shuffle's cards say who deals first.
  await una.click('[data-test="cut"]');
  await una.waitForSelector('[data-test="cut-winner"]');
  const first = /(Una|Vic) cuts the highest card/.exec(await text(una, '[data-test="cut-winner"]'))?.[1];
  assert.ok(first, await text(una, '[data-test="cut-winner"]'));
  await (first === 'Una' ? una : vic).waitForSelector('[data-test="deal"]');
  let live = null;
  let played = 0;
  while (played < 6) {
    played += 1;
    const dealer = (await una.isVisible('[data-test="deal"]')) ? una : vic;
    if (dealer === vic) await vic.waitForSelector('[data-test="deal"]');
    await dealer.click('[data-test="deal"]');
    const attacker = dealer === una ? vic : una;
    const defender = dealer;
    await attacker.click('[data-test="attack"]');
    await defender.click('[data-test="raise"]');
    await attacker.click('[data-test="call"]');
    await una.waitForSelector(`[data-test="ending"] >> text=Hand ${played} is over`);
    await una.waitForSelector('.pal-result.latest [data-test="verdict"]');
    live = await battleDrawn(una, '.palace-page');
    assert.match(live.ending, /wins the pot of 34|share/);
    if (live['excluded-0'].length + live['excluded-1'].length > 0) break;
    // The next hand is dealt by the other player.
    await (dealer === una ? vic : una).waitForSelector('[data-test="deal"]');
  }
  assert.ok(live['excluded-0'].length + live['excluded-1'].length > 0, `no card left out in ${played} hands`);
  // The hand histories list every hand as Palace Poker, the newest first.
  await una.goto(`${server.url}/#/hands`);
  await una.waitForSelector('[data-test="replay"]');
  const rows = await una.$$eval('[data-test^="hand-row-"]', (all) => all.map((r) => [r.dataset.test, r.querySelector('[data-test="game"]').textContent]));
  assert.equal(rows.length, played, JSON.stringify(rows));
  assert.ok(rows.every(([, game]) => game === 'Palace Poker'), JSON.stringify(rows));
  await una.click(`[data-test="${rows[0][0]}"] [data-test="replay"]`);
  await una.waitForSelector('.replay [data-test="step"]');
  assert.match(await text(una, '.replay [data-test="step"]'), /^Step 0 of \d+: the seats as the round began/);
  assert.ok(await una.$('.replay .palace-felt'), 'the Palace felt');
  // Step by step to the end: no palace face up before the battle is called.
  const palaces = [];
  while (await una.isEnabled('[data-test="next"]')) {
    palaces.push([...await faces(una, '.replay [data-test="palace-0"]'), ...await faces(una, '.replay [data-test="palace-1"]')]);
    await una.click('[data-test="next"]');
  }
  assert.ok(palaces.length >= 4, `${palaces.length} steps`);
  assert.ok(palaces.every((cards) => cards.every((c) => c === null)), JSON.stringify(palaces));
  // The last step: both palaces turned over, what did not count greyed out with its note, the
  // pot's winner in words, as the table's own page drew them.
  const replayed = await battleDrawn(una, '.replay');
  assert.deepEqual(replayed, live);
  for (const seat of [0, 1]) {
    assert.equal(replayed[`palace-${seat}`].length, 3);
    assert.ok(replayed[`palace-${seat}`].every((c) => c !== null));
    assert.equal(replayed[`note-${seat}`].length, replayed[`excluded-${seat}`].length ? 1 : 0);
  }
  assert.match([...replayed['note-0'], ...replayed['note-1']].join(' '), /does not count against a (spade|heart|diamond|club) banner/);
  assert.match(replayed.steps, /attacks .*, betting 5.*pays 15: calls 5 and raises 10.*calls, paying 10/s);
  assert.match(replayed.verdict, /(Una|Vic) wins the battle|A tie/);
  assert.match(replayed.ending, /(Una|Vic) wins the pot of 34: everyone else is out|share/);
  // A replay has nothing to press but Back and Next.
  assert.deepEqual(await una.$$eval('.replay button', (all) => all.map((b) => b.dataset.test)), ['back', 'next']);
  assert.equal(await una.$('.replay input, .replay select, .replay [data-test="controls"]'), null);
  await una.screenshot({ path: shotPath('palace-replay.png'), fullPage: true });
  // Back one step: the hand not yet over.
  await una.click('[data-test="back"]');
  assert.equal(await una.isVisible('.replay [data-test="ending"]'), false);
  assert.deepEqual(una.errors, []);
  assert.deepEqual(vic.errors, []);
  await una.context().close();
  await vic.context().close();
});

test('a spectator sees the table with no controls, and no palace card until the battle shows it', async () => {
  const { ann, bob, table } = await twoPlayers('palace', BATTLE, ['Cat', 'Dan']);
  const sam = await signUp(browser, server.url, 'Sam');
  await goTo(sam, table);
  await sam.waitForSelector('text=You are watching');
  await ann.click('[data-test="deal"]');
  await bob.waitForSelector('[data-test="attack"]');
  await sam.waitForSelector('[data-test="banner-1"] svg.card');
  // Banners face up, palaces all face down, and not one control.
  assert.deepEqual(await faces(sam, '[data-test="banner-1"]'), ['king of hearts']);
  assert.deepEqual(await faces(sam, '[data-test="palace-0"]'), [null, null, null]);
  assert.deepEqual(await faces(sam, '[data-test="palace-1"]'), [null, null, null]);
  for (const move of MOVES) assert.equal(await sam.isVisible(`[data-test="${move}"]`), false, move);
  assert.equal(await sam.$$eval('[data-test="controls"] button, [data-test="watching"] button', (b) => b.length), 0);
  await sam.screenshot({ path: shotPath('palace-spectator-before.png') });

  await bob.click('[data-test="attack"]');
  await ann.click('[data-test="raise"]');
  await sam.waitForSelector('[data-test="battle-steps"] >> text=raises 10');
  assert.deepEqual(await faces(sam, '[data-test="palace-0"]'), [null, null, null]);
  assert.deepEqual(await faces(sam, '[data-test="palace-1"]'), [null, null, null]);
  await bob.click('[data-test="call"]');
  // The battle shows both palaces to the whole table, the spectator too.
  await sam.waitForSelector('[data-test="verdict"]');
  assert.deepEqual(await faces(sam, '[data-test="shown-palace-1"]'), ['king of spades', 'king of diamonds', 'nine of spades']);
  assert.deepEqual(await cardsMarked(sam, '[data-test="side-1"]', 'excluded'), ['KS', '9S']);
  assert.match(await text(sam, '[data-test="ending"]'), /Cat wins the pot of 34/);
  // The winner's palace stays face up for the rest of the hand.
  assert.deepEqual(await faces(sam, '[data-test="palace-0"]'), ['queen of diamonds', 'queen of clubs', 'three of hearts']);
  for (const move of MOVES) assert.equal(await sam.isVisible(`[data-test="${move}"]`), false, move);
  await sam.screenshot({ path: shotPath('palace-spectator-after.png'), fullPage: true });

  // Whatever reached the spectator's socket: spectator's views, and no palace card before the battle.
  const viewers = sam.messages.filter((m) => m.view).map((m) => m.view.viewer);
  assert.ok(viewers.length > 3 && viewers.every((v) => v === 'spectator'), JSON.stringify(viewers));
  assert.deepEqual(palacesSeen(sam, null, 'battle_shown'), []);
  assert.deepEqual(palacesSeen(ann, 0, 'battle_shown'), [], 'Cat saw none of Dan\'s');
  assert.deepEqual(palacesSeen(bob, 1, 'battle_shown'), [], 'Dan saw none of Cat\'s');
  assert.deepEqual(sam.errors, []);
  for (const page of [ann, bob, sam]) await page.context().close();
});

test('buying, letting soldiers go, a quiet round and a fight that must be fought, by the keys', async () => {
  // The cut; banners K♥ (Eve, seat 1) and Q♠ (Fay... seat 0); the draw pile starts A♠, J♦.
  const deck = deckOf([...CUT, 'KH', 'QS', '2C', '3C', '5D', '6D', '7H', '8H', 'AS', 'JD']);
  const { ann: fay, bob: eve } = await twoPlayers('palace', deck, ['Fay', 'Eve']);
  await fay.keyboard.press('d');
  // Eve buys (B) and keeps it (K).
  await eve.waitForSelector('[data-test="buy"]');
  await eve.keyboard.press('b');
  await eve.waitForSelector('[data-test="keep"]');
  assert.match(await text(eve, '.pal-prompt'), /You bought a soldier: let any go, or keep them all/);
  assert.deepEqual(await faces(eve, '[data-test="soldiers-1"]'), ['ace of spades']);
  await eve.keyboard.press('k');
  // Fay buys, and Enter with nothing chosen keeps it.
  await fay.waitForSelector('[data-test="buy"]');
  assert.match(await text(fay, '[data-test="pot"]'), /9/);
  await fay.keyboard.press('b');
  await fay.waitForSelector('[data-test="keep"]');
  await fay.keyboard.press('Enter');
  await fay.waitForSelector('[data-test="log"] >> text=Fay keeps every soldier');
  // Eve lets her soldier go: 1 chooses it, X lets it go.
  await eve.waitForSelector('[data-test="pick-AS"]');
  await eve.keyboard.press('1');
  await eve.waitForSelector('[data-test="pick-AS"][aria-pressed="true"]');
  assert.match(await text(eve, '[data-test="discard"]'), /Let go A♠/);
  await eve.screenshot({ path: shotPath('palace-discard.png') });
  await eve.keyboard.press('x');
  await eve.waitForSelector('[data-test="log"] >> text=Eve lets go A♠');
  assert.deepEqual(await faces(fay, '[data-test="soldiers-1"]'), []);
  assert.match(await text(fay, '[data-test="soldiers-1"]'), /none/);
  // Fay stays (S): a quiet round with two banners left, so they must fight.
  await fay.waitForSelector('[data-test="stay"]');
  await fay.keyboard.press('s');
  await eve.waitForSelector('[data-test="must-fight"]');
  assert.match(await text(eve, '[data-test="log"]'), /Only Fay and Eve are left, of different banners, and a quiet round has passed: they must battle or fold/);
  assert.ok(await eve.isVisible('[data-test="attack"]'));
  assert.ok(await eve.isVisible('[data-test="fold"]'));
  for (const move of ['buy', 'stay', 'discard']) assert.equal(await eve.isVisible(`[data-test="${move}"]`), false, move);
  assert.equal(await eve.isVisible('[data-test="pick-AS"]'), false);
  // A stay by its key is no legal move now: the key does nothing.
  await eve.keyboard.press('s');
  assert.equal(await text(eve, '[data-test="error"]'), '');
  await eve.screenshot({ path: shotPath('palace-must-fight.png') });
  // Eve folds (F): Fay is the last one in.
  await eve.keyboard.press('f');
  await fay.waitForSelector('[data-test="ending"]');
  assert.match(await text(fay, '[data-test="ending"]'), /Fay wins the pot of 14: everyone else is out/);
  assert.match(await text(fay, '[data-test="status-1"]'), /folded/);
  assert.deepEqual(fay.errors, []);
  assert.deepEqual(eve.errors, []);
  await fay.context().close();
  await eve.context().close();
});

test('a no-limit battle: amounts typed within the move\'s limits, a refusal in words, a fold to a raise', async () => {
  const { ann: gil, bob: hal } = await twoPlayers({ preset: 'palace', betting: 'no_limit' }, BATTLE, ['Gil', 'Hal']);
  await gil.keyboard.press('Enter');
  await hal.waitForSelector('[data-test="attack-amount"]');
  // Hal's bet: from one small bet to all he holds.
  assert.match(await text(hal, 'label[for="pal-attack-amount"]'), /Bet \(5 to 198\)/);
  assert.equal(await hal.getAttribute('[data-test="attack-amount"]', 'min'), '5');
  assert.equal(await hal.getAttribute('[data-test="attack-amount"]', 'max'), '198');
  // Over the limits: the server's refusal, in words.
  await hal.fill('[data-test="attack-amount"]', '500');
  await hal.click('[data-test="attack"]');
  await hal.waitForSelector('[data-test="error"] >> text=Attack:');
  assert.match(await text(hal, '[data-test="error"]'), /Attack: not enough chips: Hal must cover 500 at risk and holds 198/);
  await hal.fill('[data-test="attack-amount"]', '20');
  await hal.click('[data-test="attack"]');
  // Gil calls for the larger of his minimum and the bet, and raises by a typed amount.
  await gil.waitForSelector('[data-test="raise-amount"]');
  assert.match(await text(gil, '[data-test="call"]'), /Call 20/);
  assert.match(await text(gil, 'label[for="pal-raise-amount"]'), /Raise by \(10 to 178\)/);
  await gil.fill('[data-test="raise-amount"]', '30');
  await gil.keyboard.press('Enter');
  // Hal folds to it: the raise nobody called goes back to Gil.
  await hal.waitForSelector('[data-test="call"]');
  assert.match(await text(hal, '[data-test="battle-steps"]'), /Gil pays 50: calls 20 and raises 30/);
  assert.match(await text(hal, '[data-test="call"]'), /Call 30/);
  await hal.click('[data-test="fold"]');
  for (const page of [gil, hal]) {
    await page.waitForSelector('[data-test="ending"]');
    assert.match(await text(page, '[data-test="result-steps"]'), /Hal folds; the raise of 30 nobody called goes back to Gil/);
    assert.match(await text(page, '[data-test="ending"]'), /Gil wins the pot of 44: everyone else is out/);
    assert.equal(await page.isVisible('[data-test="verdict"]'), false, 'a fold shows no palace');
  }
  assert.deepEqual(await faces(hal, '[data-test="palace-0"]'), [null, null, null], 'nobody saw Gil\'s palace');
  await gil.screenshot({ path: shotPath('palace-no-limit.png'), fullPage: true });
  assert.deepEqual(gil.errors, []);
  assert.deepEqual(hal.errors, []);
  await gil.context().close();
  await hal.context().close();
});

test('a person against a bot: seats, hands played to their end, the bot removed between hands', async () => {
  const ivy = await signUp(browser, server.url, 'Ivy');
  const table = await openStacked(ivy, 'palace', BATTLE);
  await goTo(ivy, table);
  // Ivy sits first and calls the cut; her ace wins it, so that she deals the first hand and the bot the second.
  await sit(ivy, 0, 200);
  await ivy.click('[data-test="bot-1"]');
  await ivy.waitForSelector('[data-test="seat-1"] >> text=[bot]');
  await ivy.waitForSelector('[data-test="cut"]');
  await ivy.keyboard.press('c');
  await ivy.waitForSelector('[data-test="cut-winner"] >> text=Ivy cuts the highest card, A♦, and deals the first hand');
  // Ivy plays whatever comes: deals, calls a battle, stays on her turn, keeps what she buys,
  // lets the first soldiers go when she must, attacks when she must fight.
  const over = () => ivy.$eval('[data-test="log"]', (log) => /Hand 2 is over/.test(log.textContent));
  const deadline = Date.now() + 90_000;
  while (!(await over()) && Date.now() < deadline) {
    const seen = async (test) => ivy.isVisible(`[data-test="${test}"]`);
    // The table may move on between looking and clicking (the bot acts, a turn runs out): a
    // button gone is looked for again, not waited on.
    const press = (test) => ivy.click(`[data-test="${test}"]`, { timeout: 1000 }).catch(() => {});
    const before = await text(ivy, '[data-test="log"]');
    if (await seen('deal')) await press('deal');
    else if (await seen('call')) await press('call');
    else if (await seen('keep')) await press('keep');
    else if (await seen('stay')) await press('stay');
    else if (await seen('attack') && !(await seen('buy'))) await press('attack');
    else if (await seen('discard')) {
      await ivy.click('[data-test^="pick-"]');
      await ivy.click('[data-test="discard"]');
    } else {
      await ivy.waitForTimeout(50);
      continue;
    }
    await ivy.waitForFunction((was) => document.querySelector('[data-test="log"]')?.textContent !== was, before, { timeout: 20_000 });
    assert.equal(await text(ivy, '[data-test="error"]'), '', 'no refusal');
  }
  assert.match(await text(ivy, '[data-test="log"]'), /Hand 2 is over/);
  // Between hands, the bot is removed.
  await ivy.click('[data-test="unbot-1"]');
  await ivy.waitForSelector('[data-test="bot-1"]');
  // The seat is free: none of the last hand's cards in it, and the hand still names the bot.
  assert.equal((await ivy.$$('[data-test="seat-1"] svg.card')).length, 0);
  assert.match(await text(ivy, '[data-test="ending"]'), /\[bot\]/);
  assert.doesNotMatch(await text(ivy, '[data-test="ending"]'), /seat 2/);
  await ivy.screenshot({ path: shotPath('palace-bot.png'), fullPage: true });
  assert.deepEqual(ivy.errors, []);
  await ivy.context().close();
});
