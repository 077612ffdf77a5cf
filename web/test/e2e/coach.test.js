// The coach in the browser, against the real server and Debian's chromium: two people at one
// casino table dealt from a stacked shoe, one with the coach on asking for a hint where the best
// move is known (a pair of aces: split), the moves shown the server's own answer, word for word;
// the other never sent nor shown anything of it; a deliberate mistake, the hint gone stale, the
// session's report after standing up, the round's review in the hand histories and its replay;
// the room's policy `off` and `seen` set by an operator; the practice page answered right and
// wrong; at 1280x800 and 375x812, axe on every state.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  PHONE, SCREENS, assertFits, binary, openByApi, serverAndBrowser, shotPath, signUp, sit,
} from './server.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Long turns, so nothing is played by a timeout; stacked shoes allowed.
const held = serverAndBrowser(['--allow-stacked', '--bot-delay-ms', '20', '--turn-seconds', '300']);

/** Axe's serious and critical findings on the page as it stands, a line each. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE}\n;0`);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => ['serious', 'critical'].includes(v.impact))
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Asserts the page is no wider than its screen and axe finds nothing serious, and takes its picture. */
async function assertGood(page, what, shot) {
  await page.waitForTimeout(100);
  await assertFits(page, what);
  assert.deepEqual(await violations(page), [], `${what}: axe`);
  if (shot) await page.screenshot({ path: shotPath(shot), fullPage: true });
}

/** An element's words, without the key a button shows on its cap. */
const text = (page, selector) => page.locator(selector).first().evaluate((el) => {
  const copy = el.cloneNode(true);
  copy.querySelectorAll('kbd').forEach((k) => k.remove());
  return copy.textContent.trim();
});

/** A worth as the English page writes it, from the server's number: "−0.412", "+4.12". */
const worth = (n, digits) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: 'exceptZero' }).replace(/-/g, '−');
const cost = (n, digits) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const NAMES = { stick: 'Stick', twist: 'Twist', buy: 'Buy', split: 'Split' };
/** A card in short, as the page writes it: "A♠", "10♦". */
const short = (code) => `${code[0] === 'T' ? '10' : code[0]}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[code[1]]}`;

/**
 * The top of the shoe: one card to each seat (0 then 1), one to the dealer, again. Ann in seat 0
 * holds A♠ A♥ (a pair of aces: the best is to split them, by any count), Bob in seat 1 9♣ 8♣,
 * the dealer 7♦ 10♦; then low cards for whatever is taken.
 */
const SHOE = ['AS', '9C', '7D', 'AH', '8C', 'TD', '2S', '3S', '2H', '3H', '4S', '4H', '2D', '3D', '5S', '5H'];

/** Bets a few chips and deals. */
async function bet(page) {
  await page.waitForSelector('[data-test="deal"]');
  await page.click('.chip-5');
  await page.click('[data-test="deal"]');
}

/** Plays the hand out: stick when it may, else twist, until the next bets. */
async function playOut(page) {
  const deadline = Date.now() + 30_000;
  while (!(await page.isVisible('[data-test="deal"]')) && Date.now() < deadline) {
    const stick = await page.isVisible('[data-test="stick"]');
    const twist = await page.isVisible('[data-test="twist"]');
    if (stick || twist) await page.click(stick ? '[data-test="stick"]' : '[data-test="twist"]', { timeout: 1000 }).catch(() => {});
    await page.waitForTimeout(100);
  }
  await page.waitForSelector('[data-test="deal"]');
}

/** `name` made an operator (parlour admin grant), the page reloaded to know it. */
function grant(name) {
  const done = spawnSync(binary(), ['admin', 'grant', name, '--data', held.server.data, '--reason', 'the coach test'], { encoding: 'utf8' });
  assert.equal(done.status, 0, `parlour admin grant: ${done.stdout}${done.stderr}`);
}

/** Sets table `table`'s hint policy from the operator's page: the answer's status. */
const setHints = (ops, table, hints) => ops.evaluate(async ([id, wanted]) => {
  const answer = await fetch(`/api/ops/tables/${id}/hints`, {
    method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ hints: wanted, reason: 'the coach test' }),
  });
  return answer.status;
}, [table, hints]);

for (const [screen, viewport] of SCREENS) {
  test(`on a ${screen}: a hint on Ann's turn is the server's answer, Bob sees nothing of it, and her mistake is reported`, async () => {
    const { url } = held.server;
    const ann = await signUp(held.browser, url, `Ann${screen}`, { viewport });
    const bob = await signUp(held.browser, url, `Bob${screen}`, { viewport });
    const table = await openByApi(ann, { rules: 'casino', seats: 3, deck: SHOE });
    for (const page of [ann, bob]) {
      await page.goto(`${url}/#/table/${table}`);
      await page.waitForSelector('.table-page .felt');
    }
    // A spectator is offered no coach.
    assert.equal(await bob.locator('[data-test="coach-switch"]').count(), 0);
    await sit(ann, 0, 200);
    await sit(bob, 1, 200);
    // Off unless turned on: the switch, not pressed, and no Hint.
    await ann.waitForSelector('[data-test="coach-switch"][aria-pressed="false"]');
    assert.equal(await ann.locator('[data-test="hint"]').count(), 0);
    assert.equal(await ann.locator('[data-test="coach-seen"]').count(), 0, 'the table counts by a fresh shoe only');
    await ann.click('[data-test="coach-switch"]');
    await ann.waitForSelector('[data-test="coach-switch"][aria-pressed="true"]');
    assert.equal(await ann.isDisabled('[data-test="hint"]'), true, 'no hint while the bets are made');
    await bet(ann);
    await bet(bob);
    // Ann's turn: A♠ A♥. H asks the coach.
    await ann.waitForSelector('[data-test="split"]');
    await ann.waitForSelector('[data-test="hint"]:not([disabled])');
    await ann.keyboard.press('h');
    await ann.waitForSelector('[data-test="hint-answer"]');
    const sent = ann.sent.filter((m) => m.type === 'hint');
    assert.equal(sent.length, 1, 'one hint asked for');
    assert.equal(sent[0].count, 'fresh');
    const answer = ann.messages.find((m) => m.type === 'hint' && m.seq === sent[0].seq);
    assert.ok(answer, 'the server answered the hint');
    assert.deepEqual(answer.cards, ['AS', 'AH']);
    assert.equal(answer.moves[0].choice, 'split', 'a pair of aces is split');
    // The moves shown are the server's, in its order, each with its worth in bets and chips.
    const shown = await ann.$$eval('[data-test="hint-answer"] li', (all) => all.map((li) => [li.dataset.test, li.dataset.best, li.textContent.replace('★ ', '')]));
    assert.deepEqual(shown, answer.moves.map((m, i) => [
      `hint-${m.choice}`, String(i === 0 || m.bets >= answer.moves[0].bets - 1e-9),
      `${NAMES[m.choice]}${i === 0 ? ', the best' : ''}: ${worth(m.bets, 3)} bets (${worth(m.chips, 2)} chips)`,
    ]));
    assert.equal(await text(ann, '[data-test="hint-count"]'), 'By a fresh shoe');
    assert.equal(await text(ann, '[data-test="hint-hand"]'), 'Your hand: A♠ A♥, bet 5');
    assert.equal(await ann.getAttribute('[data-test="hint-answer"]', 'data-stale'), 'false');
    // Screen readers hear it.
    assert.match(await ann.textContent('#announce'), /^The coach, by a fresh shoe, for ace of spades, ace of hearts: Split, the best: /);
    if (screen === 'phone') {
      // On a phone the answer is in sight with the moves, at the foot of the screen.
      const box = await ann.locator('[data-test="hint-answer"]').boundingBox();
      assert.ok(box.y + box.height <= PHONE.height + 0.5 && box.y >= 0, `the hint is in sight: ${JSON.stringify(box)}`);
    }
    await assertGood(ann, `the hint, ${screen}`, `coach-hint-${screen}.png`);
    // Bob was sent nothing of it, and is shown nothing.
    assert.equal(bob.messages.filter((m) => m.type === 'hint' || JSON.stringify(m).includes('"choice"')).length, 0);
    assert.equal(bob.sent.filter((m) => m.type === 'hint').length, 0);
    assert.equal(await bob.locator('[data-test="hint-answer"], [data-test="hint"]').count(), 0);
    // The deliberate mistake: Twist instead of Split. The hint is stale at once.
    await ann.click('[data-test="twist"]');
    await ann.waitForSelector('[data-test="hint-answer"][data-stale="true"]');
    assert.equal(await text(ann, '[data-test="hint-stale"]'), 'This hint was for an earlier moment of the hand: the table has moved on.');
    await assertGood(ann, `a stale hint, ${screen}`, `coach-stale-${screen}.png`);
    // Ann plays on to 17; Bob sticks on his (the bets go round from Ann's seat, so he waits for hers).
    await Promise.all([playOut(ann), bob.click('[data-test="stick"]')]);
    // The round over, the hint is gone.
    assert.equal(await ann.locator('[data-test="hint-answer"]').count(), 0);
    // Ann stands up: her session's report, the mistake in it.
    await ann.click('[data-test="stand"]');
    await ann.waitForSelector('[data-test="report-total"]');
    const report = await ann.evaluate(async (id) => (await fetch(`/api/hands/review?table=${id}&after=0&limit=10`)).json(), table);
    const costly = report.rounds.flatMap((r) => r.decisions);
    // The twist at A♠ A♥ is among them (playing on to 17 may have cost more: the page says what the server reckons).
    const mistake = costly.find((d) => d.taken === 'twist' && d.cards.join() === 'AS,AH');
    assert.ok(mistake, JSON.stringify(report));
    assert.equal(mistake.moves[0].choice, 'split');
    const rows = await ann.$$eval('[data-test="report"] [data-test="decision"]', (all) => all.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent)));
    assert.deepEqual(rows, costly.map((d) => [
      d.cards.map(short).join(' '), NAMES[d.taken], NAMES[d.moves[0].choice], `${cost(d.cost_chips, 2)} chips (${cost(d.cost, 3)} bets)`,
    ]));
    assert.equal(rows[0].join('|'), `A♠ A♥|Twist|Split|${cost(mistake.cost_chips, 2)} chips (${cost(mistake.cost, 3)} bets)`);
    const { totals } = report;
    assert.equal(await text(ann, '[data-test="report-total"]'),
      `In all, ${totals.mistakes} of ${totals.decisions} decisions in one round ${totals.mistakes === 1 ? 'was not the best, and it' : 'were not the best, and they'} cost ${cost(totals.cost_chips, 2)} chips (${cost(totals.cost, 3)} bets).`);
    await assertGood(ann, `the session's report, ${screen}`, `coach-report-${screen}.png`);
    // Bob, who never turned the coach on and made no mistake, leaves by the lobby: nothing costly.
    await bob.click('[data-test="nav-account"]');
    await bob.goto(`${url}/#/`);
    await bob.waitForSelector('[data-test="report"] [data-test="report-clean"], [data-test="report"] [data-test="report-total"]');
    await bob.click('[data-test="report-close"]');
    assert.equal(await bob.locator('[data-test="report"]').count(), 0);

    // The hand histories: the round's review, its decisions on opening it.
    await ann.goto(`${url}/#/hands`);
    await ann.waitForSelector('[data-test="coach"] [data-test="review"]');
    assert.equal(await text(ann, '[data-test="coach"] summary'),
      `${totals.mistakes === 1 ? 'one mistake' : `${totals.mistakes} mistakes`}: ${cost(report.rounds[0].cost_chips, 2)} chips (${cost(report.rounds[0].cost, 3)} bets)`);
    await ann.click('[data-test="coach"] summary');
    const made = await ann.$$eval('[data-test="coach"] [data-test="decision-made"]', (all) => all.map((td) => td.textContent));
    assert.ok(made.includes('Twist'), made.join());
    await assertGood(ann, `the hands with a review, ${screen}`, `coach-hands-${screen}.png`);
    // Its replay: the step of the twist says what the coach made of it.
    await ann.click('[data-test="replay"]');
    await ann.waitForSelector('[data-test="step"]');
    for (let i = 0; i <= mistake.action; i += 1) await ann.click('[data-test="next"]');
    await ann.waitForSelector('[data-test="step-coach"]');
    assert.equal(await text(ann, '[data-test="step-coach"]'),
      `The coach: the best was Split; this gave up ${cost(mistake.cost_chips, 2)} chips (${cost(mistake.cost, 3)} bets).`);
    await assertGood(ann, `the replay's coach, ${screen}`, null);
    assert.deepEqual([...ann.errors, ...bob.errors], []);
    await ann.context().close();
    await bob.context().close();
  });
}

test('the room\'s policy: off, nothing offered and the room\'s words; seen, the cards seen counted on asking', async () => {
  const { url } = held.server;
  const ann = await signUp(held.browser, url, 'Cora');
  const ops = await signUp(held.browser, url, 'Opal');
  grant('Opal');
  const table = await openByApi(ann, { rules: 'casino', seats: 3, deck: SHOE });
  await ann.goto(`${url}/#/table/${table}`);
  await ann.waitForSelector('.table-page .felt');
  await sit(ann, 0, 200);
  await ann.click('[data-test="coach-switch"]');
  await bet(ann);
  await ann.waitForSelector('[data-test="hint"]:not([disabled])');
  // Off: said at once, no switch, no Hint, and H sends nothing.
  assert.equal(await setHints(ops, table, 'off'), 200);
  await ann.waitForSelector('[data-test="coach-off"]');
  assert.equal(await text(ann, '[data-test="coach-off"]'), 'The room has turned the coach off at this table.');
  assert.equal(await ann.locator('[data-test="hint"], [data-test="coach-switch"]').count(), 0);
  await ann.keyboard.press('h');
  await ann.waitForTimeout(300);
  assert.equal(ann.sent.filter((m) => m.type === 'hint').length, 0);
  await assertGood(ann, 'the coach turned off', 'coach-off.png');
  // Seen: the switch for the cards seen is offered, and the hint asked by them.
  assert.equal(await setHints(ops, table, 'seen'), 200);
  await ann.waitForSelector('[data-test="coach-seen"][aria-pressed="false"]');
  await ann.click('[data-test="coach-seen"]');
  await ann.click('[data-test="hint"]');
  await ann.waitForSelector('[data-test="hint-answer"]');
  const sent = ann.sent.filter((m) => m.type === 'hint');
  assert.deepEqual(sent.map((m) => m.count), ['seen']);
  assert.equal(ann.messages.find((m) => m.type === 'hint')?.count, 'seen');
  assert.equal(await text(ann, '[data-test="hint-count"]'), 'By the cards seen since the shuffle');
  // Kept by the browser: after a reload the coach is on, the cards seen chosen.
  await ann.reload();
  await ann.waitForSelector('[data-test="coach-seen"][aria-pressed="true"]');
  assert.equal(await ann.getAttribute('[data-test="coach-switch"]', 'aria-pressed'), 'true');
  // Back to a fresh shoe: the switch for the cards seen goes, and a hint is by a fresh shoe.
  assert.equal(await setHints(ops, table, 'fresh'), 200);
  await ann.waitForFunction(() => !document.querySelector('[data-test="coach-seen"]'));
  await ann.click('[data-test="hint"]');
  await ann.waitForFunction(() => document.querySelector('[data-test="hint-count"]')?.textContent === 'By a fresh shoe');
  assert.equal(ann.sent.filter((m) => m.type === 'hint').at(-1).count, 'fresh');
  // Someone not an operator may not set it (the browser logs the refusal: not the page's error).
  assert.equal(await setHints(ann, table, 'seen'), 403);
  assert.deepEqual([...ann.errors.filter((e) => !/status of 403/.test(e)), ...ops.errors], []);
  await ann.context().close();
  await ops.context().close();
});

for (const [screen, viewport] of SCREENS) {
  test(`on a ${screen}: practice deals a hand, an answer right and one wrong are scored, and the misses move the weights`, async () => {
    const { url } = held.server;
    const page = await signUp(held.browser, url, `Pia${screen}`, { viewport });
    const asked = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/practice?')) asked.push({ url: new URL(response.url()), body: await response.json() });
    });
    await page.click('[data-test="nav-practice"]');
    await page.waitForSelector('[data-test="practice-kind"]');
    assert.equal(asked.length, 1);
    const first = asked[0];
    // A fresh browser: even weights, a seed of the browser's generator.
    assert.deepEqual(['preset', 'hard', 'soft', 'pair'].map((k) => first.url.searchParams.get(k)), ['casino', '6', '6', '6']);
    assert.match(first.url.searchParams.get('seed'), /^\d{1,20}$/);
    // The buttons in the table's order, not best first.
    const buttons = await page.$$eval('[data-test="practice"] .moves button', (all) => all.map((b) => b.dataset.test.replace('practice-', '')));
    assert.deepEqual(buttons, ['stick', 'twist', 'buy', 'split'].filter((c) => first.body.moves.some((m) => m.choice === c)));
    await assertGood(page, `practice, ${screen}`, `practice-${screen}.png`);
    // Right: the best move, by its key.
    const best = first.body.moves[0].choice;
    await page.keyboard.press({ stick: 's', twist: 't', buy: 'b', split: 'l' }[best]);
    await page.waitForSelector('[data-test="practice-verdict"][data-right="true"]');
    assert.equal(await text(page, '[data-test="practice-verdict"]'), `✓ Right: ${NAMES[best]} is the best move.`);
    assert.equal(await text(page, '[data-test="practice-score"]'), 'Right: 1 of 1 · chips given up at a bet of 10: 0.00');
    await assertGood(page, `practice answered right, ${screen}`, null);
    // The next hand (Enter on the focused Next), until one with a move worse than the best.
    let hand = null;
    for (let tries = 0; tries < 20 && !hand; tries += 1) {
      const before = asked.length;
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelector('[data-test="practice-kind"]') && !document.querySelector('[data-test="practice-verdict"]'), before);
      await page.waitForFunction(() => !document.querySelector('[data-test="practice"] .moves button[disabled]'));
      const drill = asked.at(-1).body;
      const worse = drill.moves.find((m) => m.bets < drill.moves[0].bets - 1e-6);
      if (worse) hand = { drill, worse };
      else {
        await page.click(`[data-test="practice-${drill.moves[0].choice}"]`);
        await page.waitForSelector('[data-test="practice-verdict"]');
      }
    }
    assert.ok(hand, 'a hand with a move worse than the best was dealt');
    const { drill, worse } = hand;
    const answeredBefore = Number(await page.getAttribute('[data-test="practice-score"]', 'data-answered'));
    await page.click(`[data-test="practice-${worse.choice}"]`);
    await page.waitForSelector('[data-test="practice-verdict"][data-right="false"]');
    const gave = drill.moves[0].bets - worse.bets;
    const chips = Math.round(gave * 10 * 100) / 100;
    assert.equal(await text(page, '[data-test="practice-verdict"]'),
      `✗ Not the best: the best is ${NAMES[drill.moves[0].choice]}. ${NAMES[worse.choice]} gives up ${cost(gave, 3)} bets (${cost(chips, 2)} chips at a bet of 10).`);
    assert.equal(await page.getAttribute('[data-test="practice-score"]', 'data-answered'), String(answeredBefore + 1));
    assert.equal(Number(await page.getAttribute('[data-test="practice-score"]', 'data-chips')), chips);
    // A second answer to the same hand is not taken.
    await page.keyboard.press('s');
    assert.equal(await page.getAttribute('[data-test="practice-score"]', 'data-answered'), String(answeredBefore + 1));
    await assertGood(page, `practice answered wrong, ${screen}`, `practice-wrong-${screen}.png`);
    // The miss weighs its kind up in the next request, and the weights are the browser's after a reload.
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('parlour-practice')));
    const expected = ['hard', 'soft', 'pair'].map((k) => String(1 + Math.round((9 * (stats[k].missed + 1)) / (stats[k].answered + 2))));
    assert.ok(stats[drill.kind].missed >= 1);
    await page.reload();
    await page.waitForSelector('[data-test="practice-kind"]');
    assert.deepEqual(['hard', 'soft', 'pair'].map((k) => asked.at(-1).url.searchParams.get(k)), expected);
    assert.notEqual(asked.at(-1).url.searchParams.get('seed'), first.url.searchParams.get('seed'));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
