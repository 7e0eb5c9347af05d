// Preferred date and time. The date is the browser's own date input (keyboard and screen-reader
// support built in) limited to today … a year ahead; the time is a list of half-hour starts
// inside the working hours from the site options, so no past date or closed hour is offered.
import { useTranslations } from 'next-intl';
import { addDays, listTimeSlots, type BookingContext } from '../context';
import { BOOKING_LIMITS, type FieldErrors } from '../schema';
import { controlProps, Field, inputClass } from './field';

export function DateTime({
  context,
  hoursText,
  values,
  errors,
  onChange,
}: {
  context: BookingContext;
  hoursText: string;
  values: Record<string, string>;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
}) {
  const t = useTranslations('booking');
  const slots = listTimeSlots(context.workingHours);
  const time = values.time ?? '';
  return (
    <fieldset className="grid gap-5 md:grid-cols-2">
      <legend className="mb-3 font-display text-2xl font-extrabold text-ink">{t('legends.when')}</legend>
      <Field name="date" label={t('fields.date')} hint={t('fields.dateHint')} error={errors.date}>
        <input
          {...controlProps('date', errors.date, 'hint')}
          type="date"
          required
          aria-required="true"
          min={context.today}
          max={addDays(context.today, BOOKING_LIMITS.daysAhead)}
          value={values.date ?? ''}
          onChange={(event) => onChange('date', event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field name="time" label={t('fields.time')} hint={hoursText ? t('fields.timeHint', { hours: hoursText }) : undefined} error={errors.time}>
        <select
          {...controlProps('time', errors.time, hoursText ? 'hint' : undefined)}
          required
          aria-required="true"
          value={time}
          onChange={(event) => onChange('time', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('fields.timePlaceholder')}</option>
          {time && !slots.includes(time) && <option value={time}>{time}</option>}
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}
