// GLOSSARY.md: "E-mail" keeps the ASCII hyphen in text and labels, so a page search for "e-mail"
// finds it; wrapping is kept off with CSS, never with a non-breaking hyphen (U+2011).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const files = [
  ...['messages/me.json', 'messages/en.json'],
  ...readdirSync(path.join(root, 'content/snapshot'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `content/snapshot/${name}`),
];

describe('text details', () => {
  it('no message or bundled content writes e-mail with a non-breaking hyphen', () => {
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const at = text.indexOf('\u2011');
      expect(at, `${file}: …${text.slice(Math.max(0, at - 30), at + 10)}…`).toBe(-1);
    }
  });

  it('both languages name e-mail with the ASCII hyphen', () => {
    for (const file of ['messages/me.json', 'messages/en.json'])
      expect(readFileSync(path.join(root, file), 'utf8')).toMatch(/\b[Ee]-mail/);
  });
});
