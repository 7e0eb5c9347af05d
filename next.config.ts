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

const nextConfig: NextConfig = {
  // A second build (the end-to-end tests' build with a test tag-manager id) goes elsewhere.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'nodemailer'],
  experimental: {
    // Booking requests are a few kilobytes; anything near this is not a parent typing.
    serverActions: { bodySizeLimit: '64kb' },
  },
  reactStrictMode: true,
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
