// What a repository function runs its SQL on, and how to read the rows of a raw statement: one
// definition for every repository, whichever driver (PGlite or postgres.js) is underneath.
import type { Database } from './client';

/** An open transaction (or a savepoint inside one). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction: a query that may run on its own or inside the caller's transaction. */
export type Executor = Database | Transaction;

/** The rows of `db.execute(sql…)`: postgres.js answers an array, PGlite `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
