// What the server action answers the form with (both with and without JavaScript).
import type { FieldErrors } from './schema';

export type FormValues = Record<string, string>;

export type BookingFormState =
  | { status: 'idle' }
  | { status: 'success'; reference: string; email: string }
  | { status: 'error'; errors: FieldErrors; formError?: string; values: FormValues };

export const idleState: BookingFormState = { status: 'idle' };

/** The fields a form posts; anything else in a submission is ignored. */
export const POSTED_FIELDS = ['form', 'package', 'cake', 'children', 'room', 'players', 'date', 'time', 'name', 'email', 'phone', 'message'] as const;
export const HONEYPOT_FIELD = 'website';

export function pickValues(source: FormData | Record<string, unknown>): FormValues {
  const get = (key: string) => (source instanceof FormData ? source.get(key) : source[key]);
  const values: FormValues = {};
  for (const key of POSTED_FIELDS) {
    const value = get(key);
    if (typeof value === 'string') values[key] = value;
    else if (typeof value === 'number') values[key] = String(value);
    else if (typeof value === 'boolean') values[key] = key === 'cake' ? (value ? 'yes' : 'no') : String(value);
  }
  return values;
}
