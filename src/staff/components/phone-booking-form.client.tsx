'use client';
// The phone booking's second step: the time and the parent's details. With or without
// JavaScript a refused post comes back here (useActionState) with the booking schema's messages
// in the desk's language next to their fields and everything the staff typed still in place.
import { useActionState } from 'react';
import type { PhoneField, PhoneFormState } from '../desk';
import { DeskInput, DeskSelect, DeskTextarea } from './desk-field';
import { button } from './desk-styles';
import { parseExtras } from '@/booking/rules/pricing';

/** The form's words, in the desk's language. */
export type PhoneFormLabels = Record<
  | 'time'
  | 'name'
  | 'phone'
  | 'email'
  | 'people'
  | 'cake'
  | 'extras'
  | 'extraNone'
  | 'language'
  | 'notes'
  | 'submit'
  | 'noTimes',
  string
>;

/** The parent's contact, typed as the parent gives it on the phone (no autofill of the desk's own). */
const CONTACT_FIELDS = [
  { field: 'name', type: undefined, required: true },
  { field: 'phone', type: 'tel', required: true },
  { field: 'email', type: 'email', required: false },
] as const;

export function PhoneBookingForm({
  action,
  what,
  date,
  times,
  rooms = [],
  extras = [],
  birthday,
  labels,
}: {
  action: (previous: PhoneFormState | null, form: FormData) => Promise<PhoneFormState>;
  what: string;
  date: string;
  times: string[];
  /** A party's game rooms chosen in the first step, one per game ("" lets the desk choose). */
  rooms?: string[];
  /** A party (children and the cake) rather than a room (players). */
  birthday: boolean;
  /** A party's extras (the desk's names and prices): each posts `key:quantity` as `extras`. */
  extras?: { key: string; label: string; perChild: boolean; max: number }[];
  labels: PhoneFormLabels;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  const values = state?.values ?? {};
  const chosenExtras = parseExtras(values.extras ?? '') ?? [];
  const quantityOf = (key: string) =>
    chosenExtras.find((choice) => choice.key === key)?.quantity ?? 0;
  const error = (field: PhoneField) => state?.errors[field];
  // The choice and the date are fixed by the first step: their messages go to the summary.
  const summary = state && [state.formError, error('what'), error('date')].filter(Boolean);
  return (
    <form action={formAction} className="mt-8 max-w-xl space-y-4" data-phone-booking>
      {summary && (
        <div
          role="alert"
          className="rounded-lg border-l-4 border-brand-text bg-white p-3 font-bold text-brand-text"
        >
          {summary.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <input type="hidden" name="what" value={what} />
      <input type="hidden" name="date" value={date} />
      {rooms.map((slug, index) => (
        <input key={index} type="hidden" name="rooms" value={slug} />
      ))}
      {times.length === 0 ? (
        <p role="status">{labels.noTimes}</p>
      ) : (
        <>
          {/* A select takes a new defaultValue only when mounted (and the form's reset after a
              post goes back to it): keyed by the value, it keeps what was chosen. */}
          <DeskSelect
            key={`time-${values.time ?? ''}`}
            id="phone-time"
            label={labels.time}
            name="time"
            required
            defaultValue={times.includes(values.time ?? '') ? values.time : undefined}
            error={error('time')}
          >
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </DeskSelect>
          {CONTACT_FIELDS.map(({ field, type, required }) => (
            <DeskInput
              key={field}
              id={`phone-${field}`}
              label={labels[field]}
              name={field}
              type={type}
              required={required}
              autoComplete="off"
              defaultValue={values[field]}
              error={error(field)}
            />
          ))}
          <DeskInput
            id="phone-people"
            label={labels.people}
            name="people"
            type="number"
            required
            min={1}
            inputMode="numeric"
            defaultValue={values.people}
            error={error('people')}
          />
          {birthday && (
            <div className="flex items-center gap-2">
              <input
                id="phone-cake"
                name="cake"
                type="checkbox"
                defaultChecked={state ? values.cake === 'on' : true}
                className="size-5"
              />
              <label htmlFor="phone-cake" className="font-bold">
                {labels.cake}
              </label>
            </div>
          )}
          {birthday && extras.length > 0 && (
            <fieldset className="space-y-2" data-phone-extras>
              <legend className="font-bold">{labels.extras}</legend>
              {extras.map((extra) =>
                extra.perChild || extra.max === 1 ? (
                  <div key={extra.key} className="flex items-center gap-2">
                    <input
                      id={`phone-extra-${extra.key}`}
                      name="extras"
                      type="checkbox"
                      value={`${extra.key}:1`}
                      defaultChecked={quantityOf(extra.key) > 0}
                      className="size-5"
                    />
                    <label htmlFor={`phone-extra-${extra.key}`}>{extra.label}</label>
                  </div>
                ) : (
                  <DeskSelect
                    key={`extra-${extra.key}-${quantityOf(extra.key)}`}
                    id={`phone-extra-${extra.key}`}
                    label={extra.label}
                    name="extras"
                    defaultValue={
                      quantityOf(extra.key) ? `${extra.key}:${quantityOf(extra.key)}` : ''
                    }
                  >
                    <option value="">{labels.extraNone}</option>
                    {Array.from({ length: extra.max }, (_, index) => index + 1).map((count) => (
                      <option key={count} value={`${extra.key}:${count}`}>
                        {count}
                      </option>
                    ))}
                  </DeskSelect>
                ),
              )}
            </fieldset>
          )}
          <DeskSelect
            key={`lang-${values.parentLang ?? ''}`}
            id="phone-lang"
            label={labels.language}
            name="parentLang"
            defaultValue={values.parentLang === 'en' ? 'en' : 'me'}
          >
            <option value="me">Crnogorski</option>
            <option value="en">English</option>
          </DeskSelect>
          <DeskTextarea
            id="phone-notes"
            label={labels.notes}
            name="notes"
            rows={3}
            defaultValue={values.notes}
            error={error('notes')}
          />
          <button type="submit" className={button} disabled={pending}>
            {labels.submit}
          </button>
        </>
      )}
    </form>
  );
}
