// The one file of Next.js's build format the entry reads: the ids of the build's server actions
// (`server/server-reference-manifest.json`). With it, an action id the build does not contain
// answers 404 with `x-nextjs-action-not-found: 1` (the header the client router reloads on)
// before Next.js runs. Next.js 16.4 itself answers such a request 400 or 409 with the same header
// and logs a stack trace each time; tests/e2e/hostile.spec.ts expects the 404. Should the file
// move or change its layout, the ids are unknown and Next.js answers as it does without this.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @returns {Set<string> | undefined} */
export function loadServerActionIds(root, distDir = '.next') {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(root, distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
    );
    const ids = [...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})];
    return ids.length > 0 ? new Set(ids) : undefined;
  } catch {
    return undefined;
  }
}
