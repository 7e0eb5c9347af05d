// How the caps per contact (at most so many requests of one e-mail, and of one phone, not yet
// answered for good) compare parents: an e-mail lower-cased, without a `+tag` (`Ana+x@Example.com`
// is `ana@example.com`); a phone as E.164 with Montenegro as the default country (`069 123 456`,
// `00382 69 123 456` and `+382 69 123 456` are `+38269123456`), read by libphonenumber-js. Stored
// beside the contact (booking_requests.email_key, phone_key) and compared there; drizzle/0012 gave
// the rows stored before theirs the same way. Pure.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The e-mail as the caps compare it; null for none (a phone booking without an e-mail). */
export function emailKey(email: string): string | null {
  const address = email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
  return address || null;
}

/**
 * The phone as the caps compare it: E.164, Montenegro when the number names no country; the
 * digits alone when the library cannot read it as a number at all; null for none.
 */
export function phoneKey(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: 'ME' });
  if (parsed) return parsed.number;
  const digits = phone.replace(/\D/g, '');
  return digits || null;
}
