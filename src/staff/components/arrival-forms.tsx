// A confirmed booking's arrival on its day: "Arrived" in one tap; "No-show" behind a
// confirmation step (a disclosure with the question and a red button, no JavaScript needed);
// once marked, the mark in words and an undo. Plain POST forms to the desk's arrival action.
import type { BookingRow } from '@/lib/db/schema';
import { arrivalAction } from '../actions';
import type { StaffTranslate } from '../translate';
import { button, destructiveButton, destructiveOutline, secondaryButton } from './desk-styles';

export function ArrivalForms({
  booking,
  back,
  compact,
  t,
}: {
  booking: Pick<BookingRow, 'id' | 'reference' | 'arrival'>;
  /** Where the action returns: the day view (at this card) or the booking's page. */
  back: 'day' | 'booking';
  /** The day view's card: smaller controls in the wide view's narrow columns. */
  compact?: boolean;
  t: StaffTranslate;
}) {
  // Several cards on one page: each control names its booking (the visible words first).
  const hidden = (op: string) => (
    <>
      <input type="hidden" name="id" value={booking.id} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="op" value={op} />
    </>
  );
  const small = compact ? 'lg:min-h-8 lg:px-2 lg:py-0.5 lg:text-xs' : '';
  if (booking.arrival) {
    return (
      <div className="mt-2 flex flex-wrap items-center gap-2" data-arrival={booking.arrival}>
        <p
          className={`rounded px-2 py-0.5 font-bold ${booking.arrival === 'arrived' ? 'bg-emerald-700 text-white' : 'bg-red-700 text-white'}`}
        >
          {t(booking.arrival === 'arrived' ? 'arrival.arrived' : 'arrival.noShow')}
        </p>
        <form action={arrivalAction} method="post">
          {hidden('undo_arrival')}
          <button
            type="submit"
            className={`${secondaryButton} ${small}`}
            aria-label={`${t('arrival.undo')} ${booking.reference}`}
          >
            {t('arrival.undo')}
          </button>
        </form>
      </div>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-start gap-2" data-arrival="none">
      <form action={arrivalAction} method="post">
        {hidden('arrived')}
        <button
          type="submit"
          className={`${button} ${small}`}
          aria-label={`${t('arrival.markArrived')} ${booking.reference}`}
        >
          {t('arrival.markArrived')}
        </button>
      </form>
      <details className="group" data-no-show>
        <summary
          className={`${destructiveOutline} ${small} list-none [&::-webkit-details-marker]:hidden`}
          aria-label={`${t('arrival.markNoShow')} ${booking.reference}`}
        >
          {t('arrival.markNoShow')}
        </summary>
        <form
          action={arrivalAction}
          method="post"
          className="mt-2 rounded-lg border-2 border-red-700 bg-white p-2"
        >
          {hidden('no_show')}
          <p className="text-ink">
            {t('arrival.noShowQuestion', { reference: booking.reference })}
          </p>
          <button type="submit" className={`${destructiveButton} mt-2 ${small}`}>
            {t('arrival.confirmNoShow')}
          </button>
        </form>
      </details>
    </div>
  );
}
