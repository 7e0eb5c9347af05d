// Reads the bundled snapshot, so tests assert that the site shows the content it is given
// rather than repeating its wording here.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Locale = 'me' | 'en';
type Post = {
  id: number;
  slug: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  translations: Record<string, number>;
  acf?: { modules?: unknown };
};
type Footer = {
  address: string;
  contact_email: string;
  phone: string;
  instagram: { url: string } | false | null;
  facebook: { url: string } | false | null;
  twitter: { url: string } | false | null;
};

const dir = path.join(process.cwd(), 'content', 'snapshot');
const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T;

export const snapshot = {
  pages: (locale: Locale) => read<Post[]>(`pages.${locale}.json`),
  rooms: (locale: Locale) => read<Post[]>(`rooms.${locale}.json`),
  posts: (locale: Locale) => read<Post[]>(`posts.${locale}.json`),
  footer: (locale: Locale) =>
    read<{ acf: { footer: Footer } }>(`options.${locale}.json`).acf.footer,
};

/** Plain text of a WordPress `rendered` field, as a browser shows it. */
export function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The translation (other language) of an item. */
export function translationOf(kind: 'rooms' | 'posts', item: Post, to: Locale): Post {
  const id = item.translations[to];
  const found = snapshot[kind](to).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${to} translation of ${item.slug}`);
  return found;
}
