// The contact details of a request: name, e-mail, phone and an optional message. The booking
// forms ask the parent; the team-building enquiry asks its contact person, in words of its own.
import { useTranslations } from 'next-intl';
import { BOOKING_LIMITS } from '../rules/fields';
import {
  controlProps,
  Field,
  FormStep,
  inputClass,
  RequiredField,
  type FormBinding,
} from './field';

export function ContactInfo({
  form,
  enquiry = false,
}: {
  form: FormBinding;
  /** The team-building enquiry's words: its contact person's name, and hints of its own. */
  enquiry?: boolean;
}) {
  const { values, errors, onChange } = form;
  const t = useTranslations('booking');
  return (
    <FormStep legend={t('legends.contact')} className="grid gap-x-6 gap-y-5 md:grid-cols-2">
      <RequiredField
        name="name"
        label={t(enquiry ? 'enquiry.contactName' : 'fields.name')}
        className="md:col-span-2"
        type="text"
        autoComplete="name"
        maxLength={200}
        form={form}
      />
      <RequiredField
        name="email"
        label={t('fields.email')}
        hint={t(enquiry ? 'enquiry.emailHint' : 'fields.emailHint')}
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
        hint={t(enquiry ? 'enquiry.messageHint' : 'fields.messageHint')}
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
