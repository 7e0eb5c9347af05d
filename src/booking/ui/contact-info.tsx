// The parent's contact details: name, e-mail, phone and an optional message.
import { useTranslations } from 'next-intl';
import type { FieldErrors } from '../rules/schema';
import { BOOKING_LIMITS } from '../rules/schema';
import { controlProps, Field, inputClass } from './field';

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
  const change = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(event.target.name, event.target.value);
  return (
    <fieldset className="grid gap-x-6 gap-y-5 md:grid-cols-2">
      <legend className="mb-3 font-display text-2xl font-extrabold text-ink">
        {t('legends.contact')}
      </legend>
      <Field name="name" label={t('fields.name')} error={errors.name} className="md:col-span-2">
        <input
          {...controlProps('name', errors.name)}
          type="text"
          autoComplete="name"
          required
          aria-required="true"
          maxLength={200}
          value={values.name ?? ''}
          onChange={change}
          className={inputClass}
        />
      </Field>
      <Field
        name="email"
        label={t('fields.email')}
        hint={t('fields.emailHint')}
        error={errors.email}
        className="[&>label]:whitespace-nowrap"
      >
        <input
          {...controlProps('email', errors.email, 'hint')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-required="true"
          value={values.email ?? ''}
          onChange={change}
          className={inputClass}
        />
      </Field>
      <Field
        name="phone"
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        error={errors.phone}
      >
        <input
          {...controlProps('phone', errors.phone, 'hint')}
          type="tel"
          autoComplete="tel"
          required
          aria-required="true"
          value={values.phone ?? ''}
          onChange={change}
          className={inputClass}
        />
      </Field>
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
          onChange={change}
          className={inputClass}
        />
      </Field>
    </fieldset>
  );
}
