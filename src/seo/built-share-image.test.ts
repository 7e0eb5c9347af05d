import { describe, expect, it } from 'vitest';
import { shareImagesFromManifest } from '@/content/prerendered';
import { shareImageAmong } from './built-share-image';

// The routes of a build's prerender manifest, as `next build` writes them.
const built = shareImagesFromManifest({
  '/en': { srcRoute: '/[locale]' },
  '/en/rooms/the-dragons-cave': { srcRoute: '/[locale]/rooms/[slug]' },
  '/og/en/page/home.png': { srcRoute: '/og/[locale]/[kind]/[file]' },
  '/og/me/page/pocetna.png': { srcRoute: '/og/[locale]/[kind]/[file]' },
  '/og/en/room/the-dragons-cave.png': { srcRoute: '/og/[locale]/[kind]/[file]' },
});

describe('the share image a page names', () => {
  it('is its own when the build drew it', () => {
    expect(built.size).toBe(3);
    expect(shareImageAmong(built, 'en', 'room', 'the-dragons-cave')).toBe(
      '/og/en/room/the-dragons-cave.png',
    );
  });

  it('is its language’s home image for an item published after the build (the route draws no new ones)', () => {
    expect(shareImageAmong(built, 'en', 'news', 'published-today')).toBe('/og/en/page/home.png');
    expect(shareImageAmong(built, 'me', 'room', 'nova-soba')).toBe('/og/me/page/pocetna.png');
  });

  it('is its own while the build draws them all (no manifest yet)', () => {
    expect(shareImageAmong(undefined, 'en', 'news', 'published-today')).toBe(
      '/og/en/news/published-today.png',
    );
  });
});
