import { getTranslations } from 'next-intl/server';
import { roomPriceLine, type RoomPartProps } from './room-price';
import { LineIcon } from '@/components/ui/line-icon';

/** Age, players, duration, difficulty (as keys) and the price from of a room; facts the CMS left empty are skipped. */
export async function RoomFacts({ room, locale, className = '' }: RoomPartProps) {
  const t = await getTranslations({ locale, namespace: 'rooms' });
  const facts: { key: string; label: string; icon: string }[] = [];
  if (room.ageMin !== null && room.ageMax !== null)
    facts.push({
      key: 'age',
      label: t('age', { min: room.ageMin, max: room.ageMax }),
      icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
    });
  if (room.playersMin !== null && room.playersMax !== null)
    facts.push({
      key: 'players',
      label: t('players', { min: room.playersMin, max: room.playersMax }),
      icon: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0m-2-5a6 6 0 0 1 10 5',
    });
  if (room.durationMinutes !== null)
    facts.push({
      key: 'duration',
      label: t('duration', { minutes: room.durationMinutes }),
      icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5l3 2',
    });
  return (
    <ul className={`flex flex-wrap gap-2 text-sm font-bold ${className}`} aria-label={t('facts')}>
      {facts.map((fact) => (
        <li
          key={fact.key}
          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-ink shadow-sm"
          data-fact={fact.key}
        >
          <LineIcon d={fact.icon} className="size-4" roundCaps />
          {fact.label}
        </li>
      ))}
      {room.difficulty !== null && (
        // A visible label, and inactive keys drawn as outlines in a grey that keeps 4.5:1 on white
        // (3:1 is the minimum for such shapes), so the scale reads without colour alone.
        <li
          className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1.5 text-ink shadow-sm"
          data-fact="difficulty"
        >
          <span aria-hidden="true" className="mr-0.5">
            {t('difficultyLabel')}
          </span>
          <span className="sr-only">{t('difficulty', { level: room.difficulty })}</span>
          {Array.from({ length: 5 }, (_, index) => {
            const active = index < room.difficulty!;
            return (
              <svg
                key={index}
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={`size-4 ${active ? 'text-brand-text' : 'text-[#767577]'}`}
                fill={active ? 'currentColor' : 'none'}
                stroke={active ? 'none' : 'currentColor'}
                strokeWidth="1.6"
                data-key={active ? 'on' : 'off'}
              >
                <path d="M8 3a5 5 0 0 0-1 9.9V21h3v-2h2v-2h-2v-4.1A5 5 0 0 0 8 3zm0 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4z" />
              </svg>
            );
          })}
        </li>
      )}
      {room.priceFrom !== undefined && (
        <li
          className="inline-flex items-center rounded-full bg-ink px-3 py-1.5 text-white shadow-sm"
          data-fact="price"
        >
          {roomPriceLine(t, room.priceFrom, room.playersMin, locale)}
        </li>
      )}
    </ul>
  );
}
