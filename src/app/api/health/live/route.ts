// GET /api/health/live: 200 while the process runs (for a load balancer's liveness probe). It
// asks nothing else: a database or WordPress outage is ready's business, not a reason to restart.
import { json } from '@/lib/http/json';
import { otherMethodsRefused } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('GET');

export function GET() {
  return json({ status: 'ok' }, 200);
}
