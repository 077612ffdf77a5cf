// #/console/person/ID: one person as the room knows them (their account, seats, the newest
// transfers of their wallet, the rounds they played, every sanction they had) and what an
// operator may do about them: suspend until a moment, ban, lift, unlock the PIN, make a one-time
// link to set a new password, and move chips into or out of the wallet. Each change asks why, and
// says the server's answer (or refusal) under its own form.

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { accountKind } from './people.js';
import {
  adjustmentWords, byArgs, byWords, count, gameName, localInputValue, localMs, sanctionWords, signedChips, whenWords,
} from './words.js';
import { around, answerLines, dataTable, drawer, failedLine, frame, reasonField } from './parts.js';

const HOUR = 3_600_000;

/** What a change of sanction says once done, from the person the server answers with. */
function sanctionSaid(person) {
  const s = person.sanction;
  const name = String(person.name);
  if (s?.kind === 'suspend') return say('console-said-suspended', { name, until: whenWords(s.until) });
  if (s?.kind === 'ban') return say('console-said-banned', { name });
  return say('console-said-lifted', { name });
}

function facts(person) {
  const fact = (term, value, test) => [h('dt', {}, term), h('dd', { 'data-test': test }, value)];
  const locked = person.pin_locked_until && person.pin_locked_until > Date.now();
  return h('dl', { class: 'console-facts' },
    fact(say('console-head-kind'), accountKind(person), 'person-kind'),
    fact(say('console-head-wallet'), say('console-chips', { chips: person.wallet }), 'person-wallet'),
    fact(say('console-head-joined'), whenWords(person.created_at), 'person-joined'),
    fact(say('console-head-sanction'), sanctionWords(person.sanction), 'person-sanction'),
    fact(say('console-pin'), locked ? say('console-pin-locked', { until: whenWords(person.pin_locked_until) }) : say('console-pin-unlocked'), 'person-pin'),
    fact(say('console-limit'), person.bet_limit ? say('console-limit-own', { chips: person.bet_limit }) : say('console-limit-house'), 'person-limit'));
}

function seatsOf(seats) {
  return seats.length ? dataTable({
    caption: say('console-seats-caption'),
    heads: [say('console-head-table'), say('console-head-seat'), say('console-head-chips')],
    rows: seats.map((s) => [h('a', { href: `#/table/${s.table}` }, `#${s.table}`), count(s.seat + 1), { number: count(s.chips) }]),
    test: 'person-seats',
  }) : h('p', { 'data-test': 'person-seats' }, say('console-seats-none'));
}

function statementOf(lines) {
  return lines.length ? dataTable({
    caption: say('console-statement-caption'),
    heads: [say('console-head-when'), say('console-head-what'), say('console-head-table'), say('console-head-chips')],
    rows: lines.map((l) => [whenWords(l.at), say('console-transfer', { reason: String(l.reason) }), l.table ? `#${l.table}` : '',
      { number: signedChips(l.amount) }]),
    test: 'person-statement',
  }) : h('p', { 'data-test': 'person-statement' }, say('console-statement-none'));
}

function handsOf(hands) {
  return hands.length ? dataTable({
    caption: say('console-hands-caption'),
    heads: [say('console-head-when'), say('console-head-table'), say('console-head-game'), say('console-head-net'), say('console-head-replay')],
    rows: hands.map((r) => [whenWords(r.at), `#${r.table}`, gameName(r.game), { number: signedChips(r.net) },
      h('a', {
        href: `#/hand/${r.id}`, 'data-test': 'person-hand', 'aria-label': say('console-replay-hand', { hand: String(r.id), table: String(r.table) }),
      }, say('console-replay'))]),
    test: 'person-hands',
  }) : h('p', { 'data-test': 'person-hands' }, say('console-hands-none'));
}

function sanctionsOf(sanctions) {
  const lifted = (s) => (s.lifted_at ? say('console-lifted-at', { at: whenWords(s.lifted_at), ...byArgs(s.lifted_by) }) : say('console-lifted-no'));
  return sanctions.length ? dataTable({
    caption: say('console-sanctions-caption'),
    heads: [say('console-head-sanction-kind'), say('console-head-why'), say('console-head-since'), say('console-head-until'),
      say('console-head-by'), say('console-head-lifted')],
    rows: sanctions.map((s) => [say('console-sanction-kind', { kind: s.kind === 'ban' ? 'ban' : 'suspend' }), s.reason, whenWords(s.at),
      s.until ? whenWords(s.until) : say('console-no-end'), byWords(s.by), lifted(s)]),
    test: 'person-sanctions',
  }) : h('p', { 'data-test': 'person-sanctions' }, say('console-sanctions-none'));
}

export function personPage({ main }, id) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'person', say('console-person-title'));
  const title = main.querySelector('h1');
  const about = h('div', { 'data-test': 'person' }, h('p', {}, say('console-reading')));
  const seats = h('div');
  const statement = h('div');
  const hands = h('div');
  const sanctions = h('div');
  let name = say('console-subject-person', { id: String(id) });

  async function load() {
    try {
      const answer = await api('GET', `/api/ops/people/${id}`);
      if (!alive) return;
      const p = answer.person;
      name = p.name;
      title.textContent = p.name;
      draw(about, facts(p));
      draw(seats, seatsOf(answer.seats ?? []));
      draw(statement, statementOf(answer.statement ?? []));
      draw(hands, handsOf(answer.hands ?? []));
      draw(sanctions, sanctionsOf(answer.sanctions ?? []));
    } catch (error) {
      draw(about, failedLine(error));
    }
  }

  /**
   * One change's form: its heading, its own fields, a reason, its button, and its answer lines.
   * `send` makes the request from the reason; its answer becomes `says(answer)`, and the person is
   * read again.
   */
  function change(key, heading, fields, button, send, says) {
    const answer = answerLines(key);
    const reason = reasonField(`${key}-reason`, key);
    const submit = h('button', { type: 'submit', 'data-test': `${key}-submit` }, button);
    const form = h('form', {
      class: 'console-form', 'aria-labelledby': `${key}-title`, 'data-test': `${key}-form`,
      onsubmit: async (e) => {
        e.preventDefault();
        answer.clear();
        submit.disabled = true;
        try {
          const sent = await send(reason.input.value);
          const said = await api('POST', sent.path, sent.body);
          answer.said(says(said));
          reason.input.value = '';
          await load();
        } catch (error) {
          answer.failed(error);
        } finally {
          submit.disabled = false;
        }
      },
    },
    h('h3', { id: `${key}-title` }, heading), fields, reason.label, reason.input, h('div', { class: 'moves' }, submit), answer.box);
    return { form, answer };
  }

  const base = `/api/ops/people/${id}`;

  // Suspend until a moment of the reader's own: a day from now unless they choose another.
  const until = h('input', {
    id: 'suspend-until', type: 'datetime-local', required: true, min: localInputValue(Date.now()),
    value: localInputValue(Math.ceil((Date.now() + 24 * HOUR) / HOUR) * HOUR), 'aria-describedby': 'suspend-error',
  });
  const suspend = change('suspend', say('console-suspend-title'),
    [h('label', { for: 'suspend-until' }, say('console-suspend-until')), until],
    say('console-suspend'), async (reason) => {
      const ms = localMs(until.value);
      if (ms === null) throw new Error(say('console-suspend-when'));
      return { path: `${base}/suspend`, body: { reason, until: ms } };
    }, (a) => sanctionSaid(a.person));

  const ban = change('ban', say('console-ban-title'), [h('p', { class: 'hint' }, say('console-ban-hint'))],
    say('console-ban'), (reason) => ({ path: `${base}/ban`, body: { reason } }), (a) => sanctionSaid(a.person));

  const lift = change('lift', say('console-lift-title'), [],
    say('console-lift'), (reason) => ({ path: `${base}/lift`, body: { reason } }), (a) => sanctionSaid(a.person));

  const unlock = change('unlock', say('console-unlock-title'), [h('p', { class: 'hint' }, say('console-unlock-hint'))],
    say('console-unlock'), (reason) => ({ path: `${base}/unlock`, body: { reason } }),
    (a) => (a.person.pin_locked_until && a.person.pin_locked_until > Date.now()
      ? say('console-said-still-locked', { name: String(a.person.name), until: whenWords(a.person.pin_locked_until) })
      : say('console-said-unlocked', { name: String(a.person.name) })));

  // The reset link, once made: shown in a field to select, with a button that copies it.
  const linkField = h('input', { id: 'reset-link', type: 'text', readonly: true, 'data-test': 'reset-link' });
  const copied = h('p', { class: 'notice', role: 'status', 'data-test': 'reset-copied' });
  const copy = h('button', {
    type: 'button', 'data-test': 'reset-copy',
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(linkField.value);
        copied.textContent = say('console-reset-copied');
      } catch {
        // No clipboard for this page (an insecure origin, say): the link is selected to copy by hand.
        linkField.select();
        copied.textContent = say('console-reset-not-copied');
      }
    },
  }, say('console-reset-copy'));
  const linkBox = h('div', { class: 'console-link', hidden: true },
    h('label', { for: 'reset-link' }, say('console-reset-link')),
    h('div', { class: 'row' }, linkField, copy), copied);
  const reset = change('reset', say('console-reset-title'),
    [h('p', { class: 'hint' }, say('console-reset-hint'))],
    say('console-reset'), (reason) => ({ path: `${base}/reset`, body: { reason } }), (a) => {
      linkField.value = a.link;
      copied.textContent = '';
      linkBox.hidden = false;
      return say('console-said-reset', { name, until: whenWords(a.expires_at) });
    });
  reset.form.append(linkBox);

  // A chip adjustment: the amount's sign says where the chips go, in words as it is typed.
  const amount = h('input', {
    id: 'adjust-amount', type: 'number', inputmode: 'numeric', required: true, step: 1, min: -1_000_000, max: 1_000_000,
    'aria-describedby': 'adjust-words adjust-error',
  });
  const direction = h('p', { id: 'adjust-words', class: 'hint', 'data-test': 'adjust-words' }, adjustmentWords('').words);
  amount.addEventListener('input', () => { direction.textContent = adjustmentWords(amount.value).words; });
  const adjust = change('adjust', say('console-adjust-title'),
    [h('label', { for: 'adjust-amount' }, say('console-adjust-amount')), amount, direction],
    say('console-adjust'), (reason) => {
      const { amount: n } = adjustmentWords(amount.value);
      if (n === null) throw new Error(say('console-adjust-whole'));
      return { path: '/api/ops/chips', body: { person: id, amount: n, reason } };
    }, (a) => {
      // Emptied, so that pressing the button again does not move the same chips twice.
      amount.value = '';
      direction.textContent = adjustmentWords('').words;
      return say('console-said-adjusted', { transfer: String(a.transfer), name, chips: a.wallet });
    });

  fill(body,
    h('p', { class: 'hint' }, around(say('console-person-back'), say('console-person-back-link'),
      h('a', { href: '#/console/people' }, say('console-person-back-link')))),
    about,
    h('section', { 'aria-labelledby': 'seats-title' }, h('h2', { id: 'seats-title' }, say('console-seats')), seats),
    h('section', { 'aria-labelledby': 'changes-title', class: 'console-changes' },
      h('h2', { id: 'changes-title' }, say('console-changes')),
      h('div', { class: 'console-forms' }, [suspend, ban, lift, unlock, reset, adjust].map((c) => c.form))),
    h('section', { 'aria-labelledby': 'statement-title' }, h('h2', { id: 'statement-title' }, say('console-statement')), statement),
    h('section', { 'aria-labelledby': 'hands-title' }, h('h2', { id: 'hands-title' }, say('console-hands')), hands),
    h('section', { 'aria-labelledby': 'sanctions-title' }, h('h2', { id: 'sanctions-title' }, say('console-sanctions')), sanctions));
  load();
  return () => { alive = false; };
}
