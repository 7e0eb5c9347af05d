import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/seo/urls';

/** Everything public may be crawled; the API is not a page. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
