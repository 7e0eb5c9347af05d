// The parent's contact details: name, e-mail, phone and an optional message.
import { useTranslations } from 'next-intl';
import type { FieldErrors } from '../rules/schema';
import { BOOKING_LIMITS } from '../rules/schema';
import { controlProps, Field, FormStep, inputClass, RequiredField } from './field';

export function ContactInfo({
  values,
  errors,
  onChange,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
}) {
  const t = useTranslations('booking');
  return (
    <FormStep legend={t('legends.contact')} className="grid gap-x-6 gap-y-5 md:grid-cols-2">
      <RequiredField
        name="name"
        label={t('fields.name')}
        error={errors.name}
        className="md:col-span-2"
        type="text"
        autoComplete="name"
        maxLength={200}
        value={values.name}
        onValue={onChange}
      />
      <RequiredField
        name="email"
        label={t('fields.email')}
        hint={t('fields.emailHint')}
        error={errors.email}
        className="[&>label]:whitespace-nowrap"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onValue={onChange}
      />
      <RequiredField
        name="phone"
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        error={errors.phone}
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onValue={onChange}
      />
      <Field
        name="message"
        label={t('fields.message')}
        optional={t('fields.optional')}
        hint={t('fields.messageHint')}
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
