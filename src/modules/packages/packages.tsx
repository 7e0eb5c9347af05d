import { ContentImage } from '@/components/ui/content-image';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { Link } from '@/i18n/link';
import { CmsHtml } from '@/components/page/page-intro';
import { ownHeading, Section, SectionHeading, sectionId } from '@/components/ui/section';
import { EXTRA_CHILD_PRICE_EUR } from '@/lib/constants';
import { formatPrice, typographicQuotes } from '@/lib/format';
import { slugify } from '@/lib/slug';
import { JsonLd } from '@/seo/json-ld';
import { packagesJsonLd } from '@/seo/structured-data';
import { absoluteUrl } from '@/seo/urls';
import type { ModuleProps } from '../types';
import { LineIcon } from '@/components/ui/line-icon';
import { CarouselControls } from '@/components/ui/carousel-controls.client';
import { carouselLabels } from '@/components/ui/carousel-labels';

/** Birthday packages from the site options; the highlighted one is lifted and labelled. */
export async function Packages({ module, context }: ModuleProps<'packages'>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.packages' });
  const tMeta = await getTranslations({ locale: context.locale, namespace: 'meta' });
  const packages = context.options?.packages;
  const id = sectionId(module.type, context.index);
  const price = (amount: number) => formatPrice(amount, context.locale);
  if (context.variant?.packages === 'teaser' && packages?.items.length)
    return <PackagesTeaser module={module} context={context} />;

  return (
    <Section tone="tint" labelledBy={id} data-module="packages">
      <SectionHeading
        id={id}
        intro={packages?.descriptionHtml ? <CmsHtml html={packages.descriptionHtml} /> : undefined}
      >
        {ownHeading(module.title || t('title'), context.pageHeadings)}
      </SectionHeading>
      {!packages?.items.length ? (
        <p className="rounded-[var(--radius-card)] bg-white p-6 text-lg">{t('empty')}</p>
      ) : (
        // On phones a swipeable row (three long cards stacked took three screens), the highlighted
        // card first, all as tall as the tallest (a shorter card left a blank gap under it, as
        // tall as the difference); from 768 px a grid of equal cards.
        <>
          <ul
            id={`${id}-list`}
            tabIndex={0}
            aria-label={module.title || t('title')}
            className="-mx-5 flex snap-x snap-mandatory scroll-px-5 items-stretch gap-4 overflow-x-auto px-5 pb-4 pt-2 sm:-mx-8 sm:scroll-px-8 sm:px-8 md:mx-0 md:grid md:snap-none md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
          >
            {packages.items.map((item) => (
              <li
                key={item.name}
                data-package={slugify(item.name)}
                data-highlighted={item.highlighted}
                className={`relative flex w-[85%] shrink-0 snap-start flex-col overflow-hidden rounded-[var(--radius-card)] sm:w-[60%] md:w-auto bg-white shadow-[var(--shadow-soft)] ${item.highlighted ? 'ring-4 ring-brand max-md:order-first md:-translate-y-3' : ''}`}
              >
                {item.highlighted && (
                  <p className="absolute right-4 top-4 rounded-full bg-ink px-3 py-1 text-sm font-bold text-white">
                    {t('popular')}
                  </p>
                )}
                {item.image && (
                  <ContentImage
                    image={item.image}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl">{item.name}</h3>
                  <p className="mt-2 font-display text-4xl font-extrabold text-ink">
                    <span className="sr-only">{t('price')}: </span>
                    {price(item.price)}
                  </p>
                  <ul className="mt-3 space-y-1 text-sm font-bold">
                    {item.childrenIncluded > 0 && (
                      <li>{t('children', { count: item.childrenIncluded })}</li>
                    )}
                    {item.durationMinutes > 0 && (
                      <li>{t('duration', { minutes: item.durationMinutes })}</li>
                    )}
                    {item.cakePrice > 0 && <li>{t('cake', { price: price(item.cakePrice) })}</li>}
                  </ul>
                  <ul className="mt-5 space-y-2">
                    {item.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <LineIcon
                          d="M5 12.5l4.5 4.5L19 7.5"
                          className="mt-1 size-5 shrink-0 text-teal"
                          strokeWidth={3}
                          roundCaps
                        />
                        {typographicQuotes(feature, context.locale)}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto pt-6">
                    <Link
                      href={{
                        pathname: '/book-now',
                        query: { form: 'birthday', package: slugify(item.name) },
                      }}
                      className={`btn ${item.highlighted ? 'btn-primary' : 'btn-secondary'}`}
                    >
                      {t('choose')}
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <CarouselControls
            listId={`${id}-list`}
            labels={await carouselLabels(context.locale)}
            hiddenFrom="md"
          />
        </>
      )}
      <div className="mt-8 space-y-1 text-center">
        <p className="font-bold" data-extra-child>
          {t('extraChild', { price: price(EXTRA_CHILD_PRICE_EUR) })}
        </p>
        {packages?.disclaimer && <p className="text-sm">{packages.disclaimer}</p>}
      </div>
      {packages?.items.length ? (
        // Each package as a Product whose Offer is booked through the form it links to.
        <JsonLd
          data={packagesJsonLd(packages.items, {
            brand: tMeta('siteName'),
            imageUrl: absoluteUrl,
            offerUrl: (item) =>
              absoluteUrl(
                getPathname({
                  locale: context.locale,
                  href: {
                    pathname: '/book-now',
                    query: { form: 'birthday', package: slugify(item.name) },
                  },
                }),
              ),
          })}
        />
      ) : null}
    </Section>
  );
}

/**
 * The home page's short version: one line with the range of prices and the packages as small
 * cards (name, price, children, length), then one way on to the birthdays page, where the full
 * cards, the checklist and the footnote are.
 */
async function PackagesTeaser({ module, context }: ModuleProps<'packages'>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.packages' });
  const items = context.options?.packages?.items ?? [];
  const id = sectionId(module.type, context.index);
  const price = (amount: number) => formatPrice(amount, context.locale);
  const prices = items.map((item) => item.price);
  return (
    <Section tone="tint" labelledBy={id} data-module="packages" data-packages-teaser="">
      <SectionHeading
        id={id}
        intro={
          <p>
            {t('teaserIntro', {
              count: items.length,
              min: price(Math.min(...prices)),
              max: price(Math.max(...prices)),
            })}
          </p>
        }
      >
        {ownHeading(module.title || t('title'), context.pageHeadings)}
      </SectionHeading>
      <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
        {items.map((item) => (
          <li
            key={item.name}
            data-package={slugify(item.name)}
            data-highlighted={item.highlighted}
            className={`relative flex items-center gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-soft)] ${item.highlighted ? 'ring-4 ring-brand' : ''}`}
          >
            <div className="min-w-0 flex-1">
              <h3 className="text-xl">{item.name}</h3>
              <p className="mt-1 text-sm font-bold">
                {[
                  item.childrenIncluded > 0 && t('children', { count: item.childrenIncluded }),
                  item.durationMinutes > 0 && t('duration', { minutes: item.durationMinutes }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {item.highlighted && (
                <p className="mt-2 inline-block rounded-full bg-ink px-3 py-0.5 text-xs font-bold text-white">
                  {t('popular')}
                </p>
              )}
            </div>
            <p className="shrink-0 font-display text-3xl font-extrabold text-ink">
              <span className="sr-only">{t('price')}: </span>
              {price(item.price)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link href="/birthdays" className="btn btn-primary">
          {t('teaserLink')}
        </Link>
      </p>
    </Section>
  );
}
