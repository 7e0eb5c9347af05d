// GET /api/metrics: Prometheus text (src/ops/metrics.ts) for `Authorization: Bearer
// $METRICS_TOKEN`; 404 without METRICS_TOKEN (the endpoint does not exist), 401 for a missing
// or wrong token. Never cached.
import { otherMethodsRefused } from '@/lib/http/methods';
import { answerMetrics } from '@/ops/metrics-endpoint';

export const dynamic = 'force-dynamic';

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('GET');

export function GET(request: Request) {
  return answerMetrics(request);
}
