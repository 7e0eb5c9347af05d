import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CarouselLabels } from './carousel-controls.client';

/** The carousel controls' names in the page's language (the dot's, with its placeholders). */
export async function carouselLabels(locale: Locale): Promise<CarouselLabels> {
  const t = await getTranslations({ locale, namespace: 'carousel' });
  return { previous: t('previous'), next: t('next'), item: String(t.raw('item')) };
}
