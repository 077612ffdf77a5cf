// Signing up, signing in, or playing as a guest.

import { api } from '../api.js';
import { h, fill } from '../dom.js';

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
    h('h1', {}, 'Casino Pontoon, Pontoon Blackjack'),
    h('p', {}, 'Sign in, make an account, or play as a guest: a name is all a guest needs, and it can be claimed with a password later.'),
    h('label', { for: 'name' }, 'Name'), name,
    h('label', { for: 'password' }, 'Password (none for a guest)'), password,
    h('div', { class: 'row' },
      h('button', { type: 'submit', id: 'signin' }, 'Sign in'),
      h('button', { type: 'button', id: 'signup', onclick: () => go('/api/signup', { name: name.value, password: password.value }) }, 'Sign up'),
      h('button', { type: 'button', id: 'guest', onclick: () => go('/api/guest', { name: name.value }) }, 'Play as a guest')),
    message,
  );
  fill(main, form);
  name.focus();
  return null;
}
