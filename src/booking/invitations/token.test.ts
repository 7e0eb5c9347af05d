// An invitation's signed address and a guest's answer token.
import { describe, expect, it } from 'vitest';
import { createLinkSigner } from '../rules/links';
import { createInvitationSigner, hashAnswerToken, newAnswerToken } from './token';

const KEY = 'k'.repeat(32);
const NEXT = 'n'.repeat(32);

describe('invitation tokens', () => {
  it('opens its own invitation only, and no booking link verifies as one (or the other way)', () => {
    const signer = createInvitationSigner(KEY);
    const token = signer.sign(42);
    expect(token).toMatch(/^42-[A-Za-z0-9_-]{22}$/);
    expect(signer.verify(token)).toBe(42);
    expect(signer.verify(token.replace(/^42-/, '43-'))).toBeNull();
    expect(createInvitationSigner(NEXT).verify(token)).toBeNull();
    const booking = createLinkSigner(KEY).sign(42, 'manage', new Date(Date.now() + 3_600_000));
    expect(signer.verify(booking)).toBeNull();
    expect(createLinkSigner(KEY).verify(token).ok).toBe(false);
  });

  it('a changed last character never opens an invitation (one spelling per signature)', () => {
    const signer = createInvitationSigner('a'.repeat(32));
    for (let id = 1; id <= 20; id += 1) {
      const token = signer.sign(id);
      for (const other of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
        if (other !== token.at(-1)) expect(signer.verify(token.slice(0, -1) + other)).toBeNull();
      }
    }
  });

  it('after a key rotation the previous key still opens invitations already shared', () => {
    const before = createInvitationSigner(KEY).sign(7);
    const rotated = createInvitationSigner(NEXT, KEY);
    expect(rotated.verify(before)).toBe(7);
    expect(rotated.sign(7)).not.toBe(before);
  });

  it('answer tokens are random (at least 128 bits) and only their hash is kept', () => {
    const a = newAnswerToken();
    const b = newAnswerToken();
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(a.hash).toBe(hashAnswerToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });
});
