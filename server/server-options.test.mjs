import { describe, expect, it } from 'vitest';
import { parseServerOptions } from './server-options.mjs';

describe('server options', () => {
  it('reads PORT like next start, flags first, and not HOSTNAME (Docker sets it to the container id)', () => {
    expect(parseServerOptions([], {})).toEqual({ port: 3000, hostname: undefined });
    expect(parseServerOptions([], { PORT: '8080', HOSTNAME: '0a1b2c3d4e5f' })).toEqual({
      port: 8080,
      hostname: undefined,
    });
    expect(parseServerOptions(['-p', '4000', '--hostname=::1'], { PORT: '8080' })).toEqual({
      port: 4000,
      hostname: '::1',
    });
    expect(parseServerOptions([], { PORT: '' })).toEqual({ port: 3000, hostname: undefined });
  });

  it.each(['70000', '0', '-1', '80.5', 'http', '3000abc'])(
    'refuses PORT=%s with a message naming PORT',
    (port) => {
      expect(() => parseServerOptions([], { PORT: port })).toThrow(
        /PORT: must be a whole number from 1 to 65535/,
      );
    },
  );

  it('refuses unknown options', () => {
    expect(() => parseServerOptions(['--turbo'], {})).toThrow(/Unknown option --turbo/);
  });
});
