// The site's PGlite, reachable from another process (`npm run bookings`) over the Postgres
// protocol on a loopback port (@electric-sql/pglite-socket); the port is written into the
// folder's lock file (src/lib/db/folder-lock.ts), where the CLI finds it.
//
// PGlite has one session. The socket server runs each protocol message exclusively, but a
// transaction, or an extended-protocol query (Parse, Bind, Execute, Sync), spans several
// messages, and the site's own queries must not land between them (they would run inside the
// CLI's transaction, or overwrite its unnamed statement). So a gate is shared: the site's
// `query`, `exec` and `transaction` pass through it, and a socket client holds it from its first
// message until its query is complete (Sync or a simple Query) and no transaction is open.
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { logger } from '@/lib/logger';

class Gate {
  private tail: Promise<void> = Promise.resolve();
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

/** Message types after which a socket client's query is complete: Sync, Query, Terminate. */
const QUERY_END = new Set([0x53, 0x51, 0x58]);
/** A client that stops mid-query gives the gate back after this long. */
const STALL_MS = 5_000;

/**
 * Routes the site's own calls through the gate and starts the socket server on 127.0.0.1 (a
 * free port). Returns its address (`host:port`) and a stop function.
 */
export async function serveOverSocket(
  client: PGlite,
): Promise<{ address: string; stop(): Promise<void> }> {
  const gate = new Gate();
  const original = {
    query: client.query.bind(client),
    exec: client.exec.bind(client),
    transaction: client.transaction.bind(client),
  };
  const gated =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const release = await gate.acquire();
      try {
        return await call(...args);
      } finally {
        release();
      }
    };
  const target = client as unknown as Record<string, unknown>;
  target.query = gated(original.query);
  target.exec = gated(original.exec);
  target.transaction = gated(original.transaction);

  let held: (() => void) | undefined;
  let lastType = 0;
  let stall: NodeJS.Timeout | undefined;
  const letGo = () => {
    clearTimeout(stall);
    const release = held;
    held = undefined;
    release?.();
  };
  const settle = () => {
    if (client.isInTransaction()) return;
    // A startup message has no type byte (it starts with its length, so a 0 byte).
    if (QUERY_END.has(lastType) || lastType === 0) letGo();
    else {
      clearTimeout(stall);
      stall = setTimeout(() => {
        if (held && !client.isInTransaction()) {
          logger.warn('db.socket_client_stalled', {});
          letGo();
        }
      }, STALL_MS);
    }
  };
  const facade = {
    get waitReady() {
      return client.waitReady;
    },
    isInTransaction: () => client.isInTransaction(),
    async runExclusive<T>(work: () => Promise<T>): Promise<T> {
      if (!held) held = await gate.acquire();
      clearTimeout(stall);
      try {
        return await client.runExclusive(work);
      } finally {
        settle();
      }
    },
    execProtocolRawStream(
      message: Uint8Array,
      options: Parameters<PGlite['execProtocolRawStream']>[1],
    ) {
      lastType = message[0] ?? 0;
      return client.execProtocolRawStream(message, options);
    },
    // The socket server rolls back a disconnected client's open transaction with this.
    async exec(query: string) {
      try {
        return await original.exec(query);
      } finally {
        if (held && !client.isInTransaction()) letGo();
      }
    },
  };
  const server = new PGLiteSocketServer({
    db: facade as unknown as PGlite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: 4,
    idleTimeout: 30_000,
  });
  await server.start();
  return {
    address: server.getServerConn(),
    async stop() {
      await server.stop();
      letGo();
      Object.assign(target, original);
    },
  };
}
