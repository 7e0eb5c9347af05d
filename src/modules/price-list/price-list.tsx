import { getTranslations } from 'next-intl/server';
import { CmsHtml } from '@/components/page/page-intro';
import { Section, SectionHeading, sectionId } from '@/components/ui/section';
import { formatPrice } from '@/lib/format';
import type { ModuleProps } from '../types';

/** The price list from the site options, as a definition list a screen reader reads in pairs. */
export async function PriceList({ module, context }: ModuleProps<'price_list'>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.priceList' });
  const prices = context.options?.prices;
  const id = sectionId(module.type, context.index);
  return (
    <Section labelledBy={id} data-module="price_list">
      <SectionHeading
        id={id}
        eyebrow={prices?.subtitle || undefined}
        intro={prices?.descriptionHtml ? <CmsHtml html={prices.descriptionHtml} /> : undefined}
      >
        {module.title || prices?.title || t('title')}
      </SectionHeading>
      {!prices?.items.length ? (
        <p className="rounded-[var(--radius-card)] bg-white p-6 text-lg">{t('empty')}</p>
      ) : (
        <dl className="max-w-3xl divide-y divide-grey-tint rounded-[var(--radius-card)] bg-white px-6 shadow-[var(--shadow-soft)]">
          {prices.items.map((item) => (
            <div key={item.title} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-4" data-price-item>
              <dt className="font-bold text-ink">
                {item.title}
                {item.note && <span className="block text-sm font-normal text-grey">{item.note}</span>}
              </dt>
              <dd className="font-display text-2xl font-extrabold text-ink tabular-nums">
                {item.price === null ? t('onRequest') : formatPrice(item.price, context.locale)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
