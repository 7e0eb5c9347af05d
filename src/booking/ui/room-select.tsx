// The escape room and the number of players; the hint shows the chosen room's player range.
import { useTranslations } from 'next-intl';
import type { BookingRoom } from '../rules/rules-context';
import type { FieldErrors } from '../rules/schema';
import { controlProps, Field, FormStep, inputClass, RequiredField } from './field';

export function RoomSelect({
  rooms,
  values,
  errors,
  onChange,
}: {
  rooms: BookingRoom[];
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
    </FormStep>
  );
}
