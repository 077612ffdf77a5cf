// Fair shuffles end to end (docs/fairness.md): the commitment shown at the table before the pack
// is shuffled, a seed of the player's own mixed in, and, once the pack is done with, the fairness
// page recomputing the shuffle in the browser from the revealed key; then the same published
// fields checked again outside the browser by the page's module.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser, shotPath, signUp, openTable, addBot, sit, playRounds } from './server.js';
import { verifyShuffle } from '../../public/js/fair.js';

const held = serverAndBrowser(['--bot-delay-ms', '20']);

test('a finished shoe is verified in the browser from its revealed key, the player\'s seed in it', async () => {
  const page = await signUp(held.browser, held.server.url, 'Fay');
  // Pontoon Blackjack shuffles its one pack before every round: packs are done with quickly.
  const table = await openTable(page, { preset: 'pontoon-blackjack', min: 2, max: 50 });
  await addBot(page, 1);
  await sit(page, 0, 100);
  await page.click('[data-test="fair-panel"] summary');
  const commitment = (await page.textContent('[data-test="commitment"]')).trim();
  assert.match(commitment, /^[0-9a-f]{64}$/);
  assert.match(await page.textContent('[data-test="fair-panel"] summary'), /next is number 1/);
  await page.fill('[data-test="seed"]', 'Fay’s lucky words');
  await page.click('[data-test="give-seed"]');
  await page.waitForSelector('[data-test="seeds"] >> text=Fay: “Fay’s lucky words”');
  await page.screenshot({ path: shotPath('fair-panel.png') });
  await page.click('h1');

  await playRounds(page, 3, { keys: true });
  await page.goto(`${held.server.url}/#/fair/${table}`);
  await page.waitForSelector('[data-test="shuffle-0"] [data-test="check-ok"]');
  const first = await page.textContent('[data-test="shuffle-0"]');
  assert.ok(first.includes(commitment.slice(0, 16)), 'the first shuffle is the one committed to at the table');
  assert.match(first, /Fay: “Fay’s lucky words”/);
  // The part matches the commitment, the key the seeds, the dealt cards the recomputed pack, and
  // Fay's own first round lies among them.
  const checks = await page.$$eval('[data-test="shuffle-0"] .checks li', (items) => items.map((li) => li.textContent));
  assert.ok(checks.length >= 4, checks.join('\n'));
  assert.ok(checks.every((line) => line.startsWith('✓')), checks.join('\n'));
  assert.ok(checks.some((line) => /your round 1 \(hand \d+\)/.test(line)), checks.join('\n'));
  assert.equal(await page.locator('[data-test="check-bad"]').count(), 0);
  // The pack in use is still secret.
  const shown = await page.$$eval('.shuffle', (sections) => sections.map((s) => s.textContent));
  assert.match(shown[0], /Still secret/);
  await page.click('[data-test="shuffle-0"] details summary');
  assert.equal((await page.textContent('[data-test="shuffle-0"] [data-test="pack-order"]')).trim().split(/\s+/).length, 52);
  await page.screenshot({ path: shotPath('fairness.png'), fullPage: true });

  // Outside the browser: the published fields alone, checked by the page's own module.
  const { fairness } = await (await fetch(`${held.server.url}/api/tables/${table}/fairness`)).json();
  const revealed = fairness.shuffles.filter((s) => s.house);
  assert.ok(revealed.length >= 2, JSON.stringify(fairness));
  for (const shuffle of revealed) {
    const result = verifyShuffle(shuffle, fairness.packs);
    assert.ok(result.commitment && result.key && result.order, JSON.stringify(shuffle));
    assert.equal(result.mismatch, null, JSON.stringify(shuffle));
  }
  // A forged house part is caught.
  const forged = { ...revealed[0], house: revealed[1].house };
  assert.equal(verifyShuffle(forged, fairness.packs).commitment, false);
  assert.deepEqual(page.errors ?? [], []);
  await page.context().close();
});
