import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadPrerenderedPages,
  PRERENDERED_HEADER,
  prerenderedPagePath,
} from './prerendered-pages.mjs';

/** The route table's answer, as src/i18n/page-paths.ts gives it, for three public paths. */
const table = {
  '/sobe/zmajeva-pecina': { locale: 'me', folder: '/me/rooms/zmajeva-pecina' },
  '/en/rooms/dragons-cave': { locale: 'en', folder: '/en/rooms/dragons-cave' },
  '/sobe/nova-soba': { locale: 'me', folder: '/me/rooms/nova-soba' },
};
const folderOf = () => (pathname) => table[pathname];
const prerendered = new Set(['/me/rooms/zmajeva-pecina', '/en/rooms/dragons-cave']);
const request = (url, headers = {}, method = 'GET') => ({ method, url, headers: { ...headers } });

describe('the prerendered pages fast path', () => {
  const rewrite = prerenderedPagePath(prerendered, folderOf);

  it('rewrites a prerendered page to its folder, marked for the proxy, with its language', () => {
    const req = request('/sobe/zmajeva-pecina');
    expect(rewrite(req)).toBe(true);
    expect(req.url).toBe('/me/rooms/zmajeva-pecina');
    expect(req.headers[PRERENDERED_HEADER]).toBe('1');
    expect(req.headers['x-next-intl-locale']).toBe('me');
    const head = request('/en/rooms/dragons-cave', {}, 'HEAD');
    expect(rewrite(head)).toBe(true);
    expect(head.url).toBe('/en/rooms/dragons-cave');
  });

  it('leaves to the proxy what it must see, and removes a marker a client sent', () => {
    const cases = [
      request('/sobe/nova-soba', { [PRERENDERED_HEADER]: '1' }), // published after the build
      request('/sobe/zmajeva-pecina?page=2', { [PRERENDERED_HEADER]: '1' }),
      request('/sobe/zmajeva-pecina', { rsc: '1', [PRERENDERED_HEADER]: '1' }),
      request('/sobe/zmajeva-pecina', { cookie: 'a=1; __prerender_bypass=x' }),
      request('/sobe/zmajeva-pecina', { 'next-action': 'abc' }, 'POST'),
      request('/sobe/zmajeva-pecina', {}, 'POST'),
      request('/me/rooms/zmajeva-pecina', { [PRERENDERED_HEADER]: '1' }), // a folder asked directly
      request('/nowhere', { [PRERENDERED_HEADER]: 'yes' }),
    ];
    for (const req of cases) {
      const before = req.url;
      expect(rewrite(req), before).toBe(false);
      expect(req.url).toBe(before);
      expect(req.headers[PRERENDERED_HEADER], before).toBeUndefined();
    }
  });

  it('does nothing without a build manifest or before the app gave its route table', () => {
    const none = request('/sobe/zmajeva-pecina', { [PRERENDERED_HEADER]: '1' });
    expect(prerenderedPagePath(undefined, folderOf)(none)).toBe(false);
    expect(none.headers[PRERENDERED_HEADER]).toBeUndefined();
    const early = request('/sobe/zmajeva-pecina');
    expect(prerenderedPagePath(prerendered, () => undefined)(early)).toBe(false);
    expect(early.url).toBe('/sobe/zmajeva-pecina');
  });
});

describe('the build manifest', () => {
  it("lists the localized pages the build prerendered, not its other files' routes", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
    mkdirSync(path.join(root, '.next'));
    writeFileSync(
      path.join(root, '.next', 'prerender-manifest.json'),
      JSON.stringify({
        routes: {
          '/me': { srcRoute: '/[locale]' },
          '/me/rooms/zmajeva-pecina': { srcRoute: '/[locale]/rooms/[slug]' },
          '/og/me/rooms/x.png': { srcRoute: '/og/[locale]/[kind]/[file]' },
          '/robots.txt': { srcRoute: '/robots.txt' },
        },
      }),
    );
    expect(loadPrerenderedPages(root)).toEqual(new Set(['/me', '/me/rooms/zmajeva-pecina']));
    expect(loadPrerenderedPages(root, '.next-missing')).toBeUndefined();
  });
});
