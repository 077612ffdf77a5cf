// #/console/settings: the values the room runs with, each with where it came from (the default,
// the settings file, or a command-line flag).

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { fromWords, settingWords } from './words.js';
import { dataTable, drawer, failedLine, frame } from './parts.js';

export function settingsPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'settings', 'Settings');
  const shown = h('div', { 'data-test': 'settings' }, h('p', {}, 'Reading…'));
  api('GET', '/api/ops/settings').then((answer) => {
    draw(shown,
      h('p', { 'data-test': 'settings-file' }, answer.file ? ['Read from the settings file ', h('code', {}, answer.file), '.'] : 'No settings file: the defaults, and the flags the room was started with.'),
      dataTable({
        caption: 'The running values',
        heads: ['Setting', 'Value', 'From'],
        rows: answer.settings.map((s) => [h('code', {}, s.key), h('span', { 'data-test': `setting-${s.key}` }, settingWords(s.value)), h('span', { 'data-test': `from-${s.key}` }, fromWords(s.from))]),
        test: 'settings-table',
      }));
  }).catch((error) => draw(shown, failedLine(error)));
  fill(body, shown);
  return () => { alive = false; };
}
