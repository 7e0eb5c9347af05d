import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '@/lib/db/client';
import { openPgliteCopy } from '@/booking/testing/databases';
import { createRateLimiter } from '@/lib/rate-limit';
import { CLIENT_ADDRESS_HEADER, installTokenForTests } from './client-address';
import {
  authorizeRevalidate,
  FAILED_ATTEMPTS_LIMIT,
  MAX_BODY_BYTES,
  sameSecret,
} from './revalidate-auth';

// As the server entry does: the socket's address with this process's token.
const token = installTokenForTests();

const SECRET = 'a-revalidation-secret-0123456789';

function post(
  secret: string | undefined,
  body: BodyInit = '{"type":"room"}',
  address = '203.0.113.7',
  headers: Record<string, string> = {},
) {
  return new Request('http://site.test/api/revalidate', {
    method: 'POST',
    headers: {
      ...(secret ? { 'x-revalidate-secret': secret } : {}),
      [CLIENT_ADDRESS_HEADER]: `${token} ${address}`,
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

function streamOf(bytes: number, chunk = 1024) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}

// The real limiter on an in-memory database, a fresh key space per test.
let handle: DbHandle;
let run = 0;
beforeAll(async () => {
  handle = await openPgliteCopy();
}, 60_000);
afterAll(async () => handle?.close());
function freshLimiter() {
  const prefix = `t${(run += 1)}:`;
  const limiter = createRateLimiter(async () => handle.db);
  return {
    consume: (key: string, limit: number, windowSeconds: number) =>
      limiter.consume(prefix + key, limit, windowSeconds),
    peek: (key: string, limit: number, windowSeconds: number) =>
      limiter.peek!(prefix + key, limit, windowSeconds),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('sameSecret', () => {
  it('matches only the exact secret, whatever the lengths', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(sameSecret(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(sameSecret(SECRET + 'x', SECRET)).toBe(false);
    expect(sameSecret('', SECRET)).toBe(false);
    expect(sameSecret('x'.repeat(10_000), SECRET)).toBe(false);
  });
});

describe('authorizeRevalidate', () => {
  it('hands the body over when the secret is right', async () => {
    const verdict = await authorizeRevalidate(post(SECRET), {
      secret: SECRET,
      limiter: freshLimiter(),
    });
    expect(verdict).toEqual({ ok: true, body: '{"type":"room"}' });
  });

  it('answers 401 to a wrong, missing or unconfigured secret, with one log line each', async () => {
    const lines = vi.spyOn(console, 'error').mockImplementation(() => {});
    const limiter = freshLimiter();
    for (const [given, secret] of [
      ['wrong-secret-wrong-secret', SECRET],
      [undefined, SECRET],
      [SECRET, undefined],
    ] as const) {
      const verdict = await authorizeRevalidate(post(given), { secret, limiter });
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect(verdict.response.status).toBe(401);
    }
    expect(lines).toHaveBeenCalledTimes(3);
    expect(String(lines.mock.calls[0]![0])).toContain('"event":"revalidate.unauthorized"');
  });

  it('hole 8: limits failed attempts per address with 429 and Retry-After, and refuses the right secret too while the address is locked out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const limiter = freshLimiter();
    const statuses: number[] = [];
    for (let i = 0; i <= FAILED_ATTEMPTS_LIMIT; i++) {
      const verdict = await authorizeRevalidate(post(`guess-number-${i}-of-many`), {
        secret: SECRET,
        limiter,
      });
      if (!verdict.ok) statuses.push(verdict.response.status);
    }
    expect(statuses.slice(0, FAILED_ATTEMPTS_LIMIT).every((status) => status === 401)).toBe(true);
    const last = await authorizeRevalidate(post('one-more-guess-after-all'), {
      secret: SECRET,
      limiter,
    });
    expect(last.ok).toBe(false);
    if (!last.ok) {
      expect(last.response.status).toBe(429);
      expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The right secret from the locked-out address is refused as well, so guessing cannot go on
    // (a right guess would otherwise show itself by a 200), and it counts as no failure.
    const right = await authorizeRevalidate(post(SECRET), { secret: SECRET, limiter });
    expect(!right.ok && right.response.status).toBe(429);
    if (!right.ok) expect(Number(right.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected: a wrong secret is 401 there, the right one gets in.
    const other = await authorizeRevalidate(
      post('a-wrong-guess-elsewhere', undefined, '198.51.100.1'),
      { secret: SECRET, limiter },
    );
    expect(!other.ok && other.response.status).toBe(401);
    const wordpress = await authorizeRevalidate(post(SECRET, undefined, '198.51.100.1'), {
      secret: SECRET,
      limiter,
    });
    expect(wordpress.ok).toBe(true);
  });

  it('hole 8: ten failures lock the address even before an eleventh guess', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const limiter = freshLimiter();
    for (let i = 0; i < FAILED_ATTEMPTS_LIMIT; i++)
      await authorizeRevalidate(post(`guess-number-${i}-of-ten`), { secret: SECRET, limiter });
    const right = await authorizeRevalidate(post(SECRET), { secret: SECRET, limiter });
    expect(!right.ok && right.response.status).toBe(429);
  });

  it('refuses a body over 4 KB with 413, declared or streamed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const limiter = freshLimiter();
    const declared = await authorizeRevalidate(post(SECRET, 'x'.repeat(MAX_BODY_BYTES + 1)), {
      secret: SECRET,
      limiter,
    });
    expect(!declared.ok && declared.response.status).toBe(413);
    const streamed = await authorizeRevalidate(post(SECRET, streamOf(10 * MAX_BODY_BYTES)), {
      secret: SECRET,
      limiter,
    });
    expect(!streamed.ok && streamed.response.status).toBe(413);
    const exact = await authorizeRevalidate(post(SECRET, streamOf(MAX_BODY_BYTES)), {
      secret: SECRET,
      limiter,
    });
    expect(exact.ok).toBe(true);
  });
});
