import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { NewsSummary } from '@/content';
import { formatDate } from '@/lib/format';
import { LinkedCard } from './linked-card';

export async function NewsCard({
  item,
  locale,
  headingLevel = 2,
}: {
  item: NewsSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'news' });
  return (
    <LinkedCard
      href={{ pathname: '/news/[slug]', params: { slug: item.slug } }}
      title={item.title}
      image={item.image}
      imageClassName="aspect-video"
      headingLevel={headingLevel}
      bodyClassName="gap-2"
      more={t('readMore')}
      data={{ 'data-news-card': true }}
      before={
        item.date && (
          <time dateTime={item.date} className="text-sm font-bold text-brand-text">
            {formatDate(item.date, locale)}
          </time>
        )
      }
    >
      {item.excerpt && <p>{item.excerpt}</p>}
    </LinkedCard>
  );
}
