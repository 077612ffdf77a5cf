// The page's one WebSocket to the server (docs/protocol.md): it follows tables, numbers the
// requests, and comes back by itself after a drop, asking each table for what it missed since the
// last version it holds (or a fresh view when too far behind). In a group of nodes
// (docs/scaling.md) a table served elsewhere moves the page to its node, and a node that stops
// answering sends the page on to the next one it knows.

import { pageAt, nextNode } from './nodes.js';

let socket = null;
let open = false;
let retry = 500;
let lastSeq = 0;
const tables = new Map(); // table id -> {version, onMessage}
const pending = new Map(); // seq -> {resolve, table}
const listeners = new Set(); // (connected: boolean) => void
let nodes = []; // the group's live nodes, as the last welcome listed them
let failures = 0; // connections in a row that never opened

/**
 * A request's sequence number: increasing across reloads too (the server acts on a number once),
 * so it counts from the clock.
 */
function nextSeq() {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

function url() {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
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
  socket = new WebSocket(url());
  socket.addEventListener('message', (frame) => {
    const message = JSON.parse(frame.data);
    if (message.type === 'welcome') {
      open = true;
      retry = 500;
      failures = 0;
      nodes = message.nodes ?? [];
      listeners.forEach((l) => l(true));
      for (const table of tables.keys()) send(watchMessage(table));
      return;
    }
    if (message.type === 'moved') {
      const page = pageAt(message.node, location.href);
      if (page) {
        location.assign(page);
        return;
      }
    }
    const follow = tables.get(message.table);
    if (follow && message.type === 'error' && message.code === 'busy' && message.seq == null) {
      // A watch answered busy: the table is moving between nodes. Ask again in a moment.
      setTimeout(() => { if (tables.has(message.table)) send(watchMessage(message.table)); }, 500);
    }
    if (follow && typeof message.version === 'number' && message.type !== 'accepted') {
      follow.version = message.version;
    }
    if (message.seq !== undefined && pending.has(message.seq)) {
      const { resolve } = pending.get(message.seq);
      if (message.type !== 'waiting') pending.delete(message.seq);
      resolve(message);
    }
    follow?.onMessage(message);
  });
  socket.addEventListener('close', () => {
    const was = open;
    open = false;
    if (was) listeners.forEach((l) => l(false));
    // Requests in flight are answered again by nobody: say so, and let the page show it.
    for (const [seq, { resolve }] of pending) {
      resolve({ type: 'error', seq, code: 'connection', message: 'the connection was lost; try again' });
    }
    pending.clear();
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

/** Stops following `table`. */
export function leave(table) {
  tables.delete(table);
  send({ type: 'unwatch', table });
}

/** Sends a request about a table: the promise of its answer (`accepted`, `refused`, `error`, `waiting`). */
export function request(message) {
  const seq = nextSeq();
  return new Promise((resolve) => {
    if (!open) {
      resolve({ type: 'error', seq, code: 'connection', message: 'not connected; wait a moment' });
      return;
    }
    pending.set(seq, { resolve, table: message.table });
    send({ ...message, seq });
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
