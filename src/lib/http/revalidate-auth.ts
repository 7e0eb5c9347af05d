import { createHash, timingSafeEqual } from 'node:crypto';
import { getRateLimiter, type RateLimiter } from '@/lib/rate-limit';
import { logger } from '@/lib/logger';
import { addressForLog, clientAddress, limitKeyOf } from './client-address';
import { readLimitedBody } from './read-body';
import { json } from './json';

// Who may call POST /api/revalidate, and how much they may send. The secret is compared as a
// fixed-length digest, so neither the answer nor its timing depends on the secret's length;
// failed attempts are counted per address, and each one logs a single line. An address locked
// out is refused even with the right secret: otherwise a 200 among the 429s would tell a guesser
// the guess was right, and guessing would go on at full speed.

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

const lockedOut = (retryAfterSeconds: number) =>
  json({ error: 'too many failed attempts' }, 429, { 'Retry-After': String(retryAfterSeconds) });

/**
 * A secret given with a request, checked against the configured one (none configured: always
 * wrong): `null` when it matches, otherwise the refusal, 401, or 429 once this address has failed
 * too often (counted per address under `scope`, in the shared rate limits). While the address is
 * locked out, the right secret gets the same 429 (it is not counted as a failure). One line is
 * logged for each refusal.
 */
export async function refuseWrongSecret(
  headers: Headers,
  given: string | null,
  secret: string | undefined,
  { scope, limiter = getRateLimiter() }: { scope: string; limiter?: RateLimiter },
): Promise<Response | null> {
  const address = clientAddress(headers);
  const key = `${scope}-failed:${limitKeyOf(address)}`;
  if (secret && given && sameSecret(given, secret)) {
    const lock = await limiter.peek?.(key, FAILED_ATTEMPTS_LIMIT, FAILED_ATTEMPTS_WINDOW_SECONDS);
    if (!lock || lock.allowed) return null;
    logger.warn(`${scope}.locked_out`, { address: addressForLog(address) });
    return lockedOut(lock.retryAfterSeconds);
  }
  const { allowed, retryAfterSeconds } = await limiter.consume(
    key,
    FAILED_ATTEMPTS_LIMIT,
    FAILED_ATTEMPTS_WINDOW_SECONDS,
  );
  logger.warn(`${scope}.unauthorized`, {
    address: addressForLog(address),
    configured: Boolean(secret),
    limited: !allowed,
  });
  return allowed ? json({ error: 'unauthorized' }, 401) : lockedOut(retryAfterSeconds);
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
