import { ContentImage } from '@/components/ui/content-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { NewsSummary } from '@/content';
import { formatDate } from '@/lib/format';

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
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] transition-transform hover:-translate-y-1"
      data-news-card
    >
      {item.image && (
        <ContentImage
          image={item.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {item.date && (
          <time dateTime={item.date} className="text-sm font-bold text-brand-text">
            {formatDate(item.date, locale)}
          </time>
        )}
        <Heading className="text-2xl">
          <Link
            href={{ pathname: '/news/[slug]', params: { slug: item.slug } }}
            className="after:absolute after:inset-0"
          >
            {item.title}
          </Link>
        </Heading>
        {item.excerpt && <p>{item.excerpt}</p>}
        <span aria-hidden="true" className="mt-auto font-bold text-brand-text">
          {t('readMore')} →
        </span>
      </div>
    </article>
  );
}
