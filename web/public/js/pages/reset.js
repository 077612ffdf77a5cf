// #/reset/TOKEN: setting a new password from the one-time link an operator made. Reachable signed
// out; the password set, the person is signed in (their other sessions end) and goes to the lobby.

import { api, ApiError } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';

export function resetPage({ main, refresh }, token) {
  const message = h('p', { class: 'error', role: 'alert', id: 'reset-error', 'data-test': 'reset-error' });
  const password = h('input', {
    id: 'reset-password', type: 'password', autocomplete: 'new-password', required: true, 'aria-describedby': 'reset-error',
  });
  const submit = h('button', { type: 'submit', class: 'primary', 'data-test': 'reset-submit' }, say('page-reset-submit'));
  const form = h('form', {
    class: 'auth',
    onsubmit: async (e) => {
      e.preventDefault();
      message.textContent = '';
      submit.disabled = true;
      try {
        await api('POST', '/api/reset', { token, password: password.value });
        // Signed in now: the lobby, with the bar drawn for them.
        if (location.hash === '#/') refresh();
        else location.hash = '#/';
      } catch (error) {
        if (error instanceof ApiError && error.status === 410) {
          // Nothing typed here can help: the link itself is spent.
          fill(main, h('h1', {}, say('page-reset-gone-title')),
            h('p', { role: 'alert', 'data-test': 'reset-gone' }, say('page-reset-gone')),
            h('p', {}, h('a', { href: '#/' }, say('page-signin'))));
          return;
        }
        message.textContent = error.message;
        submit.disabled = false;
      }
    },
  },
  h('h1', {}, say('page-reset-title')),
  h('p', {}, say('page-reset-intro')),
  h('label', { for: 'reset-password' }, say('page-password-new')), password,
  h('div', { class: 'row' }, submit),
  message);
  fill(main, form);
  return null;
}
