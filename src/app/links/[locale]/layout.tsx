import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/routing';
import { getSiteUrl } from '@/lib/env';
import { SiteShell } from '@/components/layout/site-shell';

// The pages the parent's signed links open (`/booking/<token>`, `/en/booking/<token>`;
// the proxy rewrites them here): a document of their own, the site's header and footer without
// the consent manager, so no tag manager ever sees a token; rendered per request, never indexed,
// and sent with `Referrer-Policy: no-referrer` (server/link-page-headers.json, next.config.ts).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  metadataBase: getSiteUrl(),
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

export default async function LinkPagesLayout({
  children,
  params,
}: LayoutProps<'/links/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <SiteShell locale={locale} consent={false}>
      {children}
    </SiteShell>
  );
}
