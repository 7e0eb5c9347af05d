// What the desk's pages share: their opening (the door, the language, the translator), their
// `<title>` and the reading of their query.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { Locale } from '@/content/types';
import { deskEnabled } from './config';
import { deskLang, getStaffAuth, requireStaff } from './runtime';
import { staffTranslator, type StaffTranslate } from './translate';

export { param, type Query, type SearchParams } from './query';

/**
 * Who may open a desk page: `staff`, the signed-in staff (others go to the sign-in page);
 * `sign-in`, anyone not signed in (the signed-in go to the desk); `link`, anyone. Every page is a
 * 404 while the desk is off.
 */
export type DeskDoor = 'staff' | 'sign-in' | 'link';

/** The opening of every desk page: its door, then the desk's language and translator. */
export async function openDesk(
  door: DeskDoor = 'staff',
): Promise<{ lang: Locale; t: StaffTranslate }> {
  if (door === 'staff') await requireStaff();
  else if (!deskEnabled()) notFound();
  if (door === 'sign-in' && (await (await getStaffAuth()).currentStaff(await headers())))
    redirect('/staff');
  const lang = await deskLang();
  return { lang, t: staffTranslator(lang) };
}

/** `<title>`: the page's heading and the desk's name. */
export async function deskMetadata(key: string): Promise<Metadata> {
  const t = staffTranslator(await deskLang());
  return { title: `${t(key)} | Cluville ${t('meta.title')}` };
}
