// The parts of the page the parent's signed links open (the ticket itself: manage-ticket.tsx): the
// buttons the link allows and the notice of what a button did. Every button is a form that POSTs
// to /api/booking-links (no JavaScript needed); the answer comes back with `?done=` or `?refused=`.
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { inputClass } from './field';
import { AnswerForm, type AnswerFormLook } from './answer-forms';

/** The site's look of the answer forms (./answer-forms.tsx) on the link pages. */
const linkAnswerLook: AnswerFormLook = {
  heading: 'font-display text-2xl font-extrabold text-ink',
  legend: 'font-bold text-ink',
  input: inputClass,
  button: 'btn btn-primary',
  secondaryButton: 'btn btn-secondary',
  chip: 'rounded-xl border-2 border-grey/50 px-3',
  destructiveButton:
    'inline-flex min-h-11 items-center rounded-full bg-red-700 px-6 py-3 font-bold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700',
};

/** One button of a link page: a POST of the link's token to /api/booking-links. */
export function ActionForm({
  token,
  locale,
  op,
  label,
  secondary,
  children,
}: {
  token: string;
  locale: Locale;
  op: string;
  label: string;
  secondary?: boolean;
  children?: ReactNode;
}) {
  return (
    <AnswerForm
      target={{ action: '/api/booking-links', fields: { token, locale } }}
      op={op}
      label={label}
      secondary={secondary}
      look={linkAnswerLook}
    >
      {children}
    </AnswerForm>
  );
}

/** What a signed link's answer said: done, or refused (and why). */
export type LinkPageNotice = { text: string; tone: 'ok' | 'refused' };

/** The notice at the top of a signed link's page, after an answer was posted. */
export function LinkNotice({ text, tone }: LinkPageNotice) {
  return (
    <p
      role="status"
      data-notice={tone}
      className={`mt-6 rounded-xl border-2 px-4 py-3 font-bold text-ink ${tone === 'ok' ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}
    >
      {text}
    </p>
  );
}
