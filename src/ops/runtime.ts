// Health and metrics wired to the process's database and content source. Server-only.
import { getContentSource } from '@/content/create-source';
import { bookingFailures } from '@/lib/booking-failures';
import { getDatabase, getDataDir } from '@/lib/db/client';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { rememberedProbe } from './data-dir-probe';
import { checkReadiness, type ReadyReport } from './health';

/** How long a content answer counts: a probe every few seconds must not hammer WordPress. */
const CONTENT_CHECK_TTL_MS = 30_000;

/** The content source answers (its site options), remembered for a while, failures included. */
function checkContent(): Promise<unknown> {
  const memo = processSingleton('health-content', () => ({
    at: 0,
    result: Promise.resolve() as Promise<unknown>,
  }));
  if (Date.now() - memo.at > CONTENT_CHECK_TTL_MS) {
    memo.at = Date.now();
    memo.result = getContentSource().getSiteOptions('me');
    memo.result.catch(() => {});
  }
  return memo.result;
}

/** How long a DATA_DIR write check counts: at most one small file written per interval. */
const DATA_DIR_CHECK_TTL_MS = 5_000;

export function readiness(): Promise<ReadyReport> {
  const checkDataDir = processSingleton('health-data-dir', () =>
    rememberedProbe(getDataDir, DATA_DIR_CHECK_TTL_MS),
  );
  return checkReadiness({
    getDatabase,
    checkContent,
    checkDataDir,
    dataDirHoldsDatabase: !process.env.DATABASE_URL,
    bookingFailures,
  });
}
