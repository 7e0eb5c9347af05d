// Small helpers the desk's pages share.
import type { Metadata } from 'next';
import { isCalendarDate } from '@/lib/calendar-date';
import { deskLang } from './runtime';
import { staffTranslator } from './translate';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export function param(
  params: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

/** `<title>`: the page's heading and the desk's name. */
export async function deskMetadata(key: string): Promise<Metadata> {
  const t = staffTranslator(await deskLang());
  return { title: `${t(key)} | Cluville ${t('meta.title')}` };
}

/** A real calendar date `YYYY-MM-DD` (src/lib/calendar-date.ts: not `2027-02-30`). */
export const isIsoDate = (value: string | undefined): value is string => isCalendarDate(value);
