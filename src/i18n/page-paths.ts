// The route table's answer to "which folder is this public path?" for the server entry's fast
// path of prerendered pages (server/prerendered-pages.mjs), made once per process at start-up
// (src/instrumentation.ts). The same rewrite the proxy makes (./locale-rewrite.ts): one rule.
import { processSingleton } from '@/lib/process-singleton.mjs';
import { folderOf, needsNormalising, resolveRoute } from './resolve-route';

export function registerPageFolders() {
  processSingleton('page-folder', () => (pathname: string) => {
    if (needsNormalising(pathname)) return undefined;
    const resolved = resolveRoute(pathname);
    return resolved ? { locale: resolved.locale, folder: folderOf(resolved) } : undefined;
  });
}
