// A card room people stay in, in a real browser: Play finds a seat and sits down with a share of
// the wallet, the bar tells the wallet from the chips at tables; at one table on a desktop and on
// a phone, one player stands up while the other bets (the seat says "leaves after this round"
// until it is over), takes a move back with Stay, and one closes the tab (the seat says "away",
// and so does the lobby); the hand histories list the rounds played.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, startBrowser, signUp, openTable, SCREENS, PHONE, assertFits, shotPath } from './server.js';

let server;
let browser;

before(async () => {
  // Turns of 3 s: a bet not made comes round soon; bots that act at once.
  server = await startServer(['--bot-delay-ms', '20', '--turn-seconds', '3']);
  browser = await startBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Presses Play for `preset` in the lobby and waits to be seated: the table's id and the seat. */
async function play(page, preset) {
  await page.goto(`${server.url}/#/`);
  await page.click(`[data-test="play-${preset}"]`);
  await page.waitForSelector('.seat.mine', { timeout: 10_000 });
  const table = Number(/#\/table\/(\d+)/.exec(page.url())[1]);
  const seat = Number((await page.getAttribute('.seat.mine', 'data-test')).replace('seat-', ''));
  return { table, seat };
}

/** Sits down in the first free seat with the buy-in offered: the seat. */
async function sitAnywhere(page) {
  await page.waitForSelector('[data-test^="sit-"]');
  const test = await page.getAttribute('[data-test^="sit-"]', 'data-test');
  await page.click(`[data-test="${test}"]`);
  await page.click('[data-test="sit-confirm"]');
  await page.waitForSelector('.seat.mine');
  return Number(test.replace('sit-', ''));
}

/** The account's line in the bar. */
const bar = (page) => page.textContent('#nav-wallet');

/** Plays the hand on turn out: stick when it may, else twist, until no move is left. */
async function playOut(page) {
  for (let i = 0; i < 12; i += 1) {
    await page.waitForTimeout(150);
    if (await page.isVisible('[data-test="stick"]:not([disabled])')) await page.click('[data-test="stick"]');
    else if (await page.isVisible('[data-test="twist"]:not([disabled])')) await page.click('[data-test="twist"]');
    else if (i > 3) return;
  }
}

test('Play finds a seat with a share of the wallet, and the bar tells the wallet from the chips at tables', async () => {
  const ann = await signUp(browser, server.url, 'Ann');
  // One click a game, each with its picture and line.
  for (const preset of ['casino', 'pontoon-blackjack', 'traditional', 'shoot', 'palace']) {
    assert.ok(await ann.isVisible(`[data-test="play-${preset}"]`), preset);
  }
  assert.match(await bar(ann), /^1,000$/);
  const casino = await play(ann, 'casino');
  assert.equal(casino.seat, 0);
  // A quarter of the wallet went to the seat (the casino's twenty largest bets would be all of it).
  await ann.waitForFunction(() => /at a table/.test(document.querySelector('#nav-wallet')?.textContent ?? ''));
  assert.match(await bar(ann), /^750 · 250 at a table$/);
  assert.match(await ann.textContent('[data-test="chips-0"]'), /250/);
  // More chips from the wallet, at the table: between rounds, at once.
  await ann.click('[data-test="top-up"] summary');
  await ann.fill('#top-up-chips', '50');
  await ann.click('[data-test="top-up-confirm"]');
  await ann.waitForSelector('[data-test="chips-0"]:text("300")');
  await ann.waitForFunction(() => /^700 · 300 at a table$/.test(document.querySelector('#nav-wallet')?.textContent ?? ''));
  // A home game: a table opened with a bot to play against.
  const home = await play(ann, 'traditional');
  assert.notEqual(home.table, casino.table);
  await ann.waitForSelector('[data-test="seat-1"] >> text=[bot]');
  await ann.waitForFunction(() => /at 2 tables/.test(document.querySelector('#nav-wallet')?.textContent ?? ''));
  // Play again at the casino: back to her own seat, nothing more taken.
  const again = await play(ann, 'casino');
  assert.deepEqual(again, casino);
  assert.match(await bar(ann), /at 2 tables/);
  // The lobby lists the tables by game, her name at each.
  await ann.goto(`${server.url}/#/`);
  await ann.waitForSelector(`[data-test="tables-casino"] td:text("#${casino.table}")`);
  // She left both tables' pages for the lobby: she is away from them, and the lobby says so.
  assert.match(await ann.textContent('[data-test="tables-traditional"]'), /Ann \(away\), \w+ \(bot\)/);
  // The rules page says the options and the room's seats in words: no machine's numbers.
  await ann.goto(`${server.url}/#/rules/${casino.table}`);
  await ann.waitForSelector('[data-test="room-rule"]');
  assert.equal(await ann.textContent('[data-test="value-reshuffle_at"]'), 'a third');
  const room = (await ann.$$eval('[data-test="room-rule"]', (all) => all.map((p) => p.textContent))).join(' ');
  assert.match(room, /Each turn lasts 3 seconds/);
  assert.match(room, /shown away\. After 5 seconds away their turns are not waited for\. They are sat out after 3 minutes away, or once a whole round/);
  assert.doesNotMatch(await ann.textContent('main'), /0\.333|1,000,000,000,000|docs\//);
  assert.deepEqual(ann.errors, []);
  await ann.context().close();
});

for (const [screen, viewport] of SCREENS) {
  test(`at one table on a ${screen}: one stands up while the other bets, and one closes the tab`, async () => {
    const suffix = screen === 'phone' ? 'P' : 'D';
    const ann = await signUp(browser, server.url, `Ann${suffix}`, { viewport, hasTouch: viewport === PHONE });
    const bob = await signUp(browser, server.url, `Bob${suffix}`, { viewport, hasTouch: viewport === PHONE });
    // A fresh table of Ann's own, so that the tests do not meet.
    const table = await openTable(ann, { preset: 'pontoon-blackjack', min: 1, max: 50 });
    assert.equal(await sitAnywhere(ann), 0);
    await bob.goto(`${server.url}/#/table/${table}`);
    assert.equal(await sitAnywhere(bob), 1);
    // Ann bets: the round has begun. Bob asks to stand up; he is kept until the round's end.
    await ann.waitForSelector('[data-test="deal"]');
    await ann.click('.chip-5');
    await ann.click('[data-test="deal"]');
    await bob.waitForSelector('[data-test="deal"]');
    await bob.click('[data-test="stand"]');
    await bob.waitForSelector('[data-test="kept-1"]:text("leaves after this round")');
    await ann.waitForSelector('[data-test="kept-1"]:text("leaves after this round")');
    assert.match(await bob.textContent('.notice'), /You leave the table when this round is over/);
    assert.ok(await bob.isVisible('[data-test="stay"]'), 'he may take it back');
    await bob.screenshot({ path: shotPath(`seats-leaving-${screen}.png`), fullPage: true });
    assert.match(await bar(bob), /at a table/);
    // He passes; his seat says he sits the round out; Ann plays her hand out.
    await bob.click('[data-test="pass"]');
    await ann.waitForSelector('[data-test="sat-out-1"]', { timeout: 10_000 }).catch(() => {});
    await playOut(ann);
    // The round over, his seat is free, and his chips are back in his wallet.
    await bob.waitForSelector('[data-test="seat-1"].free', { timeout: 15_000 });
    await ann.waitForSelector('[data-test="seat-1"].free');
    await bob.waitForFunction(() => /^1,000$/.test(document.querySelector('#nav-wallet')?.textContent ?? ''));
    await assertFits(bob, `the table after standing up, ${screen}`);

    // Bob sits again, asks to move mid-round, and takes it back with Stay.
    await ann.waitForSelector('[data-test="deal"]', { timeout: 15_000 });
    await bob.click('[data-test="sit-1"]');
    await bob.click('[data-test="sit-confirm"]');
    await bob.waitForSelector('[data-test="seat-1"].mine');
    await ann.click('.chip-5');
    await ann.click('[data-test="deal"]');
    await bob.click('[data-test="move-2"]');
    await ann.waitForSelector('[data-test="kept-1"]:text("moves to seat 3 after this round")');
    await bob.click('[data-test="stay"]');
    await ann.waitForFunction(() => !document.querySelector('[data-test="kept-1"]'));

    // Bob closes the tab: Ann sees his seat away, and the lobby lists him so.
    await bob.context().close();
    await ann.waitForSelector('[data-test="away-1"]', { timeout: 10_000 });
    await ann.screenshot({ path: shotPath(`seats-away-${screen}.png`), fullPage: true });
    await assertFits(ann, `the table with a player away, ${screen}`);
    const lobby = await ann.context().newPage();
    await lobby.goto(`${server.url}/#/`);
    await lobby.waitForSelector(`td:text("Bob${suffix} (away)")`);
    assert.deepEqual(ann.errors, []);
    await ann.context().close();
  });
}

test('the hand histories list the rounds played, the rounds sat out on asking, one name for each', async () => {
  const cy = await signUp(browser, server.url, 'Cy');
  const dee = await signUp(browser, server.url, 'Dee');
  const table = await openTable(cy, { preset: 'casino', min: 1, max: 50 });
  await sitAnywhere(cy);
  await dee.goto(`${server.url}/#/table/${table}`);
  await sitAnywhere(dee);
  // Cy bets and plays; Dee passes: a round she sat out.
  await cy.waitForSelector('[data-test="deal"]');
  await cy.click('.chip-5');
  await cy.click('[data-test="deal"]');
  await dee.waitForSelector('[data-test="pass"]');
  await dee.click('[data-test="pass"]');
  await playOut(cy);
  await cy.waitForSelector('[data-test="deal"]', { timeout: 15_000 });
  await dee.goto(`${server.url}/#/hands`);
  await dee.waitForSelector('text=No hands played yet');
  await dee.check('[data-test="sat-out"]');
  await dee.waitForSelector('[data-test^="hand-row-"]');
  assert.match(await dee.textContent('[data-test="net"]'), /sat out/);
  await cy.goto(`${server.url}/#/hands`);
  await cy.waitForSelector('[data-test^="hand-row-"]');
  const named = await cy.textContent('[data-test="round"]');
  assert.match(named, new RegExp(`^Table ${table}, round 1$`));
  await cy.click('[data-test="replay"]');
  await cy.waitForSelector('.replay [data-test="step"]');
  assert.equal(await cy.textContent('h1'), named, 'the replay is named as the list names it');
  // Each step's action in words, never a record's raw verbs: her bet among them.
  const said = [];
  for (;;) {
    if (await cy.isDisabled('[data-test="next"]')) break;
    await cy.click('[data-test="next"]');
    said.push(await cy.textContent('[data-test="step"]'));
  }
  assert.ok(said.includes(`Step ${said.findIndex((t) => /Cy bets 5$/.test(t)) + 1} of ${said.length}: Cy bets 5`), said.join(' | '));
  assert.ok(said.every((t) => !/\b(stake|stick|twist|pass)\b/.test(t)), said.join(' | '));
  assert.deepEqual(cy.errors, []);
  await cy.context().close();
  await dee.context().close();
});
