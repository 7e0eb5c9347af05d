import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silencedConsole } from '@/lib/testing/console-spy';
import { loadPicture } from './share-image';

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b00000000049454e44ae426082',
  'hex',
);
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/upload.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url === '/upload.webp')
      return response.writeHead(200, { 'content-type': 'image/webp' }).end('RIFF');
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const errorSpy = silencedConsole('error');

describe('loadPicture', () => {
  it('reads a snapshot picture from disk as an SVG data URI', async () => {
    const file = readFileSync(
      path.join(process.cwd(), 'content/snapshot/media/rooms/piratsko-blago.svg'),
    );
    expect(await loadPicture('/media/rooms/piratsko-blago.svg')).toBe(
      `data:image/svg+xml;base64,${file.toString('base64')}`,
    );
  });

  it('fetches a WordPress upload it can draw', async () => {
    expect(await loadPicture(`${origin}/upload.png`)).toBe(
      `data:image/png;base64,${png.toString('base64')}`,
    );
  });

  it('leaves out what it cannot draw or reach, and logs it', async () => {
    expect(await loadPicture(`${origin}/upload.webp`)).toBeNull();
    expect(await loadPicture(`${origin}/broken.png`)).toBeNull();
    expect(errorSpy().mock.calls.map((call) => JSON.parse(String(call[0])).event)).toEqual([
      'share_image.picture_failed',
      'share_image.picture_failed',
    ]);
  });

  it('never reads outside the media folder', async () => {
    expect(await loadPicture('/media/../../package.json')).toBeNull();
    expect(await loadPicture('/media/%2e%2e/%2e%2e/package.json')).toBeNull();
    expect(await loadPicture('/media/rooms/missing.svg')).toBeNull();
    expect(await loadPicture('file:///etc/passwd')).toBeNull();
    expect(await loadPicture(undefined)).toBeNull();
  });
});
