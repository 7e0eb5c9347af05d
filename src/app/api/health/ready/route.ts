// GET /api/health/ready: 200 when this instance can take bookings (its database answers and is
// migrated), 503 otherwise, with the checks as JSON (src/ops/health.ts). Never cached.
import { json } from '@/lib/http/json';
import { otherMethodsRefused } from '@/lib/http/methods';
import { readiness } from '@/ops/runtime';

export const dynamic = 'force-dynamic';

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('GET');

export async function GET() {
  const report = await readiness();
  return json(report, report.status === 'unavailable' ? 503 : 200);
}
