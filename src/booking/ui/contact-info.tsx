// The contact details of a request: name, e-mail, phone and an optional message. The booking
// forms ask the parent; the team-building enquiry asks its contact person, in words of its own.
import { useTranslations } from 'next-intl';
import type { FieldErrors } from '../rules/fields';
import { BOOKING_LIMITS } from '../rules/fields';
import { controlProps, Field, FormStep, inputClass, RequiredField } from './field';

export function ContactInfo({
  values,
  errors,
  onChange,
  wording = {},
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
  /** The name's label and the hints, where a form words them its own way. */
  wording?: { name?: string; emailHint?: string; messageHint?: string };
}) {
  const form = { values, errors, onChange };
  const t = useTranslations('booking');
  return (
    <FormStep legend={t('legends.contact')} className="grid gap-x-6 gap-y-5 md:grid-cols-2">
      <RequiredField
        name="name"
        label={wording.name ?? t('fields.name')}
        className="md:col-span-2"
        type="text"
        autoComplete="name"
        maxLength={200}
        form={form}
      />
      <RequiredField
        name="email"
        label={t('fields.email')}
        hint={wording.emailHint ?? t('fields.emailHint')}
        className="[&>label]:whitespace-nowrap"
        type="email"
        autoComplete="email"
        inputMode="email"
        form={form}
      />
      <RequiredField
        name="phone"
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        type="tel"
        autoComplete="tel"
        form={form}
      />
      <Field
        name="message"
        label={t('fields.message')}
        optional={t('fields.optional')}
        hint={wording.messageHint ?? t('fields.messageHint')}
        error={errors.message}
        className="md:col-span-2"
      >
        <textarea
          {...controlProps('message', errors.message, 'hint')}
          rows={4}
          maxLength={BOOKING_LIMITS.messageMax * 2}
          value={values.message ?? ''}
          onChange={(event) => onChange('message', event.target.value)}
          className={inputClass}
        />
      </Field>
    </FormStep>
  );
}
