// GET /api/metrics: Prometheus text (src/ops/metrics.ts) for `Authorization: Bearer
// $METRICS_TOKEN`; 404 without METRICS_TOKEN (the endpoint does not exist), 401 for a missing
// or wrong token. Never cached.
import { getDatabase } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { otherMethodsRefused } from '@/lib/http/methods';
import { metricsResponse } from '@/ops/metrics';

export const dynamic = 'force-dynamic';

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('GET');

export function GET(request: Request) {
  return metricsResponse(request, getEnv().METRICS_TOKEN, getDatabase);
}
