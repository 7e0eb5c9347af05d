// POST /api/bookings: booking requests as JSON, for integrations. The same service and rules as
// the form: validation with messages in the request's language, the honeypot, the hourly limit,
// the limits of unconfirmed requests per address and of waiting requests per e-mail and phone,
// duplicates answered with the first reference, and no posts from other sites' pages. A request
// holds its time until the parent confirms it from the acknowledgement mail, as the form's does.
import { isLocale } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import { HONEYPOT_FIELD, pickValues } from '@/booking/rules/form-state';
import { isCrossSite } from '@/lib/http/cross-site';
import { getBookingService, loadBookingContext } from '@/booking/server/runtime';
import { clientAddress } from '@/lib/http/client-address';
import { readLimitedBody } from '@/lib/http/read-body';
import { otherMethodsRefused } from '@/lib/http/methods';
import { json } from '@/lib/http/json';

const MAX_BODY_BYTES = 16 * 1024;

/** Every other method: 405 with `Allow: POST`. */
export const { GET, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('POST');

export async function POST(request: Request) {
  if (isCrossSite(request.headers)) {
    logger.warn('booking.cross_origin', { origin: request.headers.get('origin') });
    return json({ error: 'cross-origin requests are not accepted' }, 403);
  }
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return json({ error: 'send JSON with Content-Type: application/json' }, 415);
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body === null) return json({ error: `body larger than ${MAX_BODY_BYTES} bytes` }, 413);

  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return json({ error: 'body is not valid JSON' }, 400);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return json({ error: 'body must be a JSON object' }, 400);
  const input = raw as Record<string, unknown>;
  const locale = isLocale(input.locale) ? input.locale : 'me';
  const context = await loadBookingContext(locale);
  const result = await getBookingService().submit(pickValues(input), {
    context,
    clientAddress: clientAddress(request.headers),
    honeypot:
      typeof input[HONEYPOT_FIELD] === 'string' ? (input[HONEYPOT_FIELD] as string) : undefined,
  });
  switch (result.status) {
    case 'created':
      // `unverified`: the parent confirms it from the acknowledgement mail within `confirmWithinSeconds`.
      return json(
        {
          reference: result.reference,
          status: result.verifyWithinMs ? 'unverified' : 'received',
          ...(result.verifyWithinMs
            ? { confirmWithinSeconds: Math.round(result.verifyWithinMs / 1000) }
            : {}),
        },
        201,
      );
    case 'duplicate':
      return json({ reference: result.reference, status: 'received', duplicate: true }, 200);
    case 'taken':
      return json(
        { error: 'slot_taken', message: result.message, alternatives: result.alternatives },
        409,
      );
    case 'invalid':
      return json(
        { error: 'invalid', ...(result.code ? { code: result.code } : {}), errors: result.errors },
        422,
      );
    case 'too-many-waiting':
      return json({ error: 'too_many_waiting', message: result.message }, 429);
    case 'too-many-unconfirmed':
      return json({ error: 'too_many_unconfirmed', message: result.message }, 429);
    case 'rate-limited':
      return json({ error: 'too many requests' }, 429, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    case 'unavailable':
      return json({ error: 'booking is temporarily unavailable' }, 503, { 'Retry-After': '30' });
  }
}
