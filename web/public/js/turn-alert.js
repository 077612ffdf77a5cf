// Telling a person at a table that it is their turn when they may not be looking: the tab's title
// carries a mark for as long as the turn lasts; a short chime, if they turned the sound on; and a
// notification while the tab is hidden, if they asked for them (the browser asks its own
// permission only then, on that press). Both choices are kept in the browser's local storage, for
// every table. The sound is made with WebAudio: no file to fetch.

import { say } from './speech.js';

const SOUND = 'parlour:turn-sound';
const NOTIFY = 'parlour:turn-notify';

/** The tab's title at `table`: marked while it is the person's turn. */
export function turnTitle(table, myTurn) {
  // A table's number names it: written as it is, not as a count.
  return myTurn ? say('table-tab-turn', { table: String(table) }) : say('table-tab', { table: String(table) });
}

function remembered(storage, key) {
  try {
    return storage.getItem(key) === 'on';
  } catch {
    return false;
  }
}

function remember(storage, key, on) {
  try {
    storage.setItem(key, on ? 'on' : 'off');
  } catch {
    // A browser that keeps nothing (private mode, full): the choice lasts as long as the page.
  }
}

/** A short two-note chime, quiet, from the page's one audio context. */
let audio = null;
function chime(win) {
  const Context = win.AudioContext ?? win.webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  // A context made before the person pressed anything starts suspended.
  if (audio.state === 'suspended') audio.resume?.();
  const start = audio.currentTime;
  [[660, 0], [880, 0.14]].forEach(([pitch, at]) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = pitch;
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.18, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.3);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + at);
    tone.stop(start + at + 0.32);
  });
}

/**
 * The turn's alerts at `table`: `turn(myTurn, words)` after every message (the title follows it;
 * the sound and the notification come once, as a turn begins); `stop()` gives the tab its title
 * back; `sound()`, `notify()` say whether each is on, `setSound(on)` and `setNotify(on)` (which
 * asks the browser's permission, and must come from a press) change them; `said()` is why
 * notifications cannot be had, if they cannot.
 */
export function turnAlert(table, { doc = document, win = window, storage = win.localStorage } = {}) {
  const before = doc.title;
  const Notice = win.Notification;
  let was = false;
  let sound = remembered(storage, SOUND);
  let notify = Boolean(Notice) && remembered(storage, NOTIFY) && Notice.permission === 'granted';
  // Why notifications cannot be had, as a message's id: said in the page's language when asked.
  let said = Notice ? '' : 'table-notify-none';
  doc.title = turnTitle(table, false);

  return {
    turn(myTurn, words) {
      doc.title = turnTitle(table, myTurn);
      if (myTurn && !was) {
        if (sound) chime(win);
        if (notify && doc.visibilityState === 'hidden') {
          const shown = new Notice(say('table-notify-title', { table: String(table) }), { body: words, tag: `parlour-table-${table}` });
          shown.onclick = () => { win.focus(); shown.close(); };
        }
      }
      was = myTurn;
    },
    stop() {
      doc.title = before;
    },
    sound: () => sound,
    notify: () => notify,
    said: () => (said ? say(said) : ''),
    setSound(on) {
      sound = on;
      remember(storage, SOUND, on);
      // Pressed: the audio may start now, and the person hears what they chose.
      if (on) chime(win);
    },
    async setNotify(on) {
      said = '';
      if (!Notice) {
        said = 'table-notify-none';
        notify = false;
        return;
      }
      if (on && Notice.permission !== 'granted') {
        const answer = await Notice.requestPermission();
        if (answer !== 'granted') {
          said = 'table-notify-blocked';
          on = false;
        }
      }
      notify = on;
      remember(storage, NOTIFY, on);
    },
  };
}
