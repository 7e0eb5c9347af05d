// A party's fit in words (rules/party-fit.ts), the same on the form, in the service's refusals
// and on the desk: why a room is not offered for the group, and how the group plays where it fits.
// `t` is a translator of the namespace `booking.fit`.
import type { Translate } from './fields';
import { groupsOf, type Fit } from './party-fit';

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
    ? t('tooLong', { children, room, waves: fit.waves, minutes: fit.sessionMinutes })
    : t('tooFew', { children, room, min: fit.playersMin });
}

/** How a group that fits plays: "Played in 2 groups of 5" (or "of 3–4" when they differ). */
export function groupsText(t: Translate, fit: Extract<Fit, { fits: true }>): string {
  const { groups, min, max } = groupsOf(fit);
  return t('groups', { groups, size: min === max ? String(min) : `${min}–${max}` });
}
