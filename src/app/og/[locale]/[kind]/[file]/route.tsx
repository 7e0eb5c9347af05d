import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/routing';
import { listSiteEntries } from '@/seo/site-entries';
import { loadPicture, renderShareImage } from '@/seo/share-image';

// One PNG per page, room and news item (`/og/en/room/pirate-treasure.png`), all drawn at build
// time. Any other path is a 404 that Next.js answers without running this route or storing
// anything: drawn on first request, `/og/<anything>/<anything>/<anything>` filled the route cache
// (and Redis) for good. An item published after the build shares the home page's image until the
// next build (src/components/page/metadata.ts). Methods but GET and HEAD: 405 (src/proxy.ts).
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listSiteEntries()).map((entry) => ({
    locale: entry.locale,
    kind: entry.kind,
    file: `${entry.slug}.png`,
  }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/og/[locale]/[kind]/[file]'>,
) {
  const { locale, kind, file } = await params;
  const slug = decodeURIComponent(file).replace(/\.png$/, '');
  const entry = isLocale(locale)
    ? (await listSiteEntries()).find(
        (candidate) =>
          candidate.locale === locale && candidate.kind === kind && candidate.slug === slug,
      )
    : undefined;
  if (!entry || !isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'meta' });
  const response = await renderShareImage({
    title: entry.title,
    siteName: t('siteName'),
    tagline: t('tagline'),
    picture: await loadPicture(entry.image?.url),
  });
  response.headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
  return response;
}
