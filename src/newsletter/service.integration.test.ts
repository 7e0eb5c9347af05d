import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '@/lib/db/schema';
import { createRateLimiter } from '@/lib/rate-limit';
import { testDatabases } from '@/booking/testing/databases';
import { createNewsletterService } from './service';

/** A Mailchimp-like list on loopback: records what arrives and answers what the test says. */
function startList() {
  const received: {
    method?: string;
    url?: string;
    authorization?: string;
    contentType?: string;
    body: string;
  }[] = [];
  let answer: { status: number; body: unknown } = {
    status: 200,
    body: { id: 'abc', status: 'subscribed' },
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(answer.status, { 'Content-Type': 'application/problem+json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  return {
    received,
    answer: (status: number, body: unknown) => void (answer = { status, body }),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(
            `http://127.0.0.1:${(server.address() as AddressInfo).port}/3.0/lists/list-1/members`,
          ),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const database of testDatabases('newsletter', {
  postgres: 'concurrent sign-ups of one address',
})) {
  describe(`newsletter sign-up on ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    const list = startList();
    let listUrl: string;
    const meta = (clientAddress = '198.51.100.7') => ({ locale: 'en' as const, clientAddress });

    beforeAll(async () => {
      handle = await database.open();
      listUrl = await list.listen();
    }, 60_000);
    afterAll(async () => {
      await list.close();
      await handle?.close();
    });
    beforeEach(async () => {
      await handle.reset();
      list.received.length = 0;
      list.answer(200, { id: 'abc', status: 'subscribed' });
    });

    const withList = () =>
      createNewsletterService({
        listUrl,
        apiKey: 'key-123-us1',
        getDb: async () => handle.db,
        rateLimiter: createRateLimiter(async () => handle.db),
      });
    const withoutList = () =>
      createNewsletterService({
        getDb: async () => handle.db,
        rateLimiter: createRateLimiter(async () => handle.db),
      });

    it('forwards exactly {email_address, status} with HTTP Basic auth to the list', async () => {
      expect(await withList().subscribe('  Ana@Example.com ', meta())).toEqual({
        status: 'subscribed',
        via: 'list',
      });
      expect(list.received).toHaveLength(1);
      const [request] = list.received;
      expect(request!.method).toBe('POST');
      expect(request!.url).toBe('/3.0/lists/list-1/members');
      expect(request!.contentType).toBe('application/json');
      expect(JSON.parse(request!.body)).toEqual({
        email_address: 'ana@example.com',
        status: 'subscribed',
      });
      expect(request!.authorization).toBe(
        `Basic ${Buffer.from('cluville:key-123-us1').toString('base64')}`,
      );
      // Nothing is kept locally when the list took the address.
      expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(0);
    });

    it('asks the list to confirm the address with NEWSLETTER_DOUBLE_OPT_IN (status pending)', async () => {
      const service = createNewsletterService({
        listUrl,
        doubleOptIn: true,
        getDb: async () => handle.db,
        rateLimiter: createRateLimiter(async () => handle.db),
      });
      expect(await service.subscribe('ana@example.com', meta())).toEqual({
        status: 'subscribed',
        via: 'list',
      });
      expect(JSON.parse(list.received[0]!.body)).toEqual({
        email_address: 'ana@example.com',
        status: 'pending',
      });
    });

    it("counts Mailchimp's 'Member Exists' answer as success", async () => {
      list.answer(400, {
        title: 'Member Exists',
        status: 400,
        detail: 'ana@example.com is already a list member.',
      });
      expect(await withList().subscribe('ana@example.com', meta())).toEqual({
        status: 'subscribed',
        via: 'list',
      });
    });

    it('reports a failure for a 500, another 400 and an unreachable list', async () => {
      list.answer(500, { title: 'Internal Server Error' });
      expect(await withList().subscribe('ana@example.com', meta())).toEqual({ status: 'failed' });
      list.answer(400, { title: 'Invalid Resource', detail: 'looks fake' });
      expect(await withList().subscribe('ana@example.com', meta())).toEqual({ status: 'failed' });
      const closed = createNewsletterService({
        listUrl: 'http://127.0.0.1:9/members',
        getDb: async () => handle.db,
        rateLimiter: createRateLimiter(async () => handle.db),
      });
      expect(await closed.subscribe('ana@example.com', meta())).toEqual({ status: 'failed' });
    });

    it('without a list, stores the address once however often it is sent', async () => {
      const service = withoutList();
      expect(await service.subscribe('ana@example.com', meta())).toEqual({
        status: 'subscribed',
        via: 'database',
      });
      expect(await service.subscribe('ANA@example.com ', meta())).toEqual({
        status: 'subscribed',
        via: 'database',
      });
      await Promise.all([
        service.subscribe('ana@example.com', meta()),
        service.subscribe('ana@example.com', meta()),
      ]);
      const rows = await handle.db.select().from(newsletterSubscribers);
      expect(rows.map((row) => [row.email, row.locale])).toEqual([['ana@example.com', 'en']]);
      expect(list.received).toHaveLength(0);
    });

    it('refuses what is not an e-mail address, and sends or stores nothing', async () => {
      for (const value of [
        '',
        'ana',
        'ana@',
        '@example.com',
        'ana @example.com',
        `${'a'.repeat(250)}@example.com`,
        42,
        undefined,
      ]) {
        expect(await withList().subscribe(value, meta()), String(value)).toEqual({
          status: 'invalid',
        });
        expect(await withoutList().subscribe(value, meta()), String(value)).toEqual({
          status: 'invalid',
        });
      }
      expect(list.received).toHaveLength(0);
      expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(0);
    });

    it('limits sign-ups per client address to 10 an hour, like booking requests', async () => {
      const service = withoutList();
      for (let i = 0; i < 10; i++)
        expect((await service.subscribe(`kid${i}@example.com`, meta('198.51.100.9'))).status).toBe(
          'subscribed',
        );
      const limited = await service.subscribe('kid10@example.com', meta('198.51.100.9'));
      expect(limited.status).toBe('rate-limited');
      expect((limited as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
      expect((await service.subscribe('kid10@example.com', meta('198.51.100.10'))).status).toBe(
        'subscribed',
      );
    });
  });
}
