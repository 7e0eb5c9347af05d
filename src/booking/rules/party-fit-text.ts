// A party's fit in words (rules/party-fit.ts), the same on the form, in the service's refusals
// and on the desk: why a room is not offered for the group, and how the group plays where it fits.
// `t` is a translator of the namespace `booking.fit`.
import { languageTags } from '@/i18n/language-tags.mjs';
import type { Translate } from './fields';
import { groupsOf, type Fit } from './party-fit';

/**
 * The plural form of a count in the language (sr-ME: one, few, other), chosen here and passed to
 * the message as a `select`: a message formatter given the route's code `me` may resolve plural
 * rules of another language (the browser's), which wrote "2 grupa" for "2 grupe".
 */
export function pluralForm(count: number, locale: string): string {
  return new Intl.PluralRules(languageTags[locale === 'en' ? 'en' : 'me']).select(count);
}

/** The fit's words about a group of children: their count and its form ("10 djece", "3 djeteta"). */
export function childrenValues(children: number, locale: string) {
  return { children, childrenForm: pluralForm(children, locale) };
}

/** A room's title inside a sentence: an English "The …" reads "the …" there. */
export function roomInSentence(title: string, locale: string): string {
  return locale === 'en' ? title.replace(/^The /, 'the ') : title;
}

/** Why the children do not fit a room: its waves end after the package, or a team is too small. */
export function fitReason(
  t: Translate,
  fit: Extract<Fit, { fits: false }>,
  children: number,
  locale: string,
): string {
  const room = roomInSentence(fit.room.title, locale);
  return fit.reason === 'too_long'
    ? t('tooLong', {
        ...childrenValues(children, locale),
        room,
        waves: fit.waves,
        minutes: fit.sessionMinutes,
      })
    : t('tooFew', { ...childrenValues(children, locale), room, min: fit.playersMin });
}

/** How a group that fits plays: "Played in 2 groups of 5" (or "of 3–4" when they differ). */
export function groupsText(
  t: Translate,
  fit: Extract<Fit, { fits: true }>,
  locale: string,
): string {
  const { groups, min, max } = groupsOf(fit);
  return t('groups', {
    groups,
    groupsForm: groups === 1 ? 'single' : pluralForm(groups, locale),
    size: min === max ? String(min) : `${min}–${max}`,
  });
}
