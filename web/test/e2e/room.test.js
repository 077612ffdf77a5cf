// The room on a desktop's screen and a phone's (375 × 812): at a casino table the dealer's cards,
// your hand, your chips, your bet and the moves you may make are all in sight at once, without
// scrolling, and an empty seat is a line; and no page is wider than the screen: the lobby, the
// sign-in page, a table of each game, the account, the hand histories, a replay, the rules and
// the fair shuffles. A screenshot of each is kept.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SCREENS, addBot, assertFits, assertInSight, boxOf, openByApi, openTable, playRounds, serverAndBrowser, shotPath, signUp, sit,
} from './server.js';

// Bots that act at once; a turn long enough never to run out while the page is measured.
const held = serverAndBrowser(['--bot-delay-ms', '20', '--turn-seconds', '120']);

/** The top of the casino table's dock, which stays at the foot of the screen over the felt. */
const dockTop = async (page) => (await boxOf(page, '.dock')).y;

/** Bets 5 and 25 by the chips, and deals, until a round waits on the player's move. */
async function dealUntilMyTurn(page) {
  for (let tries = 0; tries < 10; tries += 1) {
    await page.waitForSelector('[data-test="deal"]');
    await page.click('.chip-25');
    await page.click('[data-test="deal"]');
    await page.waitForSelector('[data-test="deal"]', { state: 'detached' });
    const now = await page.waitForSelector('[data-test="stick"], [data-test="twist"], [data-test="deal"]');
    if ((await now.getAttribute('data-test')) !== 'deal') return;
  }
  assert.fail('no round waited on the player in ten');
}

for (const [screen, viewport] of SCREENS) {
  test(`a casino table on a ${screen}: the dealer, your seat, your bet and your moves in sight at once`, async () => {
    const page = await signUp(held.browser, held.server.url, `Ann${screen}`, { viewport, hasTouch: screen === 'phone' });
    const table = await openTable(page, { seats: 4 });
    // Two bots first, so that your seat comes after theirs in the page: the phone puts it first.
    // A casino table's bots come at one level: Add a bot opens nothing, it adds the bot.
    assert.equal(await page.getAttribute('[data-test="bot-0"]', 'aria-expanded'), null);
    await addBot(page, 0);
    await addBot(page, 1);
    await sit(page, 2);
    await page.waitForSelector('[data-test="deal"]');
    await page.click('.chip-5');
    await page.click('.chip-25');
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    const floor = await dockTop(page);
    // The felt's part above the dock; the dock's part on the screen.
    for (const selector of ['[data-test="dealer"]', '[data-test="seat-2"] .seat-name', '[data-test="chips-2"]', '[data-test="bet-spot"]']) {
      await assertInSight(page, selector, floor);
    }
    for (const selector of ['.chips .chip', '[data-test="deal"]', '[data-test="pass"]']) await assertInSight(page, selector);
    // The bet is drawn under your name, on your seat.
    const name = await boxOf(page, '[data-test="seat-2"] .seat-name');
    const spot = await boxOf(page, '[data-test="seat-2"] [data-test="bet-spot"]');
    assert.ok(spot.y >= name.y + name.height, 'the bet is under the name');
    assert.match(await page.textContent('[data-test="seat-2"] [data-test="bet"]'), /^Bet: 30$/);
    // An empty seat is a line, not a box the size of a hand.
    const free = await boxOf(page, '[data-test="seat-3"]');
    const mine = await boxOf(page, '[data-test="seat-2"]');
    // A phone's seat is as wide as the screen: the line holds the seat and its buttons; a desktop's
    // narrower seat may wrap them under.
    assert.ok(free.height <= (screen === 'phone' ? 48 : 72), `an empty seat is ${free.height} px tall`);
    assert.ok(free.height < mine.height / 1.5, 'an empty seat is smaller than a seated one');
    await assertFits(page, `the casino table betting, ${screen}`);
    await page.screenshot({ path: shotPath(`room-casino-betting-${screen}.png`) });

    await page.click('[data-test="clear"]');
    await dealUntilMyTurn(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const turnFloor = await dockTop(page);
    for (const selector of ['[data-test="dealer"] .cards', '[data-test="hand-2-0"]', '[data-test="chips-2"]', '[data-test="seat-2"] .ring']) {
      await assertInSight(page, selector, turnFloor);
    }
    await assertInSight(page, '.controls .moves button');
    await assertFits(page, `the casino table on your turn, ${screen}`);
    await page.screenshot({ path: shotPath(`room-casino-turn-${screen}.png`) });
    assert.deepEqual(page.errors, []);
    assert.ok(table > 0);
    await page.context().close();
  });

  test(`every page fits a ${screen}'s width`, async () => {
    const { url } = held.server;
    // Signed out: the sign-in page.
    const stranger = await (await held.browser.newContext({ viewport })).newPage();
    await stranger.goto(url);
    await stranger.waitForSelector('#signin');
    await assertFits(stranger, `the sign-in page, ${screen}`);
    await stranger.screenshot({ path: shotPath(`room-signin-${screen}.png`), fullPage: true });
    await stranger.context().close();

    const page = await signUp(held.browser, url, `Bo${screen}`, { viewport });
    const casino = await openTable(page, { seats: 3 });
    await addBot(page, 1);
    await sit(page, 0);
    await playRounds(page, 1, { keys: false });
    await assertFits(page, `a casino table, ${screen}`);

    await page.goto(`${url}/#/`);
    await page.waitForSelector(`.tables td:text("#${casino}")`);
    await page.waitForSelector('#preset option', { state: 'attached' });
    await assertFits(page, `the lobby, ${screen}`);
    await page.screenshot({ path: shotPath(`room-lobby-${screen}.png`), fullPage: true });

    const pages = [
      ['account', '#/account', '[data-test="wallet"]'],
      ['hands', '#/hands', '[data-test="replay"]'],
      ['rules', `#/rules/${casino}`, 'caption'],
      ['fairness', `#/fair/${casino}`, '[data-test="scheme"]'],
    ];
    for (const [name, hash, ready] of pages) {
      await page.goto(`${url}/${hash}`);
      await page.waitForSelector(ready);
      await assertFits(page, `the ${name} page, ${screen}`);
      await page.screenshot({ path: shotPath(`room-${name}-${screen}.png`), fullPage: true });
    }
    // A hand's replay, stepped to its end.
    await page.goto(`${url}/#/hands`);
    await page.click('[data-test="replay"]');
    await page.waitForSelector('[data-test="step"]');
    while (await page.isEnabled('[data-test="next"]')) await page.click('[data-test="next"]');
    await page.click('.replay summary');
    await assertFits(page, `a hand's replay, ${screen}`);
    await page.screenshot({ path: shotPath(`room-replay-${screen}.png`), fullPage: true });

    // A home table of Pontoon and a Palace table, seated with a bot: the cut is called.
    const home = await openByApi(page, { rules: 'traditional', seats: 4 });
    await page.goto(`${url}/#/table/${home}`);
    await page.waitForSelector('.home-page [data-test="bank"]');
    await sit(page, 0);
    await addBot(page, 1);
    await page.waitForSelector('[data-test="cut"]');
    await page.screenshot({ path: shotPath(`room-home-${screen}.png`), fullPage: true });
    await assertFits(page, `a home table, ${screen}`);
    const emptyHeight = (await boxOf(page, '[data-test="seat-3"]')).height;
    assert.ok(emptyHeight <= (screen === 'phone' ? 48 : 72), `an empty seat at a home table is ${emptyHeight} px tall`);
    // Its Add a bot opens the choice of the home bots' levels under the seat's line, every
    // button of it on the screen; chosen, it is a line again.
    await page.click('[data-test="bot-3"]');
    await page.waitForSelector('[data-test="bot-levels-3"]');
    await assertFits(page, `a home table's choice of bot, ${screen}`);
    const line = await boxOf(page, '[data-test="seat-3"] .seat-name');
    for (const level of ['best', 'standard', 'cautious', 'bold']) {
      const box = await boxOf(page, `[data-test="bot-${level}-3"]`);
      assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${level} runs off the side: ${JSON.stringify(box)}`);
      assert.ok(box.y >= line.y + line.height, `${level} is under the seat's line`);
    }
    await page.locator('[data-test="seat-3"]').screenshot({ path: shotPath(`room-home-bot-choice-${screen}.png`) });
    await page.click('[data-test="bot-bold-3"]');
    await page.waitForSelector('[data-test="seat-3"] >> text=(bold) [bot]');
    await page.click('[data-test="unbot-3"]');
    await page.waitForSelector('[data-test="seat-3"] >> text=[bot]', { state: 'detached' });
    const again = (await boxOf(page, '[data-test="seat-3"]')).height;
    assert.ok(again <= (screen === 'phone' ? 48 : 72), `an empty seat after the choice is ${again} px tall`);

    const palace = await openByApi(page, { rules: 'palace', seats: 3 });
    await page.goto(`${url}/#/table/${palace}`);
    await page.waitForSelector('.palace-page .felt');
    await sit(page, 0);
    await addBot(page, 1);
    await page.waitForSelector('[data-test="cut"]');
    await assertFits(page, `a Palace table, ${screen}`);
    await page.screenshot({ path: shotPath(`room-palace-${screen}.png`), fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
