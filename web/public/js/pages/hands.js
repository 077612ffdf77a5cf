// Hand histories: the player's finished rounds, newest first, and any one replayed step by step
// (each step the table as a spectator saw it, from the server's engine).

import { api } from '../api.js';
import { cardSvg } from '../cards.js';
import { h, fill, markup } from '../dom.js';
import { handBox } from '../totals.js';
import { eventWords } from '../words.js';

const when = (ms) => new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function net(round, name) {
  const value = round?.net?.[name];
  return value === undefined ? 'sat out' : `${value > 0 ? '+' : ''}${value}`;
}

export function handsPage({ main, account }) {
  const list = h('div');
  const more = h('button', { type: 'button', hidden: true }, 'Older hands');
  let before = null;
  const rows = [];
  async function load() {
    const { hands, next } = await api('GET', `/api/hands?limit=20${before ? `&before=${before}` : ''}`);
    rows.push(...hands);
    before = next;
    more.hidden = !next;
    fill(list, rows.length ? h('table', {},
      h('caption', {}, 'Your hands, newest first'),
      h('thead', {}, h('tr', {}, ['When', 'Table', 'Round', 'You', ''].map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, rows.map((hand) => h('tr', {},
        h('td', {}, when(hand.ended_at)), h('td', {}, `#${hand.table}`), h('td', {}, String(hand.round.number)),
        h('td', { class: 'number' }, net(hand.round, account.name)),
        h('td', {}, h('a', { href: `#/hand/${hand.id}`, 'data-test': 'replay' }, 'Replay')))))) : h('p', {}, 'No hands yet: they appear here once a round you sat in is over.'));
  }
  more.addEventListener('click', load);
  fill(main, h('h1', {}, 'Hand histories'), list, more);
  load().catch((error) => fill(list, h('p', { class: 'error' }, error.message)));
  return null;
}

export function handPage({ main }, id) {
  const stage = h('div', { class: 'replay' });
  fill(main, h('h1', {}, `Hand ${id}`), stage);
  Promise.all([api('GET', `/api/hands/${id}`), api('GET', `/api/hands/${id}/steps`)]).then(([hand, { steps }]) => {
    let at = 0;
    const record = h('details', {}, h('summary', {}, 'The hand record (replays with parlour script)'),
      h('pre', { 'data-test': 'record' }, JSON.stringify(hand.record, null, 1)));
    const show = () => {
      const step = steps[at];
      const view = step.view;
      const names = view.players.map((p) => p.name || null);
      const round = view.round;
      const lines = step.events.map((e) => eventWords(e, names)).filter(Boolean);
      fill(stage,
        h('p', { 'aria-live': 'polite', 'data-test': 'step' }, `Step ${at} of ${steps.length - 1}${step.action ? `: ${step.action.join(' ')}` : ': the seats as the round began'}`),
        h('div', { class: 'felt' },
          h('section', { class: 'dealer' }, h('div', { class: 'seat-name' }, 'Dealer'),
            round ? h('div', { class: 'box' }, handBox(round.dealer.state, view.totals?.dealer) || 'face down') : null,
            round ? markup('div', { class: 'cards' }, round.dealer.cards.map(cardSvg).join('')) : null),
          h('div', { class: 'seats' }, (round?.bettors ?? []).map((b, bi) => h('section', { class: 'seat' },
            h('div', { class: 'seat-name' }, b.name),
            b.hands.map((hs, hi) => h('div', { class: 'hand' },
              h('div', { class: 'box' }, handBox(hs.state, view.totals?.hands?.[bi]?.[hi]) || '·'),
              markup('div', { class: 'cards' }, hs.cards.map(cardSvg).join('')))))))),
        h('ul', {}, lines.map((l) => h('li', {}, l))),
        h('div', { class: 'moves' },
          h('button', { type: 'button', disabled: at === 0, onclick: () => { at -= 1; show(); } }, 'Back'),
          h('button', { type: 'button', 'data-test': 'next', disabled: at === steps.length - 1, onclick: () => { at += 1; show(); } }, 'Next')),
        record);
    };
    show();
  }).catch((error) => fill(stage, h('p', { class: 'error' }, error.message)));
  return null;
}
