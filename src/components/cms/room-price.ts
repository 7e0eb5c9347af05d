import type { Locale } from '@/i18n/routing';
import type { RoomSummary } from '@/content';
import { roomPriceValues } from '@/lib/format';

/** What a part of a room's page or card is given: the room, the language, its own classes. */
export interface RoomPartProps {
  room: RoomSummary;
  locale: Locale;
  className?: string;
}

type RoomsTranslate = (
  key: 'priceFrom' | 'pricePerPlayer',
  values: Record<string, string>,
) => string;

/** "15 € po igraču · od 30 €" (or "od 30 €" where the room names no smallest group). */
export function roomPriceLine(
  t: RoomsTranslate,
  fromEuros: number,
  playersMin: number | null,
  locale: Locale,
): string {
  const values = roomPriceValues(fromEuros, playersMin, locale);
  return 'perPlayer' in values ? t('pricePerPlayer', values) : t('priceFrom', values);
}
