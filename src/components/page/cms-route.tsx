import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routing, type Locale, type StaticPathname } from '@/i18n/routing';
import { getPage, getSiteOptions, type Page } from '@/content';
import { getPageSlug } from '@/content/page-slugs';
import { ModuleList } from '@/modules/registry';
import { BookNow } from '@/modules/book-now/book-now';
import type { ModuleForms, ModuleVariant } from '@/modules/types';
import { getTranslations } from 'next-intl/server';
import { logger } from '@/lib/logger';
import { readLocale } from './locale';
import { buildMetadata } from './metadata';
import { CmsHtml, PageIntro } from './page-intro';

type RouteProps = { params: Promise<{ locale: string }> };

/** Loads the WordPress page behind a static route; a missing page is a logged 404. */
export async function loadRoutePage(route: StaticPathname, locale: Locale): Promise<Page> {
  const page = await getPage(route, locale);
  if (!page) {
    logger.warn('content.page_missing', { route, locale });
    notFound();
  }
  return page;
}

export async function routeMetadata(
  route: StaticPathname,
  params: RouteProps['params'],
): Promise<Metadata> {
  const locale = await readLocale(params);
  const page = await getPage(route, locale);
  if (!page) return {};
  // Alternates name only the languages whose page exists (a missing one would be a 404).
  const hrefs: Partial<Record<Locale, StaticPathname>> = { [locale]: route };
  for (const other of routing.locales.filter((code) => code !== locale)) {
    if (await getPage(route, other).catch(() => null)) hrefs[other] = route;
  }
  return buildMetadata({
    locale,
    hrefs,
    title: page.title,
    description: page.intro || undefined,
    seo: page.seo,
    share: { kind: 'page', slug: getPageSlug(route, locale) },
  });
}

/**
 * The body every CMS-built page shares: the opening hero (or, without one, the page's title and
 * introduction, so every page has exactly one h1), then `lead` (what the route itself must show
 * first, such as the contact details), the other modules, and `children` (cards, lists).
 */
export async function CmsPageBody({
  page,
  lead,
  children,
  variant,
  forms,
  bookingCta = false,
}: {
  page: Page;
  lead?: ReactNode;
  children?: ReactNode;
  variant?: ModuleVariant;
  /** The forms this route shows in its `book_now` modules (only the routes that show them import them). */
  forms?: ModuleForms;
  /** Ends the page with the booking call to action when its modules do not already. */
  bookingCta?: boolean;
}) {
  const options = await getSiteOptions(page.locale).catch(() => null);
  const [first, ...rest] = page.modules;
  const opening = first?.type === 'hero' ? first : undefined;
  const context = {
    locale: page.locale,
    options,
    pageHeadings: opening ? [opening.title, page.title] : [page.title],
    variant,
    forms,
  };
  const endsWithBooking = page.modules.some((module) => module.type === 'book_now');
  const tCta =
    bookingCta && !endsWithBooking
      ? await getTranslations({ locale: page.locale, namespace: 'news' })
      : null;
  return (
    <article>
      {opening ? (
        <ModuleList modules={[opening]} context={context} />
      ) : (
        <PageIntro title={page.title} intro={page.intro} />
      )}
      {lead}
      <ModuleList
        modules={opening ? rest : page.modules}
        context={context}
        offset={opening ? 1 : 0}
      />
      {page.contentHtml && (
        <div className="container-page py-6">
          <CmsHtml html={page.contentHtml} />
        </div>
      )}
      {children}
      {tCta && (
        <BookNow
          module={{ type: 'book_now', form: 'birthday', title: '', text: tCta('bookText') }}
          context={{ ...context, index: page.modules.length + 1 }}
        />
      )}
    </article>
  );
}

/**
 * A route that is nothing but its WordPress page, e.g. `app/[locale]/pricing/page.tsx`:
 * `const route = cmsRoute("/pricing")`, then export `route.Page` and `route.generateMetadata`.
 */
export function cmsRoute(
  route: StaticPathname,
  body: { variant?: ModuleVariant; bookingCta?: boolean; forms?: ModuleForms } = {},
) {
  return {
    async generateMetadata({ params }: RouteProps): Promise<Metadata> {
      return routeMetadata(route, params);
    },
    async Page({ params }: RouteProps) {
      const locale = await readLocale(params);
      const page = await loadRoutePage(route, locale);
      return <CmsPageBody page={page} {...body} />;
    },
  };
}
