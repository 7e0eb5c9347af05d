// The rules as the issue and docs/bookings-and-mail.md ("Booking lifecycle") state them, written
// out rather than read from RULES, so a change to the table has to change this too.
import { describe, expect, it } from 'vitest';
import { allowedActions } from './lifecycle-rules';

describe('who may do what', () => {
  it('a request not confirmed yet: its parent confirms it; it expires unconfirmed; the venue cannot answer it', () => {
    expect(allowedActions('unverified', 'parent')).toEqual(['verify']);
    expect(allowedActions('unverified', 'system')).toEqual(['expire']);
    expect(allowedActions('unverified', 'staff')).toEqual([]);
  });

  it('staff answer a waiting request; a parent may withdraw it', () => {
    expect(allowedActions('pending', 'staff').sort()).toEqual(['confirm', 'decline', 'propose']);
    expect(allowedActions('pending', 'parent')).toEqual(['cancel']);
    expect(allowedActions('pending', 'system')).toEqual(['expire']);
  });

  it('a proposed time is accepted or declined; it expires if nobody answers', () => {
    expect(allowedActions('proposed', 'parent').sort()).toEqual(['accept', 'decline']);
    expect(allowedActions('proposed', 'staff').sort()).toEqual(['accept', 'decline']);
    expect(allowedActions('proposed', 'system')).toEqual(['expire']);
  });

  it('a confirmed booking can only be cancelled; ended states allow nothing', () => {
    expect(allowedActions('confirmed', 'parent')).toEqual(['cancel']);
    expect(allowedActions('confirmed', 'staff')).toEqual(['cancel']);
    expect(allowedActions('confirmed', 'system')).toEqual([]);
    expect(allowedActions('pending', 'parent')).not.toContain('verify');
    for (const status of ['declined', 'cancelled', 'expired'])
      for (const actor of ['staff', 'parent', 'system'] as const)
        expect(allowedActions(status, actor), `${status} by ${actor}`).toEqual([]);
  });
});
