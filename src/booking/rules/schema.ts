// The one set of booking rules, run by the form in the browser and again by the server action
// and POST /api/bookings. Messages come from `translate`, so each side shows them in the
// visitor's language (next-intl's `t` for the namespace `booking.errors`).
import * as z from 'zod/mini';

// zod probes for `new Function` to compile faster parsers; the site's Content-Security-Policy
// forbids eval, so the browser would report the probe as a violation. Parse without it.
z.config({ jitless: true });
import { addDays, roomsProblem, roomSlugsOf, type BookingContext } from './rules-context';
import { extrasProblem, parseExtras, type ExtraChoice, type ExtrasProblem } from './pricing';
import {
  BOOKING_LIMITS,
  FIELD_ORDER,
  type BookingField,
  type FieldErrors,
  type Translate,
} from './fields';

export * from './fields';

/** Control characters (NUL included): refused in every field; the message may keep line breaks and tabs. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const hasControlCharacters = (value: string, { allowLines = false } = {}) =>
  (allowLines ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value);

/**
 * Format characters (bidi overrides and isolates, zero-width spaces and joiners, the BOM) and line
 * and paragraph separators: in a one-line field they make a value show blank or read reversed on
 * the desk and in mails (`Ana \u202Egnp.exe` shows as "Ana exe.png"). The message keeps them, so
 * emoji joined with U+200D stay whole there.
 */
export const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Zl}\p{Zp}]/u;
export const LETTER = /\p{L}/u;

/**
 * Who fills the form in: a parent on the site (`web`), or a staff member at the desk taking a
 * booking by phone (`staff`), for whom the e-mail is optional and the days-ahead limit does not
 * bind. Only the desk's server action, after its session check, ever says `staff`.
 */
export type BookingChannel = 'web' | 'staff';

export function createBookingSchema(
  ctx: BookingContext,
  t: Translate,
  channel: BookingChannel = 'web',
) {
  const L = BOOKING_LIMITS;
  const required = t('required');
  // A missing field (JSON without it) reads the same as an empty one. zod's mini API: each check
  // is a function, so the browser gets only the checks these rules use (docs/measuring.md).
  const str = (message = required) =>
    z.string(message).check(
      z.refine((value) => !hasControlCharacters(value), t('controlCharacters')),
      z.refine((value) => !INVISIBLE_CHARACTERS.test(value), t('invisibleCharacters')),
      z.trim(),
    );
  const wholeNumber = (min: number, max: number, message: string, missing = required) =>
    z
      .pipe(
        str(missing).check(z.minLength(1, missing), z.regex(/^\d{1,3}$/, message)),
        z.transform(Number),
      )
      .check(z.refine((value) => value >= min && value <= max, message));
  const daysAhead = ctx.settings.daysAhead;
  const lastDay = addDays(ctx.today, daysAhead);

  const nameLength = t('nameLength', { min: L.nameMin, max: L.nameMax });
  const common = {
    name: str(t('nameRequired')).check(
      z.minLength(1, t('nameRequired')),
      z.minLength(L.nameMin, nameLength),
      z.maxLength(L.nameMax, nameLength),
      z.refine((value) => LETTER.test(value), t('nameLetter')),
    ),
    // One spelling of an address (the outbox, the erasure and the duplicates compare it).
    email: z.pipe(
      (channel === 'staff'
        ? str().check(z.refine((value) => !value || z.email().safeParse(value).success, t('email')))
        : z.pipe(
            str(t('emailRequired')).check(z.minLength(1, t('emailRequired'))),
            z.email(t('email')),
          )
      ).check(z.refine((value) => value.length <= 254, t('email'))),
      z.transform((value: string) => value.toLowerCase()),
    ),
    phone: str(t('phoneRequired')).check(
      z.minLength(1, t('phoneRequired')),
      z.refine((value) => /^\+?[\d\s-]+$/.test(value), t('phone')),
      z.refine((value) => {
        const digits = value.replace(/\D/g, '').length;
        return digits >= L.phoneDigitsMin && digits <= L.phoneDigitsMax;
      }, t('phone')),
    ),
    message: z._default(
      z.string().check(
        z.refine(
          (value) => !hasControlCharacters(value, { allowLines: true }),
          t('controlCharacters'),
        ),
        z.trim(),
        z.maxLength(L.messageMax, t('messageLength', { max: L.messageMax })),
      ),
      '',
    ),
    date: str(t('dateRequired')).check(
      z.minLength(1, t('dateRequired')),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, t('date')),
      z.refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) &&
          new Date(`${value}T12:00:00Z`).toISOString().startsWith(value),
        t('date'),
      ),
      z.refine((value) => value >= ctx.today, t('datePast')),
      z.refine(
        (value) => channel === 'staff' || value <= lastDay,
        t('dateTooFar', { days: daysAhead }),
      ),
    ),
    // Format only here: whether the time is a free start of the grid is the server's to say
    // (src/booking/server/service.ts), against the clock and the bookings of the moment.
    time: str(t('timeRequired')).check(
      z.minLength(1, t('timeRequired')),
      z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, t('time')),
    ),
  };

  const roomSlugs = ctx.rooms.map((room) => room.slug);
  const room = z
    .object({
      form: z.literal('room'),
      ...common,
      room: str(t('room')).check(
        z.minLength(1, t('room')),
        z.refine((slug) => roomSlugs.includes(slug), t('room')),
      ),
      players: wholeNumber(1, 99, t('playersNumber'), t('playersNumber')),
    })
    .check(
      z.superRefine((value, issue) => {
        const chosen = ctx.rooms.find((candidate) => candidate.slug === value.room);
        if (chosen && (value.players < chosen.playersMin || value.players > chosen.playersMax)) {
          issue.addIssue({
            code: 'custom',
            path: ['players'],
            message: t('players', {
              min: chosen.playersMin,
              max: chosen.playersMax,
              room: chosen.title,
            }),
          });
        }
      }),
    );

  const packageSlugs = ctx.packages.map((item) => item.slug);
  const birthday = z
    .object({
      form: z.literal('birthday'),
      ...common,
      package: str(t('package')).check(
        z.minLength(1, t('package')),
        z.refine((slug) => packageSlugs.includes(slug), t('package')),
      ),
      // The game room(s): slugs of either language, a list or separated by commas; none: the
      // venue chooses free rooms when the request is stored.
      rooms: z.pipe(
        z._default(z.union([str(), z.array(str())], t('gameRoomTwice')), ''),
        z.transform((value: string | string[]) => roomSlugsOf(value)),
      ),
      cake: z.pipe(
        z.enum(['yes', 'no'], t('cake')),
        z.transform((value) => value === 'yes'),
      ),
      children: wholeNumber(
        L.childrenMin,
        L.childrenMax,
        t('children', { min: L.childrenMin, max: L.childrenMax }),
        t('childrenRequired'),
      ),
      // What the party adds: `key:quantity` entries of the CMS's extras, each at most its `max`.
      extras: z.pipe(
        z._default(z.string(t('extras')), ''),
        z.transform((value: string, payload): ExtraChoice[] => {
          const choices = parseExtras(value);
          const message = choices ? extrasError(ctx, choices, t) : t('extras');
          if (message) payload.issues.push({ code: 'custom', message, input: value });
          return choices ?? [];
        }),
      ),
      // The birthday child's age, optional: rooms outside it are listed last on the form.
      age: z
        .pipe(
          z._default(str(), ''),
          z.transform((value: string) => (value ? value : undefined)),
        )
        .check(
          z.refine(
            (value) =>
              value === undefined ||
              (/^\d{1,2}$/.test(value) && Number(value) >= L.ageMin && Number(value) <= L.ageMax),
            t('age', { min: L.ageMin, max: L.ageMax }),
          ),
        ),
    })
    .check(
      z.superRefine((value, issue) => {
        const message = roomsError(ctx, value.package, value.rooms, t);
        if (message) issue.addIssue({ code: 'custom', path: ['rooms'], message });
      }),
    );

  // A team-building enquiry: no date or time of the grid; the dates the company would like, in
  // its own words, for the venue to answer with a proposed time.
  const companyLength = t('companyLength', { min: L.companyMin, max: L.companyMax });
  const team = z.object({
    form: z.literal('team'),
    name: common.name,
    email: common.email,
    phone: common.phone,
    message: common.message,
    company: str(t('companyRequired')).check(
      z.minLength(1, t('companyRequired')),
      z.minLength(L.companyMin, companyLength),
      z.maxLength(L.companyMax, companyLength),
      z.refine((value) => LETTER.test(value), companyLength),
    ),
    groupSize: wholeNumber(
      L.groupMin,
      L.groupMax,
      t('groupSize', { min: L.groupMin, max: L.groupMax }),
      t('groupSizeRequired'),
    ),
    preferredDates: z.string(t('preferredDatesRequired')).check(
      z.refine(
        (value) => !hasControlCharacters(value, { allowLines: true }),
        t('controlCharacters'),
      ),
      z.trim(),
      z.minLength(1, t('preferredDatesRequired')),
      z.maxLength(L.preferredDatesMax, t('preferredDatesLength', { max: L.preferredDatesMax })),
    ),
  });

  return z.discriminatedUnion('form', [birthday, room, team], t('form'));
}

/**
 * The field message for a party's named rooms (slugs of either language) that its package cannot
 * take: an unknown room, one named twice, more or fewer than its games; null when they fit (none
 * named: the venue chooses). The form, POST /api/bookings and GET /api/availability say the same.
 */
export function roomsError(
  ctx: BookingContext,
  packageSlug: string,
  slugs: string[],
  t: Translate,
): string | null {
  const games = ctx.packages.find((item) => item.slug === packageSlug)?.escapeRooms ?? 1;
  const problem = roomsProblem(ctx, games, slugs);
  if (!problem) return null;
  if (problem.problem === 'unknown')
    return t('gameRoomUnknown', { room: (problem.slug ?? '').slice(0, 40) });
  return problem.problem === 'twice' ? t('gameRoomTwice') : t('gameRooms', { count: games });
}

/**
 * The field message for a party's extras the venue does not offer, or taken more often than it
 * allows; null when they may all be taken. The form, POST /api/bookings and the desk say the same.
 */
export function extrasError(
  ctx: BookingContext,
  choices: readonly ExtraChoice[],
  t: Translate,
): string | null {
  const problem = extrasProblem(ctx.extras ?? [], choices);
  return problem ? extrasProblemText(problem, t) : null;
}

/** A problem with a party's extras in words (`t`: `booking.errors`); the manage page's change too. */
export function extrasProblemText(problem: ExtrasProblem, t: Translate): string {
  if (problem.problem === 'unknown') return t('extraUnknown', { extra: problem.key.slice(0, 40) });
  if (problem.problem === 'twice') return t('extraTwice', { extra: problem.name });
  return t('extraMax', { extra: problem.name, max: problem.max });
}

export type BookingInput = z.output<ReturnType<typeof createBookingSchema>>;

export type Validation = { ok: true; data: BookingInput } | { ok: false; errors: FieldErrors };

/** Validates raw input (FormData as an object, or JSON) and keeps the first message per field. */
// The rules of one context (same rooms, packages, hours and day) are built once, not per request.
const schemas = new Map<string, { t: Translate; schema: ReturnType<typeof createBookingSchema> }>();

function schemaFor(ctx: BookingContext, t: Translate, channel: BookingChannel) {
  const key = JSON.stringify([
    channel,
    ctx.locale,
    ctx.today,
    ctx.rooms,
    ctx.packages,
    ctx.extras ?? [],
    ctx.settings.daysAhead,
  ]);
  const kept = schemas.get(key);
  if (kept && kept.t === t) return kept.schema;
  const schema = createBookingSchema(ctx, t, channel);
  if (schemas.size > 20) schemas.clear();
  schemas.set(key, { t, schema });
  return schema;
}

export function validateBooking(
  raw: unknown,
  ctx: BookingContext,
  t: Translate,
  channel: BookingChannel = 'web',
): Validation {
  // A field left out (no time radio checked, JSON without it) reads as an empty one, so it gets
  // its "missing" message and the other fields' cross-checks (players in the room) still run.
  const filled =
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? {
          ...Object.fromEntries(FIELD_ORDER.map((field) => [field, ''])),
          ...stripUndefined(raw as Record<string, unknown>),
        }
      : raw;
  const result = schemaFor(ctx, t, channel).safeParse(filled);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] ?? 'form') as BookingField | 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

function stripUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
