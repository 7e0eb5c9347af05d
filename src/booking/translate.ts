// Booking strings outside a React render (e-mails, the JSON endpoint, the CLI, tests): the same
// messages/*.json through use-intl's translator, so wording never forks.
import { createTranslator } from 'use-intl/core';
import me from '../../messages/me.json';
import en from '../../messages/en.json';
import type { Locale } from '@/content/types';
import type { Translate } from './schema';

const messages = { me, en } as const;

export function bookingTranslator(locale: Locale, namespace: string): Translate {
  const t = createTranslator({ locale, messages: messages[locale], namespace: `booking.${namespace}` as never, timeZone: 'Europe/Podgorica' });
  return (key, values) => (t as unknown as Translate)(key, values);
}
