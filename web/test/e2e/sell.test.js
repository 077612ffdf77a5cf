// Selling the bank at a home table of Pontoon, on a desktop and a phone: between hands the banker
// sees a button, Sell the bank…, not a form ready to give the bank away; the form it opens asks
// for a price (none is put in for them, and it is at least 1), and Cancel closes it with nothing
// sent. A price given, the offer goes to the buyer.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SCREENS, assertFits, assertInSight, openByApi, serverAndBrowser, shotPath, signUp, sit } from './server.js';

const held = serverAndBrowser(['--allow-stacked', '--bot-delay-ms', '20', '--turn-seconds', '300']);

/** The offers of the bank the page sent. */
const offers = (page) => page.sent.filter((m) => m.action?.action === 'offer_bank');

for (const [screen, viewport] of SCREENS) {
  test(`on a ${screen}, the bank is sold only for a price asked for, and Cancel sends nothing`, async () => {
    const cy = await signUp(held.browser, held.server.url, `Cy${screen}`, { viewport });
    // The cut: Cy A♠, Dee K♥: Cy holds the bank.
    const table = await openByApi(cy, { rules: 'traditional', seats: 3, deck: ['AS', 'KH'] });
    await cy.goto(`${held.server.url}/#/table/${table}`);
    await cy.waitForSelector('.home-page [data-test="bank"]');
    await sit(cy, 0, 300);
    const dee = await signUp(held.browser, held.server.url, `Dee${screen}`, { viewport });
    await dee.goto(`${held.server.url}/#/table/${table}`);
    await sit(dee, 1, 200);
    await cy.click('[data-test="cut"]');
    await cy.waitForSelector('[data-test="cut-winner"]');

    // Closed, a button; no price field anywhere.
    await cy.waitForSelector('[data-test="sell-bank"]');
    assert.equal((await cy.textContent('[data-test="sell-bank"]')).trim(), 'Sell the bank…');
    assert.equal(await cy.$('[data-test="price-amount"]'), null);
    assert.equal(await cy.$('[data-test="offer_bank"]'), null);
    // Open: the price is empty, required, at least 1; the field has the focus.
    await cy.click('[data-test="sell-bank"]');
    await cy.waitForSelector('[data-test="offer-form"]');
    const price = await cy.$eval('[data-test="price-amount"]', (input) => ({
      value: input.value, required: input.required, min: input.min, focused: document.activeElement === input,
    }));
    assert.deepEqual(price, { value: '', required: true, min: '1', focused: true });
    assert.match(await cy.textContent('[data-test="price-limits"]'), /^A price from 1 to 199/);
    await assertInSight(cy, '[data-test="offer-form"] button');
    await assertFits(cy, `the sale of the bank on a ${screen}`);
    await cy.screenshot({ path: shotPath(`sell-bank-form-${screen}.png`) });
    // Offered with no price, or with 0: refused on the page, aloud; nothing goes to the table.
    await cy.click('[data-test="offer_bank"]');
    assert.equal((await cy.textContent('[data-test="error"]')).trim(), 'Offer the bank: the price must be a whole number of chips, 1 to 199');
    assert.equal(await cy.textContent('#announce'), 'Offer the bank: the price must be a whole number of chips, 1 to 199');
    await cy.fill('[data-test="price-amount"]', '0');
    await cy.click('[data-test="offer_bank"]');
    assert.equal((await cy.textContent('[data-test="error"]')).trim(), 'Offer the bank: the price must be from 1 to 199');
    assert.deepEqual(offers(cy), []);
    // Cancel: closed again, nothing sent, the button back; opened again, the price is empty again.
    await cy.fill('[data-test="price-amount"]', '15');
    await cy.click('[data-test="sell-cancel"]');
    await cy.waitForSelector('[data-test="offer-form"]', { state: 'detached' });
    assert.equal(await cy.isVisible('[data-test="sell-bank"]'), true);
    assert.deepEqual(offers(cy), []);
    await cy.click('[data-test="sell-bank"]');
    assert.equal(await cy.inputValue('[data-test="price-amount"]'), '');
    // A price, and the offer goes out: Dee is asked.
    await cy.fill('[data-test="price-amount"]', '12');
    await cy.click('[data-test="offer_bank"]');
    await dee.waitForSelector('[data-test="offer-answer"]');
    assert.match(await dee.textContent('[data-test="offer-answer"]'), /offers you the bank for 12/);
    assert.deepEqual(offers(cy).map((m) => [m.action.buyer, m.action.price]), [[1, 12]]);
    await cy.waitForSelector('[data-test="offer-form"]', { state: 'detached' });
    assert.deepEqual(cy.errors, []);
    await cy.context().close();
    await dee.context().close();
  });
}
