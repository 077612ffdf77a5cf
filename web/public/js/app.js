// Parlour in the browser: a page per place, chosen by the address's hash (#/lobby, #/table/3,
// #/account, #/hands, #/hand/7, #/practice, #/rules/3, #/fair/3, #/reset/TOKEN, and the operators'
// #/console/...), each drawn from the server's JSON and its table protocol. No framework: each page
// is a function that fills the main element and may return a function that tears it down.

import { api, me } from './api.js';
import { barAccount } from './bar.js';
import { h, fill } from './dom.js';
import { onConnection } from './socket.js';
import { authPage } from './pages/auth.js';
import { lobbyPage } from './pages/lobby.js';
import { anyTablePage } from './pages/seat.js';
import { accountPage } from './pages/account.js';
import { handsPage, handPage } from './pages/hands.js';
import { practicePage } from './pages/practice.js';
import { rulesPage } from './pages/rules.js';
import { fairnessPage } from './pages/fairness.js';
import { consolePage } from './pages/console.js';
import { resetPage } from './pages/reset.js';
import { LANGS, LANG_NAMES, canSay, chooseLang, pageLang, say, speakFromRoom } from './speech.js';

const main = document.getElementById('app');
const nav = document.getElementById('nav');
const banner = document.getElementById('banner');
const chooser = document.getElementById('lang');
let teardown = null;
/** The routing under way: one overtaken by a newer (the address changed while it asked who is signed in) draws nothing. */
let routing = 0;

onConnection((connected) => {
  banner.hidden = connected;
});

/** Where a language chosen on this browser is kept, for the pages before signing in. */
const KEPT = 'parlour-lang';

/**
 * The language to speak: the account's, once it has chosen one; else the one chosen on this
 * browser; else the first of the browser's own (navigator.languages) that Parlour speaks.
 */
function wantedLang(account) {
  const kept = (() => {
    try {
      return localStorage.getItem(KEPT);
    } catch {
      return null;
    }
  })();
  for (const lang of [account?.lang, kept]) if (LANGS.includes(lang)) return lang;
  return chooseLang(navigator.languages);
}

/** Speaks `lang` on the page, its words read from the room if it is not spoken already. */
async function speakLang(lang) {
  if (lang !== pageLang() || !chooser.options.length) await speakFromRoom(lang);
  document.documentElement.lang = lang;
  document.title = say('page-title');
  banner.textContent = say('page-connection-lost');
  document.querySelector('.skip').textContent = say('page-skip');
  chooser.setAttribute('aria-label', say('page-language'));
  if (!chooser.options.length) {
    chooser.append(...LANGS.map((code) => h('option', { value: code, lang: code }, LANG_NAMES[code])));
  }
  chooser.value = lang;
}

/**
 * A language chosen in the chooser: kept on this browser, and with the account if someone is
 * signed in (so that their other browsers and phone speak it too), then the page drawn in it.
 */
chooser.addEventListener('change', async () => {
  const lang = chooser.value;
  try {
    localStorage.setItem(KEPT, lang);
  } catch {
    // A browser that keeps nothing still speaks the language until the page is left.
  }
  try {
    await api('PUT', '/api/me/lang', { lang });
  } catch {
    // Signed out (or the room away): this browser keeps it.
  }
  await speakLang(lang);
  route();
});

function navigation(account) {
  nav.setAttribute('aria-label', say('page-nav'));
  if (!account) return fill(nav);
  return fill(
    nav,
    h('a', { href: '#/' }, say('page-nav-lobby')),
    h('a', { href: '#/hands' }, say('page-nav-hands')),
    h('a', { href: '#/practice', 'data-test': 'nav-practice' }, say('page-nav-practice')),
    account.operator ? h('a', { href: '#/console', 'data-test': 'nav-console' }, say('page-nav-console')) : null,
    barAccount(account),
  );
}

/** A part of the address as it was written (a token escaped in it, unescaped), or as it stands if malformed. */
function decoded(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

async function route() {
  if (teardown) {
    teardown();
    teardown = null;
  }
  const [, page = '', arg, more] = (location.hash || '#/').split('/');
  routing += 1;
  const mine = routing;
  let account = null;
  try {
    account = await me();
  } catch (error) {
    if (mine !== routing) return;
    // The words come from the room too: before any have come, this one is said in English.
    const words = canSay('page-unreachable') ? say('page-unreachable', { why: error.message })
      : `The server cannot be reached: ${error.message}`;
    fill(main, h('p', { class: 'error', role: 'alert' }, words));
    return;
  }
  // Else two pages would be drawn, and the first one's teardown (a timer, a socket) lost.
  if (mine !== routing) return;
  try {
    await speakLang(wantedLang(account));
  } catch (error) {
    // The page can still be used in the words it has (English's ids at worst).
    console.warn(error);
  }
  if (mine !== routing) return;
  navigation(account);
  const context = { account, refresh: route, main };
  // The rules, and a password's reset link, are for whoever has the address, signed in or not.
  if (!account && page !== 'rules' && page !== 'reset') {
    teardown = authPage(context);
    return;
  }
  switch (page) {
    case 'table': teardown = anyTablePage(context, Number(arg)); break;
    case 'account': teardown = accountPage(context); break;
    case 'hands': teardown = handsPage(context); break;
    case 'hand': teardown = handPage(context, Number(arg)); break;
    case 'practice': teardown = practicePage(context); break;
    case 'rules': teardown = rulesPage(context, Number(arg)); break;
    case 'fair': teardown = fairnessPage(context, Number(arg)); break;
    case 'reset': teardown = resetPage(context, decoded(arg ?? '')); break;
    case 'console': teardown = consolePage(context, arg ?? '', more); break;
    default: teardown = lobbyPage(context);
  }
  main.focus({ preventScroll: true });
}

window.addEventListener('hashchange', route);
route();
