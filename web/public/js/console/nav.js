// The console's own navigation: its pages in order, and which one the address is on (a person's
// page is one of People's). Pure, so the model is tested without a page.

import { say } from '../speech.js';

/** The console's pages: each link's words, said when the links are drawn. */
export const CONSOLE_PAGES = [
  { page: '', href: '#/console', label: () => say('console-nav-room') },
  { page: 'tables', href: '#/console/tables', label: () => say('console-nav-tables') },
  { page: 'people', href: '#/console/people', label: () => say('console-nav-people') },
  { page: 'house', href: '#/console/house', label: () => say('console-nav-house') },
  { page: 'dumping', href: '#/console/dumping', label: () => say('console-nav-dumping') },
  { page: 'audit', href: '#/console/audit', label: () => say('console-nav-audit') },
  { page: 'settings', href: '#/console/settings', label: () => say('console-nav-settings') },
];

/** The console's links, the one for `page` marked current; a person's page is under People. */
export function consoleLinks(page) {
  const current = page === 'person' ? 'people' : page;
  return CONSOLE_PAGES.map((p) => ({ href: p.href, label: p.label(), current: p.page === current }));
}
