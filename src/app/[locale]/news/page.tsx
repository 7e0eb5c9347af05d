import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { listNews } from '@/content';
import { readLocale } from '@/components/page/locale';
import { CmsPageBody, loadRoutePage, routeMetadata } from '@/components/page/cms-route';
import { NewsCard } from '@/components/content/news-card';
import { NewsPagination } from '@/components/content/news-pagination';

export function generateMetadata({ params }: PageProps<'/[locale]/news'>) {
  return routeMetadata('/news', params);
}

/** `?page=N`, N a whole number from 1; anything else is page 1. */
function readPage(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default async function NewsPage({ params, searchParams }: PageProps<'/[locale]/news'>) {
  const locale = await readLocale(params);
  const pageNumber = readPage((await searchParams).page);
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
