import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { RoomSummary } from '@/content';
import { CarouselControls } from '@/components/ui/carousel-controls.client';
import { carouselLabels } from '@/components/ui/carousel-labels';
import { RoomCard } from './room-card';

/**
 * The rooms on the home page: name, age, players, difficulty and price of each. On phones a
 * swipeable row, so five cards do not stack into five screens; from 640 px the rooms page's grid
 * (two, then three columns). When the rooms leave a gap in the last row, a card that helps a
 * parent choose fills it, so no card stands alone.
 */
export async function RoomsTeaser({ rooms, locale }: { rooms: RoomSummary[]; locale: Locale }) {
  if (rooms.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <section
      aria-labelledby="rooms-teaser"
      className="container-page py-10 md:py-14"
      data-rooms-teaser
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4 md:mb-8">
        <div className="max-w-2xl">
          <h2 id="rooms-teaser" className="text-3xl md:text-4xl">
            {t('roomsHeading')}
          </h2>
          <p className="mt-3 text-lg">{t('roomsIntro')}</p>
        </div>
        <Link href="/rooms" className="btn btn-secondary">
          {t('allRooms')}
        </Link>
      </div>
      <ul
        id="rooms-teaser-list"
        tabIndex={0}
        aria-labelledby="rooms-teaser"
        className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 pt-1 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 md:grid-cols-3"
      >
        {rooms.map((room) => (
          <li key={room.id} className="w-[80%] shrink-0 snap-start sm:w-auto">
            <RoomCard room={room} locale={locale} headingLevel={3} compact />
          </li>
        ))}
        {/* Fills the last row: on two columns when the count is odd, on three when it leaves two. */}
        {(rooms.length % 2 === 1 || rooms.length % 3 === 2) && (
          <li
            className={`hidden flex-col justify-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-brand/60 bg-brand-tint p-6 ${rooms.length % 2 === 1 ? 'sm:flex' : ''} ${rooms.length % 3 === 2 ? 'md:flex' : 'md:hidden'}`}
            data-rooms-helper
          >
            <h3 className="text-2xl">{t('helpHeading')}</h3>
            <p>{t('helpText')}</p>
            <Link href="/contact" className="btn btn-secondary self-start">
              {t('helpLink')}
            </Link>
          </li>
        )}
      </ul>
      <CarouselControls
        listId="rooms-teaser-list"
        labels={await carouselLabels(locale)}
        hiddenFrom="sm"
      />
    </section>
  );
}
