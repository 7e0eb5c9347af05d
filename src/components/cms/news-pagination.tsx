import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';

/** Page 1 is the list itself (`/novosti`); the others have a path of their own (`/novosti/strana/2`). */
export function newsPageHref(page: number) {
  return page <= 1
    ? ('/news' as const)
    : { pathname: '/news/page/[page]' as const, params: { page: String(page) } };
}

/** Newer/older links with rel="prev"/"next". */
export async function NewsPagination({
  page,
  totalPages,
  locale,
}: {
  page: number;
  totalPages: number;
  locale: Locale;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'news' });
  return (
    <nav
      aria-label={t('pagination')}
      className="container-page mt-10 flex flex-wrap items-center justify-between gap-4"
      data-news-pagination
    >
      {page > 1 ? (
        <Link href={newsPageHref(page - 1)} rel="prev" className="btn btn-secondary">
          ← {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="font-bold">{t('pageOf', { page, total: totalPages })}</p>
      {page < totalPages ? (
        <Link href={newsPageHref(page + 1)} rel="next" className="btn btn-secondary">
          {t('next')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
