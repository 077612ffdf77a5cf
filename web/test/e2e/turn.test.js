// Being told it is your turn, and what the table page does while the server is away: the tab's
// title marked for as long as the turn lasts, a chime if the person turned the sound on (kept by
// the browser), a notification while the tab is hidden if they asked for them (the browser asked
// on that press, not before); every table control disabled while the connection is lost, and
// working again once it is back; and the key of each button shown on it, in every game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SCREENS, addBot, assertFits, boxOf, openByApi, openTable, serverAndBrowser, shotPath, signUp, sit,
} from './server.js';

// A slow bot: while it bets, the turn is not yours, long enough to see.
const held = serverAndBrowser(['--bot-delay-ms', '1500', '--turn-seconds', '120']);

/**
 * Stand-ins, before the page's own scripts: a Notification that the browser grants when asked
 * and that keeps what it was told to show, an AudioContext that counts the tones it plays, and a
 * tab whose hiding the test decides (`window.hideTab`).
 */
function stubs() {
  window.shownNotes = [];
  window.askedNotes = 0;
  window.tones = 0;
  // The browser remembers a permission granted, as a real one does, across a reload.
  const granted = () => { try { return sessionStorage.getItem('granted') === 'yes'; } catch { return false; } };
  class Note {
    static permission = granted() ? 'granted' : 'default';
    static async requestPermission() {
      window.askedNotes += 1;
      Note.permission = 'granted';
      sessionStorage.setItem('granted', 'yes');
      return 'granted';
    }
    constructor(title, options) { window.shownNotes.push({ title, body: options?.body }); }
    close() {}
  }
  window.Notification = Note;
  class Audio {
    constructor() { this.state = 'running'; this.currentTime = 0; this.destination = {}; }
    createOscillator() { return { frequency: {}, connect: (g) => g, start: () => { window.tones += 1; }, stop() {} }; }
    createGain() { return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (d) => d }; }
    resume() {}
  }
  window.AudioContext = Audio;
  window.hideTab = false;
  Object.defineProperty(document, 'visibilityState', { get: () => (window.hideTab ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { get: () => window.hideTab });
}

const MARKED = (table) => `● Your turn · Table ${table}`;
const PLAIN = (table) => `Table ${table} · Parlour`;
const titleIs = (page, title) => page.waitForFunction((t) => document.title === t, title, { timeout: 15_000 });

/** Sticks when it may and twists when it must, until the betting comes round again. */
async function playOut(page) {
  for (let i = 0; i < 40; i += 1) {
    const now = await page.waitForSelector('[data-test="stick"], [data-test="twist"], [data-test="deal"]');
    const what = await now.getAttribute('data-test');
    if (what === 'deal') return;
    await page.click(await page.isVisible('[data-test="stick"]') ? '[data-test="stick"]' : '[data-test="twist"]', { timeout: 1000 }).catch(() => {});
    await page.waitForTimeout(100);
  }
  assert.fail('the round never came back to the betting');
}

for (const [screen, viewport] of SCREENS) {
  test(`on a ${screen}, your turn marks the tab's title, chimes if asked, and notifies a hidden tab if asked`, async () => {
    const page = await signUp(held.browser, held.server.url, `Eve${screen}`, { viewport });
    await page.context().addInitScript(stubs);
    await page.reload();
    await page.waitForSelector('h1:text("Lobby")');
    const table = await openTable(page);
    assert.equal(await page.title(), PLAIN(table), 'a spectator\'s title is the table\'s');
    await addBot(page, 1);
    await sit(page, 0);
    // The betting: your turn.
    await page.waitForSelector('[data-test="deal"]');
    await titleIs(page, MARKED(table));
    assert.equal(await page.evaluate(() => window.tones), 0, 'silent until asked');
    assert.equal(await page.evaluate(() => window.askedNotes), 0, 'the browser is not asked for notifications unasked');
    assert.equal(await page.getAttribute('[data-test="sound-switch"]', 'aria-pressed'), 'false');
    assert.equal(await page.getAttribute('[data-test="notify-switch"]', 'aria-pressed'), 'false');
    // The sound, chosen: heard at once, and kept by the browser.
    await page.click('[data-test="sound-switch"]');
    assert.equal(await page.getAttribute('[data-test="sound-switch"]', 'aria-pressed'), 'true');
    assert.ok(await page.evaluate(() => window.tones) > 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('parlour:turn-sound')), 'on');
    // Notifications, asked for on the press.
    await page.click('[data-test="notify-switch"]');
    await page.waitForSelector('[data-test="notify-switch"][aria-pressed="true"]');
    assert.equal(await page.evaluate(() => window.askedNotes), 1);
    await page.screenshot({ path: shotPath(`turn-switches-${screen}.png`) });
    await assertFits(page, `the turn's switches on a ${screen}`);
    const switches = await boxOf(page, '.alerts');
    assert.ok(switches.y + switches.height <= viewport.height && switches.x + switches.width <= viewport.width, 'the switches are on the screen');

    // Bet: the bot's turn to bet; the title is given back while it is not yours.
    await page.click('.chip-5');
    await page.click('[data-test="deal"]');
    await titleIs(page, PLAIN(table));
    // In sight, your turn at the table brings no notification.
    await playOut(page);
    await titleIs(page, MARKED(table));
    assert.deepEqual(await page.evaluate(() => window.shownNotes), []);
    // Hidden: the next turn's start notifies, and chimes.
    await page.click('.chip-5');
    await page.click('[data-test="deal"]');
    await titleIs(page, PLAIN(table));
    await page.evaluate(() => { window.hideTab = true; });
    const tones = await page.evaluate(() => window.tones);
    await playOut(page);
    await page.waitForFunction(() => window.shownNotes.length > 0);
    const notes = await page.evaluate(() => window.shownNotes);
    assert.equal(notes[0].title, `Your turn at table ${table}`);
    assert.match(notes[0].body, /^Your turn: /);
    assert.ok(await page.evaluate(() => window.tones) > tones, 'the turn chimed');
    // Both choices outlast the page.
    await page.reload();
    await page.waitForSelector('[data-test="sound-switch"][aria-pressed="true"]');
    await page.waitForSelector('[data-test="notify-switch"][aria-pressed="true"]');
    // Leaving the table gives the tab its title back.
    await page.goto(`${held.server.url}/#/`);
    await page.waitForSelector('h1:text("Lobby")');
    assert.equal(await page.title(), 'Parlour');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`on a ${screen}, while the connection is lost every control of the table is disabled, and works again once it is back`, async () => {
    const page = await signUp(held.browser, held.server.url, `Fay${screen}`, { viewport });
    await openTable(page);
    await addBot(page, 1);
    await sit(page, 0);
    await page.waitForSelector('[data-test="deal"]');
    await page.click('.chip-5');
    const controls = () => page.$$eval('.table-page button, .table-page input, .table-page select', (all) => all
      .filter((c) => !c.closest('[data-local]'))
      .map((c) => ({ what: c.dataset.test ?? c.dataset.chip ?? c.textContent.trim(), off: c.disabled })));
    assert.ok((await controls()).filter((c) => !c.off).length >= 6, 'the table\'s controls work');
    const restarted = held.server.restart(4000);
    await page.waitForSelector('#banner', { state: 'visible', timeout: 5000 });
    const down = await controls();
    assert.ok(down.length >= 8, `the controls are still drawn: ${down.length}`);
    assert.deepEqual(down.filter((c) => !c.off), [], 'every control is disabled');
    const look = await page.$eval('[data-test="deal"]', (b) => Number(getComputedStyle(b).opacity));
    assert.ok(look <= 0.5, `a disabled Deal looks it (opacity ${look})`);
    // A key does nothing but say why.
    await page.keyboard.press('2');
    assert.match(await page.textContent('[data-test="bet"]'), /^Bet: 5$/);
    assert.match(await page.textContent('#announce'), /connection is lost/);
    // The turn's switches ask nothing of the server: they stay usable.
    assert.equal(await page.isEnabled('[data-test="sound-switch"]'), true);
    await page.screenshot({ path: shotPath(`offline-table-${screen}.png`) });
    await restarted;
    await page.waitForSelector('#banner', { state: 'hidden', timeout: 15_000 });
    await page.waitForSelector('[data-test="deal"]:not([disabled])', { timeout: 15_000 });
    const up = await controls();
    for (const name of ['deal', 'pass', 'repeat', 'clear', '1', '5', '25', 'stand']) {
      assert.equal(up.find((c) => c.what === name)?.off, false, `${name} works again`);
    }
    // The bet being made outlived the drop.
    assert.match(await page.textContent('[data-test="bet"]'), /^Bet: 5$/);
    await page.click('[data-test="deal"]');
    await page.waitForSelector('[data-test="log"] >> text=/Fay\\w+ bets 5/');
    // The browser's own word of each refused connection while the server was down is no error of the page's.
    assert.deepEqual(page.errors.filter((e) => !/ERR_CONNECTION_REFUSED/.test(String(e))), []);
    await page.context().close();
  });
}

/** Each button's key as drawn on it: {data-test: [what its cap says, its aria-keyshortcuts]}, the cap inside the button's box. */
async function caps(page, selector) {
  return page.$$eval(selector, (all) => Object.fromEntries(all.map((b) => {
    const cap = b.querySelector('kbd');
    const outer = b.getBoundingClientRect();
    const inner = cap?.getBoundingClientRect();
    const inside = inner && inner.width > 0 && inner.left >= outer.left - 10 && inner.right <= outer.right + 10 && inner.top >= outer.top - 10 && inner.bottom <= outer.bottom + 10;
    return [b.dataset.test ?? b.dataset.chip, [cap?.textContent ?? null, b.getAttribute('aria-keyshortcuts'), Boolean(inside)]];
  })));
}

for (const [screen, viewport] of SCREENS) {
  test(`on a ${screen}, every game's buttons show their keys`, async () => {
    const page = await signUp(held.browser, held.server.url, `Gil${screen}`, { viewport });
    await openTable(page);
    await addBot(page, 1);
    await sit(page, 0);
    await page.waitForSelector('[data-test="deal"]');
    assert.deepEqual(await caps(page, '.controls .moves button'), {
      deal: ['D', 'D', true], pass: ['P', 'P', true], repeat: ['0', '0', true], clear: ['⌫', 'Backspace', true],
    });
    assert.deepEqual(await caps(page, '.chips .chip'), {
      1: ['1', '1', true], 5: ['2', '2', true], 25: ['3', '3', true], 100: ['4', '4', true], 500: ['5', '5', true],
    });
    // The key shown does what the button does: P passes.
    await page.keyboard.press('p');
    await page.waitForSelector('[data-test="log"] >> text=/Gil\\w+ passes/');
    await page.screenshot({ path: shotPath(`keys-casino-${screen}.png`) });

    // The home table and Palace each begin with a cut for the bank or the deal: its key C.
    for (const [rules, ready, shot] of [
      ['traditional', '.home-page [data-test="bank"]', 'home'],
      ['palace', '.palace-page .felt', 'palace'],
    ]) {
      const table = await openByApi(page, { rules, seats: 3 });
      await page.goto(`${held.server.url}/#/table/${table}`);
      await page.waitForSelector(ready);
      await sit(page, 0);
      await addBot(page, 1);
      await page.waitForSelector('[data-test="cut"]');
      assert.deepEqual(await caps(page, '[data-test="cut"]'), { cut: ['C', 'C', true] });
      await page.keyboard.press('c');
      await page.waitForSelector('[data-test="cut-winner"]');
      await page.screenshot({ path: shotPath(`keys-${shot}-${screen}.png`) });
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
