// Signed links in the parent's booking e-mails. A link (`<id>~<action>~<expiry>~<signature>`) names
// one booking, one action and an expiry, and carries an HMAC-SHA256 of the three with
// BOOKING_LINK_SECRET: changing any of them, or using it after the expiry, makes it worthless.
// During a key rotation the previous key (BOOKING_LINK_SECRET_PREVIOUS) still verifies links
// already mailed; signing always uses the current key. A link never acts by itself: it opens a
// page whose button POSTs (mail scanners open every link), so a replayed link shows the booking's
// current state.
//
// Only the parent has links. The venue answers on the staff desk, signed in: its mails link to
// the booking there and carry no signed action, because a reply to the venue's mail (Reply-To: the
// parent) quotes it to the parent. A link of a venue action mailed before (`confirm`, `propose`,
// `decline`) is no action any more: it verifies as malformed, and its page and its POST are refused.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The parent's links: `verify` (the acknowledgement's button: confirms the e-mail; once done,
 * it opens the manage page), `manage` (the manage page: accept a proposal, withdraw, cancel) and
 * `receipt` (the confirmation page the browser opens right after sending: it shows the request and
 * acts on nothing).
 */
export const LINK_ACTIONS = ['manage', 'verify', 'receipt'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

export interface LinkClaims {
  bookingId: number;
  action: LinkAction;
  /** Expiry, in whole seconds since the epoch. */
  expiresAt: number;
}

export type VerifyResult =
  { ok: true; claims: LinkClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export const MIN_SECRET_LENGTH = 32;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`cluville-booking-link\u0000${payload}`).digest();
}

/**
 * `secret` signs and verifies; `previous` (the key before a rotation) only verifies, so links
 * mailed before the rotation keep working until they expire.
 */
export function createLinkSigner(secret: string, previous?: string) {
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`BOOKING_LINK_SECRET: must be at least ${MIN_SECRET_LENGTH} characters`);
  if (previous !== undefined && previous.length < MIN_SECRET_LENGTH)
    throw new Error(
      `BOOKING_LINK_SECRET_PREVIOUS: must be at least ${MIN_SECRET_LENGTH} characters`,
    );
  const verifyingKeys = previous && previous !== secret ? [secret, previous] : [secret];
  return {
    /**
     * `<id>~<action>~<expiry>~<signature>`: URL-safe, no padding, and without a dot (a path with
     * a dot counts as a file and skips the proxy that adds the language).
     */
    sign(bookingId: number, action: LinkAction, expiresAt: Date): string {
      const payload = `${bookingId}~${action}~${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}~${mac(secret, payload).toString('base64url')}`;
    },
    verify(token: string, now: Date = new Date()): VerifyResult {
      const match = /^(\d{1,12})~([a-z]{1,16})~(\d{1,12})~([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match || !(LINK_ACTIONS as readonly string[]).includes(match[2]!))
        return { ok: false, reason: 'malformed' };
      const payload = `${match[1]}~${match[2]}~${match[3]}`;
      const given = Buffer.from(match[4]!, 'base64url');
      // One spelling per signature: the last character's two spare bits must be zero, so a
      // changed character is always a changed signature (not another spelling of the same one).
      if (given.toString('base64url') !== match[4]) return { ok: false, reason: 'signature' };
      // Every key is tried (no early exit), so the time taken does not tell which one matched.
      let valid = false;
      for (const key of verifyingKeys) {
        const expected = mac(key, payload);
        if (given.length === expected.length && timingSafeEqual(given, expected)) valid = true;
      }
      if (!valid) return { ok: false, reason: 'signature' };
      const claims: LinkClaims = {
        bookingId: Number(match[1]),
        action: match[2] as LinkAction,
        expiresAt: Number(match[3]),
      };
      if (claims.expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
