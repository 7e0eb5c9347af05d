import { describe, expect, it } from 'vitest';
import { isStaffEmail, parseStaffEmails, staffEmailsOf } from './config';
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

describe('who may sign in to the desk', () => {
  it('the staff and the venue address for requests (BOOKING_NOTIFY_TO), each once', () => {
    expect(
      staffEmailsOf({
        STAFF_EMAILS: 'desk@cluville.test',
        BOOKING_NOTIFY_TO: 'Bookings@Cluville.test',
      }),
    ).toEqual(['desk@cluville.test', 'bookings@cluville.test']);
    // A venue that set only its address for requests can still answer on the desk.
    expect(staffEmailsOf({ BOOKING_NOTIFY_TO: 'bookings@cluville.test' })).toEqual([
      'bookings@cluville.test',
    ]);
    expect(
      staffEmailsOf({
        STAFF_EMAILS: 'bookings@cluville.test',
        BOOKING_NOTIFY_TO: 'bookings@cluville.test',
      }),
    ).toEqual(['bookings@cluville.test']);
    expect(staffEmailsOf({})).toEqual([]);
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
