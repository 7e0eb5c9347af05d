import { ContentImage } from '@/components/ui/content-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { RoomSummary } from '@/content';
import { RoomFacts } from './room-facts';

/** A room as a card; `compact` (the home page's row of five) leaves out the teaser. */
export async function RoomCard({
  room,
  locale,
  headingLevel = 2,
  compact = false,
}: {
  room: RoomSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'rooms' });
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] transition-transform hover:-translate-y-1"
      data-room-card
    >
      {room.image && (
        <ContentImage
          image={room.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-2xl">
          <Link
            href={{ pathname: '/rooms/[slug]', params: { slug: room.slug } }}
            className="after:absolute after:inset-0"
          >
            {room.title}
          </Link>
        </Heading>
        {room.subtitle && <p className="font-bold text-brand-text">{room.subtitle}</p>}
        {room.teaser && !compact && <p>{room.teaser}</p>}
        <RoomFacts room={room} locale={locale} className="mt-auto" />
        <span aria-hidden="true" className="font-bold text-brand-text">
          {t('viewRoom')} →
        </span>
      </div>
    </article>
  );
}
