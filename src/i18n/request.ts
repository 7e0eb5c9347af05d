import { getRequestConfig } from 'next-intl/server';
// `isLocale`, not next-intl's `hasLocale`: this file is part of every page's server graph, and
// next-intl's main module brings its client provider along.
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { isLocale, routing } from './routing';
// Montenegrin plural rules for `me` (one, few, other) in every server render.
import './plural-rules';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: VENUE_TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
