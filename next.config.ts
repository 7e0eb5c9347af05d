import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import securityHeaderValues from './server/security-headers.json';
import mediaHeaderValues from './server/media-headers.json';
import linkPageHeaderValues from './server/link-page-headers.json';
import { contentSecurityPolicy } from './server/content-security-policy.mjs';
import { clearBuildFetchCache } from './server/build-fetch-cache.mjs';
import { assertOptionsRouteOnce } from './src/content/wordpress/options-route.mjs';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * The security headers on every answer (server/security-headers.json), the policy with
 * WORDPRESS_URL's origin for content images: it is read here at build time, like the images'
 * remote pattern below (change it, rebuild). `next dev` also allows eval, which React's
 * development build needs. Media files keep their stricter, sandboxing policy
 * (server/media-headers.json), the pages of signed links theirs (server/link-page-headers.json):
 * of two entries setting one header, the later wins.
 */
function securityHeaders(dev: boolean) {
  let policy = contentSecurityPolicy(securityHeaderValues['Content-Security-Policy'], {
    WORDPRESS_URL: process.env.WORDPRESS_URL || undefined,
  });
  if (dev) policy = policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");
  const all = { ...securityHeaderValues, 'Content-Security-Policy': policy };
  const list = (values: Record<string, string>) =>
    Object.entries(values).map(([key, value]) => ({ key, value }));
  return [
    { source: '/:path*', headers: list(all) },
    { source: '/media/:path*', headers: list(mediaHeaderValues) },
    // The pages of signed booking links, and the calendar files whose address holds a token (a
    // booking's "Add to calendar", the staff feed): no Referer with a token, never indexed. A
    // route's own `Referrer-Policy` would be overwritten by the first entry.
    ...[
      '/:page(booking|booking-request)/:token',
      '/en/:page(booking|booking-request)/:token',
      // The confirmation page after sending (a signed link too).
      '/zahtjev-poslat/:token',
      '/en/request-sent/:token',
      // A party's invitation (src/booking/invitations/): its address is its key.
      '/pozivnica/:token',
      '/en/invitation/:token',
      '/api/booking-calendar/:token',
      '/api/calendar/:file',
    ].map((source) => ({ source, headers: list(linkPageHeaderValues) })),
  ];
}

/** Origins besides the site's own that may post server actions (a proxy that rewrites Host). */
function actionOrigins(): string[] {
  const url = process.env.NEXT_PUBLIC_SITE_URL;
  return url && URL.canParse(url) ? [new URL(url).host] : [];
}

/** Images from the venue's WordPress (uploads) may be optimised by next/image. */
function wordpressImages(): NonNullable<NextConfig['images']>['remotePatterns'] {
  const url = process.env.WORDPRESS_URL;
  if (!url) return [];
  // This file is read before the app's start-up validation runs, so it names the variable itself.
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new Error('Invalid configuration:\n  WORDPRESS_URL: must be an http:// or https:// URL');
  }
  const { protocol, hostname, port } = parsed;
  return [
    { protocol: protocol.replace(':', '') as 'http' | 'https', hostname, port, pathname: '/**' },
  ];
}

/**
 * With REDIS_URL, Next.js's cache (pages and data, and their tag revalidations) lives in Redis,
 * shared by every instance (server/cache-handler.mjs; docs/caching-and-cdn.md, "Behind a CDN, on
 * several machines"). Without it, Next.js's own file cache as before. The in-process memory cache
 * in front of the handler is off: it would keep serving a page another instance revalidated.
 */
function sharedCache(): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (!process.env.REDIS_URL) return {};
  // Next.js compiles this file to CommonJS, where __dirname is the project's folder.
  const root = typeof __dirname === 'string' ? __dirname : process.cwd();
  return { cacheHandler: path.join(root, 'server', 'cache-handler.mjs'), cacheMaxMemorySize: 0 };
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Second builds beside the main one: the end-to-end site on the stand-in WordPress, the
  // end-to-end build with a test tag-manager id, the two-instance Redis test.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  ...sharedCache(),
  // PGlite loads its WebAssembly and data files from its own package folder at run time; the
  // cache handler's packages are loaded by Node.js, as Next.js loads the handler itself.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'postgres',
    'nodemailer',
    'redis',
    '@fortedigital/nextjs-cache-handler',
  ],
  experimental: {
    // Booking requests are a few kilobytes; anything near this is not a parent typing.
    // A cross-origin post is refused by Next.js (Origin against Host), and by the booking's
    // own origin check; the configured site address is allowed besides the Host.
    serverActions: { bodySizeLimit: '64kb', allowedOrigins: actionOrigins() },
    // app/global-not-found.tsx: the 404 page reads the language the proxy passes in a request
    // header; as a root not-found.tsx that read made every page render per request.
    globalNotFound: true,
    // No `inlineCss`: inlined, the stylesheet also went into the page's React flight data twice
    // (three copies per page, HTML 70 KB gzip). As one linked file it is sent once and cached
    // (docs/measuring.md, "Page weight", has both measured).
  },
  reactStrictMode: true,
  // Metadata (title, canonical, hreflang, Open Graph) goes into <head> for every client, as in
  // a prerendered page: a page rendered per request would otherwise stream it into <body>,
  // which is invalid HTML and unseen by crawlers that are not on Next.js's list of bots.
  htmlLimitedBots: /.*/,
  images: {
    // Snapshot media are SVGs drawn for the site (next/image passes SVGs through unoptimised);
    // WordPress uploads are allowed when WORDPRESS_URL is set at build time.
    remotePatterns: wordpressImages(),
    // Next.js refuses to fetch images from private and loopback addresses (a guard against
    // server-side request forgery). A WordPress reached over a private network needs it off:
    // WORDPRESS_IMAGES_PRIVATE=1 at build time (docs/configuration.md). Only the remote pattern
    // above (WORDPRESS_URL's origin) is ever fetched.
    dangerouslyAllowLocalIP: process.env.WORDPRESS_IMAGES_PRIVATE === '1',
  },
};

/**
 * `next build` writes a standalone server (`.next/standalone`, what the Dockerfile copies) beside
 * the usual build; `npm start` serves the usual build (docs/architecture.md, "Running in a container"). The
 * test set-up's second builds (NEXT_DIST_DIR) are served from their folder only and skip it.
 * They compile the same sources as `.next` and leave out the type check, which `npm run typecheck`
 * and the main build make (it changes nothing in the output). NEXT_BUILD_TYPES_CHECKED=1 leaves it
 * out of the main build too: `npm test` sets it, having run `npm run typecheck`, the same check, a
 * few steps before.
 */
export default async function config(phase: string): Promise<NextConfig> {
  // A build never prerenders from a previous build's cached content (server/build-fetch-cache.mjs).
  if (phase === PHASE_PRODUCTION_BUILD) clearBuildFetchCache(nextConfig.distDir ?? '.next');
  // A build from a WordPress without the site options' route fails here, naming the plugin, not
  // after the whole compile at its first prerender (src/content/wordpress/options-route.mjs).
  if (phase === PHASE_PRODUCTION_BUILD && process.env.WORDPRESS_URL)
    await assertOptionsRouteOnce(process.env.WORDPRESS_URL);
  const typesChecked =
    Boolean(process.env.NEXT_DIST_DIR) || process.env.NEXT_BUILD_TYPES_CHECKED === '1';
  return withNextIntl({
    ...nextConfig,
    ...(typesChecked ? { typescript: { ignoreBuildErrors: true } } : {}),
    // Turbopack writes its compile cache into the build's folder for the next build there; a
    // clean clone (CI) never builds there again, so it does not write it.
    ...(process.env.CI
      ? { experimental: { ...nextConfig.experimental, turbopackFileSystemCacheForBuild: false } }
      : {}),
    ...(phase === PHASE_PRODUCTION_BUILD && !process.env.NEXT_DIST_DIR
      ? { output: 'standalone' as const }
      : {}),
    async headers() {
      return securityHeaders(phase === PHASE_DEVELOPMENT_SERVER);
    },
  });
}
