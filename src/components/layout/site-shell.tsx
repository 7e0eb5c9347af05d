import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { languageTags, type Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/paths';
import { failsTheBuild, getSiteOptions } from '@/content';
import { logger } from '@/lib/logger';
import { fontVariables } from './fonts';
import { Header } from './header';
import { Footer } from './footer';
import { RouteProgress } from './route-progress.client';
import { ChunkErrorReload } from './chunk-reload.client';
import { ConsentManager } from '@/consent/consent-manager.client';
import { ErrorStringsProvider } from './error-strings.client';

/**
 * The document around every page, including the not-found page outside `[locale]`. The pages of
 * signed booking links (src/app/links/) have no consent manager: a token in the address must
 * never reach a tag manager, whatever the visitor accepted.
 */
export async function SiteShell({
  locale,
  children,
  languageSwitch,
  consent = true,
  banner,
}: {
  locale: Locale;
  children: ReactNode;
  languageSwitch?: ReactNode;
  /** Off on the pages of signed links: no consent manager, and a quiet footer (no newsletter). */
  consent?: boolean;
  /** Above the page's content, under the header: the editor's preview bar. */
  banner?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const tError = await getTranslations({ locale, namespace: 'error' });
  const tLoading = await getTranslations({ locale, namespace: 'loading' });
  // Without site options the header and footer still render; only the venue's details go. A
  // WordPress without its options plugin fails the build instead (the message names the plugin).
  const options = await getSiteOptions(locale).catch((error: unknown) => {
    if (failsTheBuild(error)) throw error;
    logger.error('content.options_failed', { locale, error });
    return null;
  });

  return (
    <html lang={languageTags[locale]} className={fontVariables}>
      <body className="flex min-h-dvh flex-col antialiased">
        {/* No message catalogue in the browser: the shell's client components (loading bar,
            newsletter, the header's menu and language switch) get their strings as props, the
            error boundary from ErrorStringsProvider; the consent manager fetches its texts
            (/api/consent-texts/<locale>) when it starts, so pages do not carry them. */}
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('skipToContent')}
        </a>
        <Suspense>
          <RouteProgress label={tLoading('label')} />
        </Suspense>
        <ChunkErrorReload />
        <Header
          locale={locale}
          contactEmail={options?.footer.email ?? ''}
          venue={options?.footer ?? null}
          languageSwitch={languageSwitch}
        />
        <main id="main" tabIndex={-1} className="flex-1 pt-18 outline-none lg:pt-22">
          {banner}
          <ErrorStringsProvider
            strings={{
              heading: tError('heading'),
              // The status goes in on the client, where the error boundary knows it.
              title: tError('title', { status: '{status}' }),
              fallbackMessage: tError('fallbackMessage'),
              retry: tError('retry'),
              home: tError('home'),
              homeHref: localizedPath({ href: '/', locale }),
            }}
          >
            {children}
          </ErrorStringsProvider>
        </main>
        <Footer locale={locale} content={options?.footer ?? null} newsletter={consent} />
        {consent && <ConsentManager locale={locale} />}
      </body>
    </html>
  );
}
