import { describe, expect, it } from 'vitest';
import { createLinkSigner } from './links';
import { venueActionToken } from '../testing/lifecycle';

const key = 'a'.repeat(16) + 'b'.repeat(16);
const signer = createLinkSigner(key);
const now = new Date('2026-11-23T12:00:00Z');
const later = new Date(now.getTime() + 14 * 86_400_000);

describe('signed booking links', () => {
  it('verify with their booking, action and expiry', () => {
    const token = signer.sign(42, 'verify', later);
    expect(signer.verify(token, now)).toEqual({
      ok: true,
      claims: { bookingId: 42, action: 'verify', expiresAt: Math.floor(later.getTime() / 1000) },
    });
  });

  it("sign the confirmation page's link (receipt), which is neither a manage nor a confirm link", () => {
    const token = signer.sign(42, 'receipt', later);
    expect(token).toMatch(/^42~receipt~\d+~[\w-]{43}$/);
    expect(signer.verify(token, now)).toMatchObject({ ok: true, claims: { action: 'receipt' } });
    const [id, , expiry, signature] = token.split('~');
    for (const other of ['manage', 'verify'])
      expect(signer.verify([id, other, expiry, signature].join('~'), now)).toEqual({
        ok: false,
        reason: 'signature',
      });
  });

  it('refuse every other spelling of a signature: a changed last character is a changed signature', () => {
    // The 43rd character of a 32-byte signature carries 4 bits and 2 spare ones: 'A' and 'B'
    // decode to the same bytes. Every one of the 63 other characters must be refused.
    for (let id = 1; id <= 20; id += 1) {
      const token = signer.sign(id, 'manage', later);
      const last = token.at(-1)!;
      for (const other of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
        if (other === last) continue;
        expect(signer.verify(token.slice(0, -1) + other, now)).toEqual({
          ok: false,
          reason: 'signature',
        });
      }
    }
  });

  it('refuse a changed booking id, action, expiry or signature', () => {
    const token = signer.sign(42, 'verify', later);
    const [id, action, expiry, signature] = token.split('~');
    expect(signer.verify([43, action, expiry, signature].join('~'), now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    // Another action with this link's signature: a confirm link is no manage link.
    expect(signer.verify([id, 'manage', expiry, signature].join('~'), now)).toEqual({
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

  it('expire at the expiry they were signed with', () => {
    const token = signer.sign(7, 'manage', later);
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
      '1~verify~2',
      '1~delete~99999999999~' + 'A'.repeat(43),
      '1~verify~x~' + 'A'.repeat(43),
      `${signer.sign(1, 'verify', later)}x`,
      signer.sign(1, 'verify', later).replace(/~/g, '.'),
    ]) {
      expect(signer.verify(token, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuse a venue action’s link (confirm, propose, decline), though signed with the key', () => {
    // The venue answers on the desk: a link its mails once carried acts no more.
    for (const action of ['confirm', 'propose', 'decline'] as const)
      expect(signer.verify(venueActionToken(42, action, later, key), now)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    // The helper signs as the site does: with a parent's action, it is the site's own link.
    expect(venueActionToken(42, 'manage' as never, later, key)).toBe(
      signer.sign(42, 'manage', later),
    );
  });

  it('need a key of 32 characters or more', () => {
    expect(() => createLinkSigner('short')).toThrow(/BOOKING_LINK_SECRET/);
    expect(() => createLinkSigner('d'.repeat(32), 'short')).toThrow(/BOOKING_LINK_SECRET_PREVIOUS/);
  });
});

describe('rotating the link key', () => {
  const oldKey = 'o'.repeat(40);
  const newKey = 'n'.repeat(40);
  const beforeRotation = createLinkSigner(oldKey);
  const afterRotation = createLinkSigner(newKey, oldKey);

  it('a link mailed before the rotation (signed with the previous key) still verifies', () => {
    const mailed = beforeRotation.sign(42, 'manage', later);
    expect(afterRotation.verify(mailed, now)).toEqual({
      ok: true,
      claims: { bookingId: 42, action: 'manage', expiresAt: Math.floor(later.getTime() / 1000) },
    });
  });

  it('a link signed with a key that is neither current nor previous does not', () => {
    const forged = createLinkSigner('u'.repeat(40)).sign(42, 'manage', later);
    expect(afterRotation.verify(forged, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('new links are signed with the current key only', () => {
    const token = afterRotation.sign(42, 'verify', later);
    expect(token).toBe(createLinkSigner(newKey).sign(42, 'verify', later));
    expect(token).not.toBe(beforeRotation.sign(42, 'verify', later));
    // Once the previous key is dropped, new links still verify.
    expect(createLinkSigner(newKey).verify(token, now).ok).toBe(true);
  });

  it('the previous key still honours the expiry', () => {
    const mailed = beforeRotation.sign(7, 'verify', later);
    expect(afterRotation.verify(mailed, later)).toEqual({ ok: false, reason: 'expired' });
  });
});
