// The home games of Pontoon in a real browser (docs/web-home.md), each hand dealt from a stacked
// pack so that every card is known. A table opens empty and its players cut for the bank: the
// stacked pack's first cards are the cut's, one for each seated player in seat order, and the
// hand's cards follow. A person cuts for the bank, wins it and holds it against two bots for a
// whole hand; a bot that sat first cuts at once and banks; a player's Pontoon takes the bank; the bank is sold to a person in another browser, who accepts
// in the page; a Shoot hand with a shoot bet before the fourth card; a split and a burn; a broken
// bank. Spectators see the spectator's view, no controls and no face-down card's face.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, startBrowser, signUp, addBot, sit, shotPath } from './server.js';

let server;
let browser;

before(async () => {
  // Bots that act at once; a turn long enough that no test ever meets a timeout.
  server = await startServer(['--bot-delay-ms', '50', '--allow-stacked', '--turn-seconds', '60']);
  browser = await startBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a table through the API from the page (its cookie), stacked with `deck`, and goes to it. */
async function openHome(page, body) {
  const id = await page.evaluate(async (wanted) => {
    const response = await fetch('/api/tables', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(wanted),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(JSON.stringify(answer));
    return answer.table.id;
  }, body);
  await page.goto(`${server.url}/#/table/${id}`);
  await page.waitForSelector('.home-page [data-test="bank"]');
  return id;
}

async function watch(name, table) {
  const page = await signUp(browser, server.url, name);
  await page.goto(`${server.url}/#/table/${table}`);
  await page.waitForSelector('.home-page [data-test="bank"]');
  await page.waitForSelector('text=You are watching');
  return page;
}

/** The cards a part of the page shows, in words ("ten of hearts", "a card face down"). */
const cards = (page, selector) => page.$$eval(`${selector} svg.card`, (all) => all.map((c) => c.getAttribute('aria-label')));
/** An element's words, without the key a button shows on its cap (its <kbd>). */
const text = async (page, selector) => (await page.locator(selector).first().evaluate((el) => {
  const copy = el.cloneNode(true);
  copy.querySelectorAll('kbd').forEach((k) => k.remove());
  return copy.textContent;
})).trim();
/** The newest view the page was sent. */
const lastView = (page) => [...page.messages].reverse().find((m) => m.view)?.view;

/** The page shows no control of the game: no move, no entry, nothing to press but seats and links. */
async function assertNoControls(page) {
  assert.equal(await page.$$eval('[data-test="controls"] button, [data-test="controls"] input, [data-test="controls"] form', (all) => all.length), 0);
  for (const move of ['deal', 'stake', 'twist', 'stick', 'buy', 'split', 'burn', 'shoot', 'kitty', 'offer_bank', 'accept_bank', 'stand']) {
    assert.equal(await page.$(`[data-test="${move}"]`), null, `a spectator sees ${move}`);
  }
}

/** Every view a spectator was sent is the spectator's; `hidden(view)` lists cards that must be null. */
function assertSpectatorViews(page, hidden, least = 4) {
  const views = page.messages.filter((m) => m.view).map((m) => m.view);
  assert.ok(views.length >= least, `the spectator followed the table: ${views.length} views`);
  for (const view of views) {
    assert.equal(view.viewer, 'spectator');
    assert.deepEqual(view.moves, []);
    for (const card of hidden(view)) assert.equal(card, null, `a face-down card shown to a spectator: ${JSON.stringify(view.round)}`);
  }
}

/** `said` holds `words` word for word. */
const assertSays = (said, words) => assert.ok(said.includes(words), `${JSON.stringify(words)} not in ${JSON.stringify(said)}`);

const punterCards = (view, seat, hand = 0) => view.round?.punters.find((p) => p.seat === seat)?.hands[hand]?.cards ?? [];

test('a person holds the bank against two bots and plays a whole hand as banker', async () => {
  const ann = await signUp(browser, server.url, 'Ann');
  // The cut: Ann A♠, Bix 4♥, Cleo 3♦. Then Bix 10♠ 8♠ (18), Cleo 10♥ 9♥ (19), the bank 7♣ 5♦ and then 6♣.
  const table = await openHome(ann, { rules: 'traditional', seats: 3, deck: ['AS', '4H', '3D', 'TS', 'TH', '7C', '8S', '9H', '5D', '6C'] });
  // The table opens empty, and the bank is to be cut for: sitting down first holds nothing yet.
  assert.equal(await text(ann, '[data-test="banker"]'), 'The bank is to be cut for');
  await sit(ann, 0, 300);
  assert.equal(await text(ann, '[data-test="banker"]'), 'The bank is to be cut for');
  assert.match(await text(ann, '[data-test="status"]'), /^Ann sat down first and calls the cut for the bank: waiting for a second player · /);
  assert.equal(await text(ann, '[data-test="calls-cut-0"]'), 'sat down first: calls the cut for the bank');
  assert.equal(await ann.$('[data-test="bank-badge-0"]'), null, 'no bank badge before the cut');
  assert.equal(await ann.$('[data-test="cut"]'), null, 'no cut with one player');
  await addBot(ann, 1);
  await addBot(ann, 2);
  const bots = [await text(ann, '[data-test="seat-1"] .seat-name'), await text(ann, '[data-test="seat-2"] .seat-name')];
  // Two players and more: Ann, first to sit, calls the cut; nobody may deal before it.
  await ann.waitForSelector('[data-test="cut"]');
  assert.equal(await text(ann, '[data-test="cut"]'), 'Cut for the bank');
  assert.equal(await ann.$('[data-test="deal"]'), null, 'no deal before the cut');
  assert.equal(await ann.$('[data-test="offer-form"]'), null, 'no offer of the bank before the cut');
  assert.equal(await ann.$('[data-test="bank-badge-0"]'), null);
  assert.match(await text(ann, '[data-test="status"]'), /^Ann is to call the cut for the bank · /);
  await ann.screenshot({ path: shotPath('home-bank-before.png') });
  const sam = await watch('Sam', table);
  assert.equal(await text(sam, '[data-test="banker"]'), 'The bank is to be cut for');
  assert.match(await text(sam, '[data-test="status"]'), /^Ann is to call the cut for the bank · /);

  // The cut, in both pages: each seat's card face up, the highest (Ann's ace) outlined and named.
  await ann.click('[data-test="cut"]');
  for (const page of [ann, sam]) {
    await page.waitForSelector('[data-test="cut-winner"]');
    assert.deepEqual(await cards(page, '[data-test="cut-0"]'), ['ace of spades']);
    assert.deepEqual(await cards(page, '[data-test="cut-1"]'), ['four of hearts']);
    assert.deepEqual(await cards(page, '[data-test="cut-2"]'), ['three of diamonds']);
    assert.equal(await text(page, '[data-test="cut-1"] > div:not(.cards)'), bots[0]);
    assert.deepEqual(await page.$$eval('[data-test="cut-panel"] .cut-card.winner', (all) => all.map((c) => c.dataset.test)), ['cut-0']);
    assert.equal(await text(page, '[data-test="cut-winner"]'), 'Ann cuts the highest card, A♠, and holds the bank');
    assert.ok(await page.$('[data-test="seat-0"] [data-test="bank-badge-0"]'), 'Ann\'s seat holds the bank');
    assertSays(await text(page, '[data-test="log"]'), `The cut for the bank: Ann A♠, ${bots[0]} 4♥, ${bots[1]} 3♦. Ann holds the bank`);
  }
  assert.equal(await text(ann, '[data-test="banker"]'), 'The bank: Ann (you)');
  assert.equal(await text(sam, '[data-test="banker"]'), 'The bank: Ann');
  assert.equal(await ann.$('[data-test="calls-cut-0"]'), null);
  await ann.waitForSelector('[data-test="deal"]:text("Deal hand 1")');
  await ann.screenshot({ path: shotPath('home-cut.png') });

  await ann.click('[data-test="deal"]');
  // The cut is over with the first hand.
  await ann.waitForSelector('[data-test="cut-panel"]', { state: 'detached' });
  // The bots stake and stick on their two cards, face down; the bank's turn.
  await ann.waitForSelector('[data-test="stick"]');
  assert.equal(await text(ann, '[data-test="stick"]'), 'Stay');
  assert.equal(await text(ann, '[data-test="twist"]'), 'Take a card');
  for (const seat of [1, 2]) {
    assert.match(await text(ann, `[data-test="stake-${seat}"]`), /^stakes \d+$/);
    assert.deepEqual(await cards(ann, `[data-test="hand-${seat}-0"]`), ['a card face down', 'a card face down']);
    assert.equal(await text(ann, `[data-test="hand-${seat}-0"] [data-test="hand-box"]`), 'sticks');
  }
  assert.deepEqual(await cards(ann, '[data-test="bank-cards"]'), ['seven of clubs', 'five of diamonds']);
  await ann.waitForSelector('[data-test="seat-0"] .ring');

  // The spectator sees the same table with no controls, and no punter's card.
  await sam.waitForSelector('[data-test="bank-box"]:text("drawing")');
  await assertNoControls(sam);
  assert.deepEqual(await cards(sam, '[data-test="hand-1-0"]'), ['a card face down', 'a card face down']);
  assert.deepEqual(await cards(sam, '[data-test="bank-cards"]'), ['seven of clubs', 'five of diamonds']);
  await sam.screenshot({ path: shotPath('home-spectator.png') });

  // The bank takes a card by the keys (T) and stays with Enter: "paying 19".
  await ann.keyboard.press('t');
  await ann.waitForSelector('[data-test="bank-cards"] svg[aria-label="six of clubs"]');
  await ann.keyboard.press('Enter');
  await ann.waitForSelector('[data-test="bank-box"]:text("stays on 18: paying 19")');
  // Cleo's 19 is shown and paid; Bix's 18 loses, never shown.
  assert.match(await text(ann, '[data-test="hand-2-0"] [data-test="result"]'), /^wins \d+$/);
  assert.deepEqual(await cards(ann, '[data-test="hand-2-0"]'), ['ten of hearts', 'nine of hearts']);
  assert.match(await text(ann, '[data-test="hand-1-0"] [data-test="result"]'), /^loses \d+$/);
  assert.deepEqual(await cards(ann, '[data-test="hand-1-0"]'), ['a card face down', 'a card face down']);
  // Every seat's chips as the view has them; the bank's result this hand.
  const view = lastView(ann);
  for (const player of view.players) {
    assert.equal(await text(ann, `[data-test="chips-${player.seat}"]`), `${player.chips} chips`);
  }
  assert.equal(view.round.over, true);
  const net = view.round.net[0];
  assert.equal(await text(ann, '[data-test="net-0"]'), `this hand ${net > 0 ? `+${net}` : net < 0 ? `−${-net}` : '±0'}`);
  const log = await text(ann, '[data-test="log"]');
  assert.match(log, /Ann \(the bank\) stays on 18: paying 19/);
  assert.match(log, /Hand 1 is over/);
  // The bank deals again: the next hand is the person's to deal.
  await ann.waitForSelector('[data-test="deal"]:text("Deal hand 2")');
  await sam.waitForSelector('[data-test="bank-box"]:text("stays on 18: paying 19")');
  assertSpectatorViews(sam, (v) => punterCards(v, 1));
  await ann.screenshot({ path: shotPath('home-bank-paying.png'), fullPage: true });
  await ann.setViewportSize({ width: 375, height: 800 });
  assert.ok(await ann.evaluate(() => document.documentElement.scrollWidth <= 375), 'nothing wider than a phone');
  await ann.screenshot({ path: shotPath('home-bank-paying-phone.png'), fullPage: true });
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(sam.errors, []);
  await ann.context().close();
  await sam.context().close();
});

test('Add a bot opens the choice of levels; the best bot, chosen by the keys, sits named so and plays', async () => {
  const hugo = await signUp(browser, server.url, 'Hugo');
  // The cut: the best bot A♠, the standard bot 4♥, Hugo 3♦.
  const table = await openHome(hugo, { rules: 'traditional', seats: 4, deck: ['AS', '4H', '3D'] });
  const rex = await watch('Rex', table);
  // Closed, the seat is a line, and Add a bot says it opens something.
  const add = '[data-test="bot-0"]';
  assert.equal(await hugo.getAttribute(add, 'aria-expanded'), 'false');
  assert.equal(await hugo.$('[data-test="bot-levels-0"]'), null);
  // By the keys: Add a bot opens the choice on the standard bot, best first.
  await hugo.focus(add);
  await hugo.keyboard.press('Enter');
  await hugo.waitForSelector('[data-test="bot-levels-0"]');
  assert.equal(await hugo.getAttribute(add, 'aria-expanded'), 'true');
  assert.equal(await hugo.getAttribute(add, 'aria-controls'), 'bot-levels-0');
  assert.equal(await hugo.getAttribute('#bot-levels-0', 'role'), 'group');
  assert.equal(await hugo.getAttribute('#bot-levels-0', 'aria-label'), 'Which bot for seat 1?');
  assert.deepEqual(await hugo.$$eval('#bot-levels-0 button', (all) => all.map((b) => b.textContent)),
    ['Best, the strongest', 'Standard', 'Cautious', 'Bold']);
  assert.equal(await hugo.evaluate(() => document.activeElement.dataset.test), 'bot-standard-0');
  // Escape closes it, nothing asked for, the focus back on Add a bot; so does Add a bot again.
  await hugo.keyboard.press('Escape');
  await hugo.waitForSelector('[data-test="bot-levels-0"]', { state: 'detached' });
  assert.equal(await hugo.evaluate(() => document.activeElement.dataset.test), 'bot-0');
  assert.equal(await hugo.getAttribute(add, 'aria-expanded'), 'false');
  await hugo.click(add);
  await hugo.click(add);
  assert.equal(await hugo.$('[data-test="bot-levels-0"]'), null);
  assert.deepEqual(hugo.sent.filter((m) => m.type === 'bot'), [], 'opening and closing asks for no bot');
  // One choice open at a time: another seat's closes the first.
  await hugo.click(add);
  await hugo.click('[data-test="bot-1"]');
  assert.equal(await hugo.$('[data-test="bot-levels-0"]'), null);
  assert.ok(await hugo.$('[data-test="bot-levels-1"]'));
  await hugo.keyboard.press('Escape');
  // Enter, Shift+Tab to the best bot, Enter: it is asked for at its level, and the choice closes.
  await hugo.focus(add);
  await hugo.keyboard.press('Enter');
  await hugo.keyboard.press('Shift+Tab');
  assert.equal(await hugo.evaluate(() => document.activeElement.dataset.test), 'bot-best-0');
  await hugo.keyboard.press('Enter');
  await hugo.waitForSelector('[data-test="seat-0"] >> text=[bot]');
  assert.match(await text(hugo, '[data-test="seat-0"] .seat-name'), /^\S+ \(best\) \[bot\]$/);
  assert.equal(await hugo.$('[data-test="bot-levels-0"]'), null);
  assert.deepEqual(hugo.sent.filter((m) => m.type === 'bot').map(({ seat, add: adds, level }) => ({ seat, adds, level })),
    [{ seat: 0, adds: true, level: 'best' }]);
  // A standard bot beside it, by the mouse: named as every bot is.
  await addBot(hugo, 1, 'standard');
  assert.match(await text(hugo, '[data-test="seat-1"] .seat-name'), /^\S+ \[bot\]$/);
  // A spectator who neither opened the table nor sits at it may open the choice, but the table
  // refuses the bot, and says why.
  await rex.click('[data-test="bot-2"]');
  await rex.click('[data-test="bot-bold-2"]');
  await rex.waitForSelector('[data-test="error"]:text("only the table\'s opener")');
  assert.equal(await rex.$('[data-test="seat-2"] >> text=[bot]'), null);
  // A choice left open on a seat someone takes goes with the seat's being free.
  await rex.click('[data-test="bot-3"]');
  await rex.waitForSelector('[data-test="bot-levels-3"]');
  await sit(hugo, 3, 300);
  await rex.waitForSelector('[data-test="seat-3"] >> text=Hugo');
  assert.equal(await rex.$('[data-test="bot-levels-3"]'), null);
  // With a person seated the bots play (docs/server.md): the best bot, first to sit, cuts at once
  // and wins the bank with the stacked ace, deals, and plays a whole hand as banker against the
  // standard bot and Hugo, who turns down any offer of the bank, stakes 1 and sticks when he may.
  const best = await text(hugo, '[data-test="seat-0"] .seat-name');
  await hugo.waitForSelector(`[data-test="banker"]:text("The bank: ${best}")`);
  const deadline = Date.now() + 30_000;
  while (!(await text(hugo, '[data-test="log"]')).includes('Hand 1 is over')) {
    assert.ok(Date.now() < deadline, `hand 1 did not end: ${await text(hugo, '[data-test="log"]')}`);
    // The table may move on between looking and clicking: look again.
    if (await hugo.isVisible('[data-test="decline_bank"]')) {
      await hugo.click('[data-test="decline_bank"]', { timeout: 1000 }).catch(() => {});
    } else if (await hugo.isVisible('[data-test="stake-form"]')) {
      await hugo.fill('[data-test="stake-amount"]', '1');
      await hugo.click('[data-test="stake"]', { timeout: 1000 }).catch(() => {});
    } else if (await hugo.isVisible('[data-test="stick"]')) {
      await hugo.click('[data-test="stick"]', { timeout: 1000 }).catch(() => {});
    } else if (await hugo.isVisible('[data-test="twist"]')) {
      await hugo.click('[data-test="twist"]', { timeout: 1000 }).catch(() => {});
    }
    await hugo.waitForTimeout(100);
  }
  assert.equal(await text(hugo, '[data-test="error"]'), '', 'no refusal');
  const log = await text(hugo, '[data-test="log"]');
  assertSays(log, `${best} holds the bank`);
  assert.match(log, new RegExp(`Hand 1 is over: [^\\n]*${best.replace(/[()[\]]/g, '\\$&')}`), log);
  await hugo.screenshot({ path: shotPath('home-best-bot.png'), fullPage: true });
  assert.deepEqual(hugo.errors, []);
  assert.deepEqual(rex.errors, []);
  await hugo.context().close();
  await rex.context().close();
});

test('a player\'s Pontoon takes the bank, and the page shows the new banker', async () => {
  const fay = await signUp(browser, server.url, 'Fay');
  // The cut: the bot A♦, Fay 2♣. Then Fay A♠ K♥ (Pontoon), the bot's bank 9♣ 8♦.
  await openHome(fay, { rules: { preset: 'traditional', max_stake: 10 }, seats: 2, deck: ['AD', '2C', 'AS', '9C', 'KH', '8D'] });
  // A bot sits down first, in seat 1: it will call the cut, and holds nothing yet.
  await addBot(fay, 0);
  const bot = await text(fay, '[data-test="seat-0"] .seat-name');
  assert.match(bot, /\[bot\]$/);
  assert.equal(await text(fay, '[data-test="banker"]'), 'The bank is to be cut for');
  assert.equal(await fay.$('[data-test="bank-badge-0"]'), null);
  assertSays(await text(fay, '[data-test="status"]'), `${bot} sat down first and calls the cut for the bank: waiting for a second player · `);
  // Fay brings 12 chips: her chips cover a stake of 6 at most (twice the stake at risk). As she
  // sits, the bot cuts at once, wins the bank with its ace and deals.
  await sit(fay, 1, 12);
  await fay.waitForSelector('[data-test="stake-form"]');
  assertSays(await text(fay, '[data-test="log"]'), `The cut for the bank: ${bot} A♦, Fay 2♣. ${bot} holds the bank`);
  assert.equal(await text(fay, '[data-test="banker"]'), `The bank: ${bot}`);
  assert.ok(await fay.$('[data-test="bank-badge-0"]'), 'the bot holds the bank');
  assert.match(await text(fay, '[data-test="stake-limits"]'), /From 1 to 6: the table allows up to 10, and 6 is what your chips cover \(the cover rule\)/);
  assert.equal(await fay.getAttribute('[data-test="stake-amount"]', 'max'), '6');
  assert.equal(await fay.getAttribute('[data-test="stake-slider"]', 'max'), '6');
  await fay.fill('[data-test="stake-amount"]', '5');
  assert.equal(await text(fay, '[data-test="stake"]'), 'Stake 5');
  await fay.click('[data-test="stake"]');
  // The Pontoon is declared and paid double; the bank passes to Fay.
  await fay.waitForSelector('[data-test="banker"]:text("The bank: Fay (you)")');
  assert.equal(await text(fay, '[data-test="hand-1-0"] [data-test="hand-box"]'), 'Pontoon');
  assert.deepEqual(await cards(fay, '[data-test="hand-1-0"]'), ['ace of spades', 'king of hearts']);
  assert.equal(await text(fay, '[data-test="hand-1-0"] [data-test="result"]'), 'Pontoon wins 10');
  assert.equal(await text(fay, '[data-test="bank-news"]'), `Fay's Pontoon takes the bank from ${bot}: Fay holds the bank now`);
  assert.ok(await fay.$('[data-test="seat-1"] [data-test="bank-badge-1"]'), 'Fay\'s seat is marked as the bank');
  assert.equal(await fay.$('[data-test="seat-0"] .bank-badge'), null);
  assert.equal(await text(fay, '[data-test="chips-1"]'), '22 chips');
  await fay.waitForSelector('[data-test="deal"]:text("Deal hand 2")');
  assert.match(await text(fay, '[data-test="log"]'), /Fay declares Pontoon \(A♠ K♥\)/);
  await fay.screenshot({ path: shotPath('home-pontoon-takes-bank.png'), fullPage: true });
  assert.deepEqual(fay.errors, []);
  await fay.context().close();
});

test('the bank is sold to a person in another browser, who accepts it in the page', async () => {
  const cy = await signUp(browser, server.url, 'Cy');
  // The cut: Cy A♠, Dee K♥.
  const table = await openHome(cy, { rules: 'traditional', seats: 3, deck: ['AS', 'KH'] });
  await sit(cy, 0, 300);
  // A bot comes and goes before the cut: Cy is offered the cut, and then is alone again.
  await addBot(cy, 2);
  await cy.waitForSelector('[data-test="cut"]');
  await cy.click('[data-test="unbot-2"]');
  await cy.waitForSelector('[data-test="seat-2"].free');
  assert.equal(await cy.$('[data-test="cut"]'), null, 'no cut with one player');
  const dee = await signUp(browser, server.url, 'Dee');
  await dee.goto(`${server.url}/#/table/${table}`);
  await sit(dee, 1, 200);
  const eve = await watch('Eve', table);
  await dee.waitForSelector('[data-test="waiting"]:text("Cy is to call the cut for the bank.")');
  await cy.click('[data-test="cut"]');
  for (const page of [cy, dee, eve]) {
    await page.waitForSelector('[data-test="cut-winner"]');
    assert.equal(await text(page, '[data-test="cut-winner"]'), 'Cy cuts the highest card, A♠, and holds the bank');
    assert.deepEqual(await cards(page, '[data-test="cut-1"]'), ['king of hearts']);
  }

  // Cy offers the bank to Dee for 10: the buyers and what each can pay are the move's. The form
  // opens from its button, with no price in it: offered as it opens, the bank is not sold for nothing.
  await cy.waitForSelector('[data-test="sell-bank"]');
  assert.equal(await cy.$('[data-test="offer-form"]'), null, 'the form is closed until asked for');
  await cy.click('[data-test="sell-bank"]');
  await cy.waitForSelector('[data-test="offer-form"]');
  assert.deepEqual(await cy.$$eval('[data-test="offer-buyer"] option', (all) => all.map((o) => o.textContent)), ['Dee (can pay up to 199)']);
  assert.match(await text(cy, '[data-test="price-limits"]'), /A price from 1 to 199/);
  assert.equal(await cy.inputValue('[data-test="price-amount"]'), '');
  await cy.selectOption('[data-test="offer-buyer"]', '1');
  await cy.fill('[data-test="price-amount"]', '10');
  await cy.click('[data-test="offer_bank"]');
  await cy.waitForSelector('[data-test="offer"]:text("Cy offers the bank to Dee for 10")');
  assert.equal(await cy.$('[data-test="deal"]'), null, 'no deal while the offer is out');
  // Dee sees the offer and takes the bank.
  await dee.waitForSelector('[data-test="offer-answer"]');
  assert.match(await text(dee, '[data-test="offer-answer"]'), /Cy offers you the bank for 10/);
  assert.equal(await text(dee, '[data-test="accept_bank"]'), 'Take the bank for 10');
  await eve.waitForSelector('[data-test="offer"]:text("Cy offers the bank to Dee for 10")');
  await assertNoControls(eve);
  await dee.screenshot({ path: shotPath('home-bank-offered.png'), fullPage: true });
  await dee.click('[data-test="accept_bank"]');

  // The bank changes hands in both pages, and the price with it.
  await dee.waitForSelector('[data-test="banker"]:text("The bank: Dee (you)")');
  await cy.waitForSelector('[data-test="banker"]:text("The bank: Dee")');
  await eve.waitForSelector('[data-test="banker"]:text("The bank: Dee")');
  for (const page of [cy, dee, eve]) {
    assert.equal(await text(page, '[data-test="bank-news"]'), 'Cy sells the bank to Dee for 10: Dee holds the bank now');
    assert.ok(await page.$('[data-test="bank-badge-1"]'));
    assert.equal(await page.$('[data-test="bank-badge-0"]'), null);
    assert.equal(await text(page, '[data-test="chips-0"]'), '310 chips');
    assert.equal(await text(page, '[data-test="chips-1"]'), '190 chips');
  }
  await dee.waitForSelector('[data-test="deal"]');
  assert.equal(await cy.$('[data-test="deal"]'), null);
  assert.equal(await cy.$('[data-test="offer-form"]'), null);
  // Before the first hand the cut is still shown, and still says who won it.
  assert.equal(await text(dee, '[data-test="cut-winner"]'), 'Cy cuts the highest card, A♠, and holds the bank');
  assert.deepEqual(await dee.$$eval('[data-test="cut-panel"] .cut-card.winner', (all) => all.map((c) => c.dataset.test)), ['cut-0']);
  await cy.screenshot({ path: shotPath('home-bank-sold.png'), fullPage: true });

  // A refusal in words: a seat with more chips than the wallet holds.
  await eve.click('[data-test="sit-2"]');
  await eve.fill('#sit-chips', '999999');
  await eve.click('[data-test="sit-confirm"]');
  await eve.waitForSelector('[data-test="error"]:text("Sit down:")');
  await eve.waitForSelector('text=You are watching');
  assertSpectatorViews(eve, () => [], 3);
  for (const page of [cy, dee, eve]) assert.deepEqual(page.errors, []);
  for (const page of [cy, dee, eve]) await page.context().close();
});

test('a Shoot hand: the kitty, a card bought face down, a shoot bet before the fourth card, a twist face up', async () => {
  const gil = await signUp(browser, server.url, 'Gil');
  // The cut: the bot A♥, Gil 5♣. Then Gil 2♠ 3♠, buys 4♠, shoots, twists 9♦; the bot's bank 10♣ 8♣.
  const table = await openHome(gil, { rules: { preset: 'shoot', max_stake: 10 }, seats: 2, deck: ['AH', '5C', '2S', 'TC', '3S', '8C', '4S', '9D'] });
  await addBot(gil, 0);
  const hal = await watch('Hal', table);
  await sit(gil, 1, 200);
  // The bot, first to sit, cuts and wins the bank; it puts up a kitty, then deals: Gil stakes 5.
  await gil.waitForSelector('[data-test="stake-form"]');
  assert.match(await text(gil, '[data-test="log"]'), /The cut for the bank: .* A♥, Gil 5♣\. .* holds the bank/);
  const kitty = lastView(gil).kitty;
  assert.ok(kitty > 0, 'a kitty is up');
  assert.equal(await text(gil, '[data-test="kitty-held"]'), `Kitty ${kitty}`);
  await gil.fill('[data-test="stake-amount"]', '5');
  await gil.click('[data-test="stake"]');
  // The first shoot round: Gil makes none.
  await gil.waitForSelector('[data-test="no_shoot"]');
  assert.match(await text(gil, '[data-test="shoot-limits"]'), new RegExp(`From 1 to ${kitty}: the kitty holds ${kitty}`));
  await gil.click('[data-test="no_shoot"]');
  // Gil buys the third card for 5 (the range is the move's: 5 to 10).
  await gil.waitForSelector('[data-test="buy-form"]');
  assert.match(await text(gil, '[data-test="buy-limits"]'), /^From 5 to 10/);
  assert.equal(await gil.getAttribute('[data-test="buy-amount"]', 'min'), '5');
  assert.equal(await gil.getAttribute('[data-test="buy-amount"]', 'max'), '10');
  await gil.click('[data-test="buy"]');
  // Three cards: a shoot bet before the fourth.
  await gil.waitForSelector('[data-test="shoot-form"] label:text("Shoot before your fourth card")');
  await gil.fill('[data-test="shoot-amount"]', '3');
  await gil.click('[data-test="shoot"]');
  await gil.waitForSelector('[data-test="hand-1-0"] [data-test="shoot-bet"]:text("shoot bet 3: the fourth card must come")');
  assert.equal(await gil.$('[data-test="stick"]'), null, 'a hand that shot must take its fourth card');
  await gil.click('[data-test="twist"]');
  await gil.waitForSelector('[data-test="hand-1-0"] svg[aria-label="nine of diamonds"]');
  // Gil sees his own cards, the bought one marked with its price, the twisted one as twisted.
  assert.deepEqual(await cards(gil, '[data-test="hand-1-0"]'), ['two of spades', 'three of spades', 'four of spades', 'nine of diamonds']);
  assert.deepEqual(await gil.$$eval('[data-test="hand-1-0"] .slot .tag', (all) => all.map((t) => t.textContent)), ['bought 5', 'twisted']);
  assert.equal(await text(gil, '[data-test="hand-1-0"] .stake'), 'stake 5, bought for 5');
  assert.equal(await text(gil, '[data-test="hand-1-0"] [data-test="shoot-bet"]'), 'shoot bet 3');
  // The spectator: the two dealt cards and the bought card face down, the twisted card face up.
  await hal.waitForSelector('[data-test="hand-1-0"] svg[aria-label="nine of diamonds"]');
  assert.deepEqual(await cards(hal, '[data-test="hand-1-0"]'), ['a card face down', 'a card face down', 'a card face down', 'nine of diamonds']);
  assert.equal(await text(hal, '[data-test="hand-1-0"] [data-test="shoot-bet"]'), 'shoot bet 3');
  assert.equal(await text(hal, '[data-test="kitty-held"]'), `Kitty ${kitty}`);
  await assertNoControls(hal);
  await gil.screenshot({ path: shotPath('home-shoot.png'), fullPage: true });
  // At phone width: one column, nothing wider than the screen.
  await gil.setViewportSize({ width: 375, height: 800 });
  assert.ok(await gil.evaluate(() => document.documentElement.scrollWidth <= 375), 'nothing wider than a phone');
  await gil.screenshot({ path: shotPath('home-shoot-phone.png'), fullPage: true });
  await gil.setViewportSize({ width: 1280, height: 800 });
  await hal.screenshot({ path: shotPath('home-shoot-spectator.png') });
  // Gil sticks on 18; the bank plays and settles the stake and the shoot bet.
  await gil.click('[data-test="stick"]');
  await gil.waitForSelector('[data-test="log"] li:text("Hand 1 is over")');
  const log = await text(gil, '[data-test="log"]');
  assert.match(log, /Gil shoots 3 against the kitty/);
  assert.match(log, /Gil makes no shoot bet/);
  assert.match(log, /Gil buys 4♠ for 5/);
  assert.match(log, /puts \d+ into the kitty: it holds \d+/);
  assert.match(await text(hal, '[data-test="log"]'), /Gil buys a card face down for 5/);
  // Nothing the spectator was sent ever showed the bought card or the first two.
  assertSpectatorViews(hal, (v) => {
    const hand = v.round?.over ? [] : punterCards(v, 1);
    return hand.filter((c) => c !== '9D');
  });
  assert.deepEqual(gil.errors, []);
  assert.deepEqual(hal.errors, []);
  await gil.context().close();
  await hal.context().close();
});

test('a pair split into two hands side by side, and a hard 13 burnt', async () => {
  const ivy = await signUp(browser, server.url, 'Ivy');
  // Ivy 8♠ 8♥, split: 8♠ 5♦ (burnt, then 9♠ 10♠) and 8♥ 10♦; the bank 10♣ 9♣.
  // (The cut first: the bot A♥, Ivy 2♣; the bot banks.)
  await openHome(ivy, { rules: { preset: 'traditional', max_stake: 10, burn: 13 }, seats: 2, deck: ['AH', '2C', '8S', 'TC', '8H', '9C', '5D', 'TD', '9S', 'TS'] });
  await addBot(ivy, 0);
  await sit(ivy, 1, 200);
  await ivy.waitForSelector('[data-test="stake-form"]');
  assert.ok(await ivy.$('[data-test="bank-badge-0"]'), 'the bot won the cut');
  await ivy.keyboard.press('Enter'); // stakes the amount entered: the least, 1
  await ivy.waitForSelector('[data-test="split"]');
  await ivy.keyboard.press('l');
  await ivy.waitForSelector('[data-test="hand-1-1"]');
  assert.deepEqual(await cards(ivy, '[data-test="hand-1-0"]'), ['eight of spades', 'five of diamonds']);
  assert.deepEqual(await cards(ivy, '[data-test="hand-1-1"]'), ['eight of hearts', 'ten of diamonds']);
  // Side by side: the two hands on one row.
  const [left, right] = await Promise.all([ivy.locator('[data-test="hand-1-0"]').boundingBox(), ivy.locator('[data-test="hand-1-1"]').boundingBox()]);
  assert.ok(Math.abs(left.y - right.y) < 2 && right.x > left.x + left.width - 1, `side by side: ${JSON.stringify([left, right])}`);
  assert.match(await text(ivy, '[data-test="hand-1-0"] [data-test="hand-box"]'), /^split · playing/);
  await ivy.click('[data-test="burn"]');
  await ivy.waitForSelector('[data-test="hand-1-0"] [data-test="burnt"]');
  assert.deepEqual(await cards(ivy, '[data-test="hand-1-0"] [data-test="burnt"]'), ['eight of spades', 'five of diamonds']);
  assert.deepEqual(await cards(ivy, '[data-test="hand-1-0"] > .cards'), ['nine of spades', 'ten of spades']);
  await ivy.screenshot({ path: shotPath('home-split-burn.png'), fullPage: true });
  // A reload in the middle of the hand comes back to the same hands, the same turn and the log.
  await ivy.reload();
  await ivy.waitForSelector('[data-test="seat-1"].mine [data-test="hand-1-1"]');
  assert.deepEqual(await cards(ivy, '[data-test="hand-1-0"] > .cards'), ['nine of spades', 'ten of spades']);
  assert.deepEqual(await cards(ivy, '[data-test="hand-1-1"]'), ['eight of hearts', 'ten of diamonds']);
  await ivy.waitForSelector('[data-test="hand-1-0"].current');
  assert.match(await text(ivy, '[data-test="log"]'), /Ivy burns 8♠ 5♦/);
  await ivy.click('[data-test="stick"]');
  await ivy.waitForSelector('[data-test="hand-1-1"].current');
  await ivy.click('[data-test="stick"]');
  await ivy.waitForSelector('[data-test="log"] li:text("Hand 1 is over")');
  const log = await text(ivy, '[data-test="log"]');
  assert.match(log, /Ivy splits 8♠ 8♥/);
  assert.match(log, /Ivy burns 8♠ 5♦ and takes two new cards/);
  assert.deepEqual(ivy.errors, []);
  await ivy.context().close();
});

test('a broken bank passes to the next player on the left', async () => {
  const jo = await signUp(browser, server.url, 'Jo');
  // The cut: Jo A♥, the bot 2♣. The bot 10♠ 9♠ (19); Jo's bank 9♣ 7♦, then K♥: bust, and 3 chips cannot pay the stake.
  await openHome(jo, { rules: { preset: 'traditional', max_stake: 10 }, seats: 2, deck: ['AH', '2C', 'TS', '9C', '9S', '7D', 'KH'] });
  await sit(jo, 0, 3);
  await addBot(jo, 1);
  const bot = await text(jo, '[data-test="seat-1"] .seat-name');
  // Jo calls the cut by its key (C), wins the bank, and deals by hers (D).
  await jo.waitForSelector('[data-test="cut"]');
  await jo.keyboard.press('c');
  await jo.waitForSelector('[data-test="cut-winner"]:text("Jo cuts the highest card, A♥, and holds the bank")');
  await jo.waitForSelector('[data-test="deal"]');
  await jo.keyboard.press('d');
  await jo.waitForSelector('[data-test="twist"]');
  await jo.click('[data-test="twist"]');
  await jo.waitForSelector('[data-test="bank-news"]');
  assert.equal(await text(jo, '[data-test="bank-news"]'), `Jo's bank is broken: ${bot} holds the bank now`);
  assert.equal(await text(jo, '[data-test="banker"]'), `The bank: ${bot}`);
  assert.equal(await text(jo, '[data-test="chips-0"]'), '0 chips');
  assert.match(await text(jo, '[data-test="bank-box"]'), /^Bust$/);
  assert.ok(await jo.$('[data-test="bank-badge-1"]'));
  await jo.screenshot({ path: shotPath('home-broken-bank.png'), fullPage: true });
  assert.deepEqual(jo.errors, []);
  await jo.context().close();
});

test('a person banking at Shoot puts up the kitty, deals, and doubles the stakes', async () => {
  const kim = await signUp(browser, server.url, 'Kim');
  // The cut: Kim A♥, the bot 2♣. The bot 10♠ 9♠; Kim's bank A♣ 5♦.
  await openHome(kim, { rules: { preset: 'shoot', max_stake: 10, banker_may_double: true }, seats: 2, deck: ['AH', '2C', 'TS', 'AC', '9S', '5D'] });
  await sit(kim, 0, 300);
  await addBot(kim, 1);
  // Kim calls the cut with Enter, and wins the bank: no kitty before the cut.
  await kim.waitForSelector('[data-test="cut"]');
  assert.equal(await kim.$('[data-test="kitty-form"]'), null);
  await kim.keyboard.press('Enter');
  await kim.waitForSelector('[data-test="banker"]:text("The bank: Kim (you)")');
  // No deal before a kitty: the entry shows the range the move allows.
  await kim.waitForSelector('[data-test="kitty-form"]');
  assert.equal(await kim.$('[data-test="deal"]'), null);
  const limits = lastView(kim).moves.find((m) => m.move === 'kitty');
  assert.match(await text(kim, '[data-test="kitty-limits"]'), new RegExp(`^From ${limits.min} to ${limits.max} chips of yours`));
  assert.equal(await kim.getAttribute('[data-test="kitty-slider"]', 'max'), String(limits.max));
  await kim.fill('[data-test="kitty-amount"]', '30');
  await kim.click('[data-test="kitty"]');
  await kim.waitForSelector('[data-test="kitty-held"]:text("Kitty 30")');
  assert.equal(await text(kim, '[data-test="chips-0"]'), '270 chips');
  await kim.click('[data-test="deal"]');
  // The bot stakes; Kim, having seen her first card, doubles by the keys (Y).
  await kim.waitForSelector('[data-test="double"]');
  assert.deepEqual(await cards(kim, '[data-test="bank-cards"]'), ['ace of clubs']);
  await kim.keyboard.press('y');
  await kim.waitForSelector('[data-test="doubled"]:text("Every stake doubled")');
  await kim.waitForSelector('[data-test="stick"]');
  await kim.keyboard.press('s');
  await kim.waitForSelector('[data-test="log"] li:text("Hand 1 is over")');
  const log = await text(kim, '[data-test="log"]');
  assert.match(log, /Kim \(the bank\) puts 30 into the kitty: it holds 30/);
  assert.match(log, /Kim \(the bank\) doubles every stake/);
  assert.match(log, /Kim \(the bank\) stays on 16: paying 17/);
  await kim.screenshot({ path: shotPath('home-kitty-double.png'), fullPage: true });
  assert.deepEqual(kim.errors, []);
  await kim.context().close();
});

test('a Shoot hand played through the page replays from the hand histories, drawn by the home felt', async () => {
  const lia = await signUp(browser, server.url, 'Lia');
  // The cut: Lia A♥, the bot 2♣. The bot 10♠ 9♠ (19); Lia's bank 7♣ 5♦, then 6♣: stays on 18, and the bot's 19 is shown and paid.
  const table = await openHome(lia, { rules: { preset: 'shoot', max_stake: 10 }, seats: 2, deck: ['AH', '2C', 'TS', '7C', '9S', '5D', '6C'] });
  await sit(lia, 0, 300);
  await addBot(lia, 1);
  const bot = await text(lia, '[data-test="seat-1"] .seat-name');
  await lia.click('[data-test="cut"]');
  await lia.waitForSelector('[data-test="cut-winner"]:text("Lia cuts the highest card, A♥, and holds the bank")');
  const max = await watch('Max', table);
  await lia.waitForSelector('[data-test="kitty-form"]');
  await lia.fill('[data-test="kitty-amount"]', '30');
  await lia.click('[data-test="kitty"]');
  await lia.waitForSelector('[data-test="deal"]');
  await lia.click('[data-test="deal"]');
  await lia.waitForSelector('[data-test="stick"]');
  await lia.keyboard.press('t');
  await lia.waitForSelector('[data-test="bank-cards"] svg[aria-label="six of clubs"]');
  await lia.keyboard.press('Enter');
  await lia.waitForSelector('[data-test="deal"]:text("Deal hand 2")');
  await max.waitForSelector('[data-test="net-0"]');
  const end = lastView(lia);
  assert.equal(end.round.over, true);
  // What the spectator's table shows at the end of the hand, but the turn's ring (a live clock)
  // and what a seat offers (Remove the bot: the replay has nothing to press).
  const felt = (page, selector) => page.$eval(selector, (el) => {
    const copy = el.cloneNode(true);
    copy.querySelectorAll('.ring, .seat-buttons').forEach((live) => live.remove());
    return copy.innerText;
  });
  const live = {};
  for (const part of ['bank', 'seat-0', 'seat-1']) live[part] = await felt(max, `[data-test="${part}"]`);

  // The hand histories: the game, the bank and Lia's net in the list.
  await lia.goto(`${server.url}/#/hands`);
  await lia.waitForSelector('[data-test="replay"]');
  const row = '[data-test^="hand-row-"]';
  assert.equal(await text(lia, `${row} [data-test="game"]`), 'Shoot Pontoon, your bank');
  const net = end.round.net[0];
  assert.equal(await text(lia, `${row} [data-test="net"]`), net > 0 ? `+${net}` : net < 0 ? `−${-net}` : '±0');
  await lia.screenshot({ path: shotPath('home-hands.png') });
  await lia.click(`${row} [data-test="replay"]`);
  await lia.waitForSelector('.replay [data-test="step"]');
  assert.match(await text(lia, '[data-test="step"]'), /^Step 0 of \d+: the seats as the round began$/);
  assert.ok(await lia.$('.replay .home-felt [data-test="bank"]'), 'the home felt, with its bank');
  // Step by step to the end: the spectator's view at each step, the bot's cards face down until shown.
  const seen = [];
  while (await lia.isEnabled('[data-test="next"]')) {
    await lia.click('[data-test="next"]');
    seen.push(await cards(lia, '.replay [data-test="hand-1-0"]'));
  }
  assert.ok(seen.some((c) => c.length === 2 && c.every((w) => w === 'a card face down')), JSON.stringify(seen));
  // The last step: the felt as the table showed it, and no control.
  assert.equal(await text(lia, '.replay .bank-plaque'), 'BANK');
  assert.equal(await text(lia, '.replay [data-test="banker"]'), 'The bank: Lia');
  assert.match(await text(lia, '.replay [data-test="kitty-held"]'), /^Kitty \d+/);
  assert.equal(await text(lia, '.replay [data-test="bank-box"]'), 'stays on 18: paying 19');
  assert.deepEqual(await cards(lia, '.replay [data-test="bank-cards"]'), ['seven of clubs', 'five of diamonds', 'six of clubs']);
  assert.deepEqual(await cards(lia, '.replay [data-test="hand-1-0"]'), ['ten of spades', 'nine of spades']);
  assert.match(await text(lia, '.replay [data-test="hand-1-0"] [data-test="result"]'), /^wins \d+$/);
  for (const part of ['bank', 'seat-0', 'seat-1']) {
    assert.equal(await felt(lia, `.replay [data-test="${part}"]`), live[part], `the replay's ${part} as the spectator saw it`);
  }
  const events = await text(lia, '[data-test="step-events"]');
  assert.match(events, /Lia \(the bank\) stays on 18: paying 19/);
  assert.match(events, /Hand 1 is over: Lia [−+±]\d+, /);
  assert.ok(events.includes(bot), events);
  assert.deepEqual(await lia.$$eval('.replay button', (all) => all.map((b) => b.dataset.test)), ['back', 'next']);
  assert.equal(await lia.$('.replay input, .replay select, .replay [data-test="controls"]'), null);
  assert.match(await text(lia, '[data-test="record"]'), /"deck"/);
  await lia.screenshot({ path: shotPath('home-replay.png'), fullPage: true });
  await lia.setViewportSize({ width: 375, height: 800 });
  assert.ok(await lia.evaluate(() => document.documentElement.scrollWidth <= 375), 'nothing wider than a phone');
  await lia.screenshot({ path: shotPath('home-replay-phone.png'), fullPage: true });
  // Back a step: the bank has not stayed yet.
  await lia.click('[data-test="back"]');
  assert.notEqual(await text(lia, '.replay [data-test="bank-box"]'), 'stays on 18: paying 19');
  assert.deepEqual(lia.errors, []);
  assert.deepEqual(max.errors, []);
  await lia.context().close();
  await max.context().close();
});
