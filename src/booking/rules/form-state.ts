// What the server action answers the form with (both with and without JavaScript).
import { FIELD_ORDER, type FieldErrors } from './fields';
import { extrasValue, parseExtras, type ExtraLine } from './pricing';

export type FormValues = Record<string, string>;

/** A free start offered instead of a taken one. */
export interface Alternative {
  date: string;
  time: string;
}

/** What the success modal summarises. */
export interface BookingSummary {
  what: string;
  date: string;
  time: string;
  /** A party's game rooms, one per game: the room's title, or '' where the venue chooses. */
  rooms?: string[];
  /** When the session ends (`HH:MM`, the venue's clock). */
  endTime?: string;
  /** The party's size: a room's players or a birthday's children. */
  party?: { kind: 'players' | 'children'; count: number };
  /** A party's extras as priced lines (name as shown, quantity, unit price, line total). */
  extras?: ExtraLine[];
  /** The price stored with the request, in cents; absent when the venue prices it. */
  totalCents?: number;
  /** Until when the time is held for the parent (ISO instant); absent for a repeated request. */
  holdUntil?: string;
  /**
   * Set while the request holds only until the parent confirms it from the e-mail
   * (BOOKING_VERIFY_WITHIN, in ms): the receipt says so, and where the mail went.
   */
  verifyWithinMs?: number;
}

/** The free starts of one date, as the server sends them with its answer to a post. */
export interface FreeTimes {
  date: string;
  times: string[];
}

/** The chosen time was taken meanwhile: one notice at the picker, with the nearest free starts. */
export interface TakenNotice {
  message: string;
  alternatives: Alternative[];
}

// Every answer to a post carries the free times of the posted date (when it names one), so the
// page that comes back without JavaScript always has times to choose from.
export type BookingFormState =
  | { status: 'idle' }
  | {
      status: 'success';
      reference: string;
      email: string;
      summary?: BookingSummary;
      /** The confirmation page of the request just stored, which the form opens. */
      receipt?: string;
      /** What the form behind the receipt keeps without JavaScript: the choice and the date, no contact. */
      kept?: FormValues;
      freeTimes?: FreeTimes;
    }
  | {
      status: 'error';
      errors: FieldErrors;
      formError?: string;
      values: FormValues;
      /** The slot was taken: no field is wrong, the picker says so once and offers other starts. */
      taken?: TakenNotice;
      freeTimes?: FreeTimes;
    }
  /** "Show free times" without JavaScript: the form comes back with the date's free times. */
  | { status: 'times'; values: FormValues; freeTimes: FreeTimes };

export const idleState: BookingFormState = { status: 'idle' };

/** The fields a form posts; anything else in a submission is ignored. */
const POSTED_FIELDS = ['form', ...FIELD_ORDER] as const;
/** The fields a success keeps for the form behind the receipt (no contact details). */
export const KEPT_AFTER_SUCCESS = ['form', 'package', 'rooms', 'room', 'date'] as const;

export const HONEYPOT_FIELD = 'website';
/** The submit button a form is posted with: `times` asks for the free times only. */
export const INTENT_FIELD = 'intent';
/** A one-click alternative: `YYYY-MM-DDTHH:MM` replaces the date and time. */
export const PICK_FIELD = 'pick';

export function pickValues(source: FormData | Record<string, unknown>): FormValues {
  const get = (key: string) => (source instanceof FormData ? source.get(key) : source[key]);
  const values: FormValues = {};
  for (const key of POSTED_FIELDS) {
    // A party's game rooms: one field per game (FormData) or a JSON list, kept as one string.
    const many =
      key === 'rooms'
        ? source instanceof FormData
          ? source.getAll(key)
          : Array.isArray(source[key])
            ? (source[key] as unknown[])
            : undefined
        : undefined;
    if (many) {
      // Anything but text names no room: the schema refuses it as an unknown one.
      values[key] = many
        .map((item) => (typeof item === 'string' ? item : `${typeof item}`))
        .join(',');
      continue;
    }
    // A party's extras: one `key:quantity` field per extra (FormData), or from JSON a list of
    // `{extra, quantity}` or an object of quantities, kept as one `key:quantity,…` string.
    if (key === 'extras') {
      const posted =
        source instanceof FormData
          ? source
              .getAll(key)
              .filter((item) => typeof item === 'string')
              .join(',')
          : source[key];
      if (posted === undefined) continue;
      const choices = typeof posted === 'string' ? undefined : parseExtras(posted);
      // A shape no rule reads stays a value the schema refuses with its message.
      values[key] =
        typeof posted === 'string' ? posted : choices ? extrasValue(choices) : 'extras:invalid';
      continue;
    }
    const value = get(key);
    if (typeof value === 'string') values[key] = value;
    else if (typeof value === 'number') values[key] = String(value);
    else if (typeof value === 'boolean')
      values[key] = key === 'cake' ? (value ? 'yes' : 'no') : String(value);
  }
  const pick = get(PICK_FIELD);
  const match = typeof pick === 'string' ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(pick) : null;
  if (match) {
    values.date = match[1]!;
    values.time = match[2]!;
  }
  return values;
}
