import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { getPage, listNews } from '@/content';
import { NewsCard } from '@/components/cms/news-card';
import { NewsPagination, newsPageHref } from '@/components/cms/news-pagination';
import { CmsPageBody, loadRoutePage } from './cms-route';
import { buildMetadata } from './metadata';
import { getPageSlug } from '@/content/page-slugs';

/** One page of the news list (`/novosti`, `/novosti/strana/2`), under the news page's own content. */
export async function NewsListBody({ locale, pageNumber }: { locale: Locale; pageNumber: number }) {
  const [page, news, t] = await Promise.all([
    loadRoutePage('/news', locale),
    listNews(locale, pageNumber),
    getTranslations({ locale, namespace: 'news' }),
  ]);
  if (!news) notFound();
  return (
    <CmsPageBody page={page}>
      <section className="container-page py-8">
        {news.items.length === 0 ? (
          <p className="rounded-[var(--radius-card)] bg-white p-8 text-lg">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 xs:grid-cols-2 md:grid-cols-3" data-news-list>
            {news.items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewsPagination page={news.page} totalPages={news.totalPages} locale={locale} />
    </CmsPageBody>
  );
}

/** The list page's metadata; page N links the other language's page N when that one exists. */
export async function newsListMetadata(locale: Locale, pageNumber: number): Promise<Metadata> {
  const page = await getPage('/news', locale);
  if (!page) return {};
  const hrefs: Parameters<typeof buildMetadata>[0]['hrefs'] = {};
  for (const code of routing.locales) {
    const total =
      code === locale ? Infinity : ((await listNews(code, 1).catch(() => null))?.totalPages ?? 0);
    if (pageNumber <= total) hrefs[code] = newsPageHref(pageNumber);
  }
  const t = await getTranslations({ locale, namespace: 'news' });
  const title =
    pageNumber > 1
      ? `${page.title} – ${t('pageOf', { page: pageNumber, total: (await listNews(locale, 1))?.totalPages ?? pageNumber })}`
      : page.title;
  return buildMetadata({
    locale,
    hrefs,
    title,
    description: page.intro || undefined,
    seo: pageNumber > 1 ? undefined : page.seo,
    share: { kind: 'page', slug: getPageSlug('/news', locale) },
  });
}

/** The list pages after the first, per language: prerendered at build. */
export async function newsListPageParams(locale: Locale): Promise<{ page: string }[]> {
  const first = await listNews(locale, 1);
  return Array.from({ length: Math.max((first?.totalPages ?? 1) - 1, 0) }, (_, i) => ({
    page: String(i + 2),
  }));
}
