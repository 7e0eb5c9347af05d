import './globals.css';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundView } from '@/components/layout/not-found-view';
import { FullPageLinks } from '@/components/layout/full-page-links.client';

export const metadata: Metadata = { robots: { index: false } };

// A path no route matches (`/nepostoji`, `/en/nope`), and content the proxy found missing (it
// rewrites those here). The proxy has worked out the language from the path and passes it in
// this request header. Being the global not-found page (not a root not-found.tsx), reading the
// header here keeps every other page static.
export default async function GlobalNotFound() {
  const requested = (await headers()).get('x-next-intl-locale');
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return (
    <SiteShell locale={locale}>
      <NotFoundView locale={locale} preload />
      <FullPageLinks />
    </SiteShell>
  );
}
