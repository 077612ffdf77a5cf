// The real `parlour serve` on a free loopback port with a fresh database, and Debian's chromium
// driven by playwright-core: what every end-to-end test starts from.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import assert from 'node:assert/strict';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '..', '..', '..');
/** Where the screenshots go: kept by CI with the build's other output. */
export const SHOTS = join(ROOT, 'target', 'screenshots');

/** The parlour binary: $PARLOUR_BIN, or the debug build `cargo test` leaves. */
export function binary() {
  const bin = process.env.PARLOUR_BIN ?? join(ROOT, 'target', 'debug', 'parlour');
  if (!existsSync(bin)) throw new Error(`no parlour binary at ${bin}: build it first (cargo build)`);
  return bin;
}

/** Debian's chromium, never a downloaded browser. */
function browserPath() {
  const candidates = [process.env.CHROMIUM, '/usr/lib/chromium/chromium', '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('no chromium: install Debian\'s (apt-get install chromium)');
  return found;
}

/** Starts `parlour serve` over `data` at `addr`: the process and its URL. */
async function launch(data, addr, args) {
  // Every page comes from this machine's one address: the limits per address are lifted.
  const lifted = ['accounts', 'grants', 'top_ups', 'secrets'].flatMap((l) => ['--limit', `${l}=100000/1s`])
    .concat(['--limit', 'tables=1000']);
  const child = spawn(binary(), ['serve', '--addr', addr, '--data', data, ...lifted, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, RUST_LOG: 'warn' },
  });
  const line = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`parlour serve exited with ${code}`)));
  });
  const url = /http:\/\/\S+/.exec(line)?.[0];
  if (!url) throw new Error(`the server said ${line}`);
  return { child, url };
}

const exited = (child) => new Promise((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve();
  else child.once('exit', resolve);
});

/**
 * Starts a server on a free port with a fresh database: {url, data, restart, stop}. `args` are more
 * `parlour serve` flags; `data` is its data folder (for `parlour admin ... --data`). `restart`
 * kills it (SIGKILL) and starts it again on the same port and database, after `pause`
 * milliseconds down.
 */
export async function startServer(args = []) {
  const data = mkdtempSync(join(tmpdir(), 'parlour-web-'));
  let { child, url } = await launch(data, '127.0.0.1:0', args);
  return {
    url,
    data,
    async restart(pause = 0) {
      child.kill('SIGKILL');
      await exited(child);
      await new Promise((resolve) => setTimeout(resolve, pause));
      ({ child } = await launch(data, new URL(url).host, args));
    },
    /** SIGKILL, and no start again. */
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      rmSync(data, { recursive: true, force: true });
    },
  };
}

export async function startBrowser() {
  return chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox'] });
}

/** The two screens every page is drawn for: a desktop's, and a phone's (an iPhone's CSS pixels). */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };
export const SCREENS = [['desktop', DESKTOP], ['phone', PHONE]];

/**
 * What sticks out of the screen sideways: the page's width past the viewport's (0 when nothing
 * does), and the elements whose boxes reach past either edge, for the message.
 */
export async function sideways(page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const over = document.documentElement.scrollWidth - width;
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width && (box.right > width + 0.5 || box.left < -0.5) && !el.closest('.sr-only, .skip')) {
        out.push(`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''} ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return { over, out: out.slice(0, 8) };
  });
}

/** Asserts that the page is no wider than its screen. */
export async function assertFits(page, what) {
  const { over, out } = await sideways(page);
  assert.ok(over <= 0, `${what}: the page is ${over} px wider than the screen: ${out.join(', ')}`);
}

export function shotPath(name) {
  mkdirSync(SHOTS, { recursive: true });
  return join(SHOTS, name);
}

/**
 * Signs `name` up in a page of a new browser context: the page, on the lobby. The page keeps
 * every message its socket receives (`page.messages`) and sends (`page.sent`), the address of
 * each socket it opens (`page.sockets`), and every script error (`page.errors`). `options` are
 * more of the browser context's (`{viewport: PHONE, hasTouch: true}`).
 */
export async function signUp(browser, url, name, options = {}) {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  page.messages = [];
  page.sent = [];
  page.sockets = [];
  page.errors = [];
  page.on('websocket', (socket) => {
    page.sockets.push(socket.url());
    socket.on('framereceived', (frame) => {
      try { page.messages.push(JSON.parse(frame.payload)); } catch { /* not JSON */ }
    });
    socket.on('framesent', (frame) => {
      try { page.sent.push(JSON.parse(frame.payload)); } catch { /* not JSON */ }
    });
  });
  page.on('pageerror', (error) => page.errors.push(error));
  // Chromium logs every answer of 401 (the page asks who is signed in before anyone is).
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) page.errors.push(message.text());
  });
  await page.goto(url);
  await page.fill('#name', name);
  await page.fill('#password', 'correct horse battery');
  await page.click('#signup');
  await page.waitForSelector('h1:text("Lobby")');
  return page;
}

/**
 * Opens a table from the lobby's form, and goes to it: its id. `options` sets more of the rules
 * (`{stick_min: 16}`), `seats` the seats; `page` waits for the game's own page.
 */
export async function openTable(page, { preset = 'casino', min = 5, max = 100, options = {}, seats, ready = '.table-page .felt' } = {}) {
  await page.waitForSelector(`#preset option[value="${preset}"]`, { state: 'attached' });
  // The form is folded away under "A table of your own" until asked for.
  await page.$eval('[data-test="own-table"]', (details) => { details.open = true; });
  await page.selectOption('#preset', preset);
  if (preset !== 'palace') {
    await page.fill('#opt-min_stake', String(min));
    await page.fill('#opt-max_stake', String(max));
  }
  for (const [name, value] of Object.entries(options)) {
    if (typeof value === 'boolean') await page.setChecked(`#opt-${name}`, value);
    else await page.fill(`#opt-${name}`, String(value));
  }
  if (seats !== undefined) await page.fill('#seats', String(seats));
  await page.click('#create');
  await page.waitForSelector(ready);
  return Number(/#\/table\/(\d+)/.exec(page.url())[1]);
}

/**
 * Adds a bot to `seat` as a person does: Add a bot, and where that opens the choice of levels (a
 * game whose bots come at several: the home games), the `level` in it, the standard bot unless
 * given. A `level` asked for where no choice opens fails: the game offers its one bot.
 */
export async function addBot(page, seat, level = null) {
  const add = page.locator(`[data-test="bot-${seat}"]`);
  const choice = (await add.getAttribute('aria-expanded')) !== null;
  assert.ok(choice || level === null, `Add a bot at seat ${seat} offers no level, but ${level} was asked for`);
  await add.click();
  if (choice) await page.click(`[data-test="bot-levels-${seat}"] [data-test="bot-${level ?? 'standard'}-${seat}"]`);
  await page.waitForSelector(`[data-test="seat-${seat}"] >> text=[bot]`);
}

export async function sit(page, seat, chips = 200) {
  await page.click(`[data-test="sit-${seat}"]`);
  await page.fill('#sit-chips', String(chips));
  await page.click('[data-test="sit-confirm"]');
  await page.waitForSelector(`[data-test="seat-${seat}"].mine`);
}

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
export async function playRounds(page, rounds, { keys }) {
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
      const drawn = await page.evaluate(() => document.body.innerHTML.length);
      if (keys) await page.keyboard.press(stick ? 'Enter' : '+');
      // The table may move on between looking and clicking (a bust ends the turn): look again.
      else await page.click(stick ? '[data-test="stick"]' : '[data-test="twist"]', { timeout: 1000 }).catch(() => {});
      // Wait for the move's answer to be drawn before looking again: a key pressed twice while
      // the first is on its way would be read at the next betting as Deal with no bet.
      await page.waitForFunction((before) => document.body.innerHTML.length !== before, drawn, { timeout: 3000 }).catch(() => {});
      await page.waitForTimeout(50);
    } else {
      await page.waitForTimeout(50);
    }
    const error = await page.textContent('[data-test="error"]');
    assert.equal(error, '', `a refusal: ${error}`);
  }
  assert.fail(`only ${dealt} of ${rounds} rounds were played`);
}

/**
 * Registers the test file's `before` and `after`: a server started with `args` and a browser, both
 * stopped at the end. The answer's `server` and `browser` are set once `before` has run.
 */
export function serverAndBrowser(args) {
  const held = { server: null, browser: null };
  before(async () => {
    held.server = await startServer(args);
    held.browser = await startBrowser();
  });
  after(async () => {
    await held.browser?.close();
    await held.server?.stop();
  });
  return held;
}

/** Opens a table through the API from the page's own session (`body` as POST /api/tables takes it): its id. */
export async function openByApi(page, body) {
  const answer = await page.evaluate(async (wanted) => {
    const response = await fetch('/api/tables', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(wanted),
    });
    return response.json();
  }, body);
  assert.ok(answer.table?.id, JSON.stringify(answer));
  return answer.table.id;
}

/** The box of the first element `selector` finds, in the viewport's pixels; it must be drawn. */
export async function boxOf(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is not drawn`);
  return box;
}

/**
 * Asserts that what `selector` finds is on the screen as it stands, unscrolled: inside the
 * viewport, and above `floor` (the top of whatever covers the foot of the screen) if given.
 */
export async function assertInSight(page, selector, floor = null) {
  const { width, height } = page.viewportSize();
  const bottom = floor ?? height;
  const all = await page.locator(selector).all();
  assert.ok(all.length > 0, `nothing is ${selector}`);
  for (const found of all) {
    const box = await found.boundingBox();
    assert.ok(box, `${selector} is not drawn`);
    assert.ok(box.x >= -0.5 && box.x + box.width <= width + 0.5, `${selector} runs off the side: ${JSON.stringify(box)} on a screen ${width} wide`);
    assert.ok(box.y >= -0.5 && box.y + box.height <= bottom + 0.5, `${selector} is out of sight: ${JSON.stringify(box)}, the screen showing 0 to ${bottom}`);
  }
}
