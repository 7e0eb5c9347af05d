import { getTranslations } from 'next-intl/server';
import { listRooms } from '@/content';
import { readLocale } from '@/components/page/locale';
import { CmsPageBody, loadRoutePage, routeMetadata } from '@/components/page/cms-route';
import { RoomCard } from '@/components/cms/room-card';

export function generateMetadata({ params }: PageProps<'/[locale]/rooms'>) {
  return routeMetadata('/rooms', params);
}

export default async function RoomsPage({ params }: PageProps<'/[locale]/rooms'>) {
  const locale = await readLocale(params);
  const [page, rooms, t] = await Promise.all([
    loadRoutePage('/rooms', locale),
    listRooms(locale),
    getTranslations({ locale, namespace: 'rooms' }),
  ]);
  return (
    <CmsPageBody page={page}>
      <section className="container-page py-8">
        {rooms.length === 0 ? (
          <p className="rounded-[var(--radius-card)] bg-white p-8 text-lg">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 xs:grid-cols-2 md:grid-cols-3" data-room-list>
            {rooms.map((room) => (
              <li key={room.id}>
                <RoomCard room={room} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </CmsPageBody>
  );
}
