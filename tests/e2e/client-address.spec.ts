// Without TRUSTED_PROXIES the site counts requests by the socket's address: an X-Forwarded-For
// (or the server entry's internal address header) set by the client changes nothing, so rotating
// it does not get past the hourly limit, nor the limit of unconfirmed requests. A server of its
// own, on the default build, without the setting the other test servers have.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ports } from '../../playwright.config';
import { openDates } from './support/slots';
import { uniquePhone } from './support/contact';
import { CONFIRM_LABEL, confirmRequest } from './support/confirm-request';
import { mailWith } from './support/outbox-files';

const port = ports.site + 20;
const origin = `http://127.0.0.1:${port}`;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let server: ChildProcess | undefined;
let dataDir: string;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cluville-client-address-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
  delete env.TRUSTED_PROXIES;
  server = spawn(process.execPath, ['server/index.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env,
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answered = await fetch(`${origin}/en`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) break;
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error('the site without TRUSTED_PROXIES did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a client rotating X-Forwarded-For (or the internal address header) still meets the hourly limit', async ({
  request,
}) => {
  const statuses: number[] = [];
  // Each request confirmed by its parent as it comes: the address's unconfirmed ones stay under
  // their own limit (the next test).
  const site = await playwrightRequest.newContext({ baseURL: origin });
  // Open dates only: a closed one is refused (422) before the hourly count.
  const dates = openDates(30, 12);
  for (let i = 0; i < 11; i += 1) {
    const response = await request.post(`${origin}/api/bookings`, {
      headers: {
        'x-forwarded-for': `203.0.113.${i + 1}`,
        'x-cluville-client-address': `${'0'.repeat(48)} 198.51.100.${i + 1}`,
        origin,
      },
      data: {
        form: 'room',
        locale: 'en',
        room: 'space-mission',
        players: 6,
        date: dates[i],
        time: '17:00',
        name: `Rotation ${run}`,
        email: `rotation.${i}.${run}@example.com`,
        phone: uniquePhone(),
      },
    });
    statuses.push(response.status());
    if (response.status() !== 201) continue;
    const { reference } = (await response.json()) as { reference: string };
    const acknowledgement = await mailWith(path.join(dataDir, 'mail'), reference, CONFIRM_LABEL.en);
    await confirmRequest(site, acknowledgement);
  }
  await site.dispose();
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
  expect(statuses[10]).toBe(429);
  // The count is the socket's: another socket address (loopback is all of 127/8) is not limited.
  expect(
    await postFrom('127.0.0.2', {
      form: 'room',
      locale: 'en',
      room: 'space-mission',
      players: 6,
      date: dates[11],
      time: '17:00',
      name: `Other ${run}`,
      email: `other.${run}@example.com`,
      phone: uniquePhone(),
    }),
  ).toBe(201);
});

test('a client rotating X-Forwarded-For still meets the limit of 2 unconfirmed requests', async () => {
  const dates = openDates(50, 3);
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1)
    statuses.push(
      await postFrom(
        '127.0.0.3',
        {
          form: 'room',
          locale: 'en',
          room: 'space-mission',
          players: 6,
          date: dates[i],
          time: '17:00',
          name: `Unconfirmed ${run}`,
          email: `unconfirmed.${i}.${run}@example.com`,
          phone: uniquePhone(),
        },
        { 'x-forwarded-for': `203.0.113.${100 + i}` },
      ),
    );
  expect(statuses).toEqual([201, 201, 429]);
});

function postFrom(
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/bookings`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
