// A table page's hold on its table, the same for every game: it follows the table with views
// (docs/protocol.md, `views: true`) and keeps the view message up to date from each events
// message, keeps the log of the table's events in words in the tab's session storage, says each
// request's answer in words, shows the wallet afresh when chips move, announces the viewer's
// turn (in the tab's title too, with a sound and a notification if the person asked for them:
// turn-alert.js), runs the turn's ring and the page's keys, gives a seated person's seeds for the
// fair shuffles (seeding.js), disables every control while the connection is lost, and draws the
// page afresh keeping the focus. What the page shows and what its events and moves are called are
// the game's page's.

import { api, refusalWords as errorWords } from './api.js';
import { showBar } from './bar.js';
import { announce, fill, h } from './dom.js';
import { pageKeys } from './keys.js';
import { ringClock } from './ring.js';
import { onlySeeds, seedAction, seeder } from './seeding.js';
import { refusalWords } from './refusals.js';
import { say } from './speech.js';
import { follow, isOpen, leave, onConnection, request } from './socket.js';
import { turnAlert } from './turn-alert.js';

/**
 * The view message `held` brought up to date by an `events` or `caught_up` message: its version,
 * and the turn, seats, seat, view, next fair shuffle, pause and hint policy the message carries. `null` while nothing is held yet.
 */
export function foldIn(held, message) {
  if (!held) return null;
  const next = { ...held, version: message.version };
  if ('turn' in message) next.turn = message.turn;
  if ('seat' in message) next.seat = message.seat;
  if (message.seats) next.seats = message.seats;
  if (message.view) next.view = message.view;
  if ('fair' in message) next.fair = message.fair;
  if ('paused' in message) next.paused = message.paused;
  // The table's hint policy (off, fresh or seen), sent with the view and again when it changes.
  if ('hints' in message) next.hints = message.hints;
  return next;
}

/** The messages of a seat change that waits, by the change. */
const WAITING = {
  stand: 'table-waiting-stand', move: 'table-waiting-move', top_up: 'table-waiting-top-up',
  bot_in: 'table-waiting-bot-in', bot_out: 'table-waiting-bot-out',
};

/**
 * What the player is told of a seat change answered `waiting`: made when this `until` ('hand' or
 * 'round') is over; each change and `until` a whole sentence of the catalogue.
 */
export function waitingNotice({ seat, change = 'sit' }, until = 'hand') {
  return say(WAITING[change] ?? 'table-waiting-sit', { seat: seat + 1, until });
}

/**
 * A refusal or an error in the page's language: a refusal from its code and fields, an error by
 * its code; the room's own English words for a code the catalogues do not have.
 */
export function answerWords(answer, names = []) {
  if (answer.type === 'refused') return refusalWords(answer.refusal, names, answer.message);
  return errorWords(answer.code, answer.message, answer.args);
}

/**
 * Sends a request about `table` (socket.js) and says its answer: `{answer, error, notice}`, the
 * error a refusal's or an error's sentence after `what` ("Buy: ..."), read out as well; the notice
 * that of a sit that waits for the end of the `until`. `names[seat]` names the seats a refusal
 * may speak of.
 */
export async function ask(table, message, what, until = 'hand', names = []) {
  // A move made against a version stays good while only seeds come after it: the server says so.
  const answer = await request({ table, ...message });
  const said = { answer, error: '', notice: '' };
  if (answer.type === 'refused' || answer.type === 'error') {
    said.error = `${what}: ${answerWords(answer, names)}`;
    announce(said.error);
  } else if (answer.type === 'waiting') {
    said.notice = waitingNotice(answer, until);
  }
  return said;
}

/** Fetches the account again and shows its wallet in the top bar; a failure waits for the next page. */
export async function showWallet(account) {
  let fresh;
  try {
    fresh = await api('GET', '/api/me');
  } catch {
    return;
  }
  account.wallet = fresh.wallet;
  account.seated = fresh.seated;
  showBar(account);
}

/**
 * Whether an action's events call for the wallet to be shown afresh: one of `walletAfter`, but not
 * a seed, which moves no chip.
 */
export function movesChips(events, walletAfter) {
  return !onlySeeds(events) && events.some((e) => walletAfter.has(e.event));
}

/** `log` with `lines` after it, the newest `most` of them. */
export function logged(log, lines, most) {
  return [...log, ...lines].slice(-most);
}

/** What the page kept under `key` in this tab's session storage: an object, `{}` if nothing (or nothing readable). */
export function kept(storage, key) {
  try {
    const value = JSON.parse(storage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/**
 * Draws `root` afresh with `draw()`. A field being typed in, or a control focused from the
 * keyboard, gets the focus back (found again by its id or its `data-test`); a button clicked with
 * the mouse does not, so that Enter stays the page's own key.
 */
export function redraw(root, draw) {
  const active = document.activeElement;
  let again = null;
  if (active && root.contains(active) &&
      (active.matches('input:not([type="range"]), select') || active.matches(':focus-visible'))) {
    again = { id: active.id, test: active.closest('[data-test]')?.dataset.test };
  }
  draw();
  if (!again || root.contains(document.activeElement)) return;
  const found = (again.id && document.getElementById(again.id)) ||
    (again.test && root.querySelector(`[data-test="${CSS.escape(again.test)}"]`));
  found?.focus();
}

/**
 * Disables every control in `root` (but those marked `data-local`, which ask nothing of the
 * server): while the connection is lost nothing pressed could reach the table.
 */
export function disableControls(root) {
  for (const control of root.querySelectorAll('button, input, select, textarea')) {
    if (!control.closest('[data-local]')) control.disabled = true;
  }
}

/**
 * Follows `table` for a table page, drawn in the context's `main` for its `account`, its seats
 * offering bots of the game's `levels` (games/index.js, BOT_LEVELS; `standard` alone unless
 * given): the page's hold on it. `page` is the game's own part:
 * - `look`, `draw()`: the page's own class ('home-page'), and what draws the page's element (the
 *   hold's `root`) once there is a view;
 * - `store`, `most`: the key of what the page keeps in the tab's session storage, and how many
 *   lines of the log it keeps;
 * - `words(events, aloud)`: the events in words, the log's lines (or, `aloud`, those read out),
 *   asked before the view takes the events in, so that a seat is named as it was;
 * - `heard(message)`, `seen()` (both optional): the page's own note of an events message before
 *   the view takes it in, and its look at every message after;
 * - `keep()` (optional): the page's own fields kept with the log ({news}, {chronicle});
 * - `walletAfter`: the events after which the wallet is shown afresh (default round_over, seated);
 * - `moveWord(move)`: a legal move in words, for "Your turn: ...";
 * - `until`: what a seat taken during play waits for the end of ('hand' unless given);
 * - `keys(event)`, `perform(what)`: what a key asks for (each game's keys.js), and doing it.
 *
 * The hold has `root` (the page's element), `message` (the last view message, kept up to date), `log`, `saved` (what the page
 * kept last time, besides the log), `error`, `notice`, `busy` (a request is in flight), `levels`
 * (the bots' levels the seats offer), `sitting` (the seat whose Sit here form is open, seats.js)
 * and `choosing` (the seat whose choice of bot is open); `view()`, `seat()` (the viewer's),
 * `moves()`, `move(name)`, `names()` (each seat's player in the view), `seatName(index)` (a
 * seat's player, as the seats say), `sight()` (how the game's felt is seen: the viewer's seat,
 * each seat's player and the turn, seats.js); `render()`;
 * `send(message, what)` and `act(action, what)`, which ask and say the answer; `giveSeed(text)`,
 * the person's own seed for the next fair shuffle (a random one goes for every shuffle otherwise);
 * `wallet()`; and `start()`, which follows the table and returns the page's teardown.
 */
export function followTable({ main, account, levels = ['standard'] }, table, page) {
  const { store, most } = page;
  const root = h('div', { class: ['table-page', page.look].filter(Boolean).join(' ') });
  fill(main, root);
  const saved = kept(sessionStorage, store);
  const walletAfter = new Set(page.walletAfter ?? ['round_over', 'seated']);
  const until = page.until ?? 'hand';
  const seeds = seeder((next, own) => (own
    ? send({ type: 'act', action: seedAction(next) }, say('table-seed-what'))
    // A seed the page chose needs no word: its refusal (the shuffle moved on) is met by the
    // next shuffle's seed.
    : request({ table, type: 'act', action: seedAction(next) })));
  const hold = {
    root,
    account,
    message: null,
    log: saved.log ?? [],
    saved,
    error: '',
    notice: '',
    busy: false,
    levels,
    sitting: null,
    choosing: null,
    view: () => hold.message?.view ?? null,
    seat: () => hold.message?.seat ?? null,
    moves: () => hold.view()?.moves ?? [],
    move: (name) => hold.moves().find((m) => m.move === name) ?? null,
    names: () => (hold.view()?.players ?? []).map((p) => p.name || null),
    seatName: (index) => hold.message?.seats?.[index] ?? (hold.view()?.players[index]?.name || null),
    sight: () => ({
      seat: hold.seat(),
      names: (hold.view()?.players ?? []).map((_, i) => hold.seatName(i)),
      turn: hold.message?.turn ?? null,
    }),
    offline: !isOpen(),
    alert: turnAlert(table),
    render: () => redraw(root, () => {
      if (hold.view()) page.draw();
      else fill(root, h('p', {}, say('table-joining')));
      root.classList.toggle('offline', hold.offline);
      if (hold.offline) disableControls(root);
    }),
    wallet: () => showWallet(account),
    send,
    act: (action, what) => send({ type: 'act', action, version: hold.message?.version }, what),
    giveSeed: (text) => seeds.write(text),
    start,
  };

  const keep = () => sessionStorage.setItem(store, JSON.stringify({ log: hold.log.slice(-most), ...page.keep?.() }));

  /** A request about the table; its refusal, or the wait for a seat, shown in words. */
  async function send(message, what) {
    Object.assign(hold, { error: '', notice: '', busy: true });
    hold.render();
    const names = (hold.message?.view?.players ?? []).map((p) => p.name);
    const { answer, error, notice } = await ask(table, message, what, until, names);
    Object.assign(hold, { error, notice, busy: false });
    hold.render();
    return answer;
  }

  function heardEvents(message) {
    const events = message.events ?? [];
    const lines = page.words(events, false);
    if (lines.length) {
      hold.log = logged(hold.log, lines, most);
      announce(page.words(events, true).join('. '));
    }
    page.heard?.(message);
    hold.message = foldIn(hold.message, message);
    if (movesChips(events, walletAfter)) hold.wallet();
  }

  function onMessage(message) {
    switch (message.type) {
      case 'view': hold.message = { ...message }; break;
      case 'events': case 'caught_up': heardEvents(message); break;
      case 'waiting': hold.notice = waitingNotice(message, until); break;
      default: return;
    }
    page.seen?.();
    keep();
    hold.render();
    seeds.look(hold.message?.fair ?? null, hold.seat());
    const mine = hold.seat();
    const myTurn = mine !== null && Boolean(hold.view()?.to_act?.includes(mine)) && hold.moves().length > 0;
    const words = myTurn ? say('table-your-turn', { moves: hold.moves().map(page.moveWord).join(', ') }) : '';
    if (myTurn) announce(words);
    hold.alert.turn(myTurn, words);
  }

  /** A key while the connection is lost does nothing but say so. */
  function perform(what) {
    if (hold.offline) {
      announce(say('table-connection-lost'));
      return undefined;
    }
    return page.perform(what);
  }

  function start() {
    const stopKeys = pageKeys(page.keys, perform);
    const stopClock = ringClock(root, () => hold.message?.turn);
    const stopWatching = onConnection((connected) => {
      hold.offline = !connected;
      hold.render();
    });
    hold.render();
    follow(table, onMessage);
    return () => {
      stopClock();
      stopKeys();
      stopWatching();
      hold.alert.stop();
      leave(table);
    };
  }

  return hold;
}
