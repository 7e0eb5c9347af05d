// Completes the standalone build (`.next/standalone`, written by `next build`) the way Next.js's
// docs say, plus what the server entry needs: the static files (`.next/static`, and `public/`
// when there is one), the entry itself (`server/`), the texts of its error page (`messages/`),
// the share images' fonts and the plain ESM modules of src/ that server/ imports; and it removes
// any file of the project itself the trace took in (below).
// Then `cd .next/standalone && node server/index.mjs` serves the site (the entry passes Next.js
// the configuration the build resolved, see server/standalone-config.mjs); the Dockerfile does
// the same.
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
// Only the default build (`.next`) is standalone (next.config.ts).
const distDir = '.next';
const build = path.join(root, distDir);
const target = path.join(build, 'standalone');
if (!existsSync(path.join(target, distDir, 'required-server-files.json'))) {
  console.error(
    `prepare-standalone: no standalone build in ${target}; run \`npm run build\` first`,
  );
  process.exit(1);
}
const copies = [
  [path.join(build, 'static'), path.join(target, distDir, 'static')],
  [path.join(root, 'public'), path.join(target, 'public')],
  [path.join(root, 'server'), path.join(target, 'server')],
  [path.join(root, 'messages'), path.join(target, 'messages')],
  // The share images' fonts (src/seo/share-image.tsx reads them from the working folder, outside
  // the bundle): an image rendered after the build needs them.
  [path.join(root, 'src/fonts/share'), path.join(target, 'src/fonts/share')],
  // Plain ESM shared by the app and the files under server/ (the logger, the process singletons,
  // the language tags), which import them from src/.
  ...[
    'src/lib/structured-log.mjs',
    'src/lib/process-singleton.mjs',
    'src/lib/db/pg-error.mjs',
    'src/i18n/language-tags.mjs',
  ].map((file) => [path.join(root, file), path.join(target, file)]),
];
for (const [from, to] of copies) {
  if (!existsSync(from)) continue;
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (file) => !file.endsWith('.test.mjs') });
}
// Nothing of the project itself: the tracer takes in whatever a path it cannot follow names
// (TypeScript sources and their tests beside a module that reads files at run time), and
// next.config.ts in the folder would make Next.js load it at start instead of the configuration
// the build resolved, and stop: `Cannot find module 'next/dist/compiled/webpack/webpack-lib'`
// (server/standalone-config.mjs). The server runs the bundles; sources are never read.
const projectFiles = [
  'next.config.ts',
  'next.config.js',
  'next.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  '.git',
  'tests',
  'scripts',
  'docs',
  'deploy',
];
let removed = 0;
for (const name of projectFiles) {
  if (!existsSync(path.join(target, name))) continue;
  rmSync(path.join(target, name), { recursive: true, force: true });
  removed++;
}
const sources = path.join(target, 'src');
if (existsSync(sources))
  for (const file of readdirSync(sources, { recursive: true }).map(String)) {
    if (!/\.(tsx?|mts|cts)$/.test(file)) continue;
    rmSync(path.join(sources, file), { force: true });
    removed++;
  }
console.log(
  `prepare-standalone: ${path.relative(root, target)} is ready (node server/index.mjs there)` +
    (removed > 0 ? `; ${removed} project files the trace took in removed` : ''),
);
