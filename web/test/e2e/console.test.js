// The operators' console against the real server: someone not an operator is refused it, by the
// page and by the server; an operator (made one by `parlour admin grant`) sees the room, pauses
// and resumes a table, suspends a person (who is signed out and refused) and lifts it, moves chips
// into and out of a wallet (by exactly the amount), and makes a reset link with which the person
// sets a password in another browser and is signed in; the house's table adds up, the audit log
// pages. Every console page passes axe, fits a phone's screen, and is kept as a screenshot.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  DESKTOP, SCREENS, addBot, assertFits, binary, openTable, playRounds, serverAndBrowser, shotPath, signUp, sit,
} from './server.js';

const held = serverAndBrowser(['--bot-delay-ms', '20', '--turn-seconds', '300']);
/** The operator reads the console in Tokyo's time, far from the server's. */
const ZONE = 'Asia/Tokyo';
const PASSWORD = 'correct horse battery';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical violations axe finds on the page as it stands (as a11y.test.js runs it). */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE}\n;0`);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => ['serious', 'critical'].includes(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Makes `name` an operator of the room, as its owner would on its machine. */
function grant(name) {
  const done = spawnSync(binary(), ['admin', 'grant', name, '--data', held.server.data, '--reason', 'the console test'], { encoding: 'utf8' });
  assert.equal(done.status, 0, `parlour admin grant: ${done.stdout}${done.stderr}`);
}

/** An API request from the page's own session: its status and JSON. */
function call(page, method, path, body) {
  return page.evaluate(async ([m, p, b]) => {
    const response = await fetch(p, {
      method: m, headers: b === undefined ? {} : { 'Content-Type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }, [method, path, body]);
}

/** The wallet of the page's own account. */
const walletOf = async (page) => (await call(page, 'GET', '/api/me')).body.wallet;

/** A number as the console writes it ("+1,500", "−20", "±0") read back. */
const numberIn = (text) => Number(text.trim().replace('±', '').replace('−', '-').replace(/[+,]/g, ''));

/** The browser's refusals (400 to 410) are the page's to say; any other error is a fault. */
const faults = (page) => page.errors.filter((e) => !/Failed to load resource: the server responded with a status of 4(0\d|10)/.test(String(e)));

/** Signs `name` up and makes them an operator: their page, reloaded to learn it, on the console's room. */
async function operator(name, options) {
  const page = await signUp(held.browser, held.server.url, name, options);
  grant(name);
  await page.reload();
  await page.click('[data-test="nav-console"]');
  await page.waitForSelector('h1:text("The room now")');
  return page;
}

test('someone not an operator is refused the console, by the page and by the server', async () => {
  const nia = await signUp(held.browser, held.server.url, 'Nia');
  assert.equal(await nia.$('[data-test="nav-console"]'), null, 'no Console in the bar');
  for (const hash of ['#/console', '#/console/people', '#/console/person/1']) {
    await nia.goto(`${held.server.url}/${hash}`);
    await nia.waitForSelector('[data-test="console-refused"]');
    assert.equal(await nia.textContent('[data-test="console-refused"]'), "These pages are only for the room's operators.");
  }
  for (const path of ['/api/ops/room', '/api/ops/people', '/api/ops/audit']) {
    const refused = await call(nia, 'GET', path);
    assert.equal(refused.status, 403, path);
    assert.equal(refused.body.error.code, 'not_an_operator', path);
  }
  const chips = await call(nia, 'POST', '/api/ops/chips', { person: 1, amount: 50, reason: 'mine' });
  assert.equal(chips.status, 403);
  const stranger = await (await held.browser.newContext()).newPage();
  await stranger.goto(held.server.url);
  assert.equal((await call(stranger, 'GET', '/api/ops/room')).status, 401);
  await stranger.context().close();
  assert.deepEqual(faults(nia), []);
  await nia.context().close();
});

test('an operator runs the room: a table paused and resumed, a person suspended and lifted, chips moved, a reset link used', async () => {
  const { url } = held.server;
  // Pat plays a round at a casino table of her own with a bot.
  const pat = await signUp(held.browser, url, 'Pat');
  const table = await openTable(pat, { seats: 3 });
  await addBot(pat, 1);
  await sit(pat, 0);
  await playRounds(pat, 1, { keys: false });
  const patId = (await call(pat, 'GET', '/api/me')).body.id;

  const ops = await operator('Opal', { timezoneId: ZONE, permissions: ['clipboard-read', 'clipboard-write'] });
  const roomReads = [];
  ops.on('request', (request) => { if (request.url().endsWith('/api/ops/room')) roomReads.push(Date.now()); });

  // The room now: Pat and her bot at a table, the books balanced; read again while shown.
  await ops.waitForSelector('[data-test="room-people"]');
  assert.ok(numberIn(await ops.textContent('[data-test="room-tables"]')) >= 1);
  assert.equal(await ops.textContent('[data-test="room-people"]'), '1');
  assert.equal(await ops.textContent('[data-test="room-bots"]'), '1');
  assert.equal(await ops.textContent('[data-test="books"]'), 'The books balance.');
  assert.equal(numberIn(await ops.textContent('[data-test="room-chips"] tfoot td')), 0, 'the chips by kind sum to zero');
  const started = roomReads.length;
  await ops.waitForTimeout(6_000);
  assert.ok(roomReads.length > started, 'the room is read again while it is shown');

  // Left for the tables, the room is read no more.
  await ops.click('.console-nav >> text=Tables');
  await ops.waitForSelector(`[data-test="state-${table}"]`);
  const left = roomReads.length;
  assert.equal(await ops.getAttribute('.console-nav a[aria-current="page"]', 'href'), '#/console/tables');
  assert.equal(await ops.textContent(`[data-test="state-${table}"]`), 'open');
  assert.equal(await ops.getAttribute('[data-test="open-table"]', 'href'), '#/');

  // Pause: a reason is asked for in a form, its field focused; a blank one is refused by the server.
  await ops.click(`[data-test="pause-${table}"]`);
  assert.equal(await ops.evaluate(() => document.activeElement?.id), 'table-reason');
  await ops.fill('#table-reason', '   ');
  await ops.click('[data-test="table-change-confirm"]');
  await ops.waitForSelector('[data-test="table-change-error"]:not(:empty)');
  assert.equal(await ops.getAttribute('[data-test="table-change-error"]', 'role'), 'alert');
  await ops.fill('#table-reason', 'checking the shoe');
  await ops.click('[data-test="table-change-confirm"]');
  await ops.waitForSelector(`[data-test="table-change-notice"]:text("Table ${table} is paused")`);
  await ops.waitForSelector(`[data-test="state-${table}"]:text("paused")`);
  // Pat, at the table, is told at once, and why.
  await pat.waitForSelector('[data-test="paused"]:has-text("checking the shoe")');
  assert.equal(await ops.textContent('[data-test="table-change-error"]'), '');
  assert.equal((await call(ops, 'GET', '/api/ops/tables')).body.tables.find((t) => t.id === table).state, 'paused');
  await ops.click(`[data-test="resume-${table}"]`);
  await ops.fill('#table-reason', 'the shoe is fine');
  await ops.click('[data-test="table-change-confirm"]');
  await ops.waitForSelector(`[data-test="table-change-notice"]:text("Table ${table} is open again")`);
  await ops.waitForSelector(`[data-test="state-${table}"]:text("open")`);
  await pat.waitForSelector('[data-test="paused"]', { state: 'detached' });
  assert.equal(roomReads.length, left, 'the room page\'s timer went with it');

  // People: Pat found by a part of her name, any case; her page.
  await ops.click('.console-nav >> text=People');
  await ops.fill('#people-q', 'pa');
  await ops.click('[data-test="people-search"]');
  await ops.waitForSelector('[data-test="person-Pat"]');
  assert.equal(await ops.textContent('[data-test="sanction-Pat"]'), 'none');
  await ops.click('[data-test="person-Pat"]');
  await ops.waitForSelector('h1:text("Pat")');
  await ops.waitForSelector('[data-test="person-seats"]');
  assert.match(await ops.textContent('[data-test="person-seats"]'), new RegExp(`#${table}`));
  assert.match(await ops.textContent('[data-test="person-statement"]'), /sat down/);
  // Her rounds, each a link to its replay.
  const hands = (await call(ops, 'GET', `/api/ops/people/${patId}`)).body.hands;
  assert.ok(hands.length >= 1, 'the round she played');
  assert.equal(await ops.getAttribute('[data-test="person-hand"]', 'href'), `#/hand/${hands[0].id}`);
  const person = `${url}/#/console/person/${patId}`;

  // Pat stands up (a bet of hers would move her wallet while it is watched below).
  await pat.click('[data-test="stand"]');
  // Kept for the round's end if a round has begun: she passes her bet, and the round ends without her.
  for (const deadline = Date.now() + 30_000; !(await pat.$('[data-test="seat-0"].free'));) {
    assert.ok(Date.now() < deadline, 'Pat is stood up');
    await pat.click('[data-test="pass"]', { timeout: 1000 }).catch(() => {});
    await pat.waitForTimeout(200);
  }

  // Suspended until noon, Tokyo time, the day after tomorrow: the moment the server keeps is that one.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + 2 * 86_400_000);
  const [y, m, d] = day.split('-').map(Number);
  const noonInTokyo = Date.UTC(y, m - 1, d, 12, 0) - 9 * 3_600_000;
  await ops.fill('#suspend-until', `${day}T12:00`);
  await ops.fill('#suspend-reason', 'a cooling-off she asked for');
  await ops.click('[data-test="suspend-submit"]');
  await ops.waitForSelector('[data-test="suspend-notice"]:text("Pat is suspended until")');
  assert.match(await ops.textContent('[data-test="suspend-notice"]'), /, 12:00, your time/);
  const suspended = (await call(ops, 'GET', `/api/ops/people/${patId}`)).body.person.sanction;
  assert.equal(suspended.kind, 'suspend');
  assert.equal(suspended.until, noonInTokyo);
  await ops.waitForSelector('[data-test="person-sanction"]:text("suspended until")');
  // Pat is signed out, and refused when she signs in again.
  await pat.reload();
  await pat.waitForSelector('#signin');
  await pat.fill('#name', 'Pat');
  await pat.fill('#password', PASSWORD);
  await pat.click('#signin');
  await pat.waitForSelector('#auth-error:not(:empty)');
  assert.match(await pat.textContent('#auth-error'), /a cooling-off she asked for/, 'the refusal says why');
  assert.equal((await call(pat, 'GET', '/api/me')).status, 401);

  // Lifted: she signs in; a second lift is refused, and says so beside its form.
  await ops.fill('#lift-reason', 'asked to come back');
  await ops.click('[data-test="lift-submit"]');
  await ops.waitForSelector('[data-test="lift-notice"]:text("Pat has no sanction now")');
  await ops.waitForSelector('[data-test="person-sanction"]:text("none")');
  await pat.click('#signin');
  await pat.waitForSelector('[data-test="nav-account"]');
  await ops.fill('#lift-reason', 'again');
  await ops.click('[data-test="lift-submit"]');
  await ops.waitForSelector('[data-test="lift-error"]:not(:empty)');
  assert.equal(await ops.textContent('[data-test="lift-notice"]'), '');

  // Chips into the wallet, then out of it: the wallet moves by exactly each amount.
  const before = await walletOf(pat);
  await ops.fill('#adjust-amount', '125');
  assert.equal(await ops.textContent('[data-test="adjust-words"]'), '125 chips go into the wallet.');
  await ops.fill('#adjust-reason', 'a refund for a lost connection');
  await ops.click('[data-test="adjust-submit"]');
  await ops.waitForSelector('[data-test="adjust-notice"]:not(:empty)');
  assert.match(await ops.textContent('[data-test="adjust-notice"]'), new RegExp(`wallet holds ${(before + 125).toLocaleString('en')} chips`));
  assert.equal(await walletOf(pat), before + 125);
  await ops.fill('#adjust-amount', '-25');
  assert.equal(await ops.textContent('[data-test="adjust-words"]'), '25 chips come out of the wallet.');
  await ops.fill('#adjust-reason', 'part of the refund was twice');
  await ops.click('[data-test="adjust-submit"]');
  await ops.waitForSelector(`[data-test="adjust-notice"]:text("${(before + 100).toLocaleString('en')} chips")`);
  assert.equal(await walletOf(pat), before + 100);
  await ops.waitForSelector('[data-test="person-statement"]:has-text("an operator\'s adjustment")');

  // A reset link, copied, used in another browser: Pat sets a password there and is signed in;
  // her other session ends; the link works once.
  await ops.fill('#reset-reason', 'she forgot her password');
  await ops.click('[data-test="reset-submit"]');
  await ops.waitForSelector('[data-test="reset-notice"]:text("A reset link for Pat")');
  const link = await ops.inputValue('[data-test="reset-link"]');
  const hash = new URL(link).hash;
  assert.match(hash, /^#\/reset\/[^/]+$/);
  await ops.click('[data-test="reset-copy"]');
  await ops.waitForSelector('[data-test="reset-copied"]:text("The link is copied.")');
  assert.equal(await ops.evaluate(() => navigator.clipboard.readText()), link);
  const elsewhere = await (await held.browser.newContext({ viewport: DESKTOP })).newPage();
  await elsewhere.goto(`${url}/${hash}`);
  await elsewhere.waitForSelector('h1:text("Set a new password")');
  await elsewhere.fill('#reset-password', 'a new password of her own');
  await elsewhere.click('[data-test="reset-submit"]');
  await elsewhere.waitForSelector('h1:text("Lobby")');
  assert.match(await elsewhere.textContent('[data-test="nav-account"]'), /^Pat · /);
  await pat.reload();
  await pat.waitForSelector('#signin');
  const again = await (await held.browser.newContext({ viewport: DESKTOP })).newPage();
  await again.goto(`${url}/${hash}`);
  await again.fill('#reset-password', 'yet another password');
  await again.click('[data-test="reset-submit"]');
  await again.waitForSelector('[data-test="reset-gone"]');
  assert.match(await again.textContent('[data-test="reset-gone"]'), /used already or has expired/);
  await again.context().close();
  await elsewhere.context().close();

  // The house's result: its total row is the sum of its days, worked out here from the server's answer.
  await ops.click('.console-nav >> text=The house\'s result');
  await ops.waitForSelector('[data-test="house-table"] tfoot');
  const house = (await call(ops, 'GET', '/api/ops/house?days=30')).body.days;
  assert.ok(house.length > 0, 'the rounds played are in the house\'s result');
  const cells = await ops.$$eval('[data-test="house-table"] tfoot td', (tds) => tds.map((td) => td.textContent));
  assert.equal(numberIn(cells[cells.length - 2]), house.reduce((sum, r) => sum + r.result, 0), 'the total result');
  assert.equal(numberIn(cells[cells.length - 1]), house.reduce((sum, r) => sum + r.rounds, 0), 'the total rounds');
  assert.equal(await ops.locator('[data-test="house-table"] tbody tr').count(), new Set(house.map((r) => r.day)).size);
  const asked = ops.waitForRequest((r) => r.url().endsWith('/api/ops/house?days=7'));
  await ops.selectOption('#house-days', '7');
  await ops.click('[data-test="house-days-show"]');
  await asked;

  await ops.click('.console-nav >> text=Chip dumping');
  // Pat played against the house alone: no chips went from one player to another.
  await ops.waitForSelector('[data-test="dumping"] > *');
  assert.deepEqual((await call(ops, 'GET', '/api/ops/dumping?days=30')).body.pairs, []);
  assert.match(await ops.textContent('[data-test="dumping"]'), /^No chips went from one player to another/);

  // The audit log, newest first, with each change made above; 50 at a time, then the older ones.
  await ops.click('.console-nav >> text=Audit log');
  await ops.waitForSelector('[data-test="audit-table"]');
  const did = await ops.$$eval('[data-test="audit-table"] tbody tr td:nth-child(3)', (tds) => tds.map((td) => td.textContent));
  for (const action of ['made an operator', 'paused a table', 'resumed a table', 'suspended', 'lifted a sanction', 'adjusted chips', 'made a password reset link']) {
    assert.ok(did.includes(action), `${action} is in the log: ${did.join(', ')}`);
  }
  assert.equal(did[0], 'made a password reset link', 'the newest first');
  for (let i = 0; i < 50; i += 1) {
    assert.equal((await call(ops, 'POST', '/api/ops/chips', { person: patId, amount: 1, reason: `a chip, ${i}` })).status, 200);
  }
  await ops.reload();
  await ops.waitForSelector('[data-test="audit-table"]');
  assert.equal(await ops.locator('[data-test="audit-table"] tbody tr').count(), 50);
  const oldest = (await call(ops, 'GET', '/api/ops/audit')).body.entries.at(-1).id;
  const older = ops.waitForRequest((r) => r.url().endsWith(`/api/ops/audit?before=${oldest}`));
  await ops.click('[data-test="audit-older"]');
  await older;
  await ops.waitForFunction(() => document.querySelectorAll('[data-test="audit-table"] tbody tr').length > 50);
  const all = await ops.locator('[data-test="audit-table"] tbody tr').count();
  const total = 50 + (await call(ops, 'GET', `/api/ops/audit?before=${oldest}`)).body.entries.length;
  assert.equal(all, total);
  assert.ok(await ops.isHidden('[data-test="audit-older"]'), 'no older entries');

  // The settings the room runs with: the turn's length came from the command line.
  await ops.click('.console-nav >> text=Settings');
  await ops.waitForSelector('[data-test="settings-table"]');
  assert.equal(await ops.textContent('[data-test="setting-turn_seconds"]'), '300');
  assert.equal(await ops.textContent('[data-test="from-turn_seconds"]'), 'a command-line flag');

  assert.deepEqual(faults(ops), []);
  await ops.context().close();
  await pat.context().close();
});

for (const [screen, viewport] of SCREENS) {
  test(`on a ${screen}, every console page passes axe, is no wider than the screen, and is kept as a screenshot`, async () => {
    const { url } = held.server;
    const found = {};
    const ops = await operator(`Oz${screen}`, { viewport });
    const flo = await signUp(held.browser, url, `Flo${screen}`, { viewport });
    const floId = (await call(flo, 'GET', '/api/me')).body.id;
    const table = await openTable(flo, { seats: 2 });
    const look = async (page, name) => {
      const seen = await violations(page);
      if (seen.length) found[name] = seen;
      await assertFits(page, `${name}, ${screen}`);
      await page.screenshot({ path: shotPath(`console-${name}-${screen}.png`), fullPage: true });
    };
    for (const [name, hash, ready] of [
      ['room', '#/console', '[data-test="room-chips"]'],
      ['tables', '#/console/tables', `[data-test="state-${table}"]`],
      ['people', '#/console/people', '[data-test="people-list"]'],
      ['person', `#/console/person/${floId}`, '[data-test="person-statement"]'],
      ['house', '#/console/house', '[data-test="house"] > *'],
      ['dumping', '#/console/dumping', '[data-test="dumping"] > *'],
      ['audit', '#/console/audit', '[data-test="audit-table"]'],
      ['settings', '#/console/settings', '[data-test="settings-table"]'],
    ]) {
      await ops.goto(`${url}/${hash}`);
      await ops.waitForSelector(ready);
      await look(ops, name);
    }
    // The forms as they are used: a table's reason asked for, a refusal, and a reset link shown.
    await ops.goto(`${url}/#/console/tables`);
    await ops.click(`[data-test="close-${table}"]`);
    await look(ops, 'tables-reason');
    await ops.goto(`${url}/#/console/person/${floId}`);
    await ops.waitForSelector('[data-test="person-statement"]');
    await ops.fill('#lift-reason', 'nothing to lift');
    await ops.click('[data-test="lift-submit"]');
    await ops.waitForSelector('[data-test="lift-error"]:not(:empty)');
    await ops.fill('#reset-reason', 'a screenshot');
    await ops.click('[data-test="reset-submit"]');
    await ops.waitForSelector('[data-test="reset-link"]');
    await look(ops, 'person-answers');
    const hash = new URL(await ops.inputValue('[data-test="reset-link"]')).hash;
    // The reset page, signed out; and the console refused to someone not an operator.
    const stranger = await (await held.browser.newContext({ viewport })).newPage();
    await stranger.goto(`${url}/${hash}`);
    await stranger.waitForSelector('#reset-password');
    await look(stranger, 'reset');
    await stranger.context().close();
    await flo.goto(`${url}/#/console`);
    await flo.waitForSelector('[data-test="console-refused"]');
    await look(flo, 'refused');
    assert.deepEqual(found, {}, `serious or critical violations on a ${screen}`);
    assert.deepEqual(faults(ops), []);
    await ops.context().close();
    await flo.context().close();
  });
}
