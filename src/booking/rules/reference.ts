import { randomInt } from 'node:crypto';

// Letters and digits a parent can read out on the phone without confusion (no 0/O, 1/I/L).
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short code the parent quotes to the venue, e.g. `CLV-7K3Q9` (31^5 ≈ 28 million codes). */
export function createReference(): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `CLV-${code}`;
}

export const REFERENCE_PATTERN = /^CLV-[2-9A-HJKMNP-Z]{5}$/;
