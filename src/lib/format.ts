import { languageTags, type Locale } from '@/i18n/routing';
import { VENUE_TIME_ZONE } from './constants';

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(languageTags[locale], { dateStyle: 'long', timeZone: VENUE_TIME_ZONE }).format(date);
}

export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTags[locale], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** Phone numbers as typed by the venue (`+382 67 123 456`) → a dialable `tel:` URI. */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
