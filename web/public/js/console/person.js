// #/console/person/ID: one person as the room knows them (their account, seats, the newest
// transfers of their wallet, the rounds they played, every sanction they had) and what an
// operator may do about them: suspend until a moment, ban, lift, unlock the PIN, make a one-time
// link to set a new password, and move chips into or out of the wallet. Each change asks why, and
// says the server's answer (or refusal) under its own form.

import { api } from '../api.js';
import { h, fill, chips, dateWords } from '../dom.js';
import { accountKind } from './people.js';
import {
  adjustmentWords, byWords, gameName, localInputValue, localMs, sanctionWords, signedChips,
} from './words.js';
import { answerLines, dataTable, drawer, failedLine, frame, reasonField } from './parts.js';

/** A statement line's reason in words (the account page's words, and the operators' adjustment). */
const REASONS = {
  grant: 'grant', top_up_wallet: 'top-up', sit: 'sat down', stand: 'stood up', top_up: 'brought to a table',
  settle: 'settled', adjust: "an operator's adjustment",
};

const HOUR = 3_600_000;

/** What a change of sanction says once done, from the person the server answers with. */
function sanctionSaid(person) {
  const s = person.sanction;
  if (s?.kind === 'suspend') return `${person.name} is suspended until ${dateWords(s.until)}, your time: signed out everywhere, and stood up from their tables between rounds.`;
  if (s?.kind === 'ban') return `${person.name} is banned: signed out everywhere, and stood up from their tables between rounds.`;
  return `${person.name} has no sanction now: they may sign in.`;
}

function facts(person) {
  const fact = (term, value, test) => [h('dt', {}, term), h('dd', { 'data-test': test }, value)];
  const locked = person.pin_locked_until && person.pin_locked_until > Date.now();
  return h('dl', { class: 'console-facts' },
    fact('Kind', accountKind(person), 'person-kind'),
    fact('Wallet', `${chips(person.wallet)} chips`, 'person-wallet'),
    fact('Joined', dateWords(person.created_at), 'person-joined'),
    fact('Sanction now', sanctionWords(person.sanction), 'person-sanction'),
    fact('PIN', locked ? `locked until ${dateWords(person.pin_locked_until)}` : 'not locked', 'person-pin'),
    fact('Betting limit', person.bet_limit ? `${chips(person.bet_limit)} a bet` : "the house's", 'person-limit'));
}

function seatsOf(seats) {
  return seats.length ? dataTable({
    caption: 'Seated now',
    heads: ['Table', 'Seat', 'Chips'],
    rows: seats.map((s) => [h('a', { href: `#/table/${s.table}` }, `#${s.table}`), String(s.seat + 1), { number: chips(s.chips) }]),
    test: 'person-seats',
  }) : h('p', { 'data-test': 'person-seats' }, 'Not seated at any table.');
}

function statementOf(lines) {
  return lines.length ? dataTable({
    caption: 'Statement: the newest 50 transfers of the wallet',
    heads: ['When', 'What', 'Table', 'Chips'],
    rows: lines.map((l) => [dateWords(l.at), REASONS[l.reason] ?? l.reason, l.table ? `#${l.table}` : '', { number: signedChips(l.amount) }]),
    test: 'person-statement',
  }) : h('p', { 'data-test': 'person-statement' }, 'No transfers yet.');
}

function handsOf(hands) {
  return hands.length ? dataTable({
    caption: 'The newest 20 rounds they played',
    heads: ['When', 'Table', 'Game', 'Net', 'Replay'],
    rows: hands.map((r) => [dateWords(r.at), `#${r.table}`, gameName(r.game), { number: signedChips(r.net) },
      h('a', { href: `#/hand/${r.id}`, 'data-test': 'person-hand', 'aria-label': `replay hand ${r.id}, table ${r.table}` }, 'Replay')]),
    test: 'person-hands',
  }) : h('p', { 'data-test': 'person-hands' }, 'No rounds played yet.');
}

function sanctionsOf(sanctions) {
  const lifted = (s) => (s.lifted_at ? `${dateWords(s.lifted_at)}, by ${byWords(s.lifted_by)}` : 'no');
  return sanctions.length ? dataTable({
    caption: 'Every sanction, newest first',
    heads: ['Kind', 'Why', 'From', 'Until', 'By', 'Lifted'],
    rows: sanctions.map((s) => [s.kind === 'ban' ? 'ban' : 'suspension', s.reason, dateWords(s.at),
      s.until ? dateWords(s.until) : 'no end', byWords(s.by), lifted(s)]),
    test: 'person-sanctions',
  }) : h('p', { 'data-test': 'person-sanctions' }, 'Never sanctioned.');
}

export function personPage({ main }, id) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'person', 'A person');
  const title = main.querySelector('h1');
  const about = h('div', { 'data-test': 'person' }, h('p', {}, 'Reading…'));
  const seats = h('div');
  const statement = h('div');
  const hands = h('div');
  const sanctions = h('div');
  let name = `person ${id}`;

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
  const suspend = change('suspend', 'Suspend until a moment',
    [h('label', { for: 'suspend-until' }, 'Until (your time)'), until],
    'Suspend', async (reason) => {
      const ms = localMs(until.value);
      if (ms === null) throw new Error('Choose the day and time the suspension ends.');
      return { path: `${base}/suspend`, body: { reason, until: ms } };
    }, (a) => sanctionSaid(a.person));

  const ban = change('ban', 'Ban', [h('p', { class: 'hint' }, 'A ban has no end: only lifting it ends it.')],
    'Ban', (reason) => ({ path: `${base}/ban`, body: { reason } }), (a) => sanctionSaid(a.person));

  const lift = change('lift', 'Lift the sanction', [],
    'Lift', (reason) => ({ path: `${base}/lift`, body: { reason } }), (a) => sanctionSaid(a.person));

  const unlock = change('unlock', 'Unlock the PIN', [h('p', { class: 'hint' }, 'Clears the lockout after five wrong PINs.')],
    'Unlock the PIN', (reason) => ({ path: `${base}/unlock`, body: { reason } }),
    (a) => `${a.person.name}'s PIN is ${a.person.pin_locked_until && a.person.pin_locked_until > Date.now() ? `still locked until ${dateWords(a.person.pin_locked_until)}` : 'unlocked'}.`);

  // The reset link, once made: shown in a field to select, with a button that copies it.
  const linkField = h('input', { id: 'reset-link', type: 'text', readonly: true, 'data-test': 'reset-link' });
  const copied = h('p', { class: 'notice', role: 'status', 'data-test': 'reset-copied' });
  const copy = h('button', {
    type: 'button', 'data-test': 'reset-copy',
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(linkField.value);
        copied.textContent = 'The link is copied.';
      } catch {
        // No clipboard for this page (an insecure origin, say): the link is selected to copy by hand.
        linkField.select();
        copied.textContent = 'The browser did not let the page copy: the link is selected, copy it with the keyboard.';
      }
    },
  }, 'Copy the link');
  const linkBox = h('div', { class: 'console-link', hidden: true },
    h('label', { for: 'reset-link' }, 'The link (hand it to the person)'),
    h('div', { class: 'row' }, linkField, copy), copied);
  const reset = change('reset', 'A link to set a new password',
    [h('p', { class: 'hint' }, 'The link works once, for 24 hours; setting a password with it signs the person in and ends their other sessions.')],
    'Make a reset link', (reason) => ({ path: `${base}/reset`, body: { reason } }), (a) => {
      linkField.value = a.link;
      copied.textContent = '';
      linkBox.hidden = false;
      return `A reset link for ${name}, good once until ${dateWords(a.expires_at)}, your time.`;
    });
  reset.form.append(linkBox);

  // A chip adjustment: the amount's sign says where the chips go, in words as it is typed.
  const amount = h('input', {
    id: 'adjust-amount', type: 'number', inputmode: 'numeric', required: true, step: 1, min: -1_000_000, max: 1_000_000,
    'aria-describedby': 'adjust-words adjust-error',
  });
  const direction = h('p', { id: 'adjust-words', class: 'hint', 'data-test': 'adjust-words' }, adjustmentWords('').words);
  amount.addEventListener('input', () => { direction.textContent = adjustmentWords(amount.value).words; });
  const adjust = change('adjust', 'Chips into or out of the wallet',
    [h('label', { for: 'adjust-amount' }, 'Chips (above zero: into the wallet; below zero: out of it)'), amount, direction],
    'Adjust the wallet', (reason) => {
      const { amount: n } = adjustmentWords(amount.value);
      if (n === null) throw new Error('Give a whole number of chips other than zero.');
      return { path: '/api/ops/chips', body: { person: id, amount: n, reason } };
    }, (a) => {
      // Emptied, so that pressing the button again does not move the same chips twice.
      amount.value = '';
      direction.textContent = adjustmentWords('').words;
      return `Transfer ${a.transfer} made: ${name}'s wallet holds ${chips(a.wallet)} chips now.`;
    });

  fill(body,
    h('p', { class: 'hint' }, h('a', { href: '#/console/people' }, 'Back to people'), '. Times are yours.'),
    about,
    h('section', { 'aria-labelledby': 'seats-title' }, h('h2', { id: 'seats-title' }, 'Seats'), seats),
    h('section', { 'aria-labelledby': 'changes-title', class: 'console-changes' },
      h('h2', { id: 'changes-title' }, 'Changes'),
      h('div', { class: 'console-forms' }, [suspend, ban, lift, unlock, reset, adjust].map((c) => c.form))),
    h('section', { 'aria-labelledby': 'statement-title' }, h('h2', { id: 'statement-title' }, 'Statement'), statement),
    h('section', { 'aria-labelledby': 'hands-title' }, h('h2', { id: 'hands-title' }, 'Hands'), hands),
    h('section', { 'aria-labelledby': 'sanctions-title' }, h('h2', { id: 'sanctions-title' }, 'Sanctions'), sanctions));
  load();
  return () => { alive = false; };
}
