import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearBuildFetchCache } from './build-fetch-cache.mjs';

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder holding a previous build's cached WordPress answer and optimised images. */
function previousBuild() {
  dir = mkdtempSync(path.join(tmpdir(), 'fetch-cache-'));
  mkdirSync(path.join(dir, 'cache', 'fetch-cache'), { recursive: true });
  mkdirSync(path.join(dir, 'cache', 'images'), { recursive: true });
  writeFileSync(path.join(dir, 'cache', 'fetch-cache', 'a1b2'), '{"rooms":"other WordPress"}');
  writeFileSync(path.join(dir, 'cache', 'images', 'x.webp'), 'image');
  return dir;
}

describe('clearBuildFetchCache', () => {
  it("drops a previous build's cached content answers, once per build, and keeps other caches", () => {
    const distDir = previousBuild();
    const env = {};
    expect(clearBuildFetchCache(distDir, env)).toBe(true);
    expect(existsSync(path.join(distDir, 'cache', 'fetch-cache'))).toBe(false);
    expect(existsSync(path.join(distDir, 'cache', 'images', 'x.webp'))).toBe(true);
    // A build worker (same environment) finds the marker and leaves what the build wrote.
    mkdirSync(path.join(distDir, 'cache', 'fetch-cache'));
    writeFileSync(path.join(distDir, 'cache', 'fetch-cache', 'c3d4'), '{"rooms":"this build"}');
    expect(clearBuildFetchCache(distDir, env)).toBe(false);
    expect(existsSync(path.join(distDir, 'cache', 'fetch-cache', 'c3d4'))).toBe(true);
  });

  it('is fine with a build folder that has no cache yet', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fetch-cache-'));
    expect(clearBuildFetchCache(path.join(dir, 'never-built'), {})).toBe(true);
  });
});
