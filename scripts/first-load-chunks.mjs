// `node scripts/first-load-chunks.mjs [pricing/page ...]`: what a production build's pages load
// first, read from the build itself (its client reference manifests and .next/static): for each
// page entry, the chunks Next.js names in its HTML with their size (gzip), the client components
// whose code each chunk holds, and the libraries recognised in it (zod, next-intl's message
// formatter). When tests/e2e/page-budgets.spec.ts finds a page over its budget, this says which
// import brought what. NEXT_DIST_DIR reads another build folder.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { KB, gzipSize } from './page-bytes.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const filters = process.argv.slice(2);
/** Libraries told apart by names that survive minification. */
const markers = {
  zod: /\$ZodType|ZodError/,
  'message formatter (intl-messageformat)': /IntlMessageFormat/,
  'next-intl client provider': /NextIntlClientProvider/,
};

function manifests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifests(file);
    return entry.name === 'page_client-reference-manifest.js' ? [file] : [];
  });
}

const sizes = new Map();
function chunk(file) {
  if (!sizes.has(file)) {
    const body = readFileSync(path.join(dist, file.replace(/^\/_next\//, '')));
    const found = Object.entries(markers).flatMap(([name, pattern]) =>
      pattern.test(body.toString('utf8')) ? [name] : [],
    );
    sizes.set(file, { gzip: gzipSize(body), found });
  }
  return sizes.get(file);
}

for (const file of manifests(path.join(dist, 'server', 'app')).sort()) {
  const context = { self: {}, globalThis: {} };
  context.globalThis = context;
  context.self = context;
  vm.runInNewContext(readFileSync(file, 'utf8'), context);
  const manifest = Object.values(context.__RSC_MANIFEST)[0];
  const entries = Object.entries(manifest.entryJSFiles).filter(([name]) => name.endsWith('/page'));
  for (const [entry, files] of entries) {
    if (filters.length && !filters.some((filter) => entry.includes(filter))) continue;
    const chunks = files.map((name) => `/_next/${name}`);
    const total = chunks.reduce((sum, name) => sum + chunk(name).gzip, 0);
    console.log(
      `\n${entry.replace('[project]/src/app/', '')}: ${(total / KB).toFixed(1)} KB gzip in its own entry chunks (the framework's come on top)`,
    );
    for (const name of chunks) {
      const { gzip, found } = chunk(name);
      // The client components of the whole build whose chunk list ends with this chunk: the ones it was made for.
      const holders = Object.entries(manifest.clientModules)
        .filter(([, module]) => module.chunks.at(-1) === name)
        .map(([id]) => id.replace('[project]/', '').replace(/ <module evaluation>$/, ''))
        .filter((id, index, all) => all.indexOf(id) === index);
      console.log(
        `  ${name}  ${(gzip / KB).toFixed(1)} KB${found.length ? `  holds: ${found.join(', ')}` : ''}`,
      );
      for (const holder of holders) console.log(`      ${holder}`);
    }
  }
}
