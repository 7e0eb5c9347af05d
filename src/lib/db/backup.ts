// Backups of the site's database and their restore (docs/operations.md, "Backup and restore").
//
// The embedded database (PGlite, PostgreSQL 18 inside) is dumped logically, through SQL, in one
// read-only transaction: every table of the site's schema as JSON rows, plus the sequences. Why
// not `pg_dump`: the Debian client here is PostgreSQL 15 and refuses a newer server; why not
// `PGlite.dumpDataDir()`: it needs the PGlite object itself, which only the site process holds,
// while the CLI reaches a running site through its socket (src/lib/db/pglite-socket.ts). A SQL
// dump works the same in the site (scheduled backups), through the socket and on a folder the
// CLI opened itself; the socket's gate keeps the site's own queries out of the dump's
// transaction, so the dump is one consistent snapshot.
//
// On PostgreSQL (DATABASE_URL) the backup is `pg_dump --format=custom`, restored by `pg_restore`.
//
// A backup carries no secret: not the keys the site generated into DATA_DIR (whoever had a backup
// could sign every booking's links), nor the desk's sessions and sign-in tokens (their rows are
// left out). With BACKUP_AGE_RECIPIENT the file is encrypted to that public key
// (backup-encryption.ts).
import { spawn } from 'node:child_process';
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { BackupError } from './backup-error';
import { ENCRYPTED_SUFFIX, writeEncrypted } from './backup-encryption';
import { rowsOf, type Executor } from './executor';

export { BackupError };

const BACKUP_FORMAT = 'cluville-backup';
const FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Migrations applied to the database dumped (drizzle/meta/_journal.json entries). */
  migrations: number | null;
  /** Rows per table. */
  tables: Record<string, number>;
  /**
   * Written by versions before backups left secrets out: the keys the site had generated into
   * DATA_DIR. Never written now; read only to put back a key DATA_DIR lacks (restoreLegacyKeys).
   */
  keys?: Record<string, string>;
}

/** The files src/lib/generated-secret.ts writes into DATA_DIR. */
const GENERATED_KEY_FILES = ['booking-link-secret', 'staff-auth-secret'];

/**
 * Tables whose rows are credentials (the desk's session tokens, its sign-in tokens): a backup
 * keeps the tables, not the rows. After a restore the staff sign in again.
 */
const CREDENTIAL_TABLES = ['staff_sessions', 'staff_verifications'];

/**
 * A backup from an older version carries the generated keys: each one DATA_DIR lacks is written
 * back (0600), so links mailed before that backup keep working; a key already in DATA_DIR is
 * kept. Returns the names written. A backup of this version carries none: DATA_DIR keeps its
 * keys, or the site generates new ones at its first start.
 */
export function restoreLegacyKeys(header: BackupHeader, dataDir: string): string[] {
  const names = Object.keys(header.keys ?? {}).filter(
    (name) => GENERATED_KEY_FILES.includes(name) && !existsSync(path.join(dataDir, name)),
  );
  if (names.length) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const name of names)
    writeFileSync(path.join(dataDir, name), `${header.keys![name]}\n`, { mode: 0o600 });
  return names;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** How many migrations the database has applied; null when it has never been migrated. */
export async function appliedMigrations(db: Executor): Promise<number | null> {
  const [exists] = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
    ),
  );
  if (!exists?.present) return null;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
  );
  return Number(row?.n ?? 0);
}

/** The site's tables (the current schema's base tables), by name. */
export async function siteTables(db: Executor): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`),
  );
  return rows.map((row) => row.name);
}

/** Rows per table, for the drill's before/after comparison and the restore's check. */
export async function countRows(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await siteTables(db)) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${ident(table)}`)),
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * Dumps the database into `file` (gzip, one JSON document a line): a header, then
 * `{"table","row"}` lines, then `{"sequence","value"}` lines; with `recipient`, the gzip stream
 * encrypted to that age public key. Written beside the target and renamed when complete, so a
 * half-written file never carries the final name.
 */
export async function writeLogicalBackup(
  db: Database,
  file: string,
  options: { recipient?: string } = {},
): Promise<{ bytes: number; header: BackupHeader }> {
  const lines: string[] = [];
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    migrations: null,
    tables: {},
  };
  await db.transaction(
    async (tx) => {
      header.migrations = await appliedMigrations(tx);
      for (const table of await siteTables(tx)) {
        if (CREDENTIAL_TABLES.includes(table)) {
          header.tables[table] = 0;
          continue;
        }
        const rows = rowsOf<{ j: string }>(
          await tx.execute(sql.raw(`SELECT row_to_json(t)::text AS j FROM ${ident(table)} t`)),
        );
        header.tables[table] = rows.length;
        for (const row of rows) lines.push(`{"table":${JSON.stringify(table)},"row":${row.j}}`);
      }
      const sequences = rowsOf<{ name: string; value: string | null }>(
        await tx.execute(sql`
          SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
          WHERE schemaname = current_schema() ORDER BY sequencename`),
      );
      for (const sequence of sequences) {
        if (sequence.value !== null)
          lines.push(JSON.stringify({ sequence: sequence.name, value: sequence.value }));
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const partial = `${file}.partial`;
  try {
    const gzipped = Readable.from([
      `${JSON.stringify(header)}\n`,
      ...lines.map((line) => `${line}\n`),
    ]).pipe(createGzip());
    if (options.recipient) await writeEncrypted(gzipped, options.recipient, partial);
    else await pipeline(gzipped, createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { bytes: statSync(file).size, header };
}

export type BackupKind = 'logical' | 'pg_dump';

/** What a backup file holds, from its first bytes: our gzip dump or a pg_dump custom archive. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`Cannot read ${file}.`);
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'logical';
    if (head.toString('latin1') === 'age-e')
      throw new BackupError(
        `${file} is encrypted (age): give the file holding its private key with --identity FILE.`,
      );
  } finally {
    await handle.close();
  }
  throw new BackupError(
    `${file} is not a backup of this site (neither its own format nor a pg_dump archive).`,
  );
}

async function* readLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) if (line) yield line;
}

export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of readLines(file)) {
    const header = JSON.parse(line) as BackupHeader;
    if (header.format !== BACKUP_FORMAT || header.version !== FORMAT_VERSION)
      throw new BackupError(`${file} is not a backup of this site in a format this version reads.`);
    return header;
  }
  throw new BackupError(`${file} is empty.`);
}

/** True when no table of the site holds a row. */
async function isEmptyDatabase(db: Executor): Promise<boolean> {
  const counts = await countRows(db);
  return Object.values(counts).every((n) => n === 0);
}

/**
 * Loads a logical backup into `db`, whose tables the migrations have just created. Refuses a
 * database holding rows unless `replace` (then its rows are removed first, in the same
 * transaction). Triggers and foreign keys are set aside while loading (the rows were consistent
 * when dumped; a hold trigger must not rewrite them, a later blocked time must not refuse them),
 * then every table's count is checked against the header.
 */
export async function restoreLogicalBackup(
  db: Database,
  file: string,
  options: { replace?: boolean; expectedMigrations?: number } = {},
): Promise<Record<string, number>> {
  const header = await readBackupHeader(file);
  const migrations = await appliedMigrations(db);
  const expected = options.expectedMigrations ?? migrations;
  if (header.migrations !== null && expected !== null && header.migrations !== expected) {
    throw new BackupError(
      `The backup was made with ${header.migrations} database migrations, this version of the site has ${expected}. ` +
        'Restore it with the version of the site that made it, then upgrade.',
    );
  }
  if (!options.replace && !(await isEmptyDatabase(db)))
    throw new BackupError('The database is not empty: add --force to replace its contents.');
  const tables = await siteTables(db);
  const missing = Object.keys(header.tables).filter((table) => !tables.includes(table));
  if (missing.length)
    throw new BackupError(`The backup has tables this database lacks: ${missing.join(', ')}.`);

  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    if (options.replace && tables.length)
      await tx.execute(
        sql.raw(`TRUNCATE ${tables.map(ident).join(', ')} RESTART IDENTITY CASCADE`),
      );
    const insertable = new Map<string, string[]>();
    for (const table of tables) {
      const columns = rowsOf<{ name: string }>(
        await tx.execute(sql`
          SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
          ORDER BY ordinal_position`),
      );
      insertable.set(
        table,
        columns.map((column) => column.name),
      );
    }
    let batch: { table: string; rows: string[] } | undefined;
    const flush = async () => {
      if (!batch?.rows.length) return;
      const columns = insertable.get(batch.table)!.map(ident).join(', ');
      const table = sql.raw(ident(batch.table));
      const list = sql.raw(columns);
      const rows = `[${batch.rows.join(',')}]`;
      await tx.execute(
        sql`INSERT INTO ${table} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${rows}::json)`,
      );
      batch.rows = [];
    };
    let first = true;
    for await (const line of readLines(file)) {
      if (first) {
        first = false;
        continue;
      }
      const entry = JSON.parse(line) as {
        table?: string;
        row?: unknown;
        sequence?: string;
        value?: string;
      };
      if (entry.table) {
        if (batch?.table !== entry.table) {
          await flush();
          batch = { table: entry.table, rows: [] };
        }
        batch.rows.push(JSON.stringify(entry.row));
        if (batch.rows.length >= 200) await flush();
      } else if (entry.sequence && entry.value) {
        await flush();
        await tx.execute(
          sql`SELECT setval(${ident(entry.sequence)}::regclass, ${entry.value}::bigint, true)`,
        );
      }
    }
    await flush();
  });
  const counts = await countRows(db);
  for (const [table, n] of Object.entries(header.tables)) {
    if (counts[table] !== n)
      throw new BackupError(
        `After the restore ${table} holds ${counts[table]} rows, the backup ${n}.`,
      );
  }
  return counts;
}

// ---- PostgreSQL: pg_dump / pg_restore ----

/** libpq's arguments for a URL, the password moved to PGPASSWORD (not on the command line). */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // Parameters of our own (search_path, …) are not libpq's; keep the ones libpq knows.
  for (const key of [...parsed.searchParams.keys()]) {
    if (
      ![
        'sslmode',
        'sslrootcert',
        'sslcert',
        'sslkey',
        'application_name',
        'connect_timeout',
      ].includes(key)
    )
      parsed.searchParams.delete(key);
  }
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * Runs `command`; resolves its stderr when it exits 0. With `output`, its stdout is handed to it
 * (and both must finish).
 */
async function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output?: (stdout: Readable) => Promise<void>,
): Promise<string> {
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'],
  });
  const [stderr] = await Promise.all([exited(child, command), output?.(child.stdout!)]);
  return stderr;
}

function exited(child: ReturnType<typeof spawn>, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} is not installed. Backups of PostgreSQL need the PostgreSQL client tools of the server's major version ` +
                `(pg_dump and pg_restore; on Debian or Ubuntu: apt-get install postgresql-client-16 for PostgreSQL 16).`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(stderr)
        : reject(
            new BackupError(`${command} failed (exit ${code}): ${stderr.trim().slice(0, 600)}`),
          ),
    );
  });
}

/**
 * `pg_dump --format=custom` of the database at `url` into `file`, the credential tables' rows
 * left out; with `recipient`, pg_dump's output is encrypted to that age public key on its way to
 * the file.
 */
export async function pgDumpTo(
  url: string,
  file: string,
  options: { recipient?: string } = {},
): Promise<{ bytes: number }> {
  const { dbname, env } = libpqTarget(url);
  const partial = `${file}.partial`;
  const args = [
    '--format=custom',
    '--no-owner',
    ...CREDENTIAL_TABLES.map((table) => `--exclude-table-data=*.${table}`),
    `--dbname=${dbname}`,
  ];
  const recipient = options.recipient;
  try {
    if (recipient)
      await run('pg_dump', args, env, (stdout) => writeEncrypted(stdout, recipient, partial));
    else await run('pg_dump', [...args, `--file=${partial}`], env);
    chmodSync(partial, 0o600); // personal data: readable by the site's user only
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { bytes: statSync(file).size };
}

/** `pg_restore` of a custom archive into the database at `url`; with `replace`, its objects are dropped first. */
export async function pgRestoreFrom(url: string, file: string, replace: boolean): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

// ---- Files in BACKUP_DIR ----

const FILE_PATTERN = /^cluville-\d{8}T\d{6}(\d{3})?Z\.(jsonl\.gz|pgdump)(\.age)?$/;

/**
 * A backup's file name for the instant `at`: sortable, so the newest is the last; `.age` at the
 * end when it is encrypted.
 */
export function backupFileName(at: Date, kind: BackupKind, encrypted = false): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `cluville-${stamp}.${kind === 'logical' ? 'jsonl.gz' : 'pgdump'}${encrypted ? ENCRYPTED_SUFFIX : ''}`;
}

/** Keeps the newest `keep` backup files of `dir` (by their names' time), removes the rest; returns the removed names. */
export function rotateBackups(dir: string, keep: number): string[] {
  const files = readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort();
  const removed = files.slice(0, Math.max(0, files.length - keep));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}
