'use client';
// The browser's half of plural-rules.ts: rendered by ClientMessages, so the module (and its
// mapping of `me` to `sr-ME`) runs before the client components below it format a count.
import './plural-rules';

export function ClientPluralRules() {
  return null;
}
