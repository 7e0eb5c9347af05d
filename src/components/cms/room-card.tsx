import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { RoomSummary } from '@/content';
import { LinkedCard } from './linked-card';
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
  return (
    <LinkedCard
      href={{ pathname: '/rooms/[slug]', params: { slug: room.slug } }}
      title={room.title}
      image={room.image}
      imageClassName="aspect-[3/2]"
      headingLevel={headingLevel}
      className="group"
      bodyClassName="gap-3"
      more={t('viewRoom')}
      moreClassName=""
      data={{ 'data-room-card': true }}
    >
      {room.subtitle && <p className="font-bold text-brand-text">{room.subtitle}</p>}
      {room.teaser && !compact && <p>{room.teaser}</p>}
      <RoomFacts room={room} locale={locale} className="mt-auto" />
    </LinkedCard>
  );
}
