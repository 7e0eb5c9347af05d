// The README and docs/ link to each other and to code: every relative link must lead to a file
// that exists, and an `#anchor` to a heading of that file (GitHub's heading ids).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const files = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fence = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const match = !fence && /^#{1,6} (.*)$/.exec(line);
    if (!match) continue;
    const base = slug(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

describe('documentation links', () => {
  it.each(files)('every relative link in %s leads somewhere', (file) => {
    const broken: string[] = [];
    for (const [, target] of readFileSync(path.join(root, file), 'utf8').matchAll(
      /\]\(([^)\s]+)\)/g,
    )) {
      if (!target || /^(https?:|mailto:)/.test(target)) continue;
      const [targetPath, hash] = target.split('#');
      const resolved = targetPath
        ? path.join(root, path.dirname(file), targetPath)
        : path.join(root, file);
      if (!existsSync(resolved)) broken.push(`${target} (no such file)`);
      else if (hash && resolved.endsWith('.md') && !anchorsOf(resolved).has(hash))
        broken.push(`${target} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });
});
