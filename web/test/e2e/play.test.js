// End to end in a real browser against the real server: signing up, opening a casino table with
// bots, rounds played with the mouse and with the keys alone, the wallet as the ledger has it,
// and screenshots at desktop and phone width.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { serverAndBrowser, shotPath, signUp, openTable, addBot, sit, playRounds } from './server.js';

const held = serverAndBrowser(['--bot-delay-ms', '20']);


test('a player signs up, opens a table with bots, plays with the mouse and with the keys, and the wallet is the ledger\'s', async () => {
  const page = await signUp(held.browser, held.server.url, 'Ann');
  assert.match(await page.textContent('#nav-wallet'), /1,000/);
  const table = await openTable(page);
  await addBot(page, 1);
  await addBot(page, 2);
  await sit(page, 0, 200);
  // The wallet in the bar is fetched again once the seat is taken: wait for it, then check it.
  await page.waitForFunction(() => /800/.test(document.querySelector('#nav-wallet')?.textContent ?? ''), null, { timeout: 5000 }).catch(() => {});
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
  await page.goto(`${held.server.url}/#/account`);
  await page.waitForSelector('[data-test="wallet"]');
  const shown = Number((await page.textContent('[data-test="wallet"]')).replace(/[^0-9]/g, ''));
  const me = await (await page.request.get(`${held.server.url}/api/me`)).json();
  const { lines } = await (await page.request.get(`${held.server.url}/api/statement?limit=200`)).json();
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

test('a guest plays Pontoon Blackjack by the keys alone, a spectator watches, and the hands replay', async () => {
  const context = await held.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const guest = await context.newPage();
  await guest.goto(held.server.url);
  await guest.fill('#name', 'Gus');
  await guest.click('#guest');
  await guest.waitForSelector('h1:text("Lobby")');
  const table = await openTable(guest, { preset: 'pontoon-blackjack', min: 2, max: 50 });
  assert.match(await guest.textContent('.table-head'), /Pontoon Blackjack: bets 2 to 50, 1 pack/);
  await addBot(guest, 1);
  // The server's refusal, in words, where the player acted: more chips than the wallet holds.
  await guest.click('[data-test="sit-0"]');
  await guest.fill('#sit-chips', '5000');
  await guest.click('[data-test="sit-confirm"]');
  await guest.waitForSelector('[data-test="error"] >> text=Sit down: your wallet holds 1,000 chips, not enough');
  await sit(guest, 0, 100);
  // Chips on and off the bet: three fives, one taken off by a right click.
  await guest.waitForSelector('[data-test="deal"]');
  for (let i = 0; i < 3; i += 1) await guest.click('.chip-5');
  await guest.click('.chip-5', { button: 'right' });
  assert.match(await guest.textContent('[data-test="bet"]'), /^Bet: 10$/);
  // The bet is drawn on the seat as chips: one stack of two fives.
  assert.deepEqual(await guest.$$eval('[data-test="seat-0"] [data-test^="stack-"]', (all) => all.map((s) => [s.dataset.test, s.dataset.count])), [['stack-5', '2']]);
  await guest.click('[data-test="clear"]');

  // A spectator: the spectator's view, and no controls.
  const spectator = await signUp(held.browser, held.server.url, 'Sam');
  await spectator.goto(`${held.server.url}/#/table/${table}`);
  await spectator.waitForSelector('text=You are watching');

  await playRounds(guest, 3, { keys: true });
  // Between rounds, a click on a free seat moves there.
  await guest.click('[data-test="move-2"]');
  await guest.waitForSelector('[data-test="seat-2"].mine');
  const views = spectator.messages.filter((m) => m.view).map((m) => m.view.viewer);
  assert.ok(views.length > 3, 'the spectator followed the rounds');
  assert.ok(views.every((v) => v === 'spectator'), JSON.stringify(views));
  assert.equal(await spectator.isVisible('[data-test="deal"]'), false);

  // The rules page, written from the table's rules.
  await guest.click('text=the rules');
  await guest.waitForSelector('text=Pontoon Blackjack: the house deals from 1 pack, shuffled before every round.');

  // The hand histories: the newest round replayed step by step to its end.
  await guest.goto(`${held.server.url}/#/hands`);
  await guest.waitForSelector('[data-test="replay"]');
  const replays = await guest.$$('[data-test="replay"]');
  assert.ok(replays.length >= 3, `${replays.length} hands listed`);
  await replays[0].click();
  await guest.waitForSelector('[data-test="step"]');
  while (await guest.isEnabled('[data-test="next"]')) await guest.click('[data-test="next"]');
  assert.match(await guest.textContent('.replay'), /Round over/);
  // Drawn by the casino felt, as the table's page draws it: the dealer, and a result in words.
  assert.ok(await guest.$('.replay [data-test="dealer"]'), 'the casino felt');
  assert.ok(await guest.$('.replay [data-test="result"]'), 'a result in words');
  await guest.screenshot({ path: shotPath('table-replay.png'), fullPage: true });
  assert.match(await guest.textContent('[data-test="record"]'), /"deck"/);
  assert.deepEqual(guest.errors ?? [], []);
  assert.deepEqual(spectator.errors, []);
  await context.close();
  await spectator.context().close();
});

test('the lobby follows the tables as they open, over the socket, without polling', async () => {
  const bob = await signUp(held.browser, held.server.url, 'Bob');
  const reads = [];
  bob.on('request', (request) => { if (/\/api\/tables(\?|$)/.test(request.url())) reads.push(request.url()); });
  const cy = await signUp(held.browser, held.server.url, 'Cy');
  const table = await openTable(cy);
  // Bob's lobby shows it within the push's second, without reading the list again.
  await bob.waitForSelector(`.tables td:text("#${table}")`, { timeout: 5000 });
  assert.ok(bob.sent.some((m) => m.type === 'lobby'), 'the lobby is followed');
  assert.ok(bob.messages.some((m) => m.type === 'tables' && m.tables.some((t) => t.id === table)));
  const before = reads.length;
  await bob.waitForTimeout(4000);
  assert.equal(reads.length, before, `no polling: ${reads.join(', ')}`);
  assert.deepEqual(bob.errors, []);
  await cy.context().close();
  await bob.context().close();
});
