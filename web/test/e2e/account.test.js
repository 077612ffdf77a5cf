// The account page on a desktop and a phone: each form's answer is said beside that form, not at
// the foot of the page; and every moment is said in words in the person's own time zone (the
// browser's: Tokyo here, far from the server's and from New York's betting week).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SCREENS, assertFits, boxOf, serverAndBrowser, shotPath, signUp } from './server.js';

const held = serverAndBrowser([]);
const ZONE = 'Asia/Tokyo';

/** The day of a moment as the page should say it in Tokyo, worked out here with the test's own formatter. */
function dayInTokyo(ms) {
  const part = (options) => new Intl.DateTimeFormat('en-US', { timeZone: ZONE, ...options }).format(ms);
  return `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })}`;
}

/** The section (its heading's words) an element is drawn in, found by where it is on the page. */
async function sectionOf(page, selector) {
  return page.$eval(selector, (el) => el.closest('section')?.querySelector('h2')?.textContent ?? null);
}

for (const [screen, viewport] of SCREENS) {
  test(`on a ${screen}, each form of the account answers beside it, and every moment is in the person's own time`, async () => {
    const page = await signUp(held.browser, held.server.url, `Ed${screen}`, { viewport, timezoneId: ZONE });
    await page.goto(`${held.server.url}/#/account`);
    await page.fill('#pin', '2468');
    await page.click('[data-test="set-pin"]');
    // The PIN's notice, under the PIN's form.
    await page.waitForSelector('[data-test="account-notice"] >> text=Your PIN is set.');
    const notice = page.locator('[data-test="account-notice"]', { hasText: 'Your PIN is set.' });
    assert.equal(await notice.evaluate((el) => el.closest('section').querySelector('h2').textContent), 'PIN');
    // A wrong PIN for the limit: said in the limit's section, right under its button.
    await page.fill('#limit', '40');
    await page.fill('#limit-pin', '1111');
    await page.click('[data-test="set-limit"]');
    const wrong = page.locator('[data-test="account-error"]', { hasText: /wrong/i });
    await wrong.waitFor();
    assert.equal(await wrong.evaluate((el) => el.closest('section').querySelector('h2').textContent), 'Your betting limit');
    const button = await boxOf(page, '[data-test="set-limit"]');
    const said = await wrong.boundingBox();
    assert.ok(said.y >= button.y + button.height && said.y - (button.y + button.height) < 80, `the error is right under its form's button: ${JSON.stringify([button, said])}`);
    const pinSection = await boxOf(page, 'section:has(#pin)');
    assert.ok(said.y + said.height <= pinSection.y, 'and above the next section');
    assert.equal(await page.locator('[data-test="account-error"]', { hasText: /\S/ }).count(), 1, 'only that form says anything');
    // The limit set, and a second change that week refused: when it may change, in words, in Tokyo.
    await page.fill('#limit', '40');
    await page.fill('#limit-pin', '2468');
    await page.click('[data-test="set-limit"]');
    await page.waitForSelector('[data-test="limit-now"] >> text=Your own limit: 40');
    const next = await page.evaluate(async () => (await (await fetch('/api/me')).json()).next_limit_change);
    assert.ok(next > Date.now());
    const day = dayInTokyo(next);
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(next);
    assert.equal(await page.textContent('[data-test="limit-next"]'),
      `It may change again from ${day}, ${time}, your time (the betting week starts on Friday at noon, New York time).`);
    await page.fill('#limit', '30');
    await page.fill('#limit-pin', '2468');
    await page.click('[data-test="set-limit"]');
    const weekly = page.locator('[data-test="account-error"]', { hasText: /once a week/ });
    await weekly.waitFor();
    assert.equal(await weekly.textContent(), `The limit changes once a week: the next change may be made from ${day}, ${time} (your time).`);
    assert.equal(await sectionOf(page, '#limit-error'), 'Your betting limit');
    // The statement's moments, in words too.
    const first = await page.textContent('.statement tbody tr td');
    assert.match(first, /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+( \d{4})?, \d\d:\d\d$/);
    await assertFits(page, `the account on a ${screen}`);
    await page.screenshot({ path: shotPath(`account-answers-${screen}.png`), fullPage: true });
    // The refusals' answers (403, 409) are logged by the browser; they are the page's to say, and it did.
    assert.deepEqual(page.errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[39]/.test(String(e))), []);
    await page.context().close();
  });
}
