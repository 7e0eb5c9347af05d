import { describe, expect, it } from 'vitest';
import { readLimitedBody } from './read-body';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

function stream(bytes: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += 100;
      controller.enqueue(new Uint8Array(100).fill(0x61));
    },
  });
}

describe('readLimitedBody', () => {
  it('returns the text of a body within the limit, and "" for none', async () => {
    expect(await readLimitedBody(post('{"a":1}'), 100)).toBe('{"a":1}');
    expect(await readLimitedBody(post(null), 100)).toBe('');
  });

  it('refuses a declared length over the limit before reading', async () => {
    expect(await readLimitedBody(post('short', { 'content-length': '5000' }), 100)).toBeNull();
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    expect(await readLimitedBody(post(stream(10_000)), 1000)).toBeNull();
    expect(await readLimitedBody(post(stream(1000)), 1000)).toHaveLength(1000);
  });
});
