// Cluville illustration generator.
// Usage (from the repo root): node scripts/art/generate.mjs [--only substring] [--out dir]
// Deterministic: every scene uses its own seeded PRNG, so the output is identical on every run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { svg } from './lib.mjs';
import { heroes } from './scenes/heroes.mjs';
import { rooms } from './scenes/rooms.mjs';
import { news, packages, people, gallery, misc } from './scenes/other.mjs';
import { variants } from './scenes/variants.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : null;
};
const outDir = path.resolve(opt('--out') || path.join(root, 'content/snapshot/media'));
const only = opt('--only');

// Sizes come from MANIFEST.md.
const SIZES = {
  heroes: [1600, 900],
  rooms: [1200, 800],
  news: [1200, 675],
  packages: [600, 400],
  people: [160, 160],
  gallery: [1200, 800],
  video: [1280, 720],
  'misc/map-placeholder': [1200, 600],
  'misc/not-found': [1200, 800],
};
const sizeOf = (file) => SIZES[file.replace(/\.svg$/, '')] || SIZES[file.split('/')[0]];

const all = {
  ...heroes,
  ...rooms,
  ...news,
  ...packages,
  ...people,
  ...gallery,
  ...misc,
  ...variants,
};
let written = 0,
  bytes = 0;
for (const [file, scene] of Object.entries(all)) {
  if (only && !file.includes(only)) continue;
  const [w, h] = sizeOf(file);
  const body = scene.draw();
  const out = svg(w, h, scene.title, body, scene.defs || '');
  const dest = path.join(outDir, file);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.writeFileSync(dest, out);
  written++;
  bytes += Buffer.byteLength(out);
}
console.log(
  `wrote ${written} files, ${(bytes / 1024).toFixed(1)} KB total, to ${path.relative(process.cwd(), outDir) || '.'}`,
);
