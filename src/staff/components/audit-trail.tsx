// A booking's audit trail, oldest first: each change of state, who made it and its note.
import type { Locale } from '@/content/types';
import type { BookingEventRow } from '@/lib/db/schema';
import { formatDate } from '@/lib/format';
import { resourceLabel, type DeskResource } from '../desk';
import type { StaffTranslate } from '../translate';
import { DeskList } from './desk-list';

/**
 * The lifecycle's note (src/booking/server/lifecycle.ts) in the desk's words: `reason: <key>` as
 * the reason's label, `proposed <instant>` as the proposed time on the venue's clock; the rest
 * (the note staff typed) as written.
 */
function lifecycleNote(note: string, lang: Locale, t: StaffTranslate, l: StaffTranslate): string {
  return note
    .split('; ')
    .map((part) => {
      const reason = /^reason: ([a-z-]+)$/.exec(part);
      if (reason) return t('booking.auditReason', { reason: l(`reasons.${reason[1]}`) });
      const proposed = /^proposed (\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(part);
      if (proposed)
        return t('booking.auditProposed', { when: formatDate(proposed[1]!, lang, 'deskWhen') });
      return part;
    })
    .join('; ');
}

export function AuditTrail({
  events,
  resources,
  lang,
  t,
  l,
}: {
  events: BookingEventRow[];
  resources: DeskResource[];
  lang: Locale;
  t: StaffTranslate;
  /** bookingLifecycle's words (the decline reasons). */
  l: StaffTranslate;
}) {
  // The rooms assigned (the lifecycle's note names their keys): by their titles.
  const noteOf = (event: BookingEventRow) => {
    const arrival = /^arrival: (arrived|no_show|undone)$/.exec(event.note ?? '');
    if (event.fromStatus === event.toStatus && arrival) return t(`arrival.audit.${arrival[1]}`);
    const rooms = event.fromStatus === event.toStatus && /^rooms: /.exec(event.note ?? '');
    if (!rooms) return event.note && lifecycleNote(event.note, lang, t, l);
    const titles = event
      .note!.slice(rooms[0].length)
      .split(',')
      .map((key) => resourceLabel(key.trim(), resources, t));
    return `${t('rooms.title')}: ${titles.join(', ')}`;
  };
  const who = (event: BookingEventRow) =>
    event.actor === 'staff'
      ? (event.actorAddress ?? t('booking.actorStaff'))
      : event.actor === 'parent'
        ? t('booking.actorParent')
        : t('booking.actorSystem');
  return (
    <section aria-labelledby="booking-audit" className="mt-8" data-audit>
      <h2 id="booking-audit" className="font-display text-xl font-bold">
        {t('booking.audit')}
      </h2>
      <DeskList items={events} empty={t('booking.auditEmpty')} ordered className="mt-3 grid gap-2">
        {(event) => (
          <li
            key={event.id}
            className="grid gap-x-4 rounded-lg bg-white p-3 sm:grid-cols-[max-content_1fr]"
            data-event={`${event.fromStatus}-${event.toStatus}`}
          >
            <span className="font-bold">
              <span className="sr-only">{t('booking.auditWhen')}: </span>
              {formatDate(event.at, lang, 'deskWhen')}
            </span>
            <span className="break-words">
              <span className="sr-only">{t('booking.auditChange')}: </span>
              {t(`status.${event.fromStatus}`)} → {t(`status.${event.toStatus}`)}
              {' · '}
              <span className="sr-only">{t('booking.auditWho')}: </span>
              <span data-actor>{who(event)}</span>
              {event.note && (
                <>
                  {' · '}
                  <span className="sr-only">{t('booking.auditNote')}: </span>
                  {noteOf(event)}
                </>
              )}
            </span>
          </li>
        )}
      </DeskList>
    </section>
  );
}
