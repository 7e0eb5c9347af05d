// A party's guests on the staff desk (the booking's page and the day sheet): the counts, each
// child coming or not, an allergy or food note marked with a sign and a word so a glance finds it,
// and a notice when more are coming than booked. In the desk's language.
import type { Locale } from '@/i18n/routing';
import { bookingTranslator } from '../../rules/translate';
import type { GuestAnswer } from '../repository';
import { countAnswers } from '../rules';
import { AnswersList } from './answers-list';

export function DeskGuests({
  answers,
  booked,
  lang,
  compact,
  heading,
}: {
  answers: readonly GuestAnswer[];
  booked: number | null;
  lang: Locale;
  compact?: boolean;
  /** The section's heading on the booking page; the day sheet's card has none. */
  heading?: boolean;
}) {
  const t = bookingTranslator(lang, 'invitations.desk');
  const { coming, notComing } = countAnswers(answers);
  const list = (
    <>
      {booked !== null && coming > booked && (
        <p className="mt-1 inline-block rounded bg-ink px-1 font-bold text-white" data-over-booked>
          <span aria-hidden="true">⚠ </span>
          {t('overBooked', { coming, booked })}
        </p>
      )}
      <AnswersList
        answers={answers}
        compact={compact}
        strings={{
          counts: `${t('title')}: ${t('counts', { coming, notComing })}`,
          none: t('none'),
          coming: t('coming'),
          notComing: t('notComing'),
          allergy: t('allergy'),
          phone: compact ? undefined : t('phone'),
        }}
      />
    </>
  );
  if (!heading)
    return (
      <div className="mt-1" data-desk-guests>
        {list}
      </div>
    );
  return (
    <section aria-labelledby="booking-guests" className="mt-6" data-desk-guests>
      <h2 id="booking-guests" className="font-display text-xl font-bold">
        {t('title')}
      </h2>
      <div className="mt-2 rounded-xl bg-white p-4">{list}</div>
    </section>
  );
}
