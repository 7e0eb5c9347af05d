import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { getSiteUrl } from '@/lib/env';
import { ogLocales } from '@/components/page/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { PreviewBar } from '@/components/layout/preview-bar';
import { isPreview } from '@/content/preview';

// Pages are prerendered and regenerated at most once a minute when asked for (and at once for
// what WordPress says changed): what a CDN may keep them for (`s-maxage`).
export const revalidate = 60;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: getSiteUrl(),
    title: { default: `${t('siteName')} – ${t('tagline')}`, template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: { siteName: t('siteName'), locale: ogLocales[locale], type: 'website' },
    // An editor's preview of a draft is never indexed (src/content/preview.ts).
    ...((await isPreview()) ? { robots: { index: false, follow: false } } : {}),
  };
}

/** `languages`: the header's language switch, which a room or news item renders with its translation's URL (`@languages`). */
export default async function LocaleLayout({
  children,
  languages,
  params,
}: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <SiteShell
      locale={locale}
      languageSwitch={languages}
      banner={(await isPreview()) ? <PreviewBar locale={locale} /> : null}
    >
      {children}
    </SiteShell>
  );
}
