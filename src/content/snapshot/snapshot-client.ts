// Answers the WordPress REST requests of the contract from the bundled snapshot in
// `content/snapshot/`, with WordPress's own semantics (filters, ordering, pagination headers,
// HTTP 400 past the last page), so the snapshot exercises the production mapping path.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { routing, type Locale } from '@/i18n/routing';
import { UpstreamError, type WpClient, type WpQuery, type WpResponse } from '../wordpress/client';

type Collection = 'pages' | 'rooms' | 'posts';
type Item = Record<string, unknown> & {
  id?: number;
  slug?: string;
  date?: string;
  menu_order?: number;
};

export function createSnapshotClient(
  dir = path.join(process.cwd(), 'content', 'snapshot'),
): WpClient {
  const files = new Map<string, Promise<unknown>>();

  function load(name: string): Promise<unknown> {
    let file = files.get(name);
    if (!file) {
      const location = path.join(/* turbopackIgnore: true */ dir, name);
      file = readFile(location, 'utf8').then(JSON.parse, (error: unknown) => {
        files.delete(name);
        throw new UpstreamError(`snapshot file unreadable: ${String(error)}`, location);
      });
      files.set(name, file);
    }
    return file;
  }

  async function collection(name: Collection, lang: string): Promise<Item[]> {
    if (!(routing.locales as readonly string[]).includes(lang)) return [];
    const items = await load(`${name}.${lang as Locale}.json`);
    return Array.isArray(items) ? (items as Item[]) : [];
  }

  const ok = (body: unknown, extra: Partial<WpResponse> = {}): WpResponse => ({
    status: 200,
    body,
    ...extra,
  });

  return {
    async get(requestPath: string, query: WpQuery = {}) {
      const lang = String(query.lang ?? routing.defaultLocale);

      if (requestPath === 'acf/v3/options/options') return ok(await load(`options.${lang}.json`));

      const byId = requestPath.match(/^wp\/v2\/(pages|rooms|posts)\/(\d+)$/);
      if (byId) {
        const [, name, id] = byId as [string, Collection, string];
        for (const locale of routing.locales) {
          const item = (await collection(name, locale)).find(
            (candidate) => candidate.id === Number(id),
          );
          if (item) return ok(pickFields(item, query._fields));
        }
        return { status: 404, body: { code: 'rest_post_invalid_id' } };
      }

      const listMatch = requestPath.match(/^wp\/v2\/(pages|rooms|posts)$/);
      if (!listMatch) return { status: 404, body: { code: 'rest_no_route' } };
      const name = listMatch[1] as Collection;
      let items = await collection(name, lang);
      if (query.slug !== undefined)
        items = items.filter((item) => item.slug === String(query.slug));
      if (query.orderby === 'menu_order')
        items = [...items].sort((a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0));
      else
        items = [...items].sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));

      const perPage = Math.min(Math.max(Number(query.per_page ?? 10), 1), 100);
      const page = Math.max(Number(query.page ?? 1), 1);
      const totalPages = Math.ceil(items.length / perPage);
      if (page > 1 && page > totalPages)
        return { status: 400, body: { code: 'rest_post_invalid_page_number' } };
      const slice = items
        .slice((page - 1) * perPage, page * perPage)
        .map((item) => pickFields(item, query._fields));
      return ok(slice, { total: items.length, totalPages });
    },
  };
}

function pickFields(item: Item, fields: string | number | undefined): unknown {
  if (fields === undefined) return item;
  return Object.fromEntries(
    String(fields)
      .split(',')
      .filter((field) => field in item)
      .map((field) => [field, item[field]]),
  );
}
