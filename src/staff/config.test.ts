import { describe, expect, it } from 'vitest';
import { isStaffEmail, parseStaffEmails } from './config';
import { wantsSecureCookies } from './auth';

describe('STAFF_EMAILS', () => {
  it('is a comma-separated list, compared without case or spaces', () => {
    const list = parseStaffEmails(' Desk@Cluville.test, ,manager@cluville.test ');
    expect(list).toEqual(['desk@cluville.test', 'manager@cluville.test']);
    expect(isStaffEmail(' DESK@cluville.test ', list)).toBe(true);
    expect(isStaffEmail('parent@example.com', list)).toBe(false);
    expect(parseStaffEmails(undefined)).toEqual([]);
  });
});

describe('the session cookie', () => {
  it('is Secure in production and on https, not for a plain-http site on loopback', () => {
    expect(wantsSecureCookies(new URL('https://cluville.me'), 'production')).toBe(true);
    expect(wantsSecureCookies(new URL('http://cluville.me'), 'production')).toBe(true);
    expect(wantsSecureCookies(new URL('http://127.0.0.1:5003'), 'production')).toBe(false);
    expect(wantsSecureCookies(new URL('http://localhost:3000'), 'development')).toBe(false);
  });
});
