// GET /api/metrics wired to the site's configuration (METRICS_TOKEN, the scheduled backups') and
// its database. Server-only.
import { getDatabase, getDataDir } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { backupConfig } from '@/jobs/backup-job';
import { metricsResponse } from './metrics';

export function answerMetrics(request: Request): Promise<Response> {
  const env = getEnv();
  return metricsResponse(request, env.METRICS_TOKEN, getDatabase, {
    backupEveryMs: backupConfig(env, getDataDir())?.everyMs,
  });
}
