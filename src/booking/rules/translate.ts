// Booking strings outside a React render (e-mails, the JSON endpoint, the CLI, tests): the same
// messages/*.json through use-intl's translator, so wording never forks. The namespace is a full
// path: `booking.*` (the form's strings, which the browser gets too), `bookingMail` (the first
// mails), `bookingLifecycle.*` (link pages and lifecycle mails: server only).
import { createTranslator } from 'use-intl/core';
import me from '../../../messages/me.json';
import en from '../../../messages/en.json';
import type { Locale } from '@/content/types';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { languageTags } from '@/i18n/language-tags.mjs';
import type { Translate } from './schema';

const messages = { me, en } as const;

// Translators are kept: building one (and its message formats) per call costs more than the
// rest of a booking submission.
const kept = new Map<string, Translate>();

export function bookingTranslator(locale: Locale, namespace: string): Translate {
  const key = `${locale}:${namespace}`;
  const existing = kept.get(key);
  if (existing) return existing;
  const made = makeTranslator(locale, namespace);
  kept.set(key, made);
  return made;
}

function makeTranslator(locale: Locale, namespace: string): Translate {
  const cache = new Map<string, string>();
  const t = createTranslator({
    // The BCP 47 tag, not a bare `me`: Montenegrin plurals have a `few` (2 sobe, 3 paketa).
    locale: languageTags[locale],
    messages: messages[locale],
    namespace: namespace as never,
    timeZone: VENUE_TIME_ZONE,
  });
  // Same key and values, same text: remember it (bounded, it is a handful of strings per locale).
  return (key, values) => {
    const id = values ? `${key}\u0000${JSON.stringify(values)}` : key;
    let text = cache.get(id);
    if (text === undefined) {
      text = (t as unknown as Translate)(key, values);
      if (cache.size < 2000) cache.set(id, text);
    }
    return text;
  };
}
