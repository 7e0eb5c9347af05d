// A confirmed booking's arrival on its day: "Arrived" in one tap; "No-show" behind the desk's
// confirmation step (./confirm-step.tsx: the question and a red button, no JavaScript needed);
// once marked, the mark in words and an undo. Plain POST forms to the desk's arrival action.
import type { BookingRow } from '@/lib/db/schema';
import { arrivalAction } from '../actions';
import type { StaffTranslate } from '../translate';
import { button, secondaryButton } from './desk-styles';
import { COMPACT, ConfirmStep } from './confirm-step';

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
  const small = compact ? COMPACT : '';
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
      <ConfirmStep
        label={t('arrival.markNoShow')}
        name={`${t('arrival.markNoShow')} ${booking.reference}`}
        question={t('arrival.noShowQuestion', { reference: booking.reference })}
        confirm={t('arrival.confirmNoShow')}
        form={{ action: arrivalAction, fields: { id: booking.id, back, op: 'no_show' } }}
        compact={compact}
        data="no-show"
      />
    </div>
  );
}
