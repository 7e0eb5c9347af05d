import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envShape, parseEnv, previewConfig } from './env';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The check the server runs at start (src/instrumentation.ts), as its own process, with `env` added. */
const checkOnStart = (env: Record<string, string>) =>
  spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/lib/check-env-on-start.ts'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 },
  );

describe('parseEnv', () => {
  it('refuses a STAFF_EMAILS entry that is not an e-mail address, naming the variable', () => {
    expect(() => parseEnv({ STAFF_EMAILS: 'desk@cluville.test, not-an-address' })).toThrow(
      /STAFF_EMAILS: must be a comma-separated list of e-mail addresses/,
    );
    expect(() => parseEnv({ STAFF_AUTH_SECRET: 'short' })).toThrow(/STAFF_AUTH_SECRET/);
    expect(parseEnv({ STAFF_EMAILS: ' desk@cluville.test ,' })).toEqual({
      STAFF_EMAILS: ' desk@cluville.test ,',
    });
  });

  it('accepts an empty configuration (snapshot, PGlite, file outbox)', () => {
    expect(parseEnv({})).toEqual({});
  });

  it('treats empty strings as unset', () => {
    expect(
      parseEnv({ WORDPRESS_URL: '', REVALIDATE_SECRET: '', DATABASE_URL: '', SMTP_URL: '' }),
    ).toEqual({});
  });

  it('ignores variables it does not know', () => {
    expect(parseEnv({ PATH: '/usr/bin', HOME: '/root' })).toEqual({});
  });

  it('returns a full valid configuration', () => {
    const env = {
      WORDPRESS_URL: 'https://admin.cluville.test',
      REVALIDATE_SECRET: 'a-long-enough-secret-0123456789ab',
      DATABASE_URL: 'postgresql://user:pw@db:5432/cluville',
      SMTP_URL: 'smtps://user:pw@mail.test:465',
      MAIL_FROM: 'Cluville <noreply@cluville.test>',
      BOOKING_NOTIFY_TO: 'bookings@cluville.test',
      NEWSLETTER_URL: 'https://us1.api.mailchimp.com/3.0/lists/abc/members',
      NEWSLETTER_API_KEY: 'key-us1',
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234',
      NEXT_PUBLIC_MAPS_KEY: 'maps-key',
      NEXT_PUBLIC_SITE_URL: 'https://cluville.test',
      PORT: '8080',
      REDIS_URL: 'rediss://:pw@cache.cluville.test:6380/2',
      REDIS_KEY_PREFIX: 'cluville-staging',
      NEXT_DIST_DIR: '.next-staging',
      LOG_LEVEL: 'debug',
      TRUSTED_PROXIES: '10.0.0.0/8, ::1',
      BOOKING_ACK_MAILS_PER_HOUR: '50',
      BOOKING_LINK_SECRET: 'a-link-secret-of-at-least-32-characters',
      BOOKING_LINK_SECRET_PREVIOUS: 'the-link-secret-before-the-rotation-0123',
      BOOKING_HOLD_TTL: '48h',
      BOOKING_VERIFY_WITHIN: '30m',
      BOOKING_REMINDER_BEFORE: '90s',
      BOOKING_CANCEL_CUTOFF: '2d',
      VENUE_LOCALE: 'en',
      CALENDAR_FEED_TOKEN: 'feed_token-0123456789abcdefghijklmnop',
      STAFF_EMAILS: 'desk@cluville.test, Manager@Cluville.test',
      STAFF_AUTH_SECRET: 'a-staff-session-secret-of-32-characters',
      METRICS_TOKEN: 'metrics.token-0123456789_abcdef+/=~',
    };
    expect(parseEnv(env)).toEqual(env);
  });

  it.each([
    ['BOOKING_LINK_SECRET', 'too-short'],
    ['BOOKING_LINK_SECRET_PREVIOUS', 'too-short'],
    ['BOOKING_HOLD_TTL', '48'],
    ['BOOKING_HOLD_TTL', '2mo'],
    ['BOOKING_VERIFY_WITHIN', '30'],
    ['BOOKING_VERIFY_WITHIN', '1mo'],
    ['BOOKING_REMINDER_BEFORE', 'soon'],
    ['BOOKING_CANCEL_CUTOFF', '0h'],
    ['VENUE_LOCALE', 'de'],
    ['CALENDAR_FEED_TOKEN', 'short'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'a token with spaces that is long enough to pass'],
  ])('refuses a bad lifecycle setting %s=%s, naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it('needs BOOKING_LINK_SECRET in production on PostgreSQL (instances share it), not with the embedded database', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/cluville' }),
    ).toThrow(/BOOKING_LINK_SECRET: required in production/);
    expect(parseEnv({ NODE_ENV: 'production' })).toEqual({});
    expect(
      parseEnv({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/cluville',
        BOOKING_LINK_SECRET: 'x'.repeat(32),
      }).BOOKING_LINK_SECRET,
    ).toHaveLength(32);
  });

  it('accepts BOOKING_LINK_SECRET_PREVIOUS only beside the current key', () => {
    expect(() => parseEnv({ BOOKING_LINK_SECRET_PREVIOUS: 'p'.repeat(32) })).toThrow(
      /BOOKING_LINK_SECRET_PREVIOUS: set BOOKING_LINK_SECRET/,
    );
    expect(
      parseEnv({
        BOOKING_LINK_SECRET: 'n'.repeat(32),
        BOOKING_LINK_SECRET_PREVIOUS: 'p'.repeat(32),
      }).BOOKING_LINK_SECRET_PREVIOUS,
    ).toBe('p'.repeat(32));
  });

  it('accepts postgres:// as well as postgresql://', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://localhost/cluville' }).DATABASE_URL).toBe(
      'postgres://localhost/cluville',
    );
  });

  it.each([
    ['WORDPRESS_URL', 'not a url'],
    ['WORDPRESS_URL', 'ftp://admin.cluville.test'],
    ['REVALIDATE_SECRET', 'short'],
    ['DATABASE_URL', 'mysql://localhost/cluville'],
    ['DATABASE_URL', '/var/lib/db.sqlite'],
    ['SMTP_URL', 'http://mail.test'],
    ['BOOKING_NOTIFY_TO', 'not-an-email'],
    ['NEXT_PUBLIC_GTM_ID', 'UA-12345'],
    ['NEXT_PUBLIC_SITE_URL', 'cluville.test'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['PORT', 'eighty'],
    ['LOG_LEVEL', 'loud'],
    ['REDIS_URL', 'http://cache.cluville.test'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_KEY_PREFIX', 'with space'],
    ['REDIS_KEY_PREFIX', 'a:b'],
    ['NEWSLETTER_URL', 'mailchimp'],
    ['MAIL_FROM', 'x'],
    ['TRUSTED_PROXIES', 'the-load-balancer'],
    ['TRUSTED_PROXIES', '0'],
    ['TRUSTED_PROXIES', '1'],
    ['TRUSTED_PROXIES', '10.0.0.0/40'],
    ['BOOKING_ACK_MAILS_PER_HOUR', 'many'],
  ])('rejects %s=%j with an Error naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(Error);
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });

  it('refuses a bare TRUSTED_PROXIES hop count at start, exit 1 with a message that says what to set', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '1' })).toThrow(
      /TRUSTED_PROXIES: must be a comma-separated list of the proxies' addresses or CIDR ranges: "1" is a hop count/,
    );
    // The check the server runs at start (src/instrumentation.ts), as its own process.
    const run = checkOnStart({ TRUSTED_PROXIES: '1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('TRUSTED_PROXIES');
    expect(run.stderr).toContain("List the proxies' addresses or CIDR ranges");
    const listed = checkOnStart({ TRUSTED_PROXIES: '172.30.0.10' });
    expect(listed.status, listed.stderr).toBe(0);
  }, 60_000);

  it('hole 8: REVALIDATE_SECRET needs 32 characters, like the preview secret', () => {
    expect(() => parseEnv({ REVALIDATE_SECRET: 'r'.repeat(31) })).toThrow(
      /REVALIDATE_SECRET: must be at least 32 characters/,
    );
    expect(parseEnv({ REVALIDATE_SECRET: 'r'.repeat(32) }).REVALIDATE_SECRET).toBe('r'.repeat(32));
  });

  it('accepts the backup settings and refuses bad ones, naming the variable', () => {
    expect(
      parseEnv({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '30' }),
    ).toMatchObject({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '30' });
    expect(() => parseEnv({ BACKUP_EVERY: 'daily' })).toThrow(
      /BACKUP_EVERY: must be a whole number with a unit/,
    );
    expect(() => parseEnv({ BACKUP_EVERY: '1mo' })).toThrow(/BACKUP_EVERY/);
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_KEEP: must be a whole number from 1 to 1000/,
    );
    expect(() => parseEnv({ BACKUP_KEEP: 'ten' })).toThrow(/BACKUP_KEEP/);
  });

  it('names every bad variable in one message', () => {
    let message = '';
    try {
      parseEnv({ WORDPRESS_URL: 'nope', REVALIDATE_SECRET: 'short', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('WORDPRESS_URL');
    expect(message).toContain('REVALIDATE_SECRET');
    expect(message).toContain('DATABASE_URL');
  });

  it('turns preview on only with all three of its variables and a WordPress, naming what is missing', () => {
    const all = {
      WORDPRESS_URL: 'https://admin.example.me',
      PREVIEW_SECRET: 'p'.repeat(32),
      WORDPRESS_PREVIEW_USER: 'editor',
      WORDPRESS_PREVIEW_PASSWORD: 'abcd efgh ijkl mnop qrst uvwx',
    };
    expect(previewConfig(parseEnv(all))).toMatchObject({ user: 'editor' });
    expect(previewConfig(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ ...all, PREVIEW_SECRET: 'short' })).toThrow(
      /PREVIEW_SECRET: must be at least 32 characters/,
    );
    expect(() => parseEnv({ ...all, WORDPRESS_PREVIEW_PASSWORD: '' })).toThrow(
      /WORDPRESS_PREVIEW_PASSWORD: required for preview/,
    );
    expect(() => parseEnv({ PREVIEW_SECRET: all.PREVIEW_SECRET })).toThrow(
      /WORDPRESS_PREVIEW_USER, WORDPRESS_PREVIEW_PASSWORD: required for preview/,
    );
    expect(() => parseEnv({ ...all, WORDPRESS_URL: undefined })).toThrow(/set WORDPRESS_URL/);
  });

  it('validates every variable the README lists', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Content'));
    const listed = [...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]);
    expect(listed.length).toBeGreaterThan(10);
    const known = Object.keys(envShape);
    expect(listed.filter((name) => !known.includes(name!))).toEqual([]);
  });
});
