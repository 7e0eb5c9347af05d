// The addresses of invitation pages: `/pozivnica/<token>` in Montenegrin, `/en/invitation/<token>`
// in English. The proxy rewrites them to src/app/links/ (no consent manager, no tag manager).
import type { Locale } from '@/i18n/routing';

const INVITATION_PATH = /^(?:\/pozivnica|\/en\/invitation)\/([A-Za-z0-9_-]{1,80})\/?$/;

export function invitationPath(locale: Locale, token: string): string {
  return locale === 'en' ? `/en/invitation/${token}` : `/pozivnica/${token}`;
}

/** The language and token of an invitation page's path; null for any other path. */
export function parseInvitationPath(pathname: string): { locale: Locale; token: string } | null {
  const match = INVITATION_PATH.exec(pathname);
  if (!match) return null;
  return { locale: pathname.startsWith('/en/') ? 'en' : 'me', token: match[1]! };
}
