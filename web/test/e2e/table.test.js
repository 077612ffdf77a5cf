// At one table in a real browser: two players each see the other's face-up cards and never a card
// they may not see; a reload in the middle of a round puts the player back where they were; a
// player who neither bets nor passes is left out when the turn's time is up; the betting limit is
// lowered with the PIN, and a second change the same week is refused.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, startBrowser, signUp, openTable, addBot, sit } from './server.js';

let server;
let browser;

before(async () => {
  // A short turn (2 s), so that a missed bet comes round quickly; bots that act at once.
  server = await startServer(['--bot-delay-ms', '20', '--turn-seconds', '2']);
  browser = await startBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every card a message shows, as [card, where]: hands' and dealer's, in views and events. */
function cardsIn(message) {
  const found = [];
  const walk = (value, path) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if ((key === 'card' || key === 'cards') && v !== undefined) {
          (Array.isArray(v) ? v : [v]).forEach((c) => found.push([c, `${path}.${key}`]));
        } else walk(v, `${path}.${key}`);
      }
    }
  };
  walk(message, '');
  return found;
}

test('two players at one table see each other\'s cards face up, and never the dealer\'s before he plays', async () => {
  const ann = await signUp(browser, server.url, 'Ann');
  const table = await openTable(ann);
  await sit(ann, 0);
  const bob = await signUp(browser, server.url, 'Bob');
  await bob.goto(`${server.url}/#/table/${table}`);
  await sit(bob, 1);
  // Ann bets, then Bob: the cards are dealt.
  for (const page of [ann, bob]) {
    await page.waitForSelector('[data-test="deal"]');
    await page.click('.chip-5');
    await page.click('[data-test="deal"]');
  }
  // Each sees both players' two cards face up (unless a Pontoon ended the round at the deal).
  for (const page of [ann, bob]) {
    await page.waitForFunction(() => document.querySelectorAll('[data-test^="hand-"] svg.card:not(.back)').length >= 4);
    const dealer = await page.$$('[data-test="dealer"] svg.card');
    const hidden = await page.$$('[data-test="dealer"] svg.card.back');
    const over = await page.isVisible('[data-test="result"]');
    if (!over) assert.equal(hidden.length, dealer.length, 'both dealer cards face down');
  }
  // Whatever reached each page: no dealer card before the dealer turned his cards.
  for (const page of [ann, bob]) {
    let turned = false;
    for (const message of page.messages) {
      const events = message.events ?? [];
      if (events.some((e) => e.event === 'dealer_turned' || e.event === 'dealer_pontoon')) turned = true;
      if (turned) continue;
      for (const [card, where] of cardsIn(message)) {
        if (where.includes('dealer') || (where.includes('events') && message.events?.some((e) => e.event === 'dealt' && e.seat === null && e.card !== null))) {
          assert.equal(card, null, `a dealer card before he played, at ${where}: ${JSON.stringify(message).slice(0, 300)}`);
        }
      }
      if (message.type === 'refused' || message.type === 'error') {
        assert.ok(message.seq, 'an answer to this page alone');
      }
    }
  }
  // Each page numbers its requests from 1 under a client id of its own, and nobody else's answers
  // reach it: every answer answers one of its own requests, and each request is answered once.
  const clientOf = (page) => new URL(page.sockets[0]).searchParams.get('client');
  assert.match(clientOf(ann), /^[0-9a-f]{32}$/);
  assert.notEqual(clientOf(ann), clientOf(bob));
  for (const page of [ann, bob]) {
    const sent = page.sent.filter((m) => m.seq !== undefined).map((m) => m.seq);
    assert.deepEqual(sent, sent.map((_, i) => i + 1), `numbered from 1, each once: ${sent}`);
    const answered = page.messages.filter((m) => ['accepted', 'refused', 'error'].includes(m.type) && m.seq !== undefined).map((m) => m.seq);
    assert.ok(answered.every((seq) => sent.includes(seq)), `answers to requests never sent: ${answered}`);
    assert.equal(new Set(answered).size, answered.length, `a request answered twice: ${answered}`);
  }
  await ann.context().close();
  await bob.context().close();
});

test('a reload in the middle of a round puts the player back where they were', async () => {
  const cy = await signUp(browser, server.url, 'Cy');
  const table = await openTable(cy);
  await cy.click('[data-test="bot-1"]');
  await cy.waitForSelector('[data-test="seat-1"] >> text=[bot]');
  await sit(cy, 0);
  // Bet until a round waits on Cy's play (a Pontoon at the deal ends it at once).
  for (let tries = 0; tries < 10; tries += 1) {
    await cy.waitForSelector('[data-test="deal"]');
    await cy.click('.chip-5');
    await cy.click('[data-test="deal"]');
    const playing = await cy.waitForSelector('[data-test="stick"], [data-test="twist"], [data-test="deal"]');
    if ((await playing.getAttribute('data-test')) !== 'deal') break;
  }
  const before = await cy.$$eval('[data-test="seat-0"] svg.card', (cards) => cards.map((c) => c.getAttribute('aria-label')));
  assert.ok(before.length >= 2);
  await cy.reload();
  await cy.waitForSelector('[data-test="seat-0"].mine');
  const after = await cy.$$eval('[data-test="seat-0"] svg.card', (cards) => cards.map((c) => c.getAttribute('aria-label')));
  assert.deepEqual(after, before, 'the same cards');
  assert.ok(await cy.isVisible('[data-test="twist"]') || await cy.isVisible('[data-test="stick"]'), 'still Cy\'s turn');
  assert.ok((await cy.textContent('[data-test="log"]')).length > 0, 'the round\'s log is still there');
  await cy.context().close();
  assert.ok(table > 0);
});

test('a player who neither bets nor passes is left out when the time is up', async () => {
  const di = await signUp(browser, server.url, 'Di');
  await openTable(di);
  await di.click('[data-test="bot-1"]');
  await di.waitForSelector('[data-test="seat-1"] >> text=[bot]');
  await sit(di, 0);
  // Di does nothing; the ring runs; after 2 seconds she passes and the bot plays alone.
  await di.waitForSelector('[data-test="seat-0"] .ring');
  await di.waitForSelector('[data-test="log"] >> text=Di passes', { timeout: 10_000 });
  await di.waitForSelector('[data-test="log"] >> text=Round over', { timeout: 10_000 });
  const log = await di.textContent('[data-test="log"]');
  assert.doesNotMatch(log, /Di bets/);
  await di.context().close();
});

test('the betting limit is lowered with the PIN, and a second change that week is refused', async () => {
  const ed = await signUp(browser, server.url, 'Ed');
  await ed.goto(`${server.url}/#/account`);
  await ed.fill('#pin', '2468');
  await ed.click('[data-test="set-pin"]');
  await ed.waitForSelector('[data-test="account-notice"] >> text=Your PIN is set.');
  await ed.fill('#limit', '40');
  await ed.fill('#limit-pin', '1111');
  await ed.click('[data-test="set-limit"]');
  await ed.waitForSelector('[data-test="account-error"] >> text=/wrong/i');
  await ed.fill('#limit', '40');
  await ed.fill('#limit-pin', '2468');
  await ed.click('[data-test="set-limit"]');
  await ed.waitForSelector('[data-test="limit-now"] >> text=Your own limit: 40');
  await ed.fill('#limit', '30');
  await ed.fill('#limit-pin', '2468');
  await ed.click('[data-test="set-limit"]');
  await ed.waitForSelector('[data-test="account-error"] >> text=/once a week/');
  assert.match(await ed.textContent('[data-test="limit-now"]'), /40/);
  await ed.context().close();
});

test('a new password signs out every other session, and signing out everywhere ends this one', async () => {
  const gus = await signUp(browser, server.url, 'Gus');
  // Gus signs in on another device too.
  const other = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await other.goto(server.url);
  await other.fill('#name', 'Gus');
  await other.fill('#password', 'correct horse battery');
  await other.click('#signin');
  await other.waitForSelector('h1:text("Lobby")');
  // A weak new password is refused, in words; a good one is taken.
  await gus.goto(`${server.url}/#/account`);
  await gus.fill('#old-password', 'correct horse battery');
  await gus.fill('#new-password', 'password1');
  await gus.click('[data-test="change-password"]');
  await gus.waitForSelector('[data-test="account-error"] >> text=/guessed/');
  await gus.fill('#old-password', 'correct horse battery');
  await gus.fill('#new-password', 'a much longer secret');
  await gus.click('[data-test="change-password"]');
  await gus.waitForSelector('[data-test="account-notice"] >> text=Your password is changed.');
  // The other device is signed out; this one goes on, with its new session.
  await other.reload();
  await other.waitForSelector('#signin');
  await gus.goto(`${server.url}/#/`);
  await gus.waitForSelector('h1:text("Lobby")');
  // Signing out everywhere ends this session too.
  await gus.goto(`${server.url}/#/account`);
  await gus.click('[data-test="signout-everywhere"]');
  await gus.waitForSelector('#signin');
  await gus.reload();
  await gus.waitForSelector('#signin');
  await other.context().close();
  await gus.context().close();
});

test('while the server is away a banner says so, and the table comes back by itself', async () => {
  const fay = await signUp(browser, server.url, 'Fay');
  const table = await openTable(fay);
  await addBot(fay, 1);
  await sit(fay, 0);
  await fay.waitForSelector('[data-test="deal"]');
  assert.equal(await fay.isVisible('#banner'), false);
  const restarted = server.restart(1500);
  await fay.waitForSelector('#banner', { state: 'visible', timeout: 5000 });
  await restarted;
  await fay.waitForSelector('#banner', { state: 'hidden', timeout: 15_000 });
  // The server rebuilt the table from its record: Fay is in her seat, and may bet.
  await fay.waitForSelector('[data-test="seat-0"].mine');
  await fay.waitForSelector('[data-test="deal"]', { timeout: 15_000 });
  await fay.click('.chip-5');
  await fay.click('[data-test="deal"]');
  await fay.waitForSelector('[data-test="log"] >> text=Fay bets 5');
  assert.equal(await fay.textContent('[data-test="error"]'), '');
  assert.ok(table > 0);
  await fay.context().close();
});

