// Requests waiting for an answer (src/staff/loaders/waiting.ts), oldest first: a checkbox on each
// and one decline form below declines those ticked, each with its own audit row and mail.
import type { Locale } from '@/content/types';
import { allowedActions } from '@/booking/rules/lifecycle-rules';
import { DeclineForm } from '@/booking/ui/answer-forms';
import { confirmFromListAction, declineManyAction } from '../actions';
import type { Waiting } from '../loaders/waiting';
import type { StaffTranslate } from '../translate';
import { deskAnswerLook } from './desk-answer-look';
import { WaitingRow } from './waiting-row';

export function WaitingList({
  waiting,
  lang,
  t,
}: {
  waiting: Waiting;
  lang: Locale;
  t: StaffTranslate;
}) {
  const { rows } = waiting;
  if (rows.length === 0) return <p>{t('waiting.empty')}</p>;
  const now = new Date();
  return (
    <>
      {/*
       * Each row's Confirm submits a form of its own (the button's `form`), outside the decline
       * form: inside it, Confirm would be that form's default button, and Enter on a ticked
       * checkbox or a reason would confirm the first request.
       */}
      {rows
        .filter((row) => allowedActions(row, 'staff').includes('confirm'))
        .map((row) => (
          <form
            key={row.id}
            id={`confirm-${row.id}`}
            action={confirmFromListAction.bind(null, row.id)}
            hidden
          />
        ))}
      <DeclineForm
        locale={lang}
        target={{ action: declineManyAction, fields: {} }}
        look={deskAnswerLook}
        label={t('waiting.declineSelected')}
        secondary
      >
        <ol className="space-y-3" data-waiting>
          {rows.map((row) => (
            <WaitingRow key={row.id} row={row} waiting={waiting} now={now} lang={lang} t={t} />
          ))}
        </ol>
        <h2 className="mt-4 font-display text-lg font-bold">{t('waiting.declineTitle')}</h2>
        <p>{t('waiting.declineHint')}</p>
      </DeclineForm>
    </>
  );
}
