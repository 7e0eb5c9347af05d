// The standalone build copied out of the checkout, as the Dockerfile's run stage copies it into
// the image: a server started from the copy finds only what the copy holds. Started inside the
// checkout, Node.js would find whatever the standalone folder lacks in the checkout's own
// node_modules (module resolution climbs the parent folders), so a missing file would go unseen.
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY } from './server-command';

export const checkout = path.resolve(import.meta.dirname, '..', '..');
const standalone = path.join(checkout, '.next', 'standalone');

/** Every parent folder of `dir` that holds a node_modules (none may, for the copy). */
export function nodeModulesAbove(dir: string): string[] {
  const found: string[] = [];
  for (let at = path.dirname(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules'))) found.push(path.join(at, 'node_modules'));
    if (path.dirname(at) === at) return found;
  }
}

/** Symbolic links in `dir` whose target lies outside it. */
export function linksLeaving(dir: string): string[] {
  const leaving: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: false })) {
    const file = path.join(dir, String(entry));
    if (!lstatSync(file).isSymbolicLink()) continue;
    const target = path.resolve(path.dirname(file), readlinkSync(file));
    if (path.relative(dir, target).startsWith('..')) leaving.push(`${file} -> ${target}`);
  }
  return leaving;
}

/**
 * Copies `.next/standalone` (after `npm run standalone`) into a new folder under the system's
 * temporary folder and returns it; links are copied as links, as `COPY` does. Throws when the
 * folder is not prepared, or when the copy could still reach the checkout.
 */
export function copyStandalone(prefix = 'cluville-standalone-'): string {
  if (!existsSync(path.join(standalone, SERVER_ENTRY)))
    throw new Error(
      `no prepared standalone build in ${standalone}: run \`npm run build\` and \`npm run standalone\``,
    );
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (!path.relative(checkout, dir).startsWith('..'))
    throw new Error(`the standalone copy ${dir} is inside the checkout ${checkout}`);
  const above = nodeModulesAbove(dir);
  if (above.length > 0)
    throw new Error(`the standalone copy ${dir} would find modules in ${above.join(', ')}`);
  cpSync(standalone, dir, { recursive: true, verbatimSymlinks: true });
  const leaving = linksLeaving(dir);
  if (leaving.length > 0)
    throw new Error(`the standalone copy links outside itself:\n${leaving.join('\n')}`);
  return dir;
}
