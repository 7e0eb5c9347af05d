// The client router sends the state of its route tree in `Next-Router-State-Tree` (URI-encoded
// JSON) with each of its own requests. Next.js throws on a value it cannot parse (a 500 and a stack
// trace in the log), so the entry answers such a value 400 first. This check is written from the
// header's shape in Next.js 16.4 (a tuple: segment, children by slot name, then optional url,
// refresh marker, loading boundary flag and a string). router-state.test.mjs compares it with
// Next.js's own parser on generated values, both ways: an upgrade that changes the shape fails
// that test (and the client router's own requests would get 400, which the e2e suite shows).

const MAX_LENGTH = 40_000; // Next.js's own limit
/** The dynamic segment types Next.js's parser accepts, exactly (no other interception depth). */
const PARAM_TYPES = new Set([
  ...['c', 'oc', 'd'],
  ...['ci', 'di'].flatMap((type) => ['(.)', '(..)', '(...)', '(..)(..)'].map((of) => type + of)),
]);
const REFRESH = new Set(['refetch', 'inside-shared-layout', 'metadata-only']);
const isString = (value) => typeof value === 'string';
/** Next.js reads children as a record, which an array passes too. */
const isObject = (value) => typeof value === 'object' && value !== null;

function validSegment(segment) {
  if (isString(segment)) return true;
  if (!Array.isArray(segment) || segment.length !== 4) return false;
  const [name, key, type, siblings] = segment;
  return (
    isString(name) &&
    isString(key) &&
    PARAM_TYPES.has(type) &&
    (siblings === null || (Array.isArray(siblings) && siblings.every(isString)))
  );
}

function validTree(tree, depth) {
  if (depth > 100 || !Array.isArray(tree) || tree.length < 2 || tree.length > 6) return false;
  const [segment, children, url, refresh, loading, extra] = tree;
  if (!validSegment(segment) || !isObject(children)) return false;
  if (!Object.values(children).every((child) => validTree(child, depth + 1))) return false;
  if (url != null && !(Array.isArray(url) && url.length === 2 && url.every(isString))) return false;
  if (refresh != null && !REFRESH.has(refresh)) return false;
  if (loading != null && typeof loading !== 'number') return false;
  return extra === undefined || isString(extra);
}

/**
 * Values found valid, so that the client router's navigations (which repeat a few states) are
 * parsed once, not on every request. Bounded: at most KNOWN_MAX values of KNOWN_LENGTH each.
 */
const known = new Set();
const KNOWN_MAX = 500;
const KNOWN_LENGTH = 4_000;

/** @param {string | string[] | undefined} value the header as Node received it */
export function validRouterState(value) {
  if (value === undefined) return true;
  if (Array.isArray(value) || value.length > MAX_LENGTH) return false;
  if (known.has(value)) return true;
  let valid;
  try {
    valid = validTree(JSON.parse(decodeURIComponent(value)), 0);
  } catch {
    return false;
  }
  if (valid && value.length <= KNOWN_LENGTH) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.add(value);
  }
  return valid;
}
