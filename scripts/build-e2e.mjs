#!/usr/bin/env node
// The end-to-end suite's build: `next build` into `.next` with the test tag-manager id and maps
// key (tests/support/tagged-build.mjs says why). `npm test` runs it in place of `npm run build`.
//
//   node scripts/build-e2e.mjs            build (`npm run build:e2e`)
//   node scripts/build-e2e.mjs --check    exit 1, saying why, when `.next` is not such a build
//                                         (the end-to-end suite's first server runs it)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { TAGGED_BUILD_ENV, taggedBuildProblems } from '../tests/support/tagged-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (process.argv.includes('--check')) {
  const problems = taggedBuildProblems(process.env.NEXT_DIST_DIR || '.next');
  if (problems.length > 0) {
    console.error(
      `The end-to-end suite serves the build made by \`npm run build:e2e\`, and this one is not it: ${problems.join('; ')}. Run \`npm run build:e2e\` first.`,
    );
    process.exit(1);
  }
} else {
  const build = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...TAGGED_BUILD_ENV },
    },
  );
  build.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
