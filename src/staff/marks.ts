// The marks a booking carries on the desk (its card on the day view, its page's header): a list,
// so each concern adds its own (a cake, the guests' allergies, …) and the components only render
// what they are given.
import type { BookingRow } from '@/lib/db/schema';
import type { GuestAnswer } from '@/booking/invitations/repository';
import type { StaffTranslate } from './translate';

export interface DeskMark {
  /** What the mark is about; the element's `data-mark`. */
  key: string;
  label: string;
  /** `alert`: something the venue must act on (an allergy); `info`: good to know. */
  tone: 'alert' | 'info';
}

/** The coming guests with an allergy or food note. */
export const allergiesOf = (guests: readonly GuestAnswer[] | undefined): GuestAnswer[] =>
  (guests ?? []).filter((guest) => guest.coming && guest.foodNote?.trim());

/** A booking's marks: changed by the parent (until the desk opens it), the guests' allergies, a cake. */
export function bookingMarks(
  booking: Pick<BookingRow, 'withCake' | 'parentChangedAt'>,
  guests: readonly GuestAnswer[] | undefined,
  t: StaffTranslate,
): DeskMark[] {
  const marks: DeskMark[] = [];
  if (booking.parentChangedAt)
    marks.push({ key: 'parent-changed', label: t('booking.parentChanged'), tone: 'alert' });
  const allergies = allergiesOf(guests).length;
  if (allergies)
    marks.push({ key: 'allergy', label: t('marks.allergy', { count: allergies }), tone: 'alert' });
  if (booking.withCake) marks.push({ key: 'cake', label: t('marks.cake'), tone: 'info' });
  return marks;
}
