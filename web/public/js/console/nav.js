// The console's own navigation: its pages in order, and which one the address is on (a person's
// page is one of People's). Pure, so the model is tested without a page.

export const CONSOLE_PAGES = [
  { page: '', href: '#/console', label: 'The room' },
  { page: 'tables', href: '#/console/tables', label: 'Tables' },
  { page: 'people', href: '#/console/people', label: 'People' },
  { page: 'house', href: '#/console/house', label: "The house's result" },
  { page: 'dumping', href: '#/console/dumping', label: 'Chip dumping' },
  { page: 'audit', href: '#/console/audit', label: 'Audit log' },
  { page: 'settings', href: '#/console/settings', label: 'Settings' },
];

/** The console's links, the one for `page` marked current; a person's page is under People. */
export function consoleLinks(page) {
  const current = page === 'person' ? 'people' : page;
  return CONSOLE_PAGES.map((p) => ({ href: p.href, label: p.label, current: p.page === current }));
}
