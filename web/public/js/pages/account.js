// The account: the wallet and its statement, the PIN, the weekly betting limit (and when it may
// next change), claiming a guest's name, changing the password, signing out (here, or
// everywhere). Each form says its own answer beside it; every moment is in the person's own time
// zone, in words.

import { api } from '../api.js';
import { h, fill, chips, dateWords } from '../dom.js';

/** The answer of the last form sent, said beside that form once the page is drawn again. */
let lastSaid = null;

/**
 * The moment an error names, in milliseconds: its `at` (the server's limit error carries it), or
 * else the number the message holds, for a server that does not send `at` yet.
 */
export function errorMoment(error) {
  if (Number.isFinite(error?.at)) return error.at;
  const found = /\b(\d{12,})\b/.exec(error?.message ?? '');
  return found ? Number(found[1]) : null;
}

/** An error in words for the person: the limit's weekly refusal says when, in their own time. */
export function errorWords(error) {
  const at = errorMoment(error);
  if (error?.code === 'limit_changed_this_week' && at !== null) {
    return `The limit changes once a week: the next change may be made from ${dateWords(at)} (your time).`;
  }
  return error?.message ?? String(error);
}

export function accountPage({ main, account, refresh }) {
  const statement = h('div', { class: 'statement' });

  /** A form's answer lines: its refusal (an alert) and its success, under the form itself. */
  const lines = (form) => {
    const said = lastSaid?.form === form ? lastSaid : null;
    return h('div', { class: 'answer', 'data-form': form },
      h('p', { class: 'error', role: 'alert', id: `${form}-error`, 'data-test': 'account-error' }, said?.error ?? ''),
      h('p', { class: 'notice', role: 'status', 'data-test': 'account-notice' }, said?.notice ?? ''));
  };
  const answers = {};
  const place = (form) => {
    answers[form] = lines(form);
    return answers[form];
  };

  const post = async (form, path, body, success) => {
    lastSaid = null;
    for (const box of Object.values(answers)) box.querySelectorAll('p').forEach((p) => { p.textContent = ''; });
    try {
      await api('POST', path, body);
      // The page is drawn afresh with the account as it is now, the notice beside its form.
      lastSaid = { form, notice: success };
      await refresh();
    } catch (error) {
      answers[form].querySelector('.error').textContent = errorWords(error);
    }
  };

  const pin = h('input', { id: 'pin', type: 'password', inputmode: 'numeric', autocomplete: 'off', maxlength: 6, 'aria-describedby': 'pin-error' });
  const current = h('input', { id: 'pin-current', type: 'password', inputmode: 'numeric', autocomplete: 'off', maxlength: 6 });
  const limit = h('input', { id: 'limit', type: 'number', min: 1, max: account.house_max, inputmode: 'numeric', value: account.bet_limit ?? '', 'aria-describedby': 'limit-error' });
  const limitPin = h('input', { id: 'limit-pin', type: 'password', inputmode: 'numeric', autocomplete: 'off', maxlength: 6 });
  const password = h('input', { id: 'claim-password', type: 'password', autocomplete: 'new-password', 'aria-describedby': 'claim-error' });
  const oldPassword = h('input', { id: 'old-password', type: 'password', autocomplete: 'current-password' });
  const newPassword = h('input', { id: 'new-password', type: 'password', autocomplete: 'new-password', 'aria-describedby': 'password-error' });
  const signOut = async (path) => {
    try {
      await api('POST', path);
      location.hash = '#/';
      refresh();
    } catch (error) {
      answers.signout.querySelector('.error').textContent = errorWords(error);
    }
  };

  const next = account.next_limit_change;
  const locked = account.pin_locked_until && account.pin_locked_until > Date.now();
  fill(main,
    h('h1', {}, account.name, account.guest ? ' (guest)' : ''),
    h('section', { 'aria-labelledby': 'wallet-title' },
      h('h2', { id: 'wallet-title' }, 'Wallet'),
      h('p', { 'data-test': 'wallet' }, `${chips(account.wallet)} chips`),
      h('button', { type: 'button', onclick: () => post('wallet', '/api/wallet/top_up', undefined, 'Your wallet was topped up.') }, 'Top up a dry wallet'),
      place('wallet'),
      statement),
    h('section', { 'aria-labelledby': 'limit-title' },
      h('h2', { id: 'limit-title' }, 'Your betting limit'),
      h('p', { 'data-test': 'limit-now' }, account.bet_limit ? `Your own limit: ${account.bet_limit} a bet (the house's: ${account.house_max}).` : `The house's limit: ${account.house_max} a bet.`),
      h('p', { 'data-test': 'limit-next' }, next && next > Date.now()
        ? `It may change again from ${dateWords(next)}, your time (the betting week starts on Friday at noon, New York time).`
        : 'You may change it now: once a week, the week starting on Friday at noon, New York time.'),
      h('form', { onsubmit: (e) => { e.preventDefault(); post('limit', '/api/limit', { limit: limit.value === '' ? null : Number(limit.value), pin: limitPin.value }, 'Your limit is set.'); } },
        h('label', { for: 'limit' }, 'Largest bet (empty: the house\'s)'), limit,
        h('label', { for: 'limit-pin' }, 'PIN'), limitPin,
        h('button', { type: 'submit', 'data-test': 'set-limit' }, 'Set the limit')),
      place('limit')),
    h('section', { 'aria-labelledby': 'pin-title' },
      h('h2', { id: 'pin-title' }, 'PIN'),
      h('p', {}, account.pin_set ? 'Your PIN confirms a change of your betting limit.' : 'Set a PIN (4 to 6 digits) to change your betting limit.'),
      locked ? h('p', { class: 'error', 'data-test': 'pin-locked' }, `Locked after five wrong PINs until ${dateWords(account.pin_locked_until)}, your time.`) : null,
      h('form', { onsubmit: (e) => { e.preventDefault(); post('pin', '/api/pin', { pin: pin.value, current: current.value || undefined }, 'Your PIN is set.'); } },
        h('label', { for: 'pin' }, 'New PIN'), pin,
        account.pin_set ? [h('label', { for: 'pin-current' }, 'Current PIN'), current] : null,
        h('button', { type: 'submit', 'data-test': 'set-pin' }, 'Set the PIN')),
      place('pin')),
    account.guest ? h('section', { 'aria-labelledby': 'claim-title' },
      h('h2', { id: 'claim-title' }, 'Keep this name'),
      h('form', { onsubmit: (e) => { e.preventDefault(); post('claim', '/api/claim', { password: password.value }, 'The name is yours.'); } },
        h('label', { for: 'claim-password' }, 'Password'), password,
        h('button', { type: 'submit' }, 'Claim the name')),
      place('claim')) : null,
    account.guest ? null : h('section', { 'aria-labelledby': 'password-title' },
      h('h2', { id: 'password-title' }, 'Password'),
      h('p', {}, 'A new password signs you out everywhere else.'),
      h('form', { onsubmit: (e) => { e.preventDefault(); post('password', '/api/password', { current: oldPassword.value, password: newPassword.value }, 'Your password is changed.'); } },
        h('label', { for: 'old-password' }, 'Password now'), oldPassword,
        h('label', { for: 'new-password' }, 'New password'), newPassword,
        h('button', { type: 'submit', 'data-test': 'change-password' }, 'Change the password')),
      place('password')),
    h('section', { 'aria-labelledby': 'signout-title' },
      h('h2', { id: 'signout-title' }, 'Sign out'),
      h('div', { class: 'moves' },
        h('button', { type: 'button', class: 'quiet', onclick: () => signOut('/api/signout') }, 'Sign out'),
        h('button', { type: 'button', class: 'quiet', 'data-test': 'signout-everywhere', onclick: () => signOut('/api/signout/everywhere') }, 'Sign out everywhere')),
      place('signout')));
  lastSaid = null;

  api('GET', '/api/statement?limit=50').then(({ lines: rows }) => {
    const reasons = { grant: 'grant', top_up_wallet: 'top-up', sit: 'sat down', stand: 'stood up', top_up: 'brought to a table', settle: 'settled' };
    // On a phone the table scrolls sideways in its own box: the keyboard reaches it to scroll it.
    fill(statement, rows.length ? h('table', { tabindex: 0 },
      h('caption', {}, 'Statement, newest first (your time)'),
      h('thead', {}, h('tr', {}, ['When', 'What', 'Table', 'Chips'].map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, rows.map((l) => h('tr', {},
        h('td', {}, dateWords(l.at)), h('td', {}, reasons[l.reason] ?? l.reason),
        h('td', {}, l.table ? `#${l.table}` : ''), h('td', { class: 'number' }, `${l.amount > 0 ? '+' : ''}${l.amount}`))))) : h('p', {}, 'No transfers yet.'));
  }).catch((error) => { answers.wallet.querySelector('.error').textContent = errorWords(error); });
  return null;
}
