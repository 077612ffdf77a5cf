// Fair shuffles end to end (docs/fairness.md): the commitment shown at the table before the pack
// is shuffled, a random seed given by the page as soon as the player sits, her own words mixed in
// instead, shown to her and only as a hash to a spectator; then, once the pack is done with, the
// fairness page recomputing the shuffle by scheme 2 in the browser from the revealed house part
// and seeds; then the same published fields checked again outside the browser by the page's module.

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
  assert.match(await page.textContent('[data-test="seeds-seen"]'), /your own seed is shown to you and only its hash to the others/);
  // Seated, she is given a random seed for the next shuffle without asking, and sees its text.
  await page.waitForSelector('[data-test="seeds"] >> text=/Fay: “[0-9a-f]{32}”/');
  const given = page.sent.filter((m) => m.type === 'act' && m.action?.action === 'seed');
  assert.equal(given.length, 1, JSON.stringify(given));
  assert.equal(given[0].action.shuffle, 0);
  assert.match(given[0].action.seed, /^[0-9a-f]{32}$/);
  // Her own words go in its place (a seat's last seed counts).
  await page.fill('[data-test="seed"]', 'Fay’s lucky words');
  await page.click('[data-test="give-seed"]');
  await page.waitForSelector('[data-test="seeds"] >> text=Fay: “Fay’s lucky words”');
  assert.doesNotMatch(await page.textContent('[data-test="seeds"]'), new RegExp(given[0].action.seed));
  await page.screenshot({ path: shotPath('fair-panel.png') });
  await page.click('h1');

  // A spectator is shown her seed's hash alone, and not one frame of his holds her words.
  const sam = await signUp(held.browser, held.server.url, 'Sam');
  await sam.goto(`${held.server.url}/#/table/${table}`);
  await sam.waitForSelector('text=You are watching');
  await sam.click('[data-test="fair-panel"] summary');
  await sam.waitForSelector('[data-test="seeds"] >> text=/Fay: [0-9a-f]{8}…/');
  assert.doesNotMatch(await sam.textContent('[data-test="seeds"]'), /lucky/);
  assert.equal(await sam.$('[data-test="give-seed"]'), null, 'a spectator gives no seed');
  assert.ok(sam.messages.length > 0);
  assert.doesNotMatch(JSON.stringify(sam.messages), /lucky/);
  assert.equal(sam.sent.filter((m) => m.action?.action === 'seed').length, 0);
  await sam.context().close();

  await playRounds(page, 3, { keys: true });
  await page.goto(`${held.server.url}/#/fair/${table}`);
  await page.waitForSelector('[data-test="shuffle-0"] [data-test="check-ok"]');
  const first = await page.textContent('[data-test="shuffle-0"]');
  assert.ok(first.includes(commitment.slice(0, 16)), 'the first shuffle is the one committed to at the table');
  assert.match(first, /Shuffle 1 \(scheme 2\)/);
  // Revealed with the pack: her words, in place of the random seed.
  assert.match(first, /Fay: “Fay’s lucky words”/);
  // The part matches the commitment, her words the hash published for them, the key the seeds,
  // the dealt cards the recomputed pack, and Fay's own first round lies among them.
  const checks = await page.$$eval('[data-test="shuffle-0"] .checks li', (items) => items.map((li) => li.textContent));
  assert.ok(checks.length >= 5, checks.join('\n'));
  assert.ok(checks.every((line) => line.startsWith('✓')), checks.join('\n'));
  assert.ok(checks.some((line) => /each seed revealed is the one whose hash was published/.test(line)), checks.join('\n'));
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
  assert.equal(fairness.scheme, 2);
  const revealed = fairness.shuffles.filter((s) => s.house);
  assert.ok(revealed.length >= 2, JSON.stringify(fairness));
  for (const shuffle of revealed) {
    assert.equal(shuffle.scheme, 2);
    const result = verifyShuffle(shuffle, fairness.packs);
    assert.ok(result.commitment && result.key && result.order, JSON.stringify(shuffle));
    assert.equal(result.mismatch, null, JSON.stringify(shuffle));
    assert.ok(result.seeds.length && result.seeds.every((ok) => ok === true), JSON.stringify(shuffle));
    // Fay's seed is in every shuffle: her words in the first, a random one the page gave in each
    // after it.
    const hers = shuffle.seeds.find((s) => s.seat === 0);
    assert.ok(hers, JSON.stringify(shuffle));
    if (shuffle.number === 0) assert.equal(hers.seed, 'Fay’s lucky words');
    else assert.match(hers.seed, /^[0-9a-f]{32}$/);
  }
  // A forged house part is caught, and so is a seed other than the one whose hash was published.
  const forged = { ...revealed[0], house: revealed[1].house };
  assert.equal(verifyShuffle(forged, fairness.packs).commitment, false);
  const otherWords = { ...revealed[0], seeds: revealed[0].seeds.map((s) => ({ ...s, seed: 'other words' })) };
  assert.ok(verifyShuffle(otherWords, fairness.packs).seeds.includes(false));
  assert.deepEqual(page.errors ?? [], []);
  await page.context().close();
});
