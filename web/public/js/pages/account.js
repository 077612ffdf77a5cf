// The account: the wallet and its statement, the PIN, the weekly betting limit (and when it may
// next change), claiming a guest's name, changing the password, signing out (here, or
// everywhere). Each form says its own answer beside it; every moment is in the person's own time
// zone, in words.

import { api } from '../api.js';
import { h, fill, dateWords } from '../dom.js';
import { canSay, say } from '../speech.js';

/** The answer of the last form sent, said beside that form once the page is drawn again. */
let lastSaid = null;

/**
 * The moment an error names, in milliseconds: its `at` (the server's limit error carries it), or
 * else the number the message holds, for a server that does not send `at` yet.
 */
export function errorMoment(error) {
  if (Number.isFinite(error?.at)) return error.at;
  const found = /\b(\d{12,})\b/.exec(error?.said ?? error?.message ?? '');
  return found ? Number(found[1]) : null;
}

/** An error in words for the person: the limit's weekly refusal says when, in their own time. */
export function errorWords(error) {
  const at = errorMoment(error);
  if (error?.code === 'limit_changed_this_week' && at !== null) {
    return say('page-limit-weekly', { when: dateWords(at) });
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
    h('h1', {}, account.guest ? say('page-account-guest', { name: account.name }) : account.name),
    h('section', { 'aria-labelledby': 'wallet-title' },
      h('h2', { id: 'wallet-title' }, say('page-wallet')),
      h('p', { 'data-test': 'wallet' }, say('page-wallet-chips', { chips: account.wallet })),
      h('button', { type: 'button', onclick: () => post('wallet', '/api/wallet/top_up', undefined, say('page-wallet-topped')) }, say('page-wallet-top-up')),
      place('wallet'),
      statement),
    h('section', { 'aria-labelledby': 'limit-title' },
      h('h2', { id: 'limit-title' }, say('page-limit-title')),
      h('p', { 'data-test': 'limit-now' }, account.bet_limit
        ? say('page-limit-own', { limit: account.bet_limit, house: account.house_max })
        : say('page-limit-house', { house: account.house_max })),
      h('p', { 'data-test': 'limit-next' }, next && next > Date.now()
        ? say('page-limit-next', { when: dateWords(next) })
        : say('page-limit-now')),
      h('form', { onsubmit: (e) => { e.preventDefault(); post('limit', '/api/limit', { limit: limit.value === '' ? null : Number(limit.value), pin: limitPin.value }, say('page-limit-set')); } },
        h('label', { for: 'limit' }, say('page-limit-largest')), limit,
        h('label', { for: 'limit-pin' }, say('page-pin')), limitPin,
        h('button', { type: 'submit', 'data-test': 'set-limit' }, say('page-limit-submit'))),
      place('limit')),
    h('section', { 'aria-labelledby': 'pin-title' },
      h('h2', { id: 'pin-title' }, say('page-pin')),
      h('p', {}, account.pin_set ? say('page-pin-confirms') : say('page-pin-unset')),
      locked ? h('p', { class: 'error', 'data-test': 'pin-locked' }, say('page-pin-locked', { when: dateWords(account.pin_locked_until) })) : null,
      h('form', { onsubmit: (e) => { e.preventDefault(); post('pin', '/api/pin', { pin: pin.value, current: current.value || undefined }, say('page-pin-done')); } },
        h('label', { for: 'pin' }, say('page-pin-new')), pin,
        account.pin_set ? [h('label', { for: 'pin-current' }, say('page-pin-current')), current] : null,
        h('button', { type: 'submit', 'data-test': 'set-pin' }, say('page-pin-submit'))),
      place('pin')),
    account.guest ? h('section', { 'aria-labelledby': 'claim-title' },
      h('h2', { id: 'claim-title' }, say('page-claim-title')),
      h('form', { onsubmit: (e) => { e.preventDefault(); post('claim', '/api/claim', { password: password.value }, say('page-claim-done')); } },
        h('label', { for: 'claim-password' }, say('page-password')), password,
        h('button', { type: 'submit' }, say('page-claim-submit'))),
      place('claim')) : null,
    account.guest ? null : h('section', { 'aria-labelledby': 'password-title' },
      h('h2', { id: 'password-title' }, say('page-password')),
      h('p', {}, say('page-password-intro')),
      h('form', { onsubmit: (e) => { e.preventDefault(); post('password', '/api/password', { current: oldPassword.value, password: newPassword.value }, say('page-password-done')); } },
        h('label', { for: 'old-password' }, say('page-password-now')), oldPassword,
        h('label', { for: 'new-password' }, say('page-password-new')), newPassword,
        h('button', { type: 'submit', 'data-test': 'change-password' }, say('page-password-submit'))),
      place('password')),
    h('section', { 'aria-labelledby': 'signout-title' },
      h('h2', { id: 'signout-title' }, say('page-signout')),
      h('div', { class: 'moves' },
        h('button', { type: 'button', class: 'quiet', onclick: () => signOut('/api/signout') }, say('page-signout')),
        h('button', { type: 'button', class: 'quiet', 'data-test': 'signout-everywhere', onclick: () => signOut('/api/signout/everywhere') }, say('page-signout-everywhere'))),
      place('signout')));
  lastSaid = null;

  api('GET', '/api/statement?limit=50').then(({ lines: rows }) => {
    // A transfer's reason in words: `page-reason-REASON` (top_up_wallet: page-reason-top-up-wallet); one not known, as itself.
    const reason = (why) => {
      const id = `page-reason-${String(why).replaceAll('_', '-')}`;
      return canSay(id) ? say(id) : why;
    };
    // On a phone the table scrolls sideways in its own box: the keyboard reaches it to scroll it.
    fill(statement, rows.length ? h('table', { tabindex: 0 },
      h('caption', {}, say('page-statement')),
      h('thead', {}, h('tr', {}, ['when', 'what', 'table', 'chips'].map((t) => h('th', { scope: 'col' }, say(`page-col-${t}`))))),
      h('tbody', {}, rows.map((l) => h('tr', {},
        h('td', {}, dateWords(l.at)), h('td', {}, reason(l.reason)),
        h('td', {}, l.table ? `#${l.table}` : ''), h('td', { class: 'number' }, `${l.amount > 0 ? '+' : ''}${l.amount}`))))) : h('p', {}, say('page-statement-none')));
  }).catch((error) => { answers.wallet.querySelector('.error').textContent = errorWords(error); });
  return null;
}
