// An invitation's address and a guest's answer token. The address is signed as the parent's links
// are (src/booking/rules/links.ts: BOOKING_LINK_SECRET, the previous key verifying after a
// rotation), under a name of its own, so an invitation's token never opens a booking and a
// booking's never opens an invitation: `<invitation id>-<128-bit HMAC-SHA256, base64url>`. The
// host's page can show it again at any time and nothing secret is stored. A guest's answer is
// changed with a random 128-bit token kept in that device's cookie; the database keeps its
// SHA-256 only.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;

function mac(secret: string, id: number): Buffer {
  return createHmac('sha256', secret)
    .update(`cluville-invitation\u0000${id}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

export function createInvitationSigner(secret: string, previous?: string) {
  const keys = previous && previous !== secret ? [secret, previous] : [secret];
  return {
    sign(invitationId: number): string {
      return `${invitationId}-${mac(secret, invitationId).toString('base64url')}`;
    },
    /** The invitation's id when the token is one this site signed, else null. */
    verify(token: string): number | null {
      const match = /^(\d{1,12})-([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const given = Buffer.from(match[2]!, 'base64url');
      // One spelling per signature (the last character's spare bits zero), as booking links.
      if (given.toString('base64url') !== match[2]) return null;
      let valid = false;
      for (const key of keys) {
        const expected = mac(key, id);
        if (given.length === expected.length && timingSafeEqual(given, expected)) valid = true;
      }
      return valid ? id : null;
    },
  };
}

export type InvitationSigner = ReturnType<typeof createInvitationSigner>;

/** A new answer's token (for the guest's cookie) and the hash stored for it. */
export function newAnswerToken(): { token: string; hash: string } {
  const token = randomBytes(18).toString('base64url');
  return { token, hash: hashAnswerToken(token) };
}

export const hashAnswerToken = (token: string) =>
  createHash('sha256').update(`cluville-answer\u0000${token}`).digest('hex');

/** The cookie that keeps a device's answer to one invitation. */
export const answerCookieName = (invitationId: number) => `cluville-rsvp-${invitationId}`;

/** The cookie that keeps a guest's choice of language on invitation pages. */
export const INVITATION_LANG_COOKIE = 'cluville-invitation-lang';
