// Can DATA_DIR be written? A small file created, written through to the disk, and removed: a full
// disk, a folder made read-only or a lost mount fails it, as it fails the embedded database, the
// file outbox and the backups. Asked by ready (src/ops/runtime.ts) at most once per few seconds.
import { open, rm } from 'node:fs/promises';
import path from 'node:path';

/** One block: a disk with no block left refuses it even where an empty file could be created. */
const PROBE_BYTES = Buffer.alloc(4096, 0x2e);

/** Resolves when a file can be written into `dir` and removed; rejects with the reason otherwise. */
export async function probeWritable(dir: string): Promise<void> {
  const file = path.join(dir, `.ready-probe-${process.pid}`);
  try {
    const handle = await open(file, 'w', 0o600);
    try {
      await handle.writeFile(PROBE_BYTES);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } finally {
    await rm(file, { force: true }).catch(() => {});
  }
}

/**
 * `probeWritable(dir())`, the answer remembered for `everyMs` (failures too): a probe every few
 * seconds from a load balancer writes at most one file per interval.
 */
export function rememberedProbe(dir: () => string, everyMs: number): () => Promise<void> {
  let at = -Infinity;
  let result: Promise<void> = Promise.resolve();
  return () => {
    if (Date.now() - at >= everyMs) {
      at = Date.now();
      result = probeWritable(dir());
      result.catch(() => {});
    }
    return result;
  };
}
