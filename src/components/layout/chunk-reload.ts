import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';

const STORAGE_KEY = 'cluville:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  );
}

/**
 * After a deploy, an open tab may ask for script chunks that no longer exist. A full reload
 * fetches the new ones; the guard keeps a truly broken chunk from reloading in a loop.
 */
export function reloadAfterChunkError({
  now = Date.now(),
  storage = sessionStorage,
  reload = () => window.location.reload(),
}: {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
} = {}): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
