// Types of pg-error.mjs (plain ESM, so that the server entry's logger reads it too).

/** The SQLSTATEs the code acts on. */
export const SQLSTATE: Readonly<{
  uniqueViolation: '23505';
  exclusionViolation: '23P01';
  invalidTextRepresentation: '22P02';
  deadlockDetected: '40P01';
}>;

/** The database's error in an error's cause chain: SQLSTATE, constraint, table (never its message). */
export function databaseError(
  error: unknown,
): { code?: string; constraint?: string; table?: string } | undefined;

/** Whether the database refused with this SQLSTATE (and, when given, this constraint). */
export function isDatabaseError(error: unknown, code: string, constraint?: string): boolean;

/** Whether a statement failed because the connection was lost, not because the query is wrong. */
export function isConnectionLoss(error: unknown): boolean;

/** A short code for a log line: SQLSTATE, else the error's own code, else its name. */
export function errorCode(error: unknown): string;
