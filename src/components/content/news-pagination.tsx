import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** Newer/older links with rel="prev"/"next"; page 1 has no `?page`. */
export async function NewsPagination({ page, totalPages, locale }: { page: number; totalPages: number; locale: Locale }) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'news' });
  const href = (target: number) => (target === 1 ? '/news' : { pathname: '/news' as const, query: { page: String(target) } });
  return (
    <nav aria-label={t('pagination')} className="container-page mt-10 flex flex-wrap items-center justify-between gap-4" data-news-pagination>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className="btn btn-secondary">
          ← {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="font-bold">{t('pageOf', { page, total: totalPages })}</p>
      {page < totalPages ? (
        <Link href={href(page + 1)} rel="next" className="btn btn-secondary">
          {t('next')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
