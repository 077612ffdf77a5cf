// The deployment of docs/operations.md, end to end: Debian's nginx running deploy/nginx.conf
// itself (only its ports, certificate, name, upstream and logs changed for a test machine) in
// front of the real server, over TLS with a certificate made for the test. Through it a guest
// plays a round in the browser (the WebSocket passes), the session cookie is Secure, HttpOnly and
// __Host-, a WebSocket from another site is refused, a client's own X-Forwarded-For is not
// believed, a body over 64k is refused, and plain http is sent to https.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { ROOT, DESKTOP, startServer, startBrowser, openTable, addBot, sit, playRounds } from './server.js';

const held = { dir: null, nginx: null, server: null, browser: null, port: 0, plain: 0, upstream: 0 };
/** What nginx wrote on its standard error, for the message when it fails. */
let nginxSaid = '';

/** Debian's nginx, never another. */
function nginxPath() {
  const found = [process.env.NGINX, '/usr/sbin/nginx'].filter(Boolean).find((p) => existsSync(p));
  if (!found) throw new Error('no nginx: install Debian\'s (apt-get install nginx)');
  return found;
}

/**
 * `count` ports free on the loopback address now, all different: the proxy's must be known before
 * the server starts. Every probe stays open until all are chosen, or the system could hand out
 * one port twice (nginx then refuses a port that is both plain and TLS).
 */
async function freePorts(count) {
  const probes = await Promise.all(Array.from({ length: count }, () => new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(probe));
  })));
  const ports = probes.map((probe) => probe.address().port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** Replaces every `from` in `text` by `to`, failing if there is none: the file has changed. */
function swap(text, from, to) {
  assert.ok(text.includes(from), `deploy/nginx.conf no longer says ${JSON.stringify(from)}: update this test with it`);
  return text.split(from).join(to);
}

/**
 * deploy/nginx.conf as this machine runs it: the ports free here for 443 and 80, on the loopback
 * addresses (IPv6's only where it has one); the test's certificate; localhost for the name; the
 * test server for the upstream; the logs in the test's folder. Nothing else is touched.
 */
function site(dir) {
  const six = Object.values(networkInterfaces()).flat().some((a) => a.address === '::1');
  let text = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  text = swap(text, 'listen 80;', `listen 127.0.0.1:${held.plain};`);
  text = swap(text, 'listen [::]:80;', six ? `listen [::1]:${held.plain};` : '# (no IPv6 here)');
  text = swap(text, 'listen 443 ssl http2;', `listen 127.0.0.1:${held.port} ssl http2;`);
  text = swap(text, 'listen [::]:443 ssl http2;', six ? `listen [::1]:${held.port} ssl http2;` : '# (no IPv6 here)');
  text = swap(text, 'server_name parlour.example;', 'server_name localhost;');
  text = swap(text, '/etc/letsencrypt/live/parlour.example/fullchain.pem', join(dir, 'cert.pem'));
  text = swap(text, '/etc/letsencrypt/live/parlour.example/privkey.pem', join(dir, 'key.pem'));
  text = swap(text, 'server 127.0.0.1:8080;', `server 127.0.0.1:${held.upstream};`);
  text = swap(text, '/var/log/nginx/parlour.access.log', join(dir, 'access.log'));
  text = swap(text, '/var/log/nginx/parlour.error.log', join(dir, 'error.log'));
  return text;
}

/**
 * The main configuration around the site, as Debian's /etc/nginx/nginx.conf puts it in `http`,
 * with every file nginx writes in the test's folder (Debian's build names /var/lib/nginx for its
 * temporary files, which a user other than root may not write).
 */
function main(dir) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`).join('\n');
  return `worker_processes 1;
events { worker_connections 256; }
http {
  access_log ${join(dir, 'access.log')};
${temp}
  include ${join(dir, 'parlour.conf')};
}
`;
}

/** Resolves once `port` on the loopback address takes connections; fails if nginx exits first. */
async function listening(port, child) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${nginxSaid}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx is not listening on ${port}: ${nginxSaid}`);
}

before(async () => {
  held.dir = mkdtempSync(join(tmpdir(), 'parlour-proxy-'));
  // nginx started by root runs its workers as nobody, who must reach the temporary folders in
  // here (the key is read by the master alone, and stays its owner's).
  chmodSync(held.dir, 0o755);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1',
    '-keyout', join(held.dir, 'key.pem'), '-out', join(held.dir, 'cert.pem')], { stdio: 'ignore' });
  [held.port, held.plain] = await freePorts(2);
  // The server is told where people reach it (the proxy's https address) and that the proxy,
  // on this machine, is to be believed, as deploy/parlour.service tells it.
  held.server = await startServer(['--bot-delay-ms', '20',
    '--public-url', `https://localhost:${held.port}`, '--trust-proxy', '127.0.0.1']);
  held.upstream = Number(new URL(held.server.url).port);
  writeFileSync(join(held.dir, 'parlour.conf'), site(held.dir));
  writeFileSync(join(held.dir, 'nginx.conf'), main(held.dir));
  // In a process group of its own, so that its workers go with it.
  held.nginx = spawn(nginxPath(), ['-p', `${held.dir}/`, '-c', join(held.dir, 'nginx.conf'),
    '-g', `daemon off; pid ${join(held.dir, 'nginx.pid')}; error_log stderr;`],
  { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  held.nginx.stderr.on('data', (chunk) => { nginxSaid += chunk; });
  await listening(held.port, held.nginx);
  await listening(held.plain, held.nginx);
  held.browser = await startBrowser();
});

after(async () => {
  await held.browser?.close();
  const nginx = held.nginx;
  if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
    const gone = new Promise((resolve) => nginx.once('exit', resolve));
    // SIGTERM to the master and its workers: nginx's fast stop, which does not wait for open
    // WebSockets; SIGKILL if they have not gone within 3 seconds.
    process.kill(-nginx.pid, 'SIGTERM');
    const late = setTimeout(() => { try { process.kill(-nginx.pid, 'SIGKILL'); } catch { /* gone */ } }, 3000);
    await gone;
    clearTimeout(late);
  }
  await held.server?.stop();
  if (held.dir) rmSync(held.dir, { recursive: true, force: true });
});

/**
 * One request to the proxy over https (or `plain` http on its port-80 stand-in), or straight to
 * the server (`direct`): {status, headers, body}. Sent to 127.0.0.1 by the name localhost.
 */
function ask(path, { method = 'GET', headers = {}, body, plain = false, direct = false } = {}) {
  const port = direct ? held.upstream : plain ? held.plain : held.port;
  const client = direct || plain ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request({
      host: '127.0.0.1', port, path, method, agent: false, servername: 'localhost', rejectUnauthorized: false,
      headers: { Host: `localhost:${port}`, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: text }));
    });
    request.once('error', reject);
    request.end(body);
  });
}

/** A WebSocket's handshake through the proxy from a page of `origin`: 101 if let in, else the refusal. */
function handshake(origin, cookie) {
  return new Promise((resolve, reject) => {
    const request = https.request({
      host: '127.0.0.1', port: held.port, path: '/ws', agent: false, servername: 'localhost', rejectUnauthorized: false,
      headers: {
        Host: `localhost:${held.port}`, Origin: origin, Cookie: cookie, Connection: 'Upgrade', Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    });
    request.once('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode, body: '' });
    });
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
    });
    request.once('error', reject);
    request.end();
  });
}

test('through nginx over https a guest plays a round of a casino table, its cookie Secure, HttpOnly and __Host-', async () => {
  const context = await held.browser.newContext({ viewport: DESKTOP, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const sockets = [];
  const errors = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('pageerror', (error) => errors.push(error));
  const room = `https://localhost:${held.port}`;
  const first = await page.goto(`${room}/`);
  assert.equal(first.status(), 200);
  assert.match(first.headers()['strict-transport-security'] ?? '', /max-age=\d{7,}/, 'HSTS from the proxy');
  await page.fill('#name', 'Gus');
  await page.click('#guest');
  await page.waitForSelector('h1:text("Lobby")');

  const cookies = await context.cookies(room);
  assert.deepEqual(cookies.map((c) => c.name), ['__Host-parlour_session'], 'the one cookie, __Host- over https');
  const [session] = cookies;
  assert.equal(session.secure, true, 'Secure');
  assert.equal(session.httpOnly, true, 'HttpOnly');
  assert.equal(session.sameSite, 'Lax');
  assert.equal(session.path, '/');

  await openTable(page);
  await addBot(page, 1);
  await sit(page, 0, 100);
  await playRounds(page, 1, { keys: false });
  const log = await page.textContent('[data-test="log"]');
  assert.match(log, /Gus bets 10/);
  assert.match(log, /Round over/);
  assert.ok(sockets.length > 0 && sockets.every((url) => url.startsWith(`wss://localhost:${held.port}/ws?`)),
    `the table's WebSocket came through the proxy: ${sockets}`);
  assert.deepEqual(errors, [], 'no script error');
  await context.close();
});

test('through nginx a WebSocket from another site\'s page is refused, and one from the room\'s own let in', async () => {
  const guest = await ask('/api/guest', { method: 'POST', body: JSON.stringify({ name: 'Wes' }) });
  assert.equal(guest.status, 200, guest.body);
  const set = guest.headers['set-cookie']?.[0] ?? '';
  assert.match(set, /^__Host-parlour_session=[^;]+;.*; Secure/, set);
  const cookie = set.split(';')[0];

  const foreign = await handshake('https://evil.example', cookie);
  assert.equal(foreign.status, 403, foreign.body);
  assert.equal(JSON.parse(foreign.body).error.code, 'bad_origin');
  // The same handshake from the room's own origin (its --public-url's) is let in: the refusal was
  // the origin's, and the proxy passes an upgrade on.
  const own = await handshake(`https://localhost:${held.port}`, cookie);
  assert.equal(own.status, 101, own.body);
});

test('through nginx a client\'s own X-Forwarded-For is replaced, and its sign-in tries all count against its address', async () => {
  // A sign-in with no password is refused at once, after its try is counted (10 a minute an
  // address); eleven, one after another, each claiming another address of `forged`.
  const tries = async (options, forged) => {
    const answers = [];
    for (let i = 1; i <= 11; i += 1) {
      answers.push(await ask('/api/signin', {
        ...options, method: 'POST', body: JSON.stringify({ name: `nobody${i}` }),
        headers: { 'X-Forwarded-For': `${forged}.${i}` },
      }));
    }
    return answers;
  };
  // Straight from the trusted proxy's address the server believes the header: each try counts
  // for the address it names, and none is over. A client on this machine could do the same
  // through a proxy that passed its header on, or appended to it.
  const believed = await tries({ direct: true }, '198.51.100');
  assert.deepEqual(believed.map((a) => a.status), Array(11).fill(401));
  // Through nginx the header is replaced by the client's real address: every try counts for it,
  // and the eleventh is over.
  const proxied = await tries({}, '203.0.113');
  assert.deepEqual(proxied.map((a) => a.status), [...Array(10).fill(401), 429]);
  assert.match(JSON.parse(proxied[10].body).error.message, /too many sign-in tries from here/);
});

test('nginx sends plain http to https, and refuses a body over 64k before it reaches the server', async () => {
  const plain = await ask('/table/1?x=1', { plain: true });
  assert.equal(plain.status, 301);
  assert.equal(plain.headers.location, 'https://localhost/table/1?x=1');
  const large = await ask('/api/signin', { method: 'POST', body: JSON.stringify({ name: 'x'.repeat(70_000) }) });
  assert.equal(large.status, 413);
  assert.match(large.headers['content-type'] ?? '', /text\/html/, 'nginx\'s own refusal, not the server\'s JSON');
});
