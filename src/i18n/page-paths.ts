// The route table's answer to "which folder is this public path?" for the server entry's fast
// path of prerendered pages (server/prerendered-pages.mjs), made once per process at start-up
// (src/instrumentation.ts). The same rewrite the proxy makes (./locale-rewrite.ts), and only for
// content the proxy's slug index knows to exist without asking WordPress: after a revalidation,
// or for anything it does not know, the proxy decides (a deleted room's 404 among them).
import { processSingleton } from '@/lib/process-singleton.mjs';
import { getSlugIndex } from '@/content/slug-index-runtime';
import { folderOf, needsNormalising, resolveRoute } from './resolve-route';

export function registerPageFolders() {
  processSingleton('page-folder', () => (pathname: string) => {
    if (needsNormalising(pathname)) return undefined;
    const resolved = resolveRoute(pathname);
    if (!resolved || !getSlugIndex().knownToExist(resolved)) return undefined;
    return { locale: resolved.locale, folder: folderOf(resolved) };
  });
}
