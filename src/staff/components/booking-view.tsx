// One booking's desk page (src/staff/loaders/booking.ts): everything the parent sent, the price,
// the arrival, the holds, a party's game rooms, the lifecycle's answers and the audit trail.
import type { Locale } from '@/content/types';
import { AnswerForm, DeclineForm, ProposeForm } from '@/booking/ui/answer-forms';
import { arrivalOpen } from '../desk';
import type { BookingPageData } from '../loaders/booking';
import { bookingTransitionAction } from '../actions';
import type { StaffTranslate } from '../translate';
import { ArrivalForms } from './arrival-forms';
import { AuditTrail } from './audit-trail';
import { BookingDetails } from './booking-details';
import { BookingHolds } from './booking-holds';
import { BookingSummary } from './booking-summary';
import { ConfirmStep } from './confirm-step';
import { deskAnswerLook } from './desk-answer-look';
import { RoomsForm } from './rooms-form';
import { DeskGuests } from '@/booking/invitations/ui/desk-guests';

export function BookingView({
  data,
  keptRooms,
  lang,
  t,
  l,
}: {
  data: BookingPageData;
  /** The game rooms a refused room form posted (src/staff/notices.ts, keptRooms). */
  keptRooms?: string;
  lang: Locale;
  t: StaffTranslate;
  /** bookingLifecycle's words. */
  l: StaffTranslate;
}) {
  const { booking, actions, proposal } = data;
  const target = { action: bookingTransitionAction, fields: { id: String(booking.id) } };
  return (
    <>
      <BookingSummary data={data} lang={lang} t={t} />
      <div className="mt-6">
        <BookingDetails data={data} lang={lang} t={t} />
      </div>
      {data.guests && (
        <DeskGuests answers={data.guests} booked={booking.children} lang={lang} heading />
      )}
      {arrivalOpen(booking, new Date()) && (
        <section aria-labelledby="booking-arrival" className="mt-6" data-arrival-section>
          <h2 id="booking-arrival" className="font-display text-xl font-bold">
            {t('arrival.title')}
          </h2>
          <ArrivalForms booking={booking} back="booking" t={t} />
        </section>
      )}
      <BookingHolds
        holds={data.holds}
        resources={data.resources}
        toAssign={data.toAssign}
        buffer={data.context.settings.bufferMinutes}
        t={t}
      />
      {data.games !== undefined && (
        <RoomsForm
          bookingId={booking.id}
          games={data.games}
          holds={data.holds}
          kept={keptRooms}
          context={data.context}
          t={t}
        />
      )}
      <section aria-labelledby="booking-actions" className="mt-6" data-lifecycle-actions>
        <h2 id="booking-actions" className="font-display text-xl font-bold">
          {t('booking.actionsTitle')}
        </h2>
        {actions.length === 0 && <p className="mt-2">{t('booking.noActions')}</p>}
        <div className="mt-4 grid gap-6">
          {actions.includes('confirm') && (
            <AnswerForm
              target={target}
              op="confirm"
              label={l('page.confirm')}
              look={deskAnswerLook}
            />
          )}
          {proposal && (
            <div className="rounded-xl bg-white p-4">
              <ProposeForm
                locale={lang}
                target={target}
                proposal={proposal}
                datePage={`/staff/bookings/${booking.id}`}
                look={deskAnswerLook}
              />
            </div>
          )}
          {actions.includes('decline') && (
            <div className="rounded-xl bg-white p-4">
              <DeclineForm locale={lang} target={target} look={deskAnswerLook} secondary />
            </div>
          )}
          {actions.includes('cancel') && (
            <ConfirmStep
              label={t('booking.cancel')}
              question={t('booking.cancelQuestion', { reference: booking.reference })}
              confirm={t('booking.cancelConfirm')}
              form={{ action: bookingTransitionAction, fields: { id: booking.id, op: 'cancel' } }}
              data="cancel"
            />
          )}
        </div>
      </section>
      <AuditTrail events={data.events} resources={data.resources} lang={lang} t={t} l={l} />
    </>
  );
}
