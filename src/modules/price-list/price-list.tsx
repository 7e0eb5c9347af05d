import { getTranslations } from 'next-intl/server';
import { CmsHtml } from '@/components/page/page-intro';
import { ownHeading, Section, SectionHeading, sectionId } from '@/components/ui/section';
import { formatPrice } from '@/lib/format';
import type { ModuleProps } from '../types';

/** The price list from the site options, as a definition list a screen reader reads in pairs. */
export async function PriceList({ module, context }: ModuleProps<'price_list'>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.priceList' });
  const prices = context.options?.prices;
  const id = sectionId(module.type, context.index);
  const title = ownHeading(module.title || prices?.title || t('title'), context.pageHeadings);
  return (
    <Section labelledBy={title ? id : undefined} data-module="price_list">
      <div className="mx-auto max-w-3xl">
        <SectionHeading
          id={id}
          eyebrow={prices?.subtitle || undefined}
          intro={prices?.descriptionHtml ? <CmsHtml html={prices.descriptionHtml} /> : undefined}
        >
          {title}
        </SectionHeading>
        {!prices?.items.length ? (
          <p className="rounded-[var(--radius-card)] bg-white p-6 text-lg">{t('empty')}</p>
        ) : (
          <dl className="divide-y divide-grey-tint rounded-[var(--radius-card)] bg-white px-6 shadow-[var(--shadow-soft)]">
            {prices.items.map((item) => (
              // Two columns: the price stays in its own column however long the description is.
              <div
                key={item.title}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 py-4 sm:gap-x-6"
                data-price-item
              >
                <dt className="font-bold text-ink">
                  {item.title}
                  {item.note && (
                    <span className="block text-sm font-normal text-grey">{item.note}</span>
                  )}
                </dt>
                <dd className="font-display text-2xl font-extrabold text-ink tabular-nums">
                  {item.price === null ? t('onRequest') : formatPrice(item.price, context.locale)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Section>
  );
}
