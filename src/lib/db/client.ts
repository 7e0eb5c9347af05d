// One database per process: embedded PGlite under the data directory by default, PostgreSQL
// when DATABASE_URL is set. Both speak the same SQL, so one Drizzle schema and one set of
// migrations serve both. Opening PGlite costs seconds and memory, so the instance is kept on
// globalThis and shared by every caller (route handlers, server actions, the delivery loop).
import path from 'node:path';
import { getDataDir } from '@/lib/data-dir';
import { mkdirSync } from 'node:fs';
import { PRIVATE_DIR_MODE, tightenFolder } from '@/lib/private-folder';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';
import { migrateDatabase } from './migrate';
import { logger } from '@/lib/logger';
import {
  existingProcessSingleton,
  forgetProcessSingleton,
  processSingleton,
} from '@/lib/process-singleton.mjs';
import { acquireFolderLock, FolderLockedError, liveHolder } from './folder-lock';
import { serveOverSocket } from './pglite-socket';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: takes a session advisory lock on a connection of its own; returns the unlock. */
  lock?(key: number): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: replaces the connection pool with a fresh one (`db` then answers from it) and
   * ends the old one, its work given a grace period. For work that met no answer within its
   * deadline: a pool whose connections were cut mid-transaction can keep work pending forever
   * (porsager/postgres#1186), and every later query would wait behind it. At most once per
   * POOL_RENEW_INTERVAL_MS; true when it renewed.
   */
  renew?(reason: string): boolean;
}

/** The least time between two renewals of a PostgreSQL pool (a database down for minutes renews it no faster). */
const POOL_RENEW_INTERVAL_MS = 10_000;
/** How long the old pool's queries may still finish before its connections are closed. */
const POOL_RETIRE_GRACE_S = 5;

export interface DbOptions {
  /** A postgres:// URL; without it, PGlite. */
  url?: string;
  /** PGlite's directory; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests and benchmarks use their own). */
  schema?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** PGlite: serve the database to other processes (the CLI) over a loopback socket. */
  serve?: boolean;
  /** PGlite: how long to wait for another process holding the folder before refusing. */
  lockWaitMs?: number;
}

export { getDataDir };

/** Opens a database and applies the committed migrations. */
export async function openDatabase(options: DbOptions = {}): Promise<DbHandle> {
  const handle = options.url
    ? await openPostgres(options.url, options)
    : await openPglite(options.dataDir ?? getPgliteDir(), options);
  try {
    await migrateDatabase(handle, options.schema);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

/**
 * btree_gist backs the bookings' exclusion constraint (drizzle/0003); PGlite ships it as an
 * extension that must be loaded when opening, before the migration creates it.
 */
const PGLITE_OPTIONS = { extensions: { btree_gist } };

/** The embedded database's folder. */
export function getPgliteDir(): string {
  return path.join(getDataDir(), 'pglite');
}

/**
 * Opens a PGlite folder, holding its lock file for as long as it is open (one opener per folder:
 * a second would corrupt it). With `serve`, other processes reach it through a loopback socket
 * whose address goes into the lock file.
 */
async function openPglite(dataDir: string, options: DbOptions): Promise<DbHandle> {
  if (dataDir.startsWith('memory://')) {
    const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
    return {
      db: drizzlePglite({ client, schema }) as unknown as Database,
      kind: 'pglite',
      close: () => client.close(),
    };
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lock = await acquireFolderLock(dataDir, { waitMs: options.lockWaitMs });
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, PGLITE_OPTIONS);
    // PGlite writes a new folder's files 0666 whatever the umask (and pg_internal.init anew at
    // each open): narrowed to the site's user (src/lib/private-folder.ts).
    tightenFolder(dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  let socket: { address: string; stop(): Promise<void> } | undefined;
  if (options.serve) {
    socket = await serveOverSocket(client);
    lock.setSocket(socket.address);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await socket?.stop();
        await client.close();
      } finally {
        lock.release();
      }
    })());
  return { db, kind: 'pglite', close };
}

async function openPostgres(url: string, options: DbOptions): Promise<DbHandle> {
  const connect = () => {
    const client = postgres(url, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      connection: options.schema ? { search_path: options.schema } : {},
    });
    return { client, db: drizzlePostgres({ client, schema }) as unknown as Database };
  };
  let current = connect();
  if (options.schema)
    await current.client.unsafe(
      `CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, '')}"`,
    );
  const retiring = new Set<Promise<void>>();
  let renewedAt = 0;
  const lock = async (key: number) => {
    const reserved = await current.client.reserve();
    await reserved`SELECT pg_advisory_lock(${key})`;
    return async () => {
      await reserved`SELECT pg_advisory_unlock(${key})`;
      reserved.release();
    };
  };
  const renew = (reason: string) => {
    const now = Date.now();
    if (now - renewedAt < POOL_RENEW_INTERVAL_MS) return false;
    renewedAt = now;
    const old = current.client;
    current = connect();
    const ended = old
      .end({ timeout: POOL_RETIRE_GRACE_S })
      .catch(() => {})
      .finally(() => retiring.delete(ended));
    retiring.add(ended);
    logger.warn('db.pool_renewed', { reason });
    return true;
  };
  return {
    get db() {
      return current.db;
    },
    kind: 'postgres',
    close: async () => {
      await current.client.end({ timeout: 5 });
      await Promise.all(retiring);
    },
    lock,
    renew,
  };
}

/**
 * The database for a tool run beside the site (`npm run bookings`): PostgreSQL when DATABASE_URL
 * is set; else the embedded folder, through the running site's socket when the site holds it,
 * or opened (and locked) directly when nothing does. Refuses clearly when the holder cannot be
 * reached.
 */
export async function openDatabaseForTool(
  options: { dataDir?: string } = {},
): Promise<DbHandle & { via: 'postgres' | 'socket' | 'folder' }> {
  const url = process.env.DATABASE_URL || undefined;
  if (url) return { ...(await openDatabase({ url, poolSize: 2 })), via: 'postgres' };
  const dataDir = options.dataDir ?? getPgliteDir();
  const holder = liveHolder(dataDir);
  if (!holder) return { ...(await openDatabase({ dataDir, lockWaitMs: 2_000 })), via: 'folder' };
  if (!holder.socket) {
    throw new Error(
      `The database folder ${dataDir} is held by process ${holder.pid}, which serves no socket for other processes. Stop it first, then run this again.`,
    );
  }
  const [host, port] = holder.socket.split(':');
  const client = postgres({
    host,
    port: Number(port),
    user: 'postgres',
    database: 'postgres',
    max: 1,
    onnotice: () => {},
    connect_timeout: 5,
  });
  try {
    await client`SELECT 1`;
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    throw new Error(
      `The database folder ${dataDir} is held by process ${holder.pid}, but its socket ${holder.socket} does not answer (${error instanceof Error ? error.message : String(error)}). ` +
        'If the site is stopping, wait and run this again.',
    );
  }
  const db = drizzlePostgres({ client, schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }), via: 'socket' };
}

/**
 * The process's database, opened (and migrated) on first use. A failed open is retried next
 * time. The embedded database is served to the CLI over a loopback socket.
 */
export function getDatabase(): Promise<DbHandle> {
  if (existingProcessSingleton<boolean>('db-closed'))
    return Promise.reject(new Error('the database is closed: the process is stopping'));
  return processSingleton('db', () =>
    openDatabase({ url: process.env.DATABASE_URL || undefined, serve: true }).catch(
      (error: unknown) => {
        forgetProcessSingleton('db');
        // Names the folder and the holder's pid; no personal data in it.
        if (error instanceof FolderLockedError)
          logger.error('db.folder_locked', { message: error.message, holder: error.holder.pid });
        throw error;
      },
    ),
  );
}

/** Closes the process's database (on SIGTERM), releasing the PGlite folder's lock. */
export async function closeDatabase(): Promise<void> {
  processSingleton('db-closed', () => true);
  const opened = existingProcessSingleton<Promise<DbHandle>>('db');
  forgetProcessSingleton('db');
  if (opened) await (await opened.catch(() => undefined))?.close();
}
