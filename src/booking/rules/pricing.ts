// The one price calculation: the live price on the form, the stored price and both e-mails all
// come from here. Money is integer cents throughout; EUR amounts from the CMS are converted once.
import { EXTRA_CHILD_PRICE_EUR } from '@/lib/constants';

export const EXTRA_CHILD_PRICE_CENTS = toCents(EXTRA_CHILD_PRICE_EUR);

export interface PricedPackage {
  priceCents: number;
  cakePriceCents: number;
  childrenIncluded: number;
}

export interface PriceBreakdown {
  packageCents: number;
  /** What the parent saves without the cake: 0 with the cake, else the package's cake price. */
  cakeDeductionCents: number;
  extraChildren: number;
  extraChildPriceCents: number;
  extraChildrenCents: number;
  totalCents: number;
}

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function priceBirthday(
  item: PricedPackage,
  choice: { withCake: boolean; children: number },
): PriceBreakdown {
  const children = Math.max(0, Math.floor(choice.children));
  const cakeDeductionCents = choice.withCake ? 0 : item.cakePriceCents;
  const extraChildren = Math.max(0, children - item.childrenIncluded);
  const extraChildrenCents = extraChildren * EXTRA_CHILD_PRICE_CENTS;
  return {
    packageCents: item.priceCents,
    cakeDeductionCents,
    extraChildren,
    extraChildPriceCents: EXTRA_CHILD_PRICE_CENTS,
    extraChildrenCents,
    totalCents: Math.max(0, item.priceCents - cakeDeductionCents + extraChildrenCents),
  };
}
