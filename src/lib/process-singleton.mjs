// One value per server process, shared by every bundle that asks for it. Next.js compiles the
// proxy, the route handlers, the pages and src/instrumentation.ts into separate bundles, each
// with its own copy of a module: a module-level variable exists once per bundle, not once per
// process. A value that must exist once (the database, the delivery loop, the failing window)
// lives on globalThis under `Symbol.for('cluville.<key>')`, which every bundle reaches with the
// same key. Plain ESM with types beside it (process-singleton.d.mts), so that files Next.js
// loads outside the bundles (server/cache-handler.mjs, the server entry) use it too.

/** @param {string} key */
const slot = (key) => Symbol.for(`cluville.${key}`);
/** @type {Record<symbol, unknown>} */
const store = /** @type {any} */ (globalThis);

/**
 * The process's value under `key`, made by `create` on first use.
 * @template T
 * @param {string} key
 * @param {() => T} create
 * @returns {T}
 */
export function processSingleton(key, create) {
  const name = slot(key);
  if (name in store) return /** @type {T} */ (store[name]);
  const value = create();
  store[name] = value;
  return value;
}

/**
 * The value under `key` if one was made, without making it.
 * @template T
 * @param {string} key
 * @returns {T | undefined}
 */
export function existingProcessSingleton(key) {
  return /** @type {T | undefined} */ (store[slot(key)]);
}

/**
 * Forgets the value under `key` (a failed open, a closed database): the next use makes a new one.
 * @param {string} key
 */
export function forgetProcessSingleton(key) {
  delete store[slot(key)];
}
