import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundView } from '@/components/layout/not-found-view';

// A path that matches no route (`/nepostoji`, `/en/nope`). The proxy has already worked out the
// language from the path and passes it in this request header.
export default async function RootNotFound() {
  const requested = (await headers()).get('x-next-intl-locale');
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return (
    <SiteShell locale={locale}>
      <NotFoundView locale={locale} />
    </SiteShell>
  );
}
