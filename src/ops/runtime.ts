// Health and metrics wired to the process's database and content source. Server-only.
import { getContentSource } from '@/content/create-source';
import { getDatabase } from '@/lib/db/client';
import { processSingleton } from '@/lib/process-singleton.mjs';
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

export function readiness(): Promise<ReadyReport> {
  return checkReadiness({ getDatabase, checkContent });
}
