// The prerendered pages' fast path. Every page request used to run the proxy (src/proxy.ts),
// whose work for a prerendered page is one rewrite: `/sobe/x` to its folder `/me/rooms/x`. Running
// it (Next.js's proxy adapter: a request object, the matcher, the rewrite) cost about a third of
// a cached page's throughput against a bare Next.js page of the same bytes (`npm run bench --
// --only throughput`). Here the entry makes that rewrite itself, for the pages the build
// prerendered only, and marks the request so the proxy's matcher skips it.
//
// Which public path is which folder is the app's route table (src/i18n/resolve-route.ts): the app
// hands the entry that function at start-up as a process singleton (src/i18n/page-paths.ts), so
// no route lives here. Which folders the build prerendered is the build's prerender manifest.
// Everything else goes through the proxy as before: another method, a query string, a client
// navigation (`RSC`), an editor's preview (its cookie), an address with anything to normalise, a
// page published after the build, any path the route table does not name, and content the slug
// index does not know to exist right now (after a revalidation it asks WordPress again first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { existingProcessSingleton } from '../src/lib/process-singleton.mjs';

/** The request header that tells the proxy's matcher (src/proxy.ts) the entry rewrote the page. */
export const PRERENDERED_HEADER = 'x-cluville-prerendered';
/** The request header next-intl reads the language from (as the proxy's rewrite sets it). */
const LOCALE_HEADER = 'x-next-intl-locale';

/**
 * The build's prerendered page folders (`/me/rooms/x`, `/en`): the prerender manifest's routes of
 * the localized pages. Undefined when the file is missing or unreadable: no fast path then.
 * @param {string} root
 * @param {string} distDir
 * @returns {Set<string> | undefined}
 */
export function loadPrerenderedPages(root, distDir = '.next') {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(root, distDir, 'prerender-manifest.json'), 'utf8'),
    );
    const pages = Object.entries(manifest.routes ?? {})
      .filter(([, route]) => String(route?.srcRoute ?? '').startsWith('/[locale]'))
      .map(([folder]) => folder);
    return pages.length > 0 ? new Set(pages) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{ locale: string, folder: string }} PageFolder
 * @typedef {(pathname: string) => PageFolder | undefined} FolderOf
 */

/**
 * The fast path over one set of prerendered folders: `rewrite(req)` rewrites a request for one of
 * them in place and says whether it did. Strips the marker header from every request first, so a
 * client cannot skip the proxy by sending it.
 * @param {Set<string> | undefined} prerendered
 * @param {() => FolderOf | undefined} [folderOf] the app's route table (tests pass their own)
 */
export function prerenderedPagePath(
  prerendered,
  folderOf = () => existingProcessSingleton('page-folder'),
) {
  /**
   * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
   * @returns {boolean}
   */
  return function rewrite(req) {
    const { headers } = req;
    delete headers[PRERENDERED_HEADER];
    if (!prerendered || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const url = req.url ?? '';
    if (url.includes('?') || headers.rsc !== undefined || headers['next-action'] !== undefined)
      return false;
    if (String(headers.cookie ?? '').includes('__prerender_bypass')) return false;
    // Asked every time: the slug index may have learned since that the content is gone.
    const page = folderOf()?.(url);
    if (!page || !prerendered.has(page.folder)) return false;
    req.url = page.folder;
    headers[PRERENDERED_HEADER] = '1';
    headers[LOCALE_HEADER] = page.locale;
    return true;
  };
}
