// Signing up, signing in, or playing as a guest.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';

export function authPage({ main, refresh }) {
  const message = h('p', { class: 'error', role: 'alert', id: 'auth-error' });
  const name = h('input', { id: 'name', name: 'name', autocomplete: 'username', required: true, maxlength: 24 });
  const password = h('input', { id: 'password', name: 'password', type: 'password', autocomplete: 'current-password' });
  const go = async (path, body) => {
    message.textContent = '';
    try {
      await api('POST', path, body);
      // Signed in: the page asked for (a table's address, say) or the lobby.
      refresh();
    } catch (error) {
      message.textContent = error.message;
    }
  };
  const form = h(
    'form',
    { class: 'auth', onsubmit: (e) => { e.preventDefault(); go('/api/signin', { name: name.value, password: password.value }); } },
    h('h1', {}, say('page-auth-title')),
    h('p', {}, say('page-auth-intro')),
    h('label', { for: 'name' }, say('page-auth-name')), name,
    h('label', { for: 'password' }, say('page-auth-password')), password,
    h('div', { class: 'row' },
      h('button', { type: 'submit', id: 'signin' }, say('page-signin')),
      h('button', { type: 'button', id: 'signup', onclick: () => go('/api/signup', { name: name.value, password: password.value }) }, say('page-signup')),
      h('button', { type: 'button', id: 'guest', onclick: () => go('/api/guest', { name: name.value }) }, say('page-guest'))),
    message,
  );
  fill(main, form);
  name.focus();
  return null;
}
