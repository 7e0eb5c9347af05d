import { describe, expect, it } from 'vitest';
import { formatDeskInputDate } from '@/lib/format';
import { DESK_DATE_PATTERN, deskDate } from './query';

describe("the desk's date fields", () => {
  it('take a date day first, as the desk writes it, or as a link carries it', () => {
    expect(deskDate('05.12.2026')).toBe('2026-12-05');
    expect(deskDate('5.12.2026.')).toBe('2026-12-05');
    expect(deskDate(' 5. 12. 2026. ')).toBe('2026-12-05');
    expect(deskDate('2026-12-05')).toBe('2026-12-05');
  });

  it('refuse what is no real date, and never read a date month first', () => {
    for (const value of ['31.02.2027', '12/05/2026', '2026-13-01', '', undefined, null, '5.12.26'])
      expect(deskDate(value)).toBeUndefined();
  });

  it('show a date day first, and the field accepts what it shows', () => {
    expect(formatDeskInputDate('2026-12-05')).toBe('05.12.2026');
    const field = new RegExp(`^(?:${DESK_DATE_PATTERN})$`);
    for (const value of ['05.12.2026', '5.12.2026.', '2026-12-05'])
      expect(field.test(value)).toBe(true);
    expect(field.test('12/05/2026')).toBe(false);
  });
});
