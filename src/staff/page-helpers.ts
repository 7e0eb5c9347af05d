// Small helpers the desk's pages share.
import type { Metadata } from 'next';
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

export function isIsoDate(value: string | undefined): value is string {
  return (
    !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`))
  );
}
