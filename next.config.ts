import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import securityHeaderValues from './server/security-headers.json';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// The security headers for what Next.js answers. The Content-Security-Policy is set by the server
// entry (server/index.mjs) for every answer instead: it adds WORDPRESS_URL's origin at start
// (server/content-security-policy.mjs) and gives media files their sandboxing policy, and a
// header set here would replace it. `next dev` and a bare `next start` run without the policy
// (development needs eval).
const securityHeaders = Object.entries(securityHeaderValues)
  .filter(([key]) => key !== 'Content-Security-Policy')
  .map(([key, value]) => ({ key, value }));

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
  return [{ protocol: protocol.replace(':', '') as 'http' | 'https', hostname, port, pathname: '/**' }];
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
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'nodemailer', 'redis', '@fortedigital/nextjs-cache-handler'],
  experimental: {
    // Booking requests are a few kilobytes; anything near this is not a parent typing.
    serverActions: { bodySizeLimit: '64kb' },
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
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
