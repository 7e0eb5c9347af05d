// The one private piece of Next.js the entry touches, and only in the standalone folder
// (`.next/standalone`, what the container runs). There is no next.config.ts there, and Next.js
// cannot load one: its config loader needs build-time modules the standalone output leaves out.
// `next build` keeps the resolved configuration beside the build, and the server.js it generates
// hands it over in the __NEXT_PRIVATE_STANDALONE_CONFIG variable before loading Next.js; the
// entry does the same. Should Next.js rename the variable, the standalone server stops at start
// with "Cannot find module" (the smoke run of the fuzz suite in `npm test` says so).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** In the standalone folder: passes the build's configuration to Next.js; true when it did. */
export function passStandaloneConfig(root) {
  const file = path.join(root, '.next', 'required-server-files.json');
  if (existsSync(path.join(root, 'next.config.ts')) || !existsSync(file)) return false;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(readFileSync(file, 'utf8')).config,
  );
  return true;
}
