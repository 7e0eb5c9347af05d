import { ContentImage } from '@/components/ui/content-image';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { isLocale } from '@/i18n/routing';
import { getNewsItem, getSiteOptions, listNews, listSlugs } from '@/content';
import { formatDate } from '@/lib/format';
import { readLocale } from '@/components/page/locale';
import { buildMetadata, translatedHrefs } from '@/components/page/metadata';
import { CmsHtml } from '@/components/page/page-intro';
import { redirectToTranslationOrNotFound } from '@/components/page/translation-redirect';
import { NewsItemJsonLd } from '@/seo/detail-json-ld';
import { NewsCard } from '@/components/cms/news-card';
import { MoreSection } from '@/components/cms/more-section';
import { BookNow } from '@/modules/book-now/book-now';

type Props = PageProps<'/[locale]/news/[slug]'>;

/** Every news item of the language is prerendered; one published later renders on its first request. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale)
    ? (await listSlugs('post', params.locale)).map((slug) => ({ slug }))
    : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const { slug } = await params;
  const item = await getNewsItem(slug, locale);
  if (!item) return {};
  return buildMetadata({
    locale,
    hrefs: await translatedHrefs('post', item.slug, locale),
    title: item.title,
    description: item.excerpt || undefined,
    seo: item.seo,
    share: { kind: 'news', slug: item.slug },
    type: 'article',
  });
}

export default async function NewsItemPage({ params }: Props) {
  const locale = await readLocale(params);
  const { slug } = await params;
  const [item, t, latest, options] = await Promise.all([
    getNewsItem(slug, locale),
    getTranslations({ locale, namespace: 'news' }),
    listNews(locale, 1).catch(() => null),
    getSiteOptions(locale).catch(() => null),
  ]);
  if (!item) return redirectToTranslationOrNotFound('post', slug, locale);
  // The next step after reading: two more stories (the newest others), then the booking call.
  const related = (latest?.items ?? [])
    .filter((candidate) => candidate.slug !== item.slug)
    .slice(0, 2);

  return (
    <>
      <article className="container-page max-w-4xl pt-10 md:pt-16" data-news-item>
        <Link href="/news" className="font-bold text-brand-text underline-offset-4 hover:underline">
          ← {t('backToNews')}
        </Link>
        <h1 className="mt-4 text-4xl md:text-5xl">{item.title}</h1>
        {item.date && (
          <p className="mt-3 font-bold">
            <span className="sr-only">{t('published')}: </span>
            <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
          </p>
        )}
        {item.image && (
          <ContentImage
            image={item.image}
            priority
            sizes="(min-width: 1024px) 900px, 100vw"
            className="mt-8 w-full rounded-[var(--radius-card)] shadow-[var(--shadow-soft)]"
          />
        )}
        <CmsHtml html={item.contentHtml} className="mt-8 text-lg" />
        <NewsItemJsonLd item={item} locale={locale} />
      </article>
      {related.length > 0 && (
        <MoreSection
          id="more-news"
          title={t('moreNews')}
          listHref="/news"
          listLabel={t('allNews')}
          data-related-news
        >
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {related.map((candidate) => (
              <li key={candidate.slug}>
                <NewsCard item={candidate} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </MoreSection>
      )}
      <BookNow
        module={{ type: 'book_now', form: 'birthday', title: '', text: t('bookText') }}
        context={{ locale, options, index: 99 }}
      />
    </>
  );
}
