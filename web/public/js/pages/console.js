// #/console/...: the room's operators' pages, each its own module under js/console/. Only an
// operator (`operator` of /api/me) is shown them; anyone else reads that they are the operators'
// (and the server refuses them every /api/ops/ request too).

import { h, fill } from '../dom.js';
import { say } from '../speech.js';
import { roomPage } from '../console/room.js';
import { tablesPage } from '../console/tables.js';
import { peoplePage } from '../console/people.js';
import { personPage } from '../console/person.js';
import { housePage } from '../console/house.js';
import { dumpingPage } from '../console/dumping.js';
import { auditPage } from '../console/audit.js';
import { settingsPage } from '../console/settings.js';

const PAGES = {
  '': roomPage, tables: tablesPage, people: peoplePage, house: housePage,
  dumping: dumpingPage, audit: auditPage, settings: settingsPage,
};

/** The console page `page` ("" for the room), with its argument (a person's id): its teardown. */
export function consolePage(context, page, arg) {
  if (!context.account?.operator) {
    fill(context.main, h('h1', {}, say('console-name')),
      h('p', { 'data-test': 'console-refused' }, say('console-refused')),
      h('p', {}, h('a', { href: '#/' }, say('console-back-lobby'))));
    return null;
  }
  if (page === 'person' && /^\d+$/.test(arg ?? '')) return personPage(context, Number(arg));
  const shown = PAGES[page];
  if (!shown) {
    fill(context.main, h('h1', {}, say('console-name')), h('p', {}, say('console-no-page')),
      h('p', {}, h('a', { href: '#/console' }, say('console-room-title'))));
    return null;
  }
  return shown(context);
}
