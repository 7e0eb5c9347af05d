// The escape room and the number of players; the hint shows the chosen room's player range and
// the price beside the count is the same priceRoom() the server stores and mails.
import { useTranslations } from 'next-intl';
import { priceRoom, type RoomPriceTier } from '../rules/pricing';
import type { BookingRoom } from '../rules/rules-context';
import type { FieldErrors } from '../rules/fields';
import { controlProps, Field, FormStep, inputClass, RequiredField } from './field';

export function RoomSelect({
  rooms,
  prices,
  values,
  errors,
  money,
  onChange,
}: {
  rooms: BookingRoom[];
  /** The price list's lines for escape rooms. */
  prices: readonly RoomPriceTier[];
  money: (cents: number) => string;
  values: Record<string, string>;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
}) {
  const form = { values, errors, onChange };
  const t = useTranslations('booking');
  const chosen = rooms.find((room) => room.slug === values.room);
  const playersHint = chosen
    ? t('fields.playersHint', {
        room: chosen.title,
        min: chosen.playersMin,
        max: chosen.playersMax,
      })
    : t('fields.playersHintNoRoom');
  const players = /^\d{1,3}$/.test((values.players ?? '').trim()) ? Number(values.players) : 0;
  const fits = chosen
    ? players >= chosen.playersMin && players <= chosen.playersMax
    : players > 0 && rooms.some((room) => players <= room.playersMax);
  const price = fits ? priceRoom(prices, players) : null;
  return (
    <FormStep legend={t('legends.game')} className="grid gap-5 md:grid-cols-2">
      <Field name="room" label={t('fields.room')} error={errors.room}>
        <select
          {...controlProps('room', errors.room)}
          required
          aria-required="true"
          value={values.room ?? ''}
          onChange={(event) => onChange('room', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('fields.roomPlaceholder')}</option>
          {rooms.map((room) => (
            <option key={room.slug} value={room.slug}>
              {t('fields.roomOption', {
                title: room.title,
                min: room.playersMin,
                max: room.playersMax,
              })}
            </option>
          ))}
        </select>
      </Field>
      <RequiredField
        name="players"
        label={t('fields.players')}
        hint={playersHint}
        type="number"
        inputMode="numeric"
        min={chosen?.playersMin ?? 1}
        max={chosen?.playersMax ?? 99}
        form={form}
      />
      <div
        className="rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-soft)] md:col-span-2"
        data-price-summary
        aria-live="polite"
        aria-atomic="true"
      >
        {price ? (
          <dl className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <div className="flex gap-2">
              <dt className="sr-only">{t('price.title')}</dt>
              <dd data-price="players">
                {t('price.players', {
                  count: price.players,
                  price: money(price.perPlayerCents),
                })}
              </dd>
            </div>
            <div className="flex gap-2 text-lg font-extrabold text-ink">
              <dt>{t('price.total')}</dt>
              <dd data-price="total">{money(price.totalCents)}</dd>
            </div>
          </dl>
        ) : (
          <p>{prices.length ? t('price.roomEmpty') : t('price.roomUnpriced')}</p>
        )}
      </div>
    </FormStep>
  );
}
