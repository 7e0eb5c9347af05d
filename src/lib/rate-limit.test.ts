import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit';

describe('in-memory rate limiter (stand-in)', () => {
  it('allows `limit` per window and key, then says when to retry', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect((await limiter.consume('a', 2, 60)).allowed).toBe(true);
    expect((await limiter.consume('a', 2, 60)).allowed).toBe(true);
    now = 15_000;
    expect(await limiter.consume('a', 2, 60)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.consume('b', 2, 60)).allowed).toBe(true);
    now = 60_000;
    expect((await limiter.consume('a', 2, 60)).allowed).toBe(true);
  });
});
