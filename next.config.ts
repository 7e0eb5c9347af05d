import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import securityHeaderValues from './server/security-headers.json';
import mediaHeaderValues from './server/media-headers.json';
import { contentSecurityPolicy } from './server/content-security-policy.mjs';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One list for the pages Next.js renders and the answers the server entry gives itself.
// `next dev` evaluates code and talks to its HMR socket: only there does the policy allow both.
const isDev = process.env.NODE_ENV === 'development';
function policyFor(name: string, value: string): string {
  if (name !== 'Content-Security-Policy') return value;
  const policy = contentSecurityPolicy(value, { WORDPRESS_URL: process.env.WORDPRESS_URL || undefined });
  if (!isDev) return policy;
  return policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'").replace("connect-src 'self'", "connect-src 'self' ws: wss:");
}
const securityHeaders = Object.entries(securityHeaderValues).map(([key, value]) => ({ key, value: policyFor(key, value) }));
const CSP = 'Content-Security-Policy';
// Media files answer with their own, stricter policy (a sandbox, server/media-headers.json).
const everywhere = securityHeaders.filter(({ key }) => key !== CSP);
const sitePolicy = securityHeaders.filter(({ key }) => key === CSP);
const mediaPolicy = Object.entries(mediaHeaderValues).map(([key, value]) => ({ key, value }));

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
    return [
      { source: '/:path*', headers: everywhere },
      { source: '/((?!media/).*)', headers: sitePolicy },
      { source: '/media/:path*', headers: mediaPolicy },
    ];
  },
};

export default withNextIntl(nextConfig);
