// The top bar's account line: the name, the chips in the wallet, and the chips at tables (a seat's
// chips are the player's, but not in the wallet until they stand up).

import { chips, h } from './dom.js';
import { say } from './speech.js';

/** The chips at the player's seats, in all. */
export const atTables = (account) => (account?.seated ?? []).reduce((sum, s) => sum + s.chips, 0);

/** The bar's words for the account's chips: "1,000" or "800 · 200 at tables". */
export function barChips(account) {
  const seated = atTables(account);
  const tables = account?.seated?.length ?? 0;
  return seated || tables ? say('page-bar-chips', { wallet: account.wallet, seated, tables }) : chips(account.wallet);
}

/** The bar's link to the account: the name and the chips, each in a field of its own. */
export function barAccount(account) {
  return h('a', { href: '#/account', 'data-test': 'nav-account' }, `${account.name} · `,
    h('span', { id: 'nav-wallet', 'aria-label': say('page-bar-label') }, barChips(account)));
}

/** Shows the account's chips afresh in the bar, if it is drawn. */
export function showBar(account) {
  const shown = document.getElementById('nav-wallet');
  if (shown) shown.textContent = barChips(account);
}
