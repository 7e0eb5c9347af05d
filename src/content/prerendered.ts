// What the build prerendered, per content type and language: the same lists generateStaticParams
// returned (rooms, news posts, the static pages), read from the build's own prerender manifest.
// The slug index starts from these (src/content/slug-index.ts), so a page that is in the build
// is recognised even when WordPress is down and no index was ever fetched by this process.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isLocale, routing, type StaticPathname } from '@/i18n/routing';
import { getPageSlug } from './page-slugs';

/** `kind:locale` → slugs, as the slug index keys them. */
export type PrerenderedSlugs = Record<string, string[]>;

const staticRoutes = new Set<string>(
  Object.keys(routing.pathnames).filter((route) => !route.includes('[')),
);

/** The slugs in a prerender manifest's `routes` (keys are paths, `srcRoute` the app route). */
export function slugsFromManifest(
  routes: Record<string, { srcRoute?: string | null }>,
): PrerenderedSlugs {
  const out: Record<string, Set<string>> = {};
  const add = (key: string, slug: string) => (out[key] ??= new Set()).add(slug);
  for (const [pathname, { srcRoute }] of Object.entries(routes)) {
    if (!srcRoute?.startsWith('/[locale]')) continue;
    const [, locale, ...rest] = pathname.split('/');
    if (!isLocale(locale)) continue;
    const route = srcRoute.slice('/[locale]'.length) || '/';
    if (route === '/rooms/[slug]' && rest.length === 2)
      add(`room:${locale}`, decodeURIComponent(rest[1]!));
    else if (route === '/news/[slug]' && rest.length === 2)
      add(`post:${locale}`, decodeURIComponent(rest[1]!));
    else if (staticRoutes.has(route))
      add(`page:${locale}`, getPageSlug(route as StaticPathname, locale));
  }
  return Object.fromEntries(Object.entries(out).map(([key, slugs]) => [key, [...slugs].sort()]));
}

/** The share images (`/og/en/room/x.png`) among a prerender manifest's `routes`. */
export function shareImagesFromManifest(
  routes: Record<string, { srcRoute?: string | null }>,
): Set<string> {
  return new Set(
    Object.entries(routes)
      .filter(([, { srcRoute }]) => srcRoute === '/og/[locale]/[kind]/[file]')
      .map(([pathname]) => pathname),
  );
}

/** The share images the build drew, or undefined (development, or a build without the manifest). */
export function readShareImages(
  distDir = process.env.NEXT_DIST_DIR || '.next',
): Set<string> | undefined {
  try {
    const manifest = JSON.parse(
      readFileSync(path.resolve(distDir, 'prerender-manifest.json'), 'utf8'),
    ) as { routes?: Record<string, { srcRoute?: string | null }> };
    const images = shareImagesFromManifest(manifest.routes ?? {});
    return images.size > 0 ? images : undefined;
  } catch {
    return undefined;
  }
}

/** The build's prerendered slugs, or none (development, or a build without the manifest). */
export function readPrerenderedSlugs(
  distDir = process.env.NEXT_DIST_DIR || '.next',
): PrerenderedSlugs {
  try {
    const manifest = JSON.parse(
      readFileSync(path.resolve(distDir, 'prerender-manifest.json'), 'utf8'),
    ) as { routes?: Record<string, { srcRoute?: string | null }> };
    return slugsFromManifest(manifest.routes ?? {});
  } catch {
    return {};
  }
}

/**
 * The build's draft-mode key (`preview.previewModeId` of the manifest): the value of Next.js's
 * `__prerender_bypass` cookie while draft mode is on. Undefined without a production build.
 */
export function readPreviewModeId(
  distDir = process.env.NEXT_DIST_DIR || '.next',
): string | undefined {
  try {
    const manifest = JSON.parse(
      readFileSync(path.resolve(distDir, 'prerender-manifest.json'), 'utf8'),
    ) as { preview?: { previewModeId?: unknown } };
    const id = manifest.preview?.previewModeId;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}
