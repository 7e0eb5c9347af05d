// The desk's strings (messages/*.json → "staff") outside a React tree: pages, actions and mails,
// through the one translator of the booking strings (its language tag, its kept translators).
import type { Locale } from '@/content/types';
import { bookingTranslator } from '@/booking/rules/translate';
import type { Translate } from '@/booking/rules/schema';

export type StaffTranslate = Translate;

export function staffTranslator(locale: Locale): StaffTranslate {
  return bookingTranslator(locale, 'staff');
}

/** The desk's language: `?lang=en` (or a form's `lang` field) switches to English; Montenegrin otherwise. */
export function deskLocale(value: unknown): Locale {
  return value === 'en' ? 'en' : 'me';
}
