// A few DOM helpers. Text always goes in as text (never as markup), so no name or message from
// the server can become markup; only the card images, built from fixed tables, are markup.

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

/** A number of chips, grouped: 1,000. */
export function chips(n) {
  return Number(n).toLocaleString('en');
}
