// What the desk shows and does, on the booking rules of src/booking/: the resources of a day,
// the free times the staff may give on the phone, phone bookings (stored `confirmed`, holding
// their slot through the same exclusion constraint and blocked-time trigger as a parent's
// request) and how long a waiting request's hold has left.
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import {
  addDays,
  freeResource,
  gridForDate,
  hallResources,
  spanOf,
  zonedInstant,
  type AvailabilityRules,
  type Target,
} from '@/booking/availability';
import type { BookingContext } from '@/booking/rules-context';
import type { RenderedMail } from '@/booking/mail';
import { escapeHtml } from '@/lib/format';
import { holdEnd } from '@/booking/lifecycle';
import { priceBirthday } from '@/booking/pricing';
import { createReference } from '@/booking/reference';
import { listHolds, storeBooking } from '@/booking/repository';
import type { Locale } from '@/content/types';
import { deskMailLanguageTag, staffTranslator } from './translate';

export interface DeskResource {
  id: string;
  kind: 'room' | 'hall';
  /** The room's title, or the hall's number. */
  title: string;
  hall?: number;
}

/** A column per room and per party hall, as the bookings hold them (`room:<id>`, `hall:<n>`). */
export function deskResources(context: BookingContext): DeskResource[] {
  const rooms = context.rooms.map((room) => ({
    id: room.resource,
    kind: 'room' as const,
    title: room.title,
  }));
  const halls = hallResources(context.settings.partyHalls).map((id, index) => ({
    id,
    kind: 'hall' as const,
    title: String(index + 1),
    hall: index + 1,
  }));
  return [...rooms, ...halls];
}

/** A resource as staff read it: the room's title or the numbered party hall; the key itself when the content no longer lists it. */
export function resourceLabel(
  id: string,
  resources: DeskResource[],
  t: ReturnType<typeof staffTranslator>,
): string {
  const resource = resources.find((candidate) => candidate.id === id);
  if (!resource) return id;
  return resource.kind === 'hall' ? t('day.hall', { number: resource.hall! }) : resource.title;
}

/** The instants a venue date spans: [midnight, next midnight) in Europe/Podgorica. */
export function dayBounds(date: string): { from: Date; to: Date } {
  return {
    from: zonedInstant(date, 0, VENUE_TIME_ZONE)!,
    to: zonedInstant(addDays(date, 1), 0, VENUE_TIME_ZONE)!,
  };
}

/** A wall-clock `HH:MM` of an instant in the venue's zone. */
export function venueTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: VENUE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

export function venueDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** What a phone booking is for: `room:<slug>` or `package:<slug>` (any free party hall). */
export type PhoneWhat = `room:${string}` | `package:${string}`;

export function phoneTarget(
  context: BookingContext,
  what: string,
): (Target & { form: 'room' | 'birthday'; slug: string }) | undefined {
  const [kind, slug = ''] = what.split(/:(.*)/s);
  if (kind === 'room') {
    const room = context.rooms.find((candidate) => candidate.slug === slug);
    return (
      room && {
        form: 'room',
        slug,
        resources: [room.resource],
        sessionMinutes: room.durationMinutes,
      }
    );
  }
  if (kind === 'package') {
    const chosen = context.packages.find((candidate) => candidate.slug === slug);
    return (
      chosen && {
        form: 'birthday',
        slug,
        resources: hallResources(context.settings.partyHalls),
        sessionMinutes: chosen.durationMinutes,
      }
    );
  }
  return undefined;
}

/**
 * Free starts the staff may give on a date: the grid of the opening hours, not yet begun, free
 * of bookings and blocks. The parents' lead time and days-ahead limit do not bind the staff.
 */
export async function staffFreeTimes(
  db: Database,
  context: BookingContext,
  target: Target,
  date: string,
  now = new Date(),
): Promise<string[]> {
  const rules: AvailabilityRules = { settings: context.settings, timeZone: VENUE_TIME_ZONE, now };
  const span = spanOf([date], rules);
  const holds = await listHolds(db, target.resources, span.from, span.to);
  return gridForDate(date, target.sessionMinutes, rules)
    .filter((slot) => slot.startsAt > now && freeResource(slot, target, holds) !== undefined)
    .map((slot) => slot.time);
}

export interface PhoneBookingInput {
  what: string;
  date: string;
  time: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  people?: number;
  cake: boolean;
  locale: Locale;
  /** The signed-in staff member who took the call: the booking's audit row names them. */
  staffAddress?: string;
}

/** The audit trail's `from` of a booking that did not exist before (a phone booking). */
export const NEW_BOOKING_STATUS = 'new';

export type PhoneBookingResult =
  { status: 'added'; reference: string; id: number } | { status: 'taken' } | { status: 'invalid' };

const PHONE = /^\+?[\d\s-]{6,25}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stores a booking taken by phone as `confirmed`; mails the parent only when an e-mail was given. */
export async function addPhoneBooking(
  db: Database,
  context: BookingContext,
  input: PhoneBookingInput,
  venue: { phone: string },
  now = new Date(),
): Promise<PhoneBookingResult> {
  const target = phoneTarget(context, input.what);
  const name = input.name.trim();
  const phone = input.phone.trim();
  const email = input.email.trim().toLowerCase();
  if (
    !target ||
    name.length < 2 ||
    name.length > 80 ||
    !PHONE.test(phone) ||
    (email && !EMAIL.test(email)) ||
    input.notes.length > 1000
  )
    return { status: 'invalid' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) return { status: 'invalid' };
  const rules: AvailabilityRules = { settings: context.settings, timeZone: VENUE_TIME_ZONE, now };
  const slot = gridForDate(input.date, target.sessionMinutes, rules).find(
    (candidate) => candidate.time === input.time,
  );
  if (!slot || slot.startsAt <= now) return { status: 'invalid' };
  const people =
    input.people && input.people > 0 && input.people <= 100 ? Math.floor(input.people) : undefined;
  let details: Partial<Parameters<typeof storeBooking>[1]> = {};
  let whatText: string;
  const t = staffTranslator(input.locale);
  if (target.form === 'room') {
    const room = context.rooms.find((candidate) => candidate.slug === target.slug)!;
    details = { roomSlug: room.slug, roomTitle: room.title, players: people ?? null };
    whatText = t('phone.whatRoom', { title: room.title });
  } else {
    const chosen = context.packages.find((candidate) => candidate.slug === target.slug)!;
    const children = people ?? chosen.childrenIncluded;
    const price = priceBirthday(chosen, { withCake: input.cake, children });
    details = {
      packageSlug: chosen.slug,
      packageName: chosen.name,
      withCake: input.cake,
      children,
      price,
      totalCents: price.totalCents,
    };
    whatText = t('phone.whatPackage', { name: chosen.name });
  }
  const stored = await storeBooking(
    db,
    {
      form: target.form,
      locale: input.locale,
      name,
      email,
      phone,
      message: input.notes.trim(),
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      blockedUntil: slot.blockedUntil,
      // Never a duplicate of anything: each phone booking is its own.
      fingerprint: createHash('sha256').update(`phone:${randomUUID()}`).digest('hex'),
      ...details,
    },
    {
      resources: target.resources,
      duplicateSince: now,
      createReference,
      status: 'confirmed',
      event: {
        actor: 'staff',
        actorAddress: input.staffAddress ?? null,
        fromStatus: NEW_BOOKING_STATUS,
        note: 'phone booking',
      },
      renderMails: (reference) =>
        email
          ? [
              renderPhoneBookingMail(
                {
                  reference,
                  locale: input.locale,
                  name,
                  email,
                  what: whatText,
                  date: input.date,
                  time: input.time,
                },
                venue,
              ),
            ]
          : [],
    },
  );
  // The desk sets no waiting limit: a store without a reference found the time taken.
  if (!('reference' in stored)) return { status: 'taken' };
  return { status: 'added', reference: stored.reference, id: stored.id! };
}

function renderPhoneBookingMail(
  booking: {
    reference: string;
    locale: Locale;
    name: string;
    email: string;
    what: string;
    date: string;
    time: string;
  },
  venue: { phone: string },
): RenderedMail {
  const t = staffTranslator(booking.locale);
  const subject = t('phoneMail.subject', { reference: booking.reference });
  const when = `${booking.date} ${booking.time}`;
  const rows: [string, string][] = [
    [t('phoneMail.what'), booking.what],
    [t('phoneMail.when'), when],
    [t('phoneMail.reference'), booking.reference],
  ];
  const intro = [t('phoneMail.greeting', { name: booking.name }), t('phoneMail.body')];
  const outro = [t('phoneMail.outro', { phone: venue.phone }), t('phoneMail.signature')];
  const text = `${intro.join('\n')}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${outro.join('\n\n')}\n`;
  const html = `<!doctype html><html lang="${deskMailLanguageTag(booking.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#414042;line-height:1.5">
${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<table role="presentation">${rows.map(([label, value]) => `<tr><th align="left" style="padding-right:16px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${outro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`;
  return { kind: 'parent', to: booking.email, subject, text, html };
}

/**
 * How long a waiting request's hold has left: until the lifecycle's hold end (`hold_until`, or
 * the request's creation plus BOOKING_HOLD_TTL when the row has none).
 */
export function holdLeftMs(
  booking: Pick<BookingRow, 'holdUntil' | 'createdAt'>,
  holdTtlMs: number,
  now = new Date(),
): number {
  return holdEnd(booking, holdTtlMs).getTime() - now.getTime();
}
