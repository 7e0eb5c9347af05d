// Types of process-singleton.mjs (plain ESM, so that files outside the app's bundles use it too).

/** The process's value under `key`, made by `create` on first use (`Symbol.for('cluville.' + key)` on globalThis). */
export function processSingleton<T>(key: string, create: () => T): T;

/** The value under `key` if one was made, without making it. */
export function existingProcessSingleton<T>(key: string): T | undefined;

/** Forgets the value under `key`: the next use makes a new one. */
export function forgetProcessSingleton(key: string): void;
