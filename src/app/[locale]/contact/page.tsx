import { getSiteOptions, type MapModule } from '@/content';
import { readLocale } from '@/components/page/locale';
import { CmsPageBody, loadRoutePage, routeMetadata } from '@/components/page/cms-route';
import { ContactDetails } from '@/components/cms/contact-details';
import { VenueJsonLd } from '@/seo/detail-json-ld';

export function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  return routeMetadata('/contact', params);
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await readLocale(params);
  const [page, options] = await Promise.all([
    loadRoutePage('/contact', locale),
    getSiteOptions(locale).catch(() => null),
  ]);
  // Directions to the map module's pin when the page has one, else to the address.
  const map = page.modules.find((module): module is MapModule => module.type === 'map');
  const lead = (
    <>
      <ContactDetails
        footer={options?.footer ?? null}
        locale={locale}
        lat={map?.lat}
        lng={map?.lng}
      />
      <VenueJsonLd options={options} locale={locale} />
    </>
  );
  return <CmsPageBody page={page} lead={lead} />;
}
