// Two nodes of a group over one PostgreSQL database (docs/scaling.md), in a real browser: a table
// served by the other node moves the page there; when that node is killed, the page goes on to the
// node that is left, which takes the table over, and shows the table again, seats and all.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { startServer, startBrowser, signUp, addBot, shotPath } from './server.js';

const admin = process.env.PARLOUR_TEST_POSTGRES;
const database = `parlour_test_web_group_${process.pid}`;
const nodes = [];
let browser;

before(async () => {
  assert.ok(admin, 'PARLOUR_TEST_POSTGRES is not set: scripts/test starts PostgreSQL and sets it');
  execFileSync('psql', [admin, '-qc', `CREATE DATABASE ${database}`]);
  const db = admin.replace(/\/[^/]*$/, `/${database}`);
  for (const node of ['east', 'west']) {
    nodes.push(await startServer(['--db', db, '--node', node, '--lease-ms', '1000', '--bot-delay-ms', '20']));
  }
  browser = await startBrowser();
});

after(async () => {
  await browser?.close();
  for (const node of nodes) await node.stop();
  execFileSync('psql', [admin, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`]);
});

/** Opens a casino table through the page's node: its id and the node that serves it. */
async function openTable(page) {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { preset: 'casino', min_stake: 5, max_stake: 50 } }),
    });
    return response.json();
  });
  return { id: answer.table.id, node: answer.table.node };
}

test('the page follows its table to the node that serves it, and to the next when that one dies', async () => {
  const [east, west] = nodes;
  const page = await signUp(browser, east.url, 'Ann');
  // The least loaded node takes each new table: the first goes east, the second west.
  const first = await openTable(page);
  const second = await openTable(page);
  assert.equal(first.node, east.url);
  assert.equal(second.node, west.url);

  // Asked of the east node, the west table moves the page west.
  await page.goto(`${east.url}/#/table/${second.id}`);
  await page.waitForURL(`${west.url}/#/table/${second.id}`);
  await page.waitForSelector('.table-page .felt');
  await addBot(page, 1);

  // The west node dies: the page goes back east, where the table is taken over and shown, its bot
  // still in its seat.
  await west.kill();
  await page.waitForURL(`${east.url}/#/table/${second.id}`, { timeout: 20_000 });
  await page.waitForSelector('[data-test="seat-1"] >> text=[bot]', { timeout: 20_000 });
  await page.screenshot({ path: shotPath('group-failover.png') });
  // Only the connections to the dead node failed, as they must.
  const errors = page.errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(String(e)));
  assert.deepEqual(errors, []);
});
