// The booking settings' defaults (DESIGN.md "Availability and holds"), used for a field the CMS
// leaves empty. No imports: the booking form in the browser reads it too.
import type { BookingSettings } from './types';

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  openingHours: [],
  slotStepMinutes: 30,
  bufferMinutes: 15,
  leadHours: 24,
  daysAhead: 120,
  partyHalls: 2,
  gameOffsetMinutes: 0,
  closedDates: [],
};
