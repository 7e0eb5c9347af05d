// The answer forms: one button of an answer (the parent's link page posting to
// /api/booking-links, the staff desk's server action), and the desk's forms that propose another
// time and decline a request, with the same fields the answer command parses
// (src/booking/server/answer.ts). Nothing is preselected: a time or a reason is the staff's choice,
// and the browser asks for one before the form goes. No JavaScript needed.
import type { ComponentProps, ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { NOTE_MAX } from '../server/answer';
import { DECLINE_REASONS } from '../rules/lifecycle-rules';
import { bookingTranslator } from '../rules/translate';
import { RadioChoices } from './radio-choices';

/** Each surface's own classes: the site's and the desk's styles differ, the fields do not. */
export interface AnswerFormLook {
  heading: string;
  legend: string;
  input: string;
  button: string;
  secondaryButton: string;
  /** One choice of the free times, drawn as a chip. */
  chip: string;
  /** What cannot be taken back (a decline): red; without it, the primary button. */
  destructiveButton?: string;
  /**
   * The proposal's date field as a surface writes dates (the desk: a text field, day first);
   * without it, the browser's date input.
   */
  dateInput?: {
    attributes: Omit<ComponentProps<'input'>, 'name' | 'defaultValue' | 'className'>;
    value: (date: string) => string;
  };
}

/** Where an answer goes: a URL (a plain form post) or a server action, with its hidden fields. */
export interface AnswerTarget {
  action: string | ((form: FormData) => Promise<void>);
  fields: Record<string, string>;
}

/** One answer's form: its hidden fields, `op`, any fields given, and the submit button. */
export function AnswerForm({
  target,
  op,
  label,
  secondary,
  destructive,
  look,
  children,
}: {
  target: AnswerTarget;
  op: string;
  label: string;
  secondary?: boolean;
  /** A decline: drawn as destructive (red) where the surface has that look. */
  destructive?: boolean;
  look: AnswerFormLook;
  children?: ReactNode;
}) {
  const { action } = target;
  return (
    <form
      {...(typeof action === 'string' ? { method: 'post', action } : { action })}
      className="grid gap-4"
      data-op={op}
    >
      {Object.entries(target.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="op" value={op} />
      {children}
      <div>
        <button
          type="submit"
          className={
            secondary
              ? look.secondaryButton
              : destructive && look.destructiveButton
                ? look.destructiveButton
                : look.button
          }
        >
          {label}
        </button>
      </div>
    </form>
  );
}

/**
 * Another time: a date (a GET of the page, which only shows that day's free times) and the free
 * starts of that date to choose from.
 */
export function ProposeForm({
  locale,
  target,
  proposal,
  datePage,
  look,
}: {
  locale: Locale;
  target: AnswerTarget;
  proposal: { date: string; times: string[] };
  /** The page the date form asks again (its own address). */
  datePage: string;
  look: AnswerFormLook;
}) {
  const t = bookingTranslator(locale, 'bookingLifecycle');
  return (
    <div className="grid gap-6" data-propose>
      <h2 className={look.heading}>{t('page.proposeTitle')}</h2>
      <form
        method="get"
        action={datePage}
        className="flex flex-wrap items-end gap-3"
        data-propose-date
      >
        <label className="grid">
          <span className={look.legend}>{t('page.proposeDate')}</span>
          <input
            type="date"
            name="date"
            required
            {...look.dateInput?.attributes}
            defaultValue={look.dateInput ? look.dateInput.value(proposal.date) : proposal.date}
            className={look.input}
          />
        </label>
        <button type="submit" className={look.secondaryButton}>
          {t('page.proposeShow')}
        </button>
      </form>
      {proposal.times.length ? (
        <AnswerForm
          target={{ ...target, fields: { ...target.fields, date: proposal.date } }}
          op="propose"
          label={t('page.propose')}
          look={look}
        >
          <RadioChoices
            legend={t('page.freeTimes')}
            name="time"
            choices={proposal.times.map((time) => ({ value: time, label: time }))}
            legendClassName={look.legend}
            listClassName="flex flex-wrap gap-2"
            choiceClassName={look.chip}
          />
        </AnswerForm>
      ) : (
        <p data-no-times>{t('page.proposeNone')}</p>
      )}
    </div>
  );
}

/** The reason (one of the lifecycle's) and an optional note for the parent. */
function DeclineFields({ locale, look }: { locale: Locale; look: AnswerFormLook }) {
  const t = bookingTranslator(locale, 'bookingLifecycle');
  return (
    <>
      <RadioChoices
        legend={t('page.declineReason')}
        name="reason"
        choices={DECLINE_REASONS.map((reason) => ({
          value: reason,
          label: t(`reasons.${reason}`),
        }))}
        legendClassName={look.legend}
        listClassName="grid gap-2"
      />
      <label className="grid">
        <span className={look.legend}>{t('page.declineNote')}</span>
        <textarea name="note" rows={3} maxLength={NOTE_MAX} className={look.input} />
      </label>
    </>
  );
}

/** Declines one request, or (`children`: the requests' checkboxes) each one ticked. */
export function DeclineForm({
  locale,
  target,
  look,
  label,
  secondary,
  children,
}: {
  locale: Locale;
  target: AnswerTarget;
  look: AnswerFormLook;
  label?: string;
  secondary?: boolean;
  children?: ReactNode;
}) {
  const t = bookingTranslator(locale, 'bookingLifecycle');
  return (
    <AnswerForm
      target={target}
      op="decline"
      label={label ?? t('page.decline')}
      secondary={secondary}
      destructive
      look={look}
    >
      {children}
      <DeclineFields locale={locale} look={look} />
    </AnswerForm>
  );
}
