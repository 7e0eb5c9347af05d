// The parent's press of "Confirm your request" in tests: the request's `verify` transition, as the
// acknowledgement's page makes it (POST /api/booking-links → the answer command → the lifecycle),
// after which the request is `pending`, holds its time for BOOKING_HOLD_TTL and the venue's mail
// is queued. One helper for every test that needs a request the venue knows of.
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { bookingRequests, type BookingRow } from '@/lib/db/schema';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import type { Lifecycle } from '../server/lifecycle';
import type { BookingService, SubmitMeta, SubmitResult } from '../server/service';
import { testLifecycle } from './lifecycle';

export interface ConfirmOptions {
  /** The lifecycle's settings the service was given (the hold that starts now). */
  settings?: Partial<LifecycleSettings>;
  /** The lifecycle's clock. */
  now?: () => Date;
  /** The test's own lifecycle (its venue, its rooms' titles); else the test lifecycle of the above. */
  lifecycle?: Lifecycle;
}

/** Confirms the request of `reference` (or a created result) as its parent; throws if refused. */
export async function confirmRequest(
  db: Database,
  request: string | SubmitResult,
  options: ConfirmOptions = {},
): Promise<BookingRow> {
  if (typeof request !== 'string' && request.status !== 'created' && request.status !== 'duplicate')
    throw new Error(`nothing to confirm: the request was ${request.status}`);
  const reference = typeof request === 'string' ? request : request.reference;
  const [row] = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.reference, reference));
  if (!row) throw new Error(`no request ${reference}`);
  const lifecycle = options.lifecycle ?? testLifecycle(options.settings, options.now).lifecycle;
  const result = await lifecycle.transition(db, row.id, 'verify', { actor: { kind: 'parent' } });
  if (!result.ok) throw new Error(`request ${reference} not confirmed: ${result.reason}`);
  return result.booking;
}

/** Submits a request and, when it is stored, confirms it as its parent would. */
export async function submitConfirmed(
  service: BookingService,
  db: Database,
  raw: unknown,
  meta: SubmitMeta,
  options: ConfirmOptions = {},
): Promise<SubmitResult> {
  const result = await service.submit(raw, meta);
  if (result.status === 'created' && result.id !== undefined)
    await confirmRequest(db, result, options);
  return result;
}
