// The page's one WebSocket to the server (docs/protocol.md): it follows tables, numbers the
// requests under the page's own client id, and comes back by itself after a drop, asking each
// table for what it missed since the last version it holds (or a fresh view when too far behind)
// and sending again, with their numbers, the requests the drop left unanswered (outbox.js). In a
// group of nodes (docs/scaling.md) a table served elsewhere moves the page to its node, and a node
// that stops answering sends the page on to the next one it knows.

import { pageAt, nextNode } from './nodes.js';
import { Outbox, newClientId } from './outbox.js';

/**
 * The page's client id, new with each load: the server knows a request by it and its number, so a
 * request sent again after a drop (or the server's restart) is acted on once.
 */
const client = newClientId();
const outbox = new Outbox();
let socket = null;
let open = false;
let retry = 500;
const tables = new Map(); // table id -> {version, onMessage}
const listeners = new Set(); // (connected: boolean) => void
let lobby = null; // (message) => void: the lobby's follower, sent every `tables` message
let nodes = []; // the group's live nodes, as the last welcome listed them
let failures = 0; // connections in a row that never opened

function url() {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?client=${client}`;
}

function send(message) {
  if (open) socket.send(JSON.stringify(message));
}

function watchMessage(table) {
  const follow = tables.get(table);
  const message = { type: 'watch', table, views: true };
  if (follow?.version !== undefined && follow.version !== null) message.version = follow.version;
  return message;
}

function connect() {
  outbox.reconnecting();
  socket = new WebSocket(url());
  socket.addEventListener('message', (frame) => {
    const message = JSON.parse(frame.data);
    if (message.type === 'welcome') {
      open = true;
      retry = 500;
      failures = 0;
      nodes = message.nodes ?? [];
      // The lobby is followed before its listeners read it afresh: no change falls between.
      if (lobby) send({ type: 'lobby' });
      listeners.forEach((l) => l(true));
      for (const table of tables.keys()) send(watchMessage(table));
      // What the drop left unanswered, with the same numbers: the server answers a request it
      // took already with its first answer, and does nothing again.
      for (const kept of outbox.unanswered()) send(kept);
      return;
    }
    if (message.type === 'moved') {
      const page = pageAt(message.node, location.href);
      if (page) {
        location.assign(page);
        return;
      }
    }
    if (message.type === 'tables') {
      lobby?.(message);
      return;
    }
    const follow = tables.get(message.table);
    if (follow && message.type === 'error' && message.code === 'busy' && message.seq == null) {
      // A watch answered busy: the table is moving between nodes. Ask again in a moment.
      setTimeout(() => { if (tables.has(message.table)) send(watchMessage(message.table)); }, 500);
    }
    if (follow && typeof message.version === 'number' && message.type !== 'accepted') {
      follow.version = message.version;
    }
    outbox.answer(message);
    follow?.onMessage(message);
  });
  socket.addEventListener('close', () => {
    const was = open;
    open = false;
    if (was) listeners.forEach((l) => l(false));
    // Requests in flight wait for the next connection, unless they have waited long enough.
    outbox.dropped(Date.now());
    if (!was) failures += 1;
    const next = failures >= 2 ? nextNode(nodes, location.origin) : null;
    if (next) {
      location.assign(pageAt(next, location.href));
      return;
    }
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  });
}

/** Follows `table`: every message about it goes to `onMessage`. */
export function follow(table, onMessage) {
  tables.set(table, { version: null, onMessage });
  if (!socket) connect();
  else send(watchMessage(table));
}

/**
 * Follows the lobby: every `tables` message (the tables that changed, opened or closed, at most
 * one a second) goes to `onTables`. After a drop the page follows it again by itself; a listener
 * of `onConnection` reads the list afresh, for what changed meanwhile.
 */
export function followLobby(onTables) {
  lobby = onTables;
  if (!socket) connect();
  else send({ type: 'lobby' });
}

/** Stops following the lobby. */
export function leaveLobby() {
  lobby = null;
  send({ type: 'lobby', follow: false });
}

/** Stops following `table`. */
export function leave(table) {
  tables.delete(table);
  send({ type: 'unwatch', table });
}

/**
 * Sends a request about a table: the promise of its answer (`accepted`, `refused`, `error`,
 * `waiting`). Made while the page is not connected, it is sent once the page is; an `error` of
 * code `connection` if it cannot be.
 */
export function request(message) {
  return new Promise((resolve) => {
    send(outbox.add(message, resolve, Date.now()));
    setTimeout(() => outbox.expire(Date.now()), outbox.patience + 50);
  });
}

/** Calls `listener(connected)` whenever the connection drops or comes back. */
export function onConnection(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isOpen() {
  return open;
}
