import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from './databases';

describe('the databases the integration tests run against', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('under CI, a missing TEST_DATABASE_URL fails instead of skipping PostgreSQL', () => {
    vi.stubEnv('CI', 'true');
    vi.stubEnv('TEST_DATABASE_URL', '');
    expect(() => testDatabases('ci_check', { postgres: 'locks' })).toThrow(
      /CI must run the PostgreSQL/,
    );
  });

  it('under CI with TEST_DATABASE_URL, and outside CI without it, the list is PGlite and what is set', () => {
    vi.stubEnv('CI', 'true');
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test');
    expect(
      testDatabases('ci_check', { postgres: 'locks' }).map((database) => database.name),
    ).toEqual(['pglite', 'postgres']);
    // A file whose behaviour is the same on both runs on PGlite only, under CI too.
    expect(testDatabases('ci_check').map((database) => database.name)).toEqual(['pglite']);
    vi.stubEnv('CI', '');
    vi.stubEnv('TEST_DATABASE_URL', '');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      testDatabases('ci_check', { postgres: 'locks' }).map((database) => database.name),
    ).toEqual(['pglite']);
  });
});
