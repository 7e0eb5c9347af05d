import { ContentImage } from '@/components/ui/content-image';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { isLocale } from '@/i18n/routing';
import { getRoom, getSiteOptions, listRooms, listSlugs } from '@/content';
import { ModuleList } from '@/modules/registry';
import { Gallery } from '@/modules/gallery/gallery';
import { readLocale } from '@/components/page/locale';
import { buildMetadata, translatedHrefs } from '@/components/page/metadata';
import { CmsHtml, PageIntro } from '@/components/page/page-intro';
import { redirectToTranslationOrNotFound } from '@/components/page/translation-redirect';
import { RoomJsonLd } from '@/seo/detail-json-ld';
import { RoomCard } from '@/components/cms/room-card';
import { MoreSection } from '@/components/cms/more-section';
import { RoomFacts } from '@/components/cms/room-facts';
import { RoomBookCard } from '@/components/cms/room-book-card';

type Props = PageProps<'/[locale]/rooms/[slug]'>;

/** Every room of the language is prerendered; one published later renders on its first request. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale)
    ? (await listSlugs('room', params.locale)).map((slug) => ({ slug }))
    : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const { slug } = await params;
  const room = await getRoom(slug, locale);
  if (!room) return {};
  return buildMetadata({
    locale,
    hrefs: await translatedHrefs('room', room.slug, locale),
    title: room.title,
    description: room.teaser || undefined,
    seo: room.seo,
    share: { kind: 'room', slug: room.slug },
  });
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
  // Up to three other rooms, starting from a different one per room, stable between requests.
  const start = others.length ? room.id % others.length : 0;
  const suggestions = [...others.slice(start), ...others.slice(0, start)].slice(0, 3);
  // The gallery shows pictures the page does not already show (the hero, a module's image).
  const shown = new Set([
    room.image?.url,
    ...room.modules.map((module) => ('image' in module ? module.image?.url : undefined)),
  ]);
  const gallery = room.gallery.filter((image) => !shown.has(image.url));

  return (
    <article>
      <PageIntro title={room.title} intro={room.subtitle}>
        <RoomFacts room={room} locale={locale} className="mt-6" />
        <Link
          href={{ pathname: '/book-now', query: { form: 'room', room: room.slug } }}
          // On a desktop the sticky card beside the story has it: one "Book this room" at a time.
          className="btn btn-primary mt-6 lg:hidden"
        >
          {t('bookThisRoom')}
        </Link>
      </PageIntro>
      {/* On a phone the picture, then the story; on a desktop the story beside a sticky card with
          a smaller picture, the price, the players and "Book this room". */}
      <div className="container-page lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12 lg:py-10">
        <div className="lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1" data-room-aside>
          {room.image && (
            <ContentImage
              image={room.image}
              priority
              sizes="(min-width: 1024px) 22rem, 100vw"
              className="w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-soft)]"
            />
          )}
          <RoomBookCard room={room} locale={locale} className="mt-4 hidden lg:block" />
        </div>
        <div className="py-10 lg:col-start-1 lg:row-start-1 lg:py-0">
          <CmsHtml html={room.storyHtml} className="mx-auto text-lg lg:mx-0" />
        </div>
      </div>
      {/* The room's pictures open in the same lightbox as the gallery module. */}
      <Gallery
        module={{ type: 'gallery', title: t('gallery'), images: gallery }}
        context={{ locale, options, index: 0 }}
      />
      {/* The room's own heading is the h1, so its modules start at position 1. */}
      <ModuleList
        modules={room.modules}
        context={{ locale, options, pageHeadings: [room.title] }}
        offset={1}
      />
      <MoreSection
        id="also-like"
        title={t('youMightAlsoLike')}
        listHref="/rooms"
        listLabel={t('viewAllRooms')}
        data-also-like
      >
        {suggestions.length > 0 && (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
            {suggestions.map((suggestion, i) => (
              // Three cards: on two columns the third would sit alone, so it waits for three.
              <li key={suggestion.id} className={i === 2 ? 'hidden md:block' : undefined}>
                <RoomCard room={suggestion} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </MoreSection>
      <RoomJsonLd room={room} locale={locale} />
    </article>
  );
}
