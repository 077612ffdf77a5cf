// What every table page draws around its felt: the heading (with the turn's alerts and the fair
// shuffle), the lines under the controls where a request's refusal and a notice are said, and the
// log of the table's events in words.

import { h } from './dom.js';
import { fairPanel } from './fair-panel.js';
import { say } from './speech.js';

/**
 * The two switches of the turn's alerts (turn-alert.js): a chime, and a notification while the
 * tab is hidden. They ask nothing of the server, so they stay usable while it is away.
 */
export function alertSwitches(alert, render) {
  const switch_ = (test, on, words, press) => h('button', {
    type: 'button', class: 'toggle', 'aria-pressed': on ? 'true' : 'false', 'data-test': test, onclick: press,
  }, words);
  return h('div', { class: 'alerts', role: 'group', 'aria-label': say('table-alerts-label'), 'data-local': '' },
    switch_('sound-switch', alert.sound(), say('table-alert-sound'), () => { alert.setSound(!alert.sound()); render(); }),
    switch_('notify-switch', alert.notify(), say('table-alert-notify'), async () => { await alert.setNotify(!alert.notify()); render(); }),
    alert.said() ? h('span', { class: 'hint', role: 'status', 'data-test': 'notify-said' }, alert.said()) : null);
}

/** What a table the room has paused says, and why (`reason`, the operator's words). */
export function pausedLine(reason) {
  return say('table-paused', { reason });
}

/**
 * The table's heading: its number, the turn's alerts, its rules in a line, the links to its rules
 * page and the lobby, whether the room has paused it, and the fair shuffle (the commitment to the
 * next, the seeds given for it, and a seated player's own seed to write) from the page's `hold`
 * (follow.js).
 */
export function tableHead(table, rulesLine, hold) {
  const paused = hold.message?.paused;
  return h('div', { class: 'table-head' },
    // A table's number names it: written as it is, not as a count.
    h('div', { class: 'title-row' }, h('h1', {}, say('table-heading', { table: String(table) })), alertSwitches(hold.alert, hold.render)),
    h('p', {}, rulesLine, ' · ', h('a', { href: `#/rules/${table}` }, say('table-link-rules')), ' · ', h('a', { href: '#/' }, say('table-link-lobby'))),
    paused ? h('p', { class: 'paused', role: 'status', 'data-test': 'paused' }, pausedLine(paused)) : null,
    fairPanel({
      table,
      fair: hold.message?.fair ?? null,
      seat: hold.seat(),
      names: hold.message?.seats ?? [],
      give: (seed) => hold.giveSeed(seed),
    }));
}

/** Under the controls: the last refusal (an alert) and the last notice. */
export function answerLines(error, notice) {
  return [
    h('p', { class: 'error', role: 'alert', 'data-test': 'error' }, error),
    h('p', { class: 'notice', role: 'status' }, notice),
  ];
}

/**
 * The log of the table's events in words, newest last. The page's live region reads each line out
 * as it comes, so the log is not read out itself. Its box scrolls, so it takes the focus (a
 * keyboard scrolls it then) and is named for it; the list inside stays a list.
 */
export function logBox(title, lines) {
  const scroller = h('div', { class: 'log-lines', role: 'log', 'aria-live': 'off', 'aria-label': say('table-log-label', { title: title.toLowerCase() }), tabindex: 0, 'data-test': 'log' },
    h('ol', {}, lines.map((line) => h('li', {}, line))));
  queueMicrotask(() => { scroller.scrollTop = scroller.scrollHeight; });
  return h('section', { class: 'log', 'aria-label': title.toLowerCase() }, h('h2', {}, title), scroller);
}
