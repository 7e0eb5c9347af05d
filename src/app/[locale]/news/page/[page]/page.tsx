import { notFound } from 'next/navigation';
import { isLocale } from '@/i18n/routing';
import { readLocale } from '@/components/page/locale';
import { NewsListBody, newsListMetadata, newsListPageParams } from '@/components/page/news-list';

type Props = PageProps<'/[locale]/news/page/[page]'>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale) ? newsListPageParams(params.locale) : [];
}

/** `2`, `3`…; page 1 and anything else never reach here (the proxy redirects or answers 404). */
async function readPageNumber(params: Props['params']): Promise<number> {
  const { page } = await params;
  if (!/^[1-9]\d{0,5}$/.test(page)) notFound();
  return Number(page);
}

export async function generateMetadata({ params }: Props) {
  return newsListMetadata(await readLocale(params), await readPageNumber(params));
}

export default async function NewsListPage({ params }: Props) {
  return (
    <NewsListBody locale={await readLocale(params)} pageNumber={await readPageNumber(params)} />
  );
}
