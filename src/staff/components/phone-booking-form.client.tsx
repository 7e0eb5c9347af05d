'use client';
// The phone booking's second step: the time and the parent's details. With or without
// JavaScript a refused post comes back here (useActionState) with the booking schema's messages
// in the desk's language next to their fields and everything the staff typed still in place.
import { useActionState } from 'react';
import type { PhoneField, PhoneFormState } from '../desk';
import { DeskInput, DeskSelect, DeskTextarea } from './desk-field';
import { button } from './desk-styles';

/** The form's words, in the desk's language. */
export type PhoneFormLabels = Record<
  | 'time'
  | 'name'
  | 'phone'
  | 'email'
  | 'people'
  | 'cake'
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
  labels: PhoneFormLabels;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  const values = state?.values ?? {};
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
