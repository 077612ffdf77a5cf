// A table's rules, written from the rules it plays (the server's words for them, and each option
// with its value and meaning).

import { api } from '../api.js';
import { h, fill } from '../dom.js';

export function rulesPage({ main }, table) {
  fill(main, h('h1', {}, `The rules of table ${table}`));
  api('GET', `/api/tables/${table}/rules`).then((rules) => {
    main.append(
      ...rules.text.map((p) => h('p', {}, p)),
      // On a phone the table scrolls sideways in its own box: the keyboard reaches it to scroll it.
      h('table', { tabindex: 0 },
        h('caption', {}, 'The options of this table'),
        h('thead', {}, h('tr', {}, ['Option', 'Here', 'Values', 'What it does'].map((t) => h('th', { scope: 'col' }, t)))),
        h('tbody', {}, rules.options.map((o) => h('tr', {},
          h('td', {}, o.name), h('td', {}, String(o.value)), h('td', {}, o.values), h('td', {}, o.meaning))))),
      h('p', {}, h('a', { href: `#/table/${table}` }, 'Back to the table')));
  }).catch((error) => main.append(h('p', { class: 'error' }, error.message)));
  return null;
}
