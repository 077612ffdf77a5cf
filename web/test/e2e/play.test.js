// End to end in a real browser against the real server: signing up, opening a casino table with
// bots, rounds played with the mouse and with the keys alone, the wallet as the ledger has it,
// and screenshots at desktop and phone width.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { startServer, startBrowser, shotPath, signUp, openTable, addBot, sit } from './server.js';

let server;
let browser;

before(async () => {
  server = await startServer(['--bot-delay-ms', '20']);
  browser = await startBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the player may do now: 'bet', 'play' (with the move buttons), or null. */
async function moment(page) {
  if (await page.isVisible('[data-test="deal"]')) return 'bet';
  if (await page.isVisible('.controls .moves button')) return 'play';
  return null;
}

/**
 * Plays `rounds` rounds: each time the betting comes round, bets (the mouse: chips, then Deal; the
 * keys: 0 to repeat, or digits, then Enter), and plays the hand (stick when it may, else twist).
 */
async function playRounds(page, rounds, { keys }) {
  let dealt = 0;
  let deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const now = await moment(page);
    if (now === 'bet') {
      if (dealt === rounds) return;
      if (keys) {
        await page.keyboard.press(dealt === 0 ? '2' : '0'); // a chip of 5, or repeat the last bet
        if (dealt === 0) await page.keyboard.press('2');
        await page.keyboard.press('Enter');
      } else {
        await page.click('.chip-5');
        await page.click('.chip-5');
        await page.click('.chip-1', { button: 'right' }); // takes nothing off: no 1 on the bet
        assert.match(await page.textContent('[data-test="bet"]'), /Bet: 10/);
        await page.click('[data-test="deal"]');
      }
      dealt += 1;
      deadline = Date.now() + 60_000;
      await page.waitForFunction(() => !document.querySelector('[data-test="deal"]'), null, { timeout: 10_000 }).catch(() => {});
    } else if (now === 'play') {
      const stick = await page.isVisible('[data-test="stick"]');
      if (keys) await page.keyboard.press(stick ? 'Enter' : '+');
      // The table may move on between looking and clicking (a bust ends the turn): look again.
      else await page.click(stick ? '[data-test="stick"]' : '[data-test="twist"]', { timeout: 1000 }).catch(() => {});
      await page.waitForTimeout(50);
    } else {
      await page.waitForTimeout(50);
    }
    const error = await page.textContent('[data-test="error"]');
    assert.equal(error, '', `a refusal: ${error}`);
  }
  assert.fail(`only ${dealt} of ${rounds} rounds were played`);
}

test('a player signs up, opens a table with bots, plays with the mouse and with the keys, and the wallet is the ledger\'s', async () => {
  const page = await signUp(browser, server.url, 'Ann');
  assert.match(await page.textContent('#nav-wallet'), /1000/);
  const table = await openTable(page);
  await addBot(page, 1);
  await addBot(page, 2);
  await sit(page, 0, 200);
  assert.match(await page.textContent('#nav-wallet'), /800/, '200 went to the seat');

  await playRounds(page, 3, { keys: false });
  await page.screenshot({ path: shotPath('table-desktop.png') });
  await playRounds(page, 3, { keys: true });
  const log = await page.textContent('[data-test="log"]');
  assert.match(log, /Ann bets 10/);
  assert.match(log, /Round over/);

  // Phone width: the same table, one column.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: shotPath('table-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Stand up between rounds: every chip of the seat goes back to the wallet.
  await page.click('[data-test="stand"]');
  await page.waitForSelector('[data-test="sit-0"]');
  await page.goto(`${server.url}/#/account`);
  await page.waitForSelector('[data-test="wallet"]');
  const shown = Number((await page.textContent('[data-test="wallet"]')).replace(/[^0-9]/g, ''));
  const me = await (await page.request.get(`${server.url}/api/me`)).json();
  const { lines } = await (await page.request.get(`${server.url}/api/statement?limit=200`)).json();
  const posted = lines.reduce((sum, line) => sum + line.amount, 0);
  assert.equal(shown, me.wallet, 'the page shows the wallet');
  assert.equal(shown, posted, 'the wallet is the sum of its postings');
  assert.ok(table > 0);
  assert.deepEqual(page.errors, [], 'no script error');

  for (const name of ['table-desktop.png', 'table-phone.png']) {
    const file = shotPath(name);
    assert.ok(statSync(file).size > 5_000, `${name} is an image`);
    assert.equal(readFileSync(file).subarray(1, 4).toString(), 'PNG');
  }
  await page.context().close();
});
