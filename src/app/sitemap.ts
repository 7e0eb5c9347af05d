import { buildSitemap } from '@/seo/sitemap';

// Built from the content facade at build time; a content change pushed by WordPress revalidates
// it with the pages (the facade's cache tags).
export default buildSitemap;
