import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { RoomSummary, SiteOptions } from '@/content';
import { formatPrice, keepNumbersTogether, toTelHref } from '@/lib/format';
import { WorkingHoursList } from './working-hours';
import { LineIcon } from '@/components/ui/line-icon';

const icons = {
  rooms: 'M4 21V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v16M2 21h20M15 12h.01',
  prices: 'M20 12l-8 8-9-9V3h8zM7.5 7.5h.01',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5l3 2',
  call: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.6 3.6a1 1 0 0 1-.25 1z',
};

function Icon({ d }: { d: string }) {
  return <LineIcon d={d} className="size-6 shrink-0 text-brand-text" roundCaps />;
}

/**
 * A parent's first questions answered on the first screens of the home page: which rooms and for
 * what ages, how much, when we are open and the number to call. Each part that has no content
 * (no rooms, no prices, no hours) is left out.
 */
export async function QuickFacts({
  rooms,
  options,
  locale,
}: {
  rooms: RoomSummary[];
  options: SiteOptions | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const ages = rooms
    .flatMap((room) => [room.ageMin, room.ageMax])
    .filter((age): age is number => age !== null);
  const roomPrices = rooms
    .map((room) => room.priceFrom)
    .filter((price): price is number => price !== undefined);
  const partyPrices =
    options?.packages.items.map((item) => item.price).filter((price) => price > 0) ?? [];
  const footer = options?.footer;
  const card =
    'flex flex-col gap-1.5 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-soft)] md:p-5';
  const label = 'flex items-center gap-2 font-display text-lg font-extrabold text-ink';

  return (
    <section aria-labelledby="quick-facts" className="container-page pb-6" data-quick-facts>
      <h2 id="quick-facts" className="sr-only">
        {t('heading')}
      </h2>
      <ul className="grid gap-3 xs:grid-cols-2 md:gap-4 lg:grid-cols-4">
        {rooms.length > 0 && ages.length > 0 && (
          <li className={card} data-fact="rooms">
            <h3 className={label}>
              <Icon d={icons.rooms} />
              {t('rooms')}
            </h3>
            <p>
              {keepNumbersTogether(
                t('roomsValue', {
                  count: rooms.length,
                  min: Math.min(...ages),
                  max: Math.max(...ages),
                }),
              )}
            </p>
            <Link
              href="/rooms"
              className="mt-auto font-bold text-brand-text underline underline-offset-4"
            >
              {t('allRooms')}
            </Link>
          </li>
        )}
        {roomPrices.length > 0 && partyPrices.length > 0 && (
          <li className={card} data-fact="prices">
            <h3 className={label}>
              <Icon d={icons.prices} />
              {t('prices')}
            </h3>
            <p>
              {keepNumbersTogether(
                t('pricesValue', {
                  room: formatPrice(Math.min(...roomPrices), locale),
                  party: formatPrice(Math.min(...partyPrices), locale),
                }),
              )}
            </p>
            <Link
              href="/pricing"
              className="mt-auto font-bold text-brand-text underline underline-offset-4"
            >
              {t('allPrices')}
            </Link>
          </li>
        )}
        {footer && footer.workingHours.length > 0 && (
          <li className={card} data-fact="hours">
            <h3 className={label}>
              <Icon d={icons.hours} />
              {t('hours')}
            </h3>
            <WorkingHoursList hours={footer.workingHours} className="text-[0.9375rem]" />
          </li>
        )}
        {footer?.phone && (
          <li className={card} data-fact="call">
            <h3 className={label}>
              <Icon d={icons.call} />
              {t('call')}
            </h3>
            <a
              href={toTelHref(footer.phone)}
              className="text-lg font-bold whitespace-nowrap text-brand-text underline underline-offset-4"
            >
              {footer.phone}
            </a>
            {footer.address && <p className="text-sm">{footer.address}</p>}
          </li>
        )}
      </ul>
    </section>
  );
}
