// The live, itemised price of a birthday: the same priceBirthday() the server stores and mails.
import { useTranslations } from 'next-intl';
import type { BookingPackage } from '../rules/rules-context';
import { priceBirthday, type BookingExtra, type ExtraChoice } from '../rules/pricing';

export function PriceSummary({
  item,
  withCake,
  childCount,
  extras = [],
  catalogue = [],
  money,
  className = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-soft)]',
}: {
  item?: BookingPackage;
  withCake: boolean;
  childCount: number;
  /** The extras chosen, priced from the catalogue by the same rule the server stores. */
  extras?: ExtraChoice[];
  catalogue?: BookingExtra[];
  money: (cents: number) => string;
  /** Its frame: a card of its own, or a part of the form's overview card. */
  className?: string;
}) {
  const t = useTranslations('booking.price');
  const price = item
    ? priceBirthday(item, { withCake, children: childCount, extras }, catalogue)
    : null;
  return (
    <section aria-labelledby="booking-price-title" className={className} data-price-summary>
      <h3 id="booking-price-title" className="text-xl">
        {t('title')}
      </h3>
      {!item || !price ? (
        <p className="mt-2">{t('empty')}</p>
      ) : (
        <dl className="mt-3 space-y-1">
          <div className="flex justify-between gap-4">
            <dt>{t('package', { name: item.name })}</dt>
            <dd data-price="package">{money(price.packageCents)}</dd>
          </div>
          {price.cakeDeductionCents > 0 && (
            <div className="flex justify-between gap-4">
              <dt>{t('cakeDeduction')}</dt>
              <dd data-price="cake">−{money(price.cakeDeductionCents)}</dd>
            </div>
          )}
          {price.extraChildren > 0 && (
            <div className="flex justify-between gap-4">
              <dt>
                {t('extraChildren', {
                  count: price.extraChildren,
                  price: money(price.extraChildPriceCents),
                })}
              </dt>
              <dd data-price="extra">{money(price.extraChildrenCents)}</dd>
            </div>
          )}
          {price.extras?.map((line) => (
            <div key={line.key} className="flex justify-between gap-4" data-price-extra={line.key}>
              <dt>
                {t('extraLine', {
                  name: line.name,
                  count: line.quantity,
                  price: money(line.unitCents),
                })}
              </dt>
              <dd className="whitespace-nowrap">{money(line.totalCents)}</dd>
            </div>
          ))}
          <div
            className="flex justify-between gap-4 border-t-2 border-grey-tint pt-2 text-lg font-extrabold text-ink"
            aria-live="polite"
            aria-atomic="true"
          >
            <dt>{t('total')}</dt>
            <dd data-price="total">{money(price.totalCents)}</dd>
          </div>
        </dl>
      )}
      <p className="mt-3 text-sm">{t('note')}</p>
    </section>
  );
}
