import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from './contact-keys';

describe('contacts as the caps per contact compare them', () => {
  it('an e-mail is lower-cased, trimmed and loses its +tag', () => {
    expect(emailKey('Ana+x@Example.com')).toBe('ana@example.com');
    expect(emailKey('  ana@example.com ')).toBe('ana@example.com');
    expect(emailKey('ana+one+two@example.com')).toBe('ana@example.com');
    expect(emailKey('ana.petrovic@example.com')).not.toBe(emailKey('ana@example.com'));
    expect(emailKey('')).toBeNull();
  });

  it('a phone is E.164, Montenegro by default, however it was written', () => {
    for (const written of [
      '069 123 456',
      '+382 69 123 456',
      '00382 69 123 456',
      '069/123-456',
      '+38269123456',
    ])
      expect(phoneKey(written), written).toBe('+38269123456');
    expect(phoneKey('+1 202 555 0143')).toBe('+12025550143');
    expect(phoneKey('067 123 456')).not.toBe(phoneKey('069 123 456'));
    expect(phoneKey('')).toBeNull();
  });
});
