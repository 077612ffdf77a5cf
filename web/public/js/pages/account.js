// The account: the wallet and its statement, the PIN, the weekly betting limit (and when it may
// next change), claiming a guest's name, changing the password, signing out (here, or
// everywhere).

import { api } from '../api.js';
import { h, fill, chips } from '../dom.js';

const when = (ms) => new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function accountPage({ main, account, refresh }) {
  const message = h('p', { class: 'error', role: 'alert', 'data-test': 'account-error' });
  const done = h('p', { class: 'notice', role: 'status', 'data-test': 'account-notice' });
  const statement = h('div', { class: 'statement' });

  const post = async (path, body, success) => {
    message.textContent = '';
    done.textContent = '';
    try {
      await api('POST', path, body);
      await refresh();
      const notice = document.querySelector('[data-test="account-notice"]');
      if (notice) notice.textContent = success;
    } catch (error) {
      message.textContent = error.message;
    }
  };

  const pin = h('input', { id: 'pin', type: 'password', inputmode: 'numeric', autocomplete: 'off', maxlength: 6 });
  const current = h('input', { id: 'pin-current', type: 'password', inputmode: 'numeric', autocomplete: 'off', maxlength: 6 });
  const limit = h('input', { id: 'limit', type: 'number', min: 1, max: account.house_max, inputmode: 'numeric', value: account.bet_limit ?? '' });
  const limitPin = h('input', { id: 'limit-pin', type: 'password', inputmode: 'numeric', autocomplete: 'off', maxlength: 6 });
  const password = h('input', { id: 'claim-password', type: 'password', autocomplete: 'new-password' });
  const oldPassword = h('input', { id: 'old-password', type: 'password', autocomplete: 'current-password' });
  const newPassword = h('input', { id: 'new-password', type: 'password', autocomplete: 'new-password' });
  const signOut = async (path) => { await api('POST', path); location.hash = '#/'; refresh(); };

  const next = account.next_limit_change;
  fill(main,
    h('h1', {}, account.name, account.guest ? ' (guest)' : ''),
    h('section', {},
      h('h2', {}, 'Wallet'),
      h('p', { 'data-test': 'wallet' }, `${chips(account.wallet)} chips`),
      h('button', { type: 'button', onclick: () => post('/api/wallet/top_up', undefined, 'Your wallet was topped up.') }, 'Top up a dry wallet'),
      statement),
    h('section', {},
      h('h2', {}, 'Your betting limit'),
      h('p', { 'data-test': 'limit-now' }, account.bet_limit ? `Your own limit: ${account.bet_limit} a bet (the house's: ${account.house_max}).` : `The house's limit: ${account.house_max} a bet.`),
      h('p', {}, next && next > Date.now()
        ? `It may change again from ${when(next)} (the betting week starts on Friday at noon, New York time).`
        : 'You may change it now: once a week, the week starting on Friday at noon, New York time.'),
      h('form', { onsubmit: (e) => { e.preventDefault(); post('/api/limit', { limit: limit.value === '' ? null : Number(limit.value), pin: limitPin.value }, 'Your limit is set.'); } },
        h('label', { for: 'limit' }, 'Largest bet (empty: the house\'s)'), limit,
        h('label', { for: 'limit-pin' }, 'PIN'), limitPin,
        h('button', { type: 'submit', 'data-test': 'set-limit' }, 'Set the limit'))),
    h('section', {},
      h('h2', {}, 'PIN'),
      h('p', {}, account.pin_set ? 'Your PIN confirms a change of your betting limit.' : 'Set a PIN (4 to 6 digits) to change your betting limit.'),
      account.pin_locked_until && account.pin_locked_until > Date.now() ? h('p', { class: 'error' }, `Locked after five wrong PINs until ${when(account.pin_locked_until)}.`) : null,
      h('form', { onsubmit: (e) => { e.preventDefault(); post('/api/pin', { pin: pin.value, current: current.value || undefined }, 'Your PIN is set.'); } },
        h('label', { for: 'pin' }, 'New PIN'), pin,
        account.pin_set ? [h('label', { for: 'pin-current' }, 'Current PIN'), current] : null,
        h('button', { type: 'submit', 'data-test': 'set-pin' }, 'Set the PIN'))),
    account.guest ? h('section', {},
      h('h2', {}, 'Keep this name'),
      h('form', { onsubmit: (e) => { e.preventDefault(); post('/api/claim', { password: password.value }, 'The name is yours.'); } },
        h('label', { for: 'claim-password' }, 'Password'), password,
        h('button', { type: 'submit' }, 'Claim the name'))) : null,
    account.guest ? null : h('section', {},
      h('h2', {}, 'Password'),
      h('p', {}, 'A new password signs you out everywhere else.'),
      h('form', { onsubmit: (e) => { e.preventDefault(); post('/api/password', { current: oldPassword.value, password: newPassword.value }, 'Your password is changed.'); } },
        h('label', { for: 'old-password' }, 'Password now'), oldPassword,
        h('label', { for: 'new-password' }, 'New password'), newPassword,
        h('button', { type: 'submit', 'data-test': 'change-password' }, 'Change the password'))),
    message, done,
    h('button', { type: 'button', class: 'quiet', onclick: () => signOut('/api/signout') }, 'Sign out'),
    h('button', { type: 'button', class: 'quiet', 'data-test': 'signout-everywhere', onclick: () => signOut('/api/signout/everywhere') }, 'Sign out everywhere'));

  api('GET', '/api/statement?limit=50').then(({ lines }) => {
    const reasons = { grant: 'grant', top_up_wallet: 'top-up', sit: 'sat down', stand: 'stood up', top_up: 'brought to a table', settle: 'settled' };
    fill(statement, lines.length ? h('table', {},
      h('caption', {}, 'Statement, newest first'),
      h('thead', {}, h('tr', {}, ['When', 'What', 'Table', 'Chips'].map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, lines.map((l) => h('tr', {},
        h('td', {}, when(l.at)), h('td', {}, reasons[l.reason] ?? l.reason),
        h('td', {}, l.table ? `#${l.table}` : ''), h('td', { class: 'number' }, `${l.amount > 0 ? '+' : ''}${l.amount}`))))) : h('p', {}, 'No transfers yet.'));
  }).catch((error) => { message.textContent = error.message; });
  return null;
}
