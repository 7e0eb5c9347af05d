import { readLocale } from '@/components/page/locale';
import { NewsListBody, newsListMetadata } from '@/components/page/news-list';

export async function generateMetadata({ params }: PageProps<'/[locale]/news'>) {
  return newsListMetadata(await readLocale(params), 1);
}

export default async function NewsPage({ params }: PageProps<'/[locale]/news'>) {
  return <NewsListBody locale={await readLocale(params)} pageNumber={1} />;
}
