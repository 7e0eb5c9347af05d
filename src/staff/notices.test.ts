import { describe, expect, it } from 'vitest';
import { bookingTranslator } from '@/booking/rules/translate';
import { blocksNotice, bookingNotice, eraseNotice, keptRooms } from './notices';
import { staffTranslator } from './translate';

const t = staffTranslator('en');
const l = bookingTranslator('en', 'bookingLifecycle');
const booking = { reference: 'CLU-ABC123', status: 'confirmed' };

describe("the desk's notices", () => {
  it("words a refusal that names the booking as the arrival's, one that does not as the lifecycle's", () => {
    expect(bookingNotice({ refused: 'not-found', id: '7' }, booking, false, t, l).error).toBe(
      'No such booking.',
    );
    expect(bookingNotice({ refused: 'not-found' }, booking, false, t, l).error).toBe(
      'This booking no longer exists.',
    );
  });

  it('says a refused room choice first, and keeps the rooms posted for that refusal only', () => {
    const query = { refused: 'rooms-taken', rooms: 'space-mission,', error: 'cross-site' };
    expect(bookingNotice(query, booking, true, t, l).error).toBe(
      'The room is taken at the game’s time. Choose another, or let the desk choose.',
    );
    expect(keptRooms(query)).toBe('space-mission,');
    expect(keptRooms({ refused: 'not-found', rooms: 'space-mission' })).toBeUndefined();
  });

  it('says a date that does not exist only when nothing else went wrong', () => {
    expect(bookingNotice({}, booking, true, t, l).error).toBe(
      'That date does not exist. Pick a date from the calendar.',
    );
    expect(bookingNotice({ error: 'cross-site' }, booking, true, t, l).error).toBe(
      'This form can only be sent from the staff desk.',
    );
  });

  it('ignores values no action sends', () => {
    expect(blocksNotice({ done: 'intro', error: 'nope' }, t)).toEqual({
      notice: undefined,
      error: undefined,
    });
    expect(eraseNotice({ bookings: 'x', mails: '2' }, t).notice).toBe(
      'Erased: 0 bookings, 2 e-mails, 0 newsletter sign-ups.',
    );
  });
});
