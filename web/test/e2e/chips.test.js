// The bet at a casino table, made and unmade by touch, by the mouse and by the keys (the keypad
// with NumLock on and off), drawn as stacks of chips on the player's seat as on a felt; and the
// chips that may not go on (over the table's largest bet, the seat's chips, the person's own
// limit) disabled, with the reason shown, and said when their key is pressed anyway.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SCREENS, addBot, assertFits, assertInSight, boxOf, openTable, serverAndBrowser, shotPath, signUp, sit,
} from './server.js';

const held = serverAndBrowser(['--bot-delay-ms', '20', '--turn-seconds', '120']);

const bet = async (page) => (await page.textContent('[data-test="seat-0"] [data-test="bet"]')).trim();
const mine = async (page) => (await page.textContent('[data-test="seat-1"] [data-test="bet"]')).trim();
/** The stacks drawn on seat `seat`: [[chip, how many]], largest first, read from the picture's own discs. */
const stacks = (page, seat) => page.$$eval(`[data-test="seat-${seat}"] .stack`, (all) => all.map((s) => {
  const disc = s.querySelector('.disc');
  return [Number(/disc-(\d+)/.exec(disc.className)[1]), s.querySelectorAll('.disc').length];
}));

for (const [screen, viewport] of SCREENS) {
  const touch = screen === 'phone';
  test(`on a ${screen}, a bet is made and taken off by ${touch ? 'touch' : 'the mouse'} and the keys, drawn as chips on your seat`, async () => {
    const page = await signUp(held.browser, held.server.url, `Ann${screen}`, { viewport, hasTouch: touch });
    const press = (selector) => (touch ? page.tap(selector) : page.click(selector));
    await openTable(page, { min: 5, max: 100 });
    // The bot sits before you: it bets first, and its bet is drawn while you make yours.
    await addBot(page, 0);
    await sit(page, 1);
    await page.waitForSelector('[data-test="deal"]');
    assert.equal(await mine(page), 'Bet: 0');
    await press('.chip-5');
    await press('.chip-5');
    await press('.chip-25');
    assert.equal(await mine(page), 'Bet: 35');
    assert.deepEqual(await stacks(page, 1), [[25, 1], [5, 2]]);
    // The stacks are on the seat, under the name, and on the screen.
    const name = await boxOf(page, '[data-test="seat-1"] .seat-name');
    const seat = await boxOf(page, '[data-test="seat-1"]');
    for (const stack of await page.locator('[data-test="seat-1"] .stack').all()) {
      const box = await stack.boundingBox();
      assert.ok(box.y >= name.y + name.height - 1, 'a stack is under the name');
      assert.ok(box.x >= seat.x && box.x + box.width <= seat.x + seat.width && box.y + box.height <= seat.y + seat.height, 'a stack is inside the seat');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await assertInSight(page, '[data-test="seat-1"] .stack', (await boxOf(page, '.dock')).y);
    await page.screenshot({ path: shotPath(`chips-stacks-${screen}.png`) });

    // A stack pressed gives up one of its chips.
    await press('[data-test="stack-5"]');
    assert.equal(await mine(page), 'Bet: 30');
    assert.deepEqual(await stacks(page, 1), [[25, 1], [5, 1]]);
    // The keys: - takes the last chip put down off; Shift and a chip's digit one of that chip.
    await page.keyboard.press('-');
    assert.equal(await mine(page), 'Bet: 5');
    await page.keyboard.press('3');
    await page.keyboard.press('Shift+3');
    assert.equal(await mine(page), 'Bet: 5');
    // The keypad with NumLock off: its 3 says PageDown (playwright sends it so), and adds a 25
    // without scrolling the page.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Numpad3');
    assert.equal(await mine(page), 'Bet: 30');
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'PageDown from the keypad did not scroll');
    await page.keyboard.press('Numpad1');
    assert.equal(await mine(page), 'Bet: 31', 'End from the keypad adds a 1');
    await page.keyboard.press('NumpadSubtract');
    assert.equal(await mine(page), 'Bet: 30');
    // With NumLock on the same key types a digit: the same chip.
    await page.evaluate(() => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '2', code: 'Numpad2', bubbles: true, cancelable: true })));
    assert.equal(await mine(page), 'Bet: 35');
    // Another seat's bet is drawn as chips too, its stacks adding up to what it bets.
    await page.waitForSelector('[data-test="seat-0"] .placed');
    const said = Number(/bets (\d+)/.exec(await page.textContent('[data-test="seat-0"] .placed'))[1]);
    const drawn = (await stacks(page, 0)).reduce((sum, [chip, n]) => sum + chip * n, 0);
    assert.equal(drawn, said, 'the bot\'s stacks add up to its bet');
    // The bet dealt: the keypad's Enter deals it, NumLock or not.
    await page.keyboard.press('NumpadEnter');
    await page.waitForSelector('[data-test="log"] >> text=/Ann\\w+ bets 35/');
    await assertFits(page, `the bet on a ${screen}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

/** Sets the page's person's own betting limit through the API (a PIN first). */
async function ownLimit(page, limit) {
  const answers = await page.evaluate(async (wanted) => {
    const post = (path, body) => fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
    return [await post('/api/pin', { pin: '2468' }), await post('/api/limit', { limit: wanted, pin: '2468' })];
  }, limit);
  assert.deepEqual(answers, [200, 200].map((s, i) => (answers[i] === 204 ? 204 : s)));
}

/** Each chip: [its value, disabled, its title]. */
const chipStates = (page) => page.$$eval('.chips .chip', (all) => all.map((c) => [Number(c.dataset.chip), c.disabled, c.getAttribute('title') ?? '']));

for (const [screen, viewport] of SCREENS) {
  test(`on a ${screen}, chips that may not go on are disabled, look it, say why, and say it when their key is pressed`, async () => {
    // Over the person's own limit.
    const cy = await signUp(held.browser, held.server.url, `Cy${screen}`, { viewport });
    await ownLimit(cy, 30);
    await openTable(cy, { min: 5, max: 100 });
    await addBot(cy, 1);
    await sit(cy, 0);
    await cy.waitForSelector('[data-test="deal"]');
    let states = await chipStates(cy);
    assert.deepEqual(states.map(([chip, off]) => [chip, off]), [[1, false], [5, false], [25, false], [100, true], [500, true]]);
    assert.equal(states[3][2], '100 would make the bet 100: over your own betting limit, 30');
    assert.equal(await cy.getAttribute('.chip-100', 'aria-description'), states[3][2]);
    assert.equal((await cy.textContent('[data-test="bet-caps"]')).trim(), 'At most 30: your own betting limit.');
    // Disabled looks it: faded, and no pointer.
    const look = await cy.$eval('.chip-100', (c) => ({ opacity: Number(getComputedStyle(c).opacity), cursor: getComputedStyle(c).cursor }));
    assert.ok(look.opacity <= 0.5, `a disabled chip's opacity is ${look.opacity}`);
    assert.equal(look.cursor, 'not-allowed');
    await cy.click('.chip-25');
    states = await chipStates(cy);
    assert.deepEqual(states.map(([chip, off]) => [chip, off]), [[1, false], [5, false], [25, true], [100, true], [500, true]]);
    // Its key pressed anyway: refused aloud (the error line is an alert, and the page's live region says it).
    await cy.keyboard.press('3');
    const refusal = 'Not that chip: 25 would make the bet 50: over your own betting limit, 30';
    assert.equal((await cy.textContent('[data-test="error"]')).trim(), refusal);
    assert.equal(await cy.textContent('#announce'), refusal);
    assert.equal(await bet(cy), 'Bet: 25');
    await cy.keyboard.press('2');
    assert.equal(await bet(cy), 'Bet: 30', 'up to the limit itself');
    assert.equal((await cy.textContent('[data-test="error"]')).trim(), '', 'a chip that goes on clears the refusal');
    await cy.screenshot({ path: shotPath(`chips-disabled-${screen}.png`) });
    await assertFits(cy, `the disabled chips on a ${screen}`);
    await cy.context().close();

    // Over the table's largest bet, and over the chips in front of the seat.
    const di = await signUp(held.browser, held.server.url, `Di${screen}`, { viewport });
    await openTable(di, { min: 1, max: 10 });
    await addBot(di, 1);
    await sit(di, 0);
    await di.waitForSelector('[data-test="deal"]');
    states = await chipStates(di);
    assert.deepEqual(states.map(([chip, off]) => [chip, off]), [[1, false], [5, false], [25, true], [100, true], [500, true]]);
    assert.equal(states[2][2], '25 would make the bet 25: over the table\'s largest bet, 10');
    await di.goto(`${held.server.url}/#/`);
    await di.waitForSelector('h1:text("Lobby")');
    await openTable(di, { min: 1, max: 100 });
    await addBot(di, 1);
    await sit(di, 0, 20);
    await di.waitForSelector('[data-test="deal"]');
    states = await chipStates(di);
    assert.deepEqual(states.map(([chip, off]) => [chip, off]), [[1, false], [5, false], [25, true], [100, true], [500, true]]);
    assert.equal(states[2][2], '25 would make the bet 25: over your chips at the table, 20');
    assert.deepEqual(di.errors, []);
    await di.context().close();
  });
}
