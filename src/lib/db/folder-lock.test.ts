// One opener per PGlite folder: the lock file, its staleness, and the socket through which a
// second process (the CLI) shares the running site's database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openDatabaseForTool } from './client';
import { acquireFolderLock, lockPathFor, readLock } from './folder-lock';

const scratch = mkdtempSync(path.join(tmpdir(), 'clv-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the folder lock', () => {
  it('is taken, written with the pid, and removed on release', async () => {
    const folder = path.join(scratch, 'a');
    const lock = await acquireFolderLock(folder);
    expect(readLock(folder)).toMatchObject({ pid: process.pid, host: hostname() });
    lock.setSocket('127.0.0.1:1234');
    expect(readLock(folder)?.socket).toBe('127.0.0.1:1234');
    lock.release();
    expect(existsSync(lockPathFor(folder))).toBe(false);
  });

  it('takes over at once from a process that is gone', async () => {
    const folder = path.join(scratch, 'b');
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(
      lockPathFor(folder),
      JSON.stringify({ pid: dead.pid, startedAt: new Date().toISOString(), host: hostname() }),
    );
    const started = Date.now();
    const lock = await acquireFolderLock(folder, { waitMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(readLock(folder)?.pid).toBe(process.pid);
    lock.release();
  });

  it('waits a bounded time for a live holder, then refuses naming the folder and the pid', async () => {
    const folder = path.join(scratch, 'c');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const stat = readFileSync(`/proc/${holder.pid}/stat`, 'utf8');
      const processStart = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      writeFileSync(
        lockPathFor(folder),
        JSON.stringify({
          pid: holder.pid,
          processStart,
          startedAt: new Date().toISOString(),
          host: hostname(),
        }),
      );
      await expect(acquireFolderLock(folder, { waitMs: 600 })).rejects.toThrow(
        `The database folder ${folder} is in use by process ${holder.pid}`,
      );
      // The holder lets go while the next opener waits: it gets the lock.
      const waiting = acquireFolderLock(folder, { waitMs: 10_000 });
      holder.kill('SIGKILL');
      const lock = await waiting;
      expect(readLock(folder)?.pid).toBe(process.pid);
      lock.release();
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('a pid reused by another process does not hold the lock', async () => {
    const folder = path.join(scratch, 'd');
    writeFileSync(
      lockPathFor(folder),
      JSON.stringify({
        pid: process.pid === 1 ? 2 : 1,
        processStart: '1',
        startedAt: new Date().toISOString(),
        host: hostname(),
      }),
    );
    const lock = await acquireFolderLock(folder, { waitMs: 300 });
    lock.release();
  });
});

describe('sharing the site database over its socket', () => {
  it(
    "a CLI transaction and the site's own queries never run inside each other",
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(scratch, 'site', 'pglite');
      const site = await openDatabase({ dataDir, serve: true });
      try {
        await expect(openDatabase({ dataDir, lockWaitMs: 0 })).rejects.toThrow(
          `in use by process ${process.pid}`,
        );
        const cli = await openDatabaseForTool({ dataDir });
        expect(cli.via).toBe('socket');
        await site.db.execute(sql`CREATE TABLE probe (id serial PRIMARY KEY, who text NOT NULL)`);
        const siteWrites = (async () => {
          for (let i = 0; i < 40; i++)
            await site.db.execute(sql`INSERT INTO probe (who) VALUES ('site')`);
        })();
        const cliWrites = (async () => {
          for (let i = 0; i < 10; i++) {
            await cli.db
              .transaction(async (tx) => {
                await tx.execute(sql`INSERT INTO probe (who) VALUES ('cli')`);
                await tx.execute(sql`INSERT INTO probe (who) VALUES ('cli')`);
                if (i % 2) throw new Error('roll back');
              })
              .catch(() => {});
          }
        })();
        await Promise.all([siteWrites, cliWrites]);
        const counts = await site.db.execute(
          sql`SELECT who, count(*)::int AS n FROM probe GROUP BY who ORDER BY who`,
        );
        // Every site insert kept (none rolled back with a CLI transaction), 5 of 10 CLI transactions.
        expect((counts as unknown as { rows: unknown[] }).rows).toEqual([
          { who: 'cli', n: 10 },
          { who: 'site', n: 40 },
        ]);
        await cli.close();
      } finally {
        await site.close();
      }
      expect(existsSync(lockPathFor(dataDir))).toBe(false);
      // With no holder, the tool opens the folder itself.
      const alone = await openDatabaseForTool({ dataDir });
      expect(alone.via).toBe('folder');
      await alone.close();
    },
  );
});
