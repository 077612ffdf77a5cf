import { test } from 'node:test';
import assert from 'node:assert/strict';
import { turnAlert, turnTitle } from '../../public/js/turn-alert.js';
import './speak.js';

/** A page's stand-ins: its title and visibility, a store, notifications and an audio context that remember. */
function fakes({ permission = 'default', answer = 'granted', notifications = true } = {}) {
  const doc = { title: 'Parlour', visibilityState: 'visible' };
  const kept = new Map();
  const storage = { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => kept.set(k, v) };
  const shown = [];
  const tones = [];
  class Notice {
    constructor(title, options) { shown.push({ title, ...options }); }
    close() {}
    static permission = permission;
    static async requestPermission() { Notice.permission = answer; Notice.asked = (Notice.asked ?? 0) + 1; return answer; }
  }
  class Audio {
    constructor() { this.state = 'running'; this.currentTime = 0; this.destination = {}; }
    createOscillator() { const tone = { frequency: {}, connect: (g) => g, start: (at) => tones.push(at), stop() {} }; return tone; }
    createGain() { return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (d) => d }; }
  }
  const win = { Notification: notifications ? Notice : undefined, AudioContext: Audio, focus() {} };
  return { doc, win, storage, shown, tones, Notice };
}

test('the title is marked while it is your turn, and given back after', () => {
  const f = fakes();
  const alert = turnAlert(7, f);
  assert.equal(f.doc.title, 'Table 7 · Parlour');
  alert.turn(true, 'Your turn: twist, stick');
  assert.equal(f.doc.title, '● Your turn · Table 7');
  assert.equal(turnTitle(7, true), f.doc.title);
  alert.turn(false, '');
  assert.equal(f.doc.title, 'Table 7 · Parlour');
  alert.stop();
  assert.equal(f.doc.title, 'Parlour', 'leaving the table gives the tab its title back');
});

test('the sound is off until chosen, is remembered, and chimes once as a turn begins', () => {
  const f = fakes();
  let alert = turnAlert(1, f);
  assert.equal(alert.sound(), false);
  alert.turn(true, 'x');
  assert.equal(f.tones.length, 0, 'silent by default');
  alert.turn(false, '');
  alert.setSound(true);
  const chosen = f.tones.length;
  assert.ok(chosen > 0, 'turning it on lets it be heard');
  alert = turnAlert(1, f);
  assert.equal(alert.sound(), true, 'remembered by the browser');
  alert.turn(true, 'x');
  const once = f.tones.length;
  assert.ok(once > chosen);
  alert.turn(true, 'x');
  assert.equal(f.tones.length, once, 'not again while the same turn lasts');
});

test('a notification comes only when asked for, granted, and the tab is hidden', async () => {
  const f = fakes();
  const alert = turnAlert(3, f);
  f.doc.visibilityState = 'hidden';
  alert.turn(true, 'Your turn: deal, pass');
  assert.equal(f.shown.length, 0, 'not asked for');
  assert.equal(f.Notice.asked, undefined, 'the browser is not asked before the person presses');
  alert.turn(false, '');
  await alert.setNotify(true);
  assert.equal(f.Notice.asked, 1);
  assert.equal(alert.notify(), true);
  f.doc.visibilityState = 'visible';
  alert.turn(true, 'Your turn: deal, pass');
  assert.equal(f.shown.length, 0, 'the tab is in sight: the title and the sound are enough');
  alert.turn(false, '');
  f.doc.visibilityState = 'hidden';
  alert.turn(true, 'Your turn: twist, stick');
  assert.deepEqual(f.shown.map((n) => [n.title, n.body]), [['Your turn at table 3', 'Your turn: twist, stick']]);
});

test('a refused permission, or no notifications at all, is said and the switch stays off', async () => {
  const refused = fakes({ answer: 'denied' });
  const alert = turnAlert(1, refused);
  await alert.setNotify(true);
  assert.equal(alert.notify(), false);
  assert.match(alert.said(), /blocks notifications/);
  const none = turnAlert(1, fakes({ notifications: false }));
  assert.match(none.said(), /no notifications/);
  await none.setNotify(true);
  assert.equal(none.notify(), false);
});
