import { describe, expect, it } from 'vitest';
import {
  addressForLog,
  CLIENT_ADDRESS_HEADER,
  installTokenForTests,
  limitKeyOf,
  resolveClientAddress,
  UNKNOWN_ADDRESS,
} from './client-address';
import { parseTrustedProxies, type TrustedProxies } from './trusted-proxies';

const token = installTokenForTests();

function headers(socket: string | undefined, forwarded?: string, givenToken = token) {
  const init: Record<string, string> = {};
  if (socket !== undefined) init[CLIENT_ADDRESS_HEADER] = `${givenToken} ${socket}`;
  if (forwarded !== undefined) init['x-forwarded-for'] = forwarded;
  return new Headers(init);
}

function setting(raw: string | undefined): TrustedProxies {
  const parsed = parseTrustedProxies(raw);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
}

describe('the visitor address', () => {
  it('is the socket address by default, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress(headers('203.0.113.9', '198.51.100.1'), setting(undefined))).toBe(
      '203.0.113.9',
    );
    expect(resolveClientAddress(headers('::ffff:127.0.0.1'), setting(undefined))).toBe('127.0.0.1');
  });

  it('ignores the internal header unless this process set it (a client-sent value, or plain next start)', () => {
    expect(
      resolveClientAddress(headers('203.0.113.9', undefined, 'f'.repeat(48)), setting(undefined)),
    ).toBe(UNKNOWN_ADDRESS);
    expect(
      resolveClientAddress(
        new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }),
        setting(undefined),
      ),
    ).toBe(UNKNOWN_ADDRESS);
  });

  it("ignores a direct client's X-Forwarded-For: its address is not a listed proxy", () => {
    // nginx of deploy/compose.yaml at its fixed address; a client reaching the instance directly.
    const nginx = setting('172.30.0.10');
    expect(resolveClientAddress(headers('203.0.113.9', '198.51.100.1'), nginx)).toBe('203.0.113.9');
    // Another container of the stack is not nginx either.
    expect(resolveClientAddress(headers('172.30.0.11', '198.51.100.1'), nginx)).toBe('172.30.0.11');
    // Through nginx: the visitor nginx saw.
    expect(resolveClientAddress(headers('172.30.0.10', '198.51.100.1'), nginx)).toBe(
      '198.51.100.1',
    );
  });

  it('reads X-Forwarded-For only from a listed proxy, right to left', () => {
    const loopback = setting('127.0.0.0/8, ::1');
    expect(resolveClientAddress(headers('127.0.0.1', '198.51.100.1'), loopback)).toBe(
      '198.51.100.1',
    );
    expect(resolveClientAddress(headers('203.0.113.9', '198.51.100.1'), loopback)).toBe(
      '203.0.113.9',
    );
    expect(
      resolveClientAddress(headers('127.0.0.1', '1.2.3.4, 198.51.100.1, 127.0.0.2'), loopback),
    ).toBe('198.51.100.1');
    expect(resolveClientAddress(headers('127.0.0.1', 'not-an-address'), loopback)).toBe(
      '127.0.0.1',
    );
    expect(resolveClientAddress(headers(undefined, '198.51.100.1'), loopback)).toBe(
      UNKNOWN_ADDRESS,
    );
  });

  it('logs an address as a keyed hash, the same for the same address', () => {
    const logged = addressForLog('203.0.113.9');
    expect(logged).not.toContain('203.0.113');
    expect(logged).toBe(addressForLog('203.0.113.9'));
    expect(logged).not.toBe(addressForLog('203.0.113.10'));
  });
});

describe('TRUSTED_PROXIES', () => {
  it('accepts a list of addresses and ranges', () => {
    expect(setting('10.0.0.0/8,::1/128, 192.0.2.1').kind).toBe('ranges');
    expect(setting('172.30.0.10').kind).toBe('ranges');
  });

  it('refuses a bare hop count, saying to list the proxies instead', () => {
    for (const count of ['1', '2', '10'])
      expect(parseTrustedProxies(count)).toEqual({
        error: expect.stringMatching(
          /hop count, which is no longer accepted[\s\S]*List the proxies' addresses or CIDR ranges/,
        ),
      });
  });

  it('says what is wrong with a bad value', () => {
    for (const bad of [
      '0',
      '1',
      'proxy.example',
      '10.0.0.0/33',
      '10.0.0.0/8/1',
      '::1/129',
      '10.0.0.0/8,',
    ]) {
      expect(parseTrustedProxies(bad)).toHaveProperty('error');
    }
  });
});

describe('the key of the per-address limits', () => {
  it('counts eleven addresses of one IPv6 /64 as one, and another /64 apart', () => {
    const keys = new Set(
      [
        '2001:db8:1:2::1',
        '2001:db8:1:2::ffff',
        '2001:0db8:0001:0002:0000:0000:0000:0003',
        '2001:DB8:1:2:aaaa:bbbb:cccc:dddd',
        '2001:db8:1:2:ffff:ffff:ffff:ffff',
        '2001:db8:1:2::',
        '2001:db8:1:2:0:0:0:7',
        '2001:db8:1:2::8%eth0',
        '2001:db8:1:2:1::',
        '2001:db8:1:2::192.0.2.1',
        '2001:db8:1:2:9:9:9:9',
      ].map(limitKeyOf),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(limitKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('keeps IPv4 addresses as they are, also IPv4-mapped ones', () => {
    expect(limitKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKeyOf('203.0.113.8')).toBe('203.0.113.8');
    expect(limitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKeyOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(limitKeyOf(UNKNOWN_ADDRESS)).toBe(UNKNOWN_ADDRESS);
  });
});
