// The production image's start, without a container engine: the standalone build copied out of
// the checkout into a temporary folder (tests/support/standalone-copy.ts, by server-setup.ts under
// FUZZ_SERVER=standalone), started there with the image's entry, takes a booking. Only in the
// standalone config (`npm run test:fuzz:standalone`, part of `npm test`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { waitFor } from '../faults/support/site';
import { checkout, linksLeaving, nodeModulesAbove } from '../support/standalone-copy';

const port = inject('fuzzPort');
const root = inject('fuzzServerRoot');
const url = `http://127.0.0.1:${port}`;

/** A GET on `agent`: its status, and whether it went on a connection an earlier request opened. */
function getOn(agent: Agent, pathname: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = httpRequest(`${url}${pathname}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A date `days` ahead that is not one of the snapshot's closed dates. */
function openDate(days: number): string {
  for (let day = days; ; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    if (!/-(01-0[127]|05-01|05-2[12])$/.test(date)) return date;
  }
}

describe.skipIf(process.env.FUZZ_SERVER !== 'standalone')(
  'the standalone build copied outside the checkout',
  () => {
    it('runs from a folder that can reach nothing of the checkout', () => {
      expect(path.relative(checkout, root).startsWith('..')).toBe(true);
      expect(nodeModulesAbove(root)).toEqual([]);
      expect(linksLeaving(root)).toEqual([]);
      // The project's own files stay out: no configuration, no sources, no tests.
      for (const file of ['next.config.ts', 'tsconfig.json', 'tests', 'scripts', '.git'])
        expect(existsSync(path.join(root, file)), file).toBe(false);
      const sources = readdirSync(path.join(root, 'src'), { recursive: true })
        .map(String)
        .filter((file) => /\.tsx?$/.test(file));
      expect(sources).toEqual([]);
    });

    it('answers live and ready, and takes a booking: 201, and the acknowledgement written', async () => {
      expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
      // Ready once the embedded database is open and migrated in the copy's DATA_DIR.
      let ready = '';
      await waitFor('ready 200', async () => {
        const response = await fetch(`${url}/api/health/ready`);
        ready = await response.text();
        return response.status === 200;
      }).catch((error: Error) => {
        throw new Error(`${error.message}: ${ready}`);
      });
      const response = await fetch(`${url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({
          form: 'room',
          locale: 'en',
          room: 'dragons-cave',
          players: '4',
          date: openDate(90),
          time: '16:30',
          name: 'Parent Standalone',
          email: 'parent-standalone@example.com',
          phone: '+382 67 200 301',
        }),
      });
      const body = (await response.json()) as { reference?: string; status?: string };
      expect(response.status, JSON.stringify(body)).toBe(201);
      expect(body.status).toBe('unverified');
      expect(body.reference).toMatch(/^CLV-[A-Z0-9]+$/);
      // Without SMTP_URL the outbox writes each mail as a file in DATA_DIR/mail (the copy's .data):
      // the parent's acknowledgement carries the reference.
      const mailDir = path.join(root, '.data', 'mail');
      let acknowledgement: string | undefined;
      await waitFor('the acknowledgement in the outbox folder', () => {
        const files = existsSync(mailDir)
          ? readdirSync(mailDir).filter((name) => name.endsWith('-parent.eml'))
          : [];
        acknowledgement = files
          .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
          .find((text) => text.includes(body.reference!));
        return acknowledgement !== undefined;
      });
      expect(acknowledgement).toMatch(/^To: .*parent-standalone@example\.com/m);
    });

    it('keeps an idle connection open past 5 s, as a proxy in front expects (its next request is not reset)', async () => {
      // A proxy reuses its connection to the site after an idle time of its own; Node's default
      // closes it after 5 s, and a request sent as it closes is reset. The idle time is the
      // condition under test, so the test waits it out.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        expect(await getOn(agent, '/api/health/live')).toEqual({ status: 200, reused: false });
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        expect(await getOn(agent, '/api/health/live')).toEqual({ status: 200, reused: true });
      } finally {
        agent.destroy();
      }
    });
  },
);
