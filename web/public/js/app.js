// Parlour in the browser: a page per place, chosen by the address's hash (#/lobby, #/table/3,
// #/account, #/hands, #/hand/7, #/rules/3, #/fair/3), each drawn from the server's JSON and its table
// protocol. No framework: each page is a function that fills the main element and may return a
// function that tears it down.

import { me } from './api.js';
import { barAccount } from './bar.js';
import { h, fill } from './dom.js';
import { onConnection } from './socket.js';
import { authPage } from './pages/auth.js';
import { lobbyPage } from './pages/lobby.js';
import { anyTablePage } from './pages/seat.js';
import { accountPage } from './pages/account.js';
import { handsPage, handPage } from './pages/hands.js';
import { rulesPage } from './pages/rules.js';
import { fairnessPage } from './pages/fairness.js';

const main = document.getElementById('app');
const nav = document.getElementById('nav');
const banner = document.getElementById('banner');
let teardown = null;

onConnection((connected) => {
  banner.hidden = connected;
});

function navigation(account) {
  if (!account) return fill(nav);
  return fill(
    nav,
    h('a', { href: '#/' }, 'Lobby'),
    h('a', { href: '#/hands' }, 'Hands'),
    barAccount(account),
  );
}

async function route() {
  if (teardown) {
    teardown();
    teardown = null;
  }
  const [, page = '', arg] = (location.hash || '#/').split('/');
  let account = null;
  try {
    account = await me();
  } catch (error) {
    fill(main, h('p', { class: 'error', role: 'alert' }, `The server cannot be reached: ${error.message}`));
    return;
  }
  navigation(account);
  const context = { account, refresh: route, main };
  if (!account && page !== 'rules') {
    teardown = authPage(context);
    return;
  }
  switch (page) {
    case 'table': teardown = anyTablePage(context, Number(arg)); break;
    case 'account': teardown = accountPage(context); break;
    case 'hands': teardown = handsPage(context); break;
    case 'hand': teardown = handPage(context, Number(arg)); break;
    case 'rules': teardown = rulesPage(context, Number(arg)); break;
    case 'fair': teardown = fairnessPage(context, Number(arg)); break;
    default: teardown = lobbyPage(context);
  }
  main.focus({ preventScroll: true });
}

window.addEventListener('hashchange', route);
route();
