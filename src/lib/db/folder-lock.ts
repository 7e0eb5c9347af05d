// One opener per PGlite folder. A second process opening the same folder corrupts it (rows the
// first had acknowledged disappear, electric-sql/pglite#323), so the opener writes a lock file
// beside the folder (`<DATA_DIR>/pglite.lock`) holding its pid, its start time and, once it
// serves one, the address of its Postgres-protocol socket (src/lib/db/pglite-socket.ts), through
// which `npm run bookings` talks to the running site. A lock whose process is gone (or whose pid
// now belongs to another process, seen by its start time) is stale and taken over; a live holder
// is waited for a bounded time (a restart whose old process is still closing), then refused.
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  /** The process's start time as the kernel counts it (Linux, /proc/PID/stat), to tell a reused pid. */
  processStart?: string;
  startedAt: string;
  host: string;
  /** `host:port` of the holder's socket server, when it serves one. */
  socket?: string;
}

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The database folder ${folder} is in use by process ${holder.pid} (since ${holder.startedAt}). ` +
        'Only one process may open it: stop that process first, or point DATA_DIR elsewhere.',
    );
    this.name = 'FolderLockedError';
  }
}

export function lockPathFor(folder: string): string {
  const resolved = path.resolve(folder);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.lock`);
}

function processStart(pid: number): string | undefined {
  try {
    // Field 22 of /proc/PID/stat, after the command name (which may hold spaces) in parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(folder: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(lockPathFor(folder), 'utf8')) as LockInfo;
    return typeof info.pid === 'number' ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The lock's holder when it is a live process (on this machine), else undefined. */
export function liveHolder(folder: string): LockInfo | undefined {
  const info = readLock(folder);
  if (!info) return undefined;
  if (info.host !== hostname()) return info; // another machine's process: assume alive
  if (!isAlive(info.pid)) return undefined;
  const start = processStart(info.pid);
  if (info.processStart && start && start !== info.processStart) return undefined; // the pid was reused
  return info;
}

export interface FolderLock {
  readonly path: string;
  /** Records the socket address in the lock file. */
  setSocket(address: string | undefined): void;
  release(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the folder's lock, waiting up to `waitMs` for a live holder to let go; throws
 * FolderLockedError naming the folder and the holder's pid when it does not.
 */
export async function acquireFolderLock(
  folder: string,
  options: { waitMs?: number } = {},
): Promise<FolderLock> {
  const file = lockPathFor(folder);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const info: LockInfo = {
    pid: process.pid,
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
    host: hostname(),
  };
  const deadline = Date.now() + (options.waitMs ?? 10_000);
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(folder);
    if (holder && holder.pid === process.pid && holder.host === info.host) {
      // This process already holds it (a second open in the same process): refuse all the same.
      throw new FolderLockedError(folder, holder);
    }
    if (!holder && youngerThan(file, 2_000)) {
      await sleep(100); // another opener is writing its lock right now
      continue;
    }
    if (!holder || !liveHolder(folder)) {
      removeStale(file, holder);
      continue;
    }
    if (Date.now() > deadline) throw new FolderLockedError(folder, holder);
    await sleep(200);
  }
  let released = false;
  const write = (next: LockInfo) => {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(next), { mode: 0o600 });
    renameSync(temporary, file);
  };
  return {
    path: file,
    setSocket(address) {
      if (!released) write({ ...info, socket: address });
    },
    release() {
      if (released) return;
      released = true;
      const current = readLock(folder);
      if (current?.pid === process.pid && current.host === info.host) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    },
  };
}

function youngerThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

/**
 * Removes a stale lock. Two processes finding the same stale lock must not remove each other's
 * fresh one, so the removal happens under a directory made atomically (itself stale after 10 s).
 */
function removeStale(file: string, seen: LockInfo | undefined) {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard, 0o700);
  } catch {
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    } catch {
      // gone meanwhile
    }
    return;
  }
  try {
    let current: LockInfo | undefined;
    try {
      current = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    } catch {
      current = undefined;
    }
    if (JSON.stringify(current) === JSON.stringify(seen)) {
      try {
        unlinkSync(file);
      } catch {
        // gone meanwhile
      }
    }
  } finally {
    rmdirSync(guard);
  }
}
