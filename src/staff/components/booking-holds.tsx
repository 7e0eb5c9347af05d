// What a booking holds (or held, once released): its hall and game rooms, or its room, with their times.
import type { BookingHold } from '@/booking/db/holds-repository';
import { resourceLabel, venueTime, type DeskResource } from '../desk';
import type { StaffTranslate } from '../translate';
import { DeskList } from './desk-list';

export function BookingHolds({
  holds,
  resources,
  toAssign,
  buffer,
  t,
}: {
  holds: BookingHold[];
  resources: DeskResource[];
  toAssign: boolean;
  buffer: number;
  t: StaffTranslate;
}) {
  return (
    <section aria-labelledby="booking-holds" className="mt-6" data-holds>
      <h2 id="booking-holds" className="font-display text-xl font-bold">
        {t('booking.holds')}
      </h2>
      {toAssign && (
        <p
          className="mt-2 inline-block rounded bg-ink px-2 py-0.5 font-bold text-white"
          data-room-to-assign
        >
          {t('booking.roomToAssign')}
        </p>
      )}
      <DeskList items={holds} empty={t('booking.noHolds')} className="mt-3 grid gap-2">
        {(hold) => (
          <li
            key={`${hold.kind}-${hold.resource}`}
            className="rounded-lg bg-white p-3"
            data-hold={hold.resource}
            data-holding={hold.holding}
          >
            <span className="font-bold">
              {t(
                hold.kind === 'hall'
                  ? 'booking.holdHall'
                  : resources.some((r) => r.id === hold.resource && r.kind === 'room') &&
                      holds.some((other) => other.kind === 'hall')
                    ? 'booking.holdGame'
                    : 'booking.holdRoom',
              )}
              :
            </span>{' '}
            {resourceLabel(hold.resource, resources, t)} · {venueTime(hold.startsAt)}–
            {venueTime(new Date(hold.blockedUntil.getTime() - buffer * 60_000))}
            {!hold.holding && <span className="text-grey"> · {t('booking.holdReleased')}</span>}
          </li>
        )}
      </DeskList>
    </section>
  );
}
