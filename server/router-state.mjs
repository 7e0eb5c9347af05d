// The client router sends the state of its route tree in `Next-Router-State-Tree` (URI-encoded
// JSON) with each of its own requests. Next.js throws on a value it cannot parse (a 500 and a stack
// trace in the log), so the entry answers such a value 400 first. This check is written from the
// header's shape in Next.js 16.4 (a tuple: segment, children by slot name, then optional url,
// refresh marker, loading boundary flag and a string): after an upgrade that changes the shape,
// the client router's own requests would get 400 and reload the page, and the e2e and fuzz suites
// say so.

const MAX_LENGTH = 40_000; // Next.js's own limit
const PARAM_TYPE = /^(c|ci|oc|d|di)(\(\.{1,3}\))*$/;
const REFRESH = new Set(['refetch', 'inside-shared-layout', 'metadata-only']);
const isString = (value) => typeof value === 'string';
const isPlainObject = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validSegment(segment) {
  if (isString(segment)) return true;
  if (!Array.isArray(segment) || segment.length !== 4) return false;
  const [name, key, type, siblings] = segment;
  return (
    isString(name) &&
    isString(key) &&
    isString(type) &&
    PARAM_TYPE.test(type) &&
    (siblings === null || (Array.isArray(siblings) && siblings.every(isString)))
  );
}

function validTree(tree, depth) {
  if (depth > 100 || !Array.isArray(tree) || tree.length < 2 || tree.length > 6) return false;
  const [segment, children, url, refresh, loading, extra] = tree;
  if (!validSegment(segment) || !isPlainObject(children)) return false;
  if (!Object.values(children).every((child) => validTree(child, depth + 1))) return false;
  if (url != null && !(Array.isArray(url) && url.length === 2 && url.every(isString))) return false;
  if (refresh != null && !REFRESH.has(refresh)) return false;
  if (loading != null && typeof loading !== 'number') return false;
  return extra === undefined || isString(extra);
}

/** @param {string | string[] | undefined} value the header as Node received it */
export function validRouterState(value) {
  if (value === undefined) return true;
  if (Array.isArray(value) || value.length > MAX_LENGTH) return false;
  try {
    return validTree(JSON.parse(decodeURIComponent(value)), 0);
  } catch {
    return false;
  }
}
