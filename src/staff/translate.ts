// The desk's strings (messages/*.json → "staff") outside a React tree: pages, actions and mails.
import { createTranslator } from 'use-intl/core';
import me from '../../messages/me.json';
import en from '../../messages/en.json';
import type { Locale } from '@/content/types';
import { languageTags } from '@/i18n/routing';
import { VENUE_TIME_ZONE } from '@/lib/constants';

export type StaffTranslate = (key: string, values?: Record<string, string | number>) => string;

const kept = new Map<Locale, StaffTranslate>();

export function staffTranslator(locale: Locale): StaffTranslate {
  let t = kept.get(locale);
  if (!t) {
    const made = createTranslator({
      // The BCP 47 tag, not a bare `me`: Montenegrin plurals have a `few` (2 sata, 2 zahtjeva).
      locale: languageTags[locale],
      messages: locale === 'en' ? en : me,
      namespace: 'staff' as never,
      timeZone: VENUE_TIME_ZONE,
    });
    t = (key, values) => (made as unknown as StaffTranslate)(key, values);
    kept.set(locale, t);
  }
  return t;
}

/** The desk's language: `?lang=en` (or a form's `lang` field) switches to English; Montenegrin otherwise. */
export function deskLocale(value: unknown): Locale {
  return value === 'en' ? 'en' : 'me';
}

/** The desk's mails' `<html lang>`: the site's one tag per language (src/i18n/language-tags.mjs). */
export const deskMailLanguageTag = (locale: string): string => languageTags[deskLocale(locale)];
