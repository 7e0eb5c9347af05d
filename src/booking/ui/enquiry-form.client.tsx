'use client';
// The team-building enquiry form: the company, the group, the dates it would like and the contact.
// It posts to the same booking service as the booking forms (form `team`) through its server
// action; without JavaScript the browser posts it to the page, which renders the field errors
// with everything typed. A stored enquiry opens its confirmation page (without JavaScript the post
// is redirected there). No time is chosen: the venue proposes one.
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { submitEnquiryAction, type EnquiryFormState } from '../server/actions';
import { BOOKING_LIMITS, type FieldErrors } from '../rules/fields';
import type { FormValues } from '../rules/form-state';
import { ContactInfo } from './contact-info';
import { Honeypot, SendButton } from './form-end';
import { ErrorSummary } from './error-summary';
import { controlProps, Field, FormStep, inputClass, RequiredField } from './field';

const idle: EnquiryFormState = { status: 'idle' };

export function EnquiryForm() {
  const t = useTranslations('booking');
  const locale = useLocale();
  // Without JavaScript the browser posts the form and the page comes back with the server's
  // answer (`serverState`); with it, `submit` calls the action and keeps the page.
  const [serverState, formAction] = useActionState(submitEnquiryAction, idle);
  const [shown, setShown] = useState<EnquiryFormState>(serverState);
  const [values, setValues] = useState<FormValues>(() =>
    serverState.status === 'error' ? serverState.values : {},
  );
  const [errors, setErrors] = useState<FieldErrors>(() =>
    serverState.status === 'error' ? serverState.errors : {},
  );
  const [pending, startTransition] = useTransition();
  // Set once the enquiry is stored and the browser is on its way to the confirmation page.
  const [leaving, setLeaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const receiptRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown.status === 'error') summaryRef.current?.focus();
    if (shown.status === 'success') receiptRef.current?.focus();
  }, [shown]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || leaving) return;
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      let next: EnquiryFormState;
      try {
        next = await submitEnquiryAction(idle, formData);
      } catch {
        next = { status: 'error', errors: {}, formError: t('failure.network'), values };
      }
      if (next.status === 'success' && next.receipt) {
        setLeaving(true);
        window.location.assign(next.receipt);
        return;
      }
      setShown(next);
      if (next.status === 'error') setErrors(next.errors);
    });
  };

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field being fixed no longer counts against the form: the summary shrinks with it.
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name as keyof FieldErrors];
      return rest;
    });
  };
  const form = { values, errors, onChange: change };

  if (shown.status === 'success')
    return (
      <div
        ref={receiptRef}
        tabIndex={-1}
        role="status"
        className="rounded-[var(--radius-card)] border-4 border-green-700 bg-white p-6 outline-none"
        data-enquiry-receipt
      >
        <h3 className="text-2xl">{t('enquiry.successTitle')}</h3>
        <p className="mt-3 text-lg [overflow-wrap:anywhere]">
          {t('enquiry.successText', { reference: shown.reference, email: shown.email })}
        </p>
        <p className="mt-2 font-mono text-xl font-bold" data-reference>
          {shown.reference}
        </p>
        <a
          href="#enquiry"
          className="btn btn-secondary mt-6"
          onClick={(event) => {
            event.preventDefault();
            setValues({});
            setErrors({});
            setShown(idle);
          }}
        >
          {t('enquiry.another')}
        </a>
      </div>
    );

  return (
    <form
      action={formAction}
      onSubmit={submit}
      noValidate
      className="grid gap-8 rounded-[var(--radius-card)] bg-white/80 p-5 md:p-8"
      data-enquiry-form
      aria-labelledby="enquiry-title"
    >
      <input type="hidden" name="form" value="team" />
      <input type="hidden" name="locale" value={locale} />
      <ErrorSummary
        ref={summaryRef}
        errors={errors}
        formError={shown.status === 'error' ? shown.formError : undefined}
      />
      <FormStep legend={t('enquiry.legend')} className="grid gap-x-6 gap-y-5 md:grid-cols-2">
        <RequiredField
          name="company"
          label={t('fields.company')}
          className="md:col-span-2"
          type="text"
          autoComplete="organization"
          maxLength={BOOKING_LIMITS.companyMax * 2}
          form={form}
        />
        <RequiredField
          name="groupSize"
          label={t('fields.groupSize')}
          hint={t('enquiry.groupSizeHint', {
            min: BOOKING_LIMITS.groupMin,
            max: BOOKING_LIMITS.groupMax,
          })}
          type="number"
          inputMode="numeric"
          min={BOOKING_LIMITS.groupMin}
          max={BOOKING_LIMITS.groupMax}
          form={form}
        />
        <Field
          name="preferredDates"
          label={t('fields.preferredDates')}
          hint={t('enquiry.preferredDatesHint')}
          error={errors.preferredDates}
          className="md:col-span-2"
        >
          <textarea
            {...controlProps('preferredDates', errors.preferredDates, 'hint')}
            required
            aria-required="true"
            rows={2}
            maxLength={BOOKING_LIMITS.preferredDatesMax * 2}
            value={values.preferredDates ?? ''}
            onChange={(event) => change('preferredDates', event.target.value)}
            className={inputClass}
          />
        </Field>
      </FormStep>
      <ContactInfo form={form} enquiry />
      <Honeypot id="enquiry-website" label={t('fields.honeypot')} />
      <SendButton
        pending={pending || leaving}
        label={t('enquiry.submit')}
        pendingLabel={t('enquiry.sending')}
      />
    </form>
  );
}
