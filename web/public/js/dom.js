// A few DOM helpers. Text always goes in as text (never as markup), so no name or message from
// the server can become markup; only the card images, built from fixed tables, are markup.

import { pageLang } from './speech.js';

/** An element: `h('button', {class: 'x', onclick: f}, 'Deal')`. Strings become text nodes. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else if (key === 'class') el.className = value;
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces what `el` holds. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** An element holding markup built by this client's own code (the card images). */
export function markup(tag, attrs, html) {
  const el = h(tag, attrs);
  el.innerHTML = html;
  return el;
}

/** Says `text` to screen readers, politely. */
export function announce(text) {
  const region = document.getElementById('announce');
  if (region) region.textContent = text;
}

/** A number of chips, grouped as the page's language groups them: 1,000 (English), 1.000 (Greek). */
export function chips(n) {
  return Number(n).toLocaleString(pageLang());
}

/**
 * A fraction of chips or of a bet, as the coach says what a move is worth, grouped as the page's
 * language groups numbers and with `digits` places after its point: "-0.412", "4.12" ("4,12" in
 * Spanish). `sign` puts a + before a gain, as a worth is said beside a loss; the minus is the
 * typographer's (−), as a net is written (words.js, signed).
 */
export function fraction(n, digits, { sign = false } = {}) {
  const said = Number(n).toLocaleString(pageLang(), {
    minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: sign ? 'exceptZero' : 'auto',
  });
  return said.replace(/-/g, '−');
}

/** A share as a percentage, written as the page's language writes one: "45%", "45 %". */
export function percent(share) {
  return Number(share).toLocaleString(pageLang(), { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * A moment in words, in the person's own time zone (the browser's, unless `timeZone` is given)
 * and language: "Friday 9 January, 18:00", with the year when it is not this year's ("Friday 9
 * January 2026, 18:00"). `now` is the moment "this year" is counted from. English is put
 * together from its parts, so that it reads the same whatever the browser's own English; any
 * other language says it in its own order ("január 9., péntek 18:00").
 */
export function dateWords(ms, { timeZone, now = Date.now() } = {}) {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const year = (at) => new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: zone }).format(at);
  const lang = pageLang();
  const options = {
    weekday: 'long', day: 'numeric', month: 'long', year: year(ms) === year(now) ? undefined : 'numeric',
    hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone,
  };
  if (lang !== 'en') return new Intl.DateTimeFormat(lang, options).format(ms);
  const parts = new Intl.DateTimeFormat('en-GB', options).formatToParts(ms);
  const part = (type) => parts.find((p) => p.type === type)?.value ?? '';
  const date = [part('weekday'), part('day'), part('month'), part('year')].filter(Boolean).join(' ');
  return `${date}, ${part('hour')}:${part('minute')}`;
}
