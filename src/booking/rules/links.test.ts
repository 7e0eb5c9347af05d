import { describe, expect, it } from 'vitest';
import { createLinkSigner, STAFF_LINK_MS } from './links';

const signer = createLinkSigner('a'.repeat(16) + 'b'.repeat(16));
const now = new Date('2026-11-23T12:00:00Z');
const later = new Date(now.getTime() + STAFF_LINK_MS);

describe('signed booking links', () => {
  it('verify with their booking, action and expiry', () => {
    const token = signer.sign(42, 'confirm', later);
    expect(signer.verify(token, now)).toEqual({
      ok: true,
      claims: { bookingId: 42, action: 'confirm', expiresAt: Math.floor(later.getTime() / 1000) },
    });
  });

  it('refuse a changed booking id, action, expiry or signature', () => {
    const token = signer.sign(42, 'confirm', later);
    const [id, action, expiry, signature] = token.split('~');
    expect(signer.verify([43, action, expiry, signature].join('~'), now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    // Another action with this link's signature: a confirm link is no decline link.
    expect(signer.verify([id, 'decline', expiry, signature].join('~'), now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(signer.verify([id, action, Number(expiry) + 86_400, signature].join('~'), now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'AB' : 'AA');
    expect(signer.verify([id, action, expiry, flipped].join('~'), now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuse a link signed with another key', () => {
    const other = createLinkSigner('c'.repeat(40));
    expect(signer.verify(other.sign(42, 'manage', later), now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('expire: a staff link after 14 days', () => {
    const token = signer.sign(7, 'propose', later);
    expect(signer.verify(token, new Date(later.getTime() - 1000)).ok).toBe(true);
    expect(signer.verify(token, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a replayed link still verifies (the page then shows the current state; the transition refuses a second change)', () => {
    const token = signer.sign(7, 'manage', later);
    expect(signer.verify(token, now).ok).toBe(true);
    expect(signer.verify(token, now).ok).toBe(true);
  });

  it('refuse malformed tokens and unknown actions', () => {
    for (const token of [
      '',
      'abc',
      '1~confirm~2',
      '1~delete~99999999999~' + 'A'.repeat(43),
      '1~confirm~x~' + 'A'.repeat(43),
      `${signer.sign(1, 'confirm', later)}x`,
      signer.sign(1, 'confirm', later).replace(/~/g, '.'),
    ]) {
      expect(signer.verify(token, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('need a key of 32 characters or more', () => {
    expect(() => createLinkSigner('short')).toThrow(/BOOKING_LINK_SECRET/);
  });
});
