import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];

/** Images from the venue's WordPress (uploads) may be optimised by next/image. */
function wordpressImages(): NonNullable<NextConfig['images']>['remotePatterns'] {
  const url = process.env.WORDPRESS_URL;
  if (!url) return [];
  try {
    const { protocol, hostname, port } = new URL(url);
    return [{ protocol: protocol.replace(':', '') as 'http' | 'https', hostname, port, pathname: '/**' }];
  } catch {
    return []; // start-up validation reports the bad value
  }
}

const nextConfig: NextConfig = {
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
