import { describe, expect, it } from 'vitest';
import { staffTranslator } from './translate';

describe("the desk's strings", () => {
  it('says Montenegrin plurals with their few form (2–4), not the other form', () => {
    const t = staffTranslator('me');
    expect(t('waiting.hours', { count: 1 })).toBe('1 sat');
    expect(t('waiting.hours', { count: 2 })).toBe('2 sata');
    expect(t('waiting.hours', { count: 5 })).toBe('5 sati');
    expect(t('waiting.declined', { count: 2 })).toBe('Odbijena su 2 zahtjeva.');
    expect(staffTranslator('en')('waiting.declined', { count: 2 })).toBe('2 requests declined.');
  });
});
