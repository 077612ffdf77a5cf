// Where the page should be when a table is served by another node of the group
// (docs/scaling.md): pure functions, so that node --test can check them.

/** The page's address at `node` (an origin such as http://10.0.0.2:8080), the path and hash kept;
 * `null` when `node` is unknown or is where the page already is. */
export function pageAt(node, here) {
  if (!node) return null;
  let target;
  try {
    target = new URL(node);
  } catch {
    return null;
  }
  const current = new URL(here);
  if (target.origin === current.origin) return null;
  return `${target.origin}${current.pathname}${current.search}${current.hash}`;
}

/** The node to try after the page's own has failed to answer: the next live node of the group
 * after `origin`, round the list, or `null` if it knows no other. */
export function nextNode(nodes, origin) {
  const all = (nodes ?? []).filter(Boolean);
  const at = all.indexOf(origin);
  for (let step = 1; step <= all.length; step += 1) {
    const next = all[(at + step) % all.length];
    if (next !== origin) return next;
  }
  return null;
}
