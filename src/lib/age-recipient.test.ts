import { generateHybridIdentity, generateIdentity, identityToRecipient } from 'age-encryption';
import { describe, expect, it } from 'vitest';
import { isAgeRecipient } from './age-recipient';
import { parseEnv } from './env';

/** The same string with one character of its data changed. */
const mistyped = (key: string) =>
  `${key.slice(0, -3)}${key.at(-3) === 'q' ? 'p' : 'q'}${key.slice(-2)}`;

describe('BACKUP_AGE_RECIPIENT', () => {
  it('accepts the public keys age makes, X25519 and post-quantum hybrid', async () => {
    const x25519 = await identityToRecipient(await generateIdentity());
    const hybrid = await identityToRecipient(await generateHybridIdentity());
    expect(x25519).toMatch(/^age1[a-z0-9]{58}$/);
    expect(hybrid.startsWith('age1pq1')).toBe(true);
    expect(isAgeRecipient(x25519)).toBe(true);
    expect(isAgeRecipient(hybrid)).toBe(true);
    expect(parseEnv({ BACKUP_AGE_RECIPIENT: x25519 }).BACKUP_AGE_RECIPIENT).toBe(x25519);
  });

  it('refuses a mistyped key, a private key and anything else, naming the variable', async () => {
    const identity = await generateIdentity();
    const recipient = await identityToRecipient(identity);
    for (const wrong of [
      mistyped(recipient),
      recipient.slice(0, -1),
      recipient.toUpperCase(),
      identity,
      'age1',
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH',
    ]) {
      expect(isAgeRecipient(wrong)).toBe(false);
      expect(() => parseEnv({ BACKUP_AGE_RECIPIENT: wrong })).toThrow(
        /BACKUP_AGE_RECIPIENT: must be an age public key/,
      );
    }
  });
});
