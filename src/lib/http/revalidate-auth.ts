import { createHash, timingSafeEqual } from 'node:crypto';
import { getRateLimiter, type RateLimiter } from '@/lib/rate-limit';
import { logger } from '@/lib/logger';
import { addressForLog, clientAddress, limitKeyOf } from './client-address';
import { readLimitedBody } from './read-body';
import { json } from './json';

// Who may call POST /api/revalidate, and how much they may send. The secret is compared as a
// fixed-length digest, so neither the answer nor its timing depends on the secret's length;
// failed attempts are counted per address, and each one logs a single line.

export const MAX_BODY_BYTES = 4096;
export const FAILED_ATTEMPTS_LIMIT = 10;
const FAILED_ATTEMPTS_WINDOW_SECONDS = 600;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

type Verdict = { ok: true; body: string } | { ok: false; response: Response };

interface Options {
  secret: string | undefined;
  limiter?: RateLimiter;
}

/**
 * A secret given with a request, checked against the configured one (none configured: always
 * wrong): `null` when it matches, otherwise the refusal, 401, or 429 once this address has failed
 * too often (counted per address under `scope`, in the shared rate limits). One line is logged.
 */
export async function refuseWrongSecret(
  headers: Headers,
  given: string | null,
  secret: string | undefined,
  { scope, limiter = getRateLimiter() }: { scope: string; limiter?: RateLimiter },
): Promise<Response | null> {
  if (secret && given && sameSecret(given, secret)) return null;
  const address = clientAddress(headers);
  const { allowed, retryAfterSeconds } = await limiter.consume(
    `${scope}-failed:${limitKeyOf(address)}`,
    FAILED_ATTEMPTS_LIMIT,
    FAILED_ATTEMPTS_WINDOW_SECONDS,
  );
  logger.warn(`${scope}.unauthorized`, {
    address: addressForLog(address),
    configured: Boolean(secret),
    limited: !allowed,
  });
  return allowed
    ? json({ error: 'unauthorized' }, 401)
    : json({ error: 'too many failed attempts' }, 429, {
        'Retry-After': String(retryAfterSeconds),
      });
}

/** Either the request body, to be parsed by the route, or the answer that refuses the request. */
export async function authorizeRevalidate(
  request: Request,
  { secret, limiter = getRateLimiter() }: Options,
): Promise<Verdict> {
  const refused = await refuseWrongSecret(
    request.headers,
    request.headers.get('x-revalidate-secret'),
    secret,
    { scope: 'revalidate', limiter },
  );
  if (refused) return { ok: false, response: refused };
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body === null) {
    logger.warn('revalidate.body-too-large', { limitBytes: MAX_BODY_BYTES });
    return {
      ok: false,
      response: json({ error: `body larger than ${MAX_BODY_BYTES} bytes` }, 413),
    };
  }
  return { ok: true, body };
}
