import { getSiteOptions, listRooms } from '@/content';
import { readLocale } from '@/components/page/locale';
import { CmsPageBody, loadRoutePage, routeMetadata } from '@/components/page/cms-route';
import { QuickFacts } from '@/components/cms/quick-facts';
import { RoomsTeaser } from '@/components/cms/rooms-teaser';
import { VenueJsonLd } from '@/seo/detail-json-ld';

export function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return routeMetadata('/', params);
}

/** The home page: its CMS modules, led by the quick facts and the rooms a parent asks about first. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await readLocale(params);
  const [page, rooms, options] = await Promise.all([
    loadRoutePage('/', locale),
    listRooms(locale).catch(() => []),
    getSiteOptions(locale).catch(() => null),
  ]);
  const lead = (
    <>
      <QuickFacts rooms={rooms} options={options} locale={locale} />
      <RoomsTeaser rooms={rooms} locale={locale} />
      <VenueJsonLd options={options} locale={locale} />
    </>
  );
  return <CmsPageBody page={page} lead={lead} variant={{ packages: 'teaser' }} />;
}
