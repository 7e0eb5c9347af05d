// GET /api/metrics wired to the site's configuration (METRICS_TOKEN) and its database. Server-only.
import { getDatabase } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { metricsResponse } from './metrics';

export function answerMetrics(request: Request): Promise<Response> {
  return metricsResponse(request, getEnv().METRICS_TOKEN, getDatabase);
}
