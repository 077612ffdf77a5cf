// #/console/settings: the values the room runs with, each with where it came from (the default,
// the settings file, or a command-line flag).

import { api } from '../api.js';
import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { fromWords, settingWords } from './words.js';
import { around, dataTable, drawer, failedLine, frame } from './parts.js';

export function settingsPage({ main }) {
  let alive = true;
  const draw = drawer(() => alive);
  const body = frame(main, 'settings', say('console-nav-settings'));
  const shown = h('div', { 'data-test': 'settings' }, h('p', {}, say('console-reading')));
  api('GET', '/api/ops/settings').then((answer) => {
    draw(shown,
      h('p', { 'data-test': 'settings-file' }, answer.file
        ? around(say('console-settings-file', { file: answer.file }), answer.file, h('code', {}, answer.file))
        : say('console-settings-no-file')),
      dataTable({
        caption: say('console-settings-caption'),
        heads: [say('console-head-setting'), say('console-head-value'), say('console-head-source')],
        rows: answer.settings.map((s) => [h('code', {}, s.key), h('span', { 'data-test': `setting-${s.key}` }, settingWords(s.value)), h('span', { 'data-test': `from-${s.key}` }, fromWords(s.from))]),
        test: 'settings-table',
      }));
  }).catch((error) => draw(shown, failedLine(error)));
  fill(body, shown);
  return () => { alive = false; };
}
