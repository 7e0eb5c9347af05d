import { ContentImage } from '@/components/ui/content-image';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { getRoom, getSiteOptions, getTranslation, listRooms, type Room } from '@/content';
import { ModuleList } from '@/modules/registry';
import { Gallery } from '@/modules/gallery/gallery';
import { readLocale } from '@/components/page/locale';
import { buildMetadata } from '@/components/page/metadata';
import { CmsHtml, PageIntro } from '@/components/page/page-intro';
import { redirectToTranslationOrNotFound } from '@/components/page/translation-redirect';
import { RoomCard } from '@/components/content/room-card';
import { RoomFacts } from '@/components/content/room-facts';

type Props = PageProps<'/[locale]/rooms/[slug]'>;

async function roomHrefs(room: Room, locale: Locale) {
  const hrefs: Partial<Record<Locale, { pathname: '/rooms/[slug]'; params: { slug: string } }>> = {
    [locale]: { pathname: '/rooms/[slug]', params: { slug: room.slug } },
  };
  for (const other of routing.locales.filter((code) => code !== locale)) {
    const translation = await getTranslation('room', room.slug, locale, other);
    if (translation?.slug) hrefs[other] = { pathname: '/rooms/[slug]', params: { slug: translation.slug } };
  }
  return hrefs;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const { slug } = await params;
  const room = await getRoom(slug, locale);
  if (!room) return {};
  return buildMetadata({ locale, hrefs: await roomHrefs(room, locale), title: room.title, description: room.teaser, seo: room.seo, image: room.image });
}

export default async function RoomPage({ params }: Props) {
  const locale = await readLocale(params);
  const { slug } = await params;
  const [room, rooms, t, options] = await Promise.all([
    getRoom(slug, locale),
    listRooms(locale),
    getTranslations({ locale, namespace: 'rooms' }),
    getSiteOptions(locale).catch(() => null),
  ]);
  if (!room) return redirectToTranslationOrNotFound('room', slug, locale);

  const others = rooms.filter((candidate) => candidate.id !== room.id);
  // A different suggestion per room, stable between requests.
  const suggestion = others.length ? others[room.id % others.length] : undefined;

  return (
    <article>
      <PageIntro title={room.title} intro={room.subtitle}>
        <RoomFacts room={room} locale={locale} className="mt-6" />
        <Link href={{ pathname: '/book-now', query: { form: 'room', room: room.slug } }} className="btn btn-primary mt-6">
          {t('bookThisRoom')}
        </Link>
      </PageIntro>
      {room.image && (
        <div className="container-page">
          <ContentImage image={room.image} priority sizes="(min-width: 1280px) 1200px, 100vw" className="w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-soft)]" />
        </div>
      )}
      <div className="container-page py-10">
        <CmsHtml html={room.storyHtml} className="text-lg" />
      </div>
      {/* The room's pictures open in the same lightbox as the gallery module. */}
      <Gallery module={{ type: 'gallery', title: t('gallery'), images: room.gallery }} context={{ locale, options, index: 0 }} />
      {/* The room's own heading is the h1, so its modules start at position 1. */}
      <ModuleList modules={room.modules} context={{ locale, options }} offset={1} />
      <section aria-labelledby="also-like" className="container-page mt-16" data-also-like>
        <h2 id="also-like" className="text-3xl">{t('youMightAlsoLike')}</h2>
        {suggestion && (
          <div className="mt-6 max-w-md">
            <RoomCard room={suggestion} locale={locale} headingLevel={3} />
          </div>
        )}
        <Link href="/rooms" className="btn btn-secondary mt-8">
          {t('viewAllRooms')}
        </Link>
      </section>
    </article>
  );
}
