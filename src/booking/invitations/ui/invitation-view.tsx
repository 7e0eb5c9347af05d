// A party's invitation page (both languages, a switch between them): the birthday child, the
// host's line, the date with start and end on the venue's clock, the address with a map link, what
// to bring, and the answer form (or, after BOOKING_CHANGE_CUTOFF, that answers are closed).
import type { Locale } from '@/i18n/routing';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import { MapLink } from '../../ui/map-link';
import { wallClock } from '../../rules/availability';
import { bookingTranslator } from '../../rules/translate';
import type { OpenInvitation } from '../service';
import { invitationPath } from '../paths';
import { AnswerForm } from './answer-form';
import type { WordedDraft } from './fields';

export function InvitationView({
  locale,
  token,
  opened,
  venueAddress,
  answered,
  draft,
}: {
  locale: Locale;
  token: string;
  opened: OpenInvitation;
  venueAddress?: string;
  /** Back from a saved answer. */
  answered: boolean;
  /** A refused answer, back with what was typed. */
  draft?: WordedDraft;
}) {
  const t = bookingTranslator(locale, 'invitations.page');
  const { invitation, booking, answer, closed, closesAt } = opened;
  const time = (at: Date) => wallClock(at, VENUE_TIME_ZONE)[1];
  const other: Locale = locale === 'me' ? 'en' : 'me';
  const names: Record<Locale, string> = { me: 'Crnogorski', en: 'English' };
  const card =
    'rounded-[var(--radius-card)] bg-white p-5 text-ink shadow-[var(--shadow-soft)] md:p-7';
  return (
    <section className="container-page max-w-2xl py-10 md:py-14" data-invitation-page>
      <nav aria-label={t('language')} className="flex justify-end">
        <a
          href={`${invitationPath(other, token)}?lang=${other}`}
          hrefLang={other === 'me' ? 'sr-ME' : 'en'}
          lang={other === 'me' ? 'sr-ME' : 'en'}
          className="inline-flex min-h-11 items-center rounded-full px-3 font-bold underline underline-offset-4"
          data-invitation-language={other}
        >
          {names[other]}
        </a>
      </nav>
      <h1 className="mt-2 font-display text-3xl font-extrabold text-ink md:text-4xl">
        {t('title', { child: invitation.childName })}
      </h1>
      <p className="mt-3 text-lg">{t('lead', { child: invitation.childName })}</p>
      {invitation.hostLine && (
        <blockquote
          className="mt-4 whitespace-pre-line border-l-4 border-brand pl-4 text-lg italic"
          data-host-line
        >
          {invitation.hostLine}
        </blockquote>
      )}
      <div className={`${card} mt-6 grid gap-5`}>
        <div data-when>
          <h2 className="font-display text-xl font-extrabold">{t('when')}</h2>
          <p className="mt-1">{formatDate(booking.startsAt, locale, 'fullDay')}</p>
          <p className="font-display text-3xl font-extrabold tabular-nums">
            {time(booking.startsAt)}–{time(booking.endsAt)}
          </p>
        </div>
        {venueAddress && (
          <div data-where>
            <h2 className="font-display text-xl font-extrabold">{t('where')}</h2>
            <p className="mt-1">Cluville, {venueAddress}</p>
            <MapLink address={venueAddress} touchTarget>
              {t('map')}
            </MapLink>
          </div>
        )}
        <div data-bring>
          <h2 className="font-display text-xl font-extrabold">{t('bring')}</h2>
          <p className="mt-1">{t('bringText')}</p>
        </div>
      </div>
      <div id="rsvp" className={`${card} mt-6 scroll-mt-28`} data-rsvp>
        <h2 className="font-display text-2xl font-extrabold">{t('rsvpTitle')}</h2>
        {answered && answer && (
          <p
            role="status"
            className="mt-4 rounded-xl border-2 border-green-700 bg-green-50 px-4 py-3 font-bold"
            data-answer-saved
          >
            {t('saved', { deadline: formatDate(closesAt, locale, { time: true }) })}
          </p>
        )}
        {answer && (
          <p className="mt-4" data-your-answer>
            {t('yourAnswer', {
              answer: `${answer.childName} — ${answer.coming ? t('yes') : t('no')}`,
            })}
          </p>
        )}
        {closed ? (
          <p className="mt-4 font-bold" data-answers-closed>
            {t('closed')}
          </p>
        ) : (
          <>
            <p className="mt-2">
              {t('rsvpIntro', { deadline: formatDate(closesAt, locale, { time: true }) })}
            </p>
            <AnswerForm
              draft={draft}
              token={token}
              locale={locale}
              initial={
                answer
                  ? {
                      childName: answer.childName,
                      coming: answer.coming ? 'yes' : 'no',
                      foodNote: answer.foodNote ?? '',
                      phone: answer.phone ?? '',
                    }
                  : {}
              }
              strings={{
                childName: t('childName'),
                coming: t('coming'),
                yes: t('yes'),
                no: t('no'),
                foodNote: t('foodNote'),
                foodNoteWho: t('foodNoteWho'),
                phone: t('phone'),
                phoneHint: t('phoneHint'),
                submit: answer ? t('change') : t('send'),
                errorSummary: t('errorSummary'),
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** The page of an invitation that is off, or whose party is over or gone. */
export function InvitationGone({ locale }: { locale: Locale }) {
  const t = bookingTranslator(locale, 'invitations.page');
  return (
    <section className="container-page max-w-2xl py-16" data-invitation-gone>
      <title>{`${t('goneTitle')} | Cluville`}</title>
      <h1 className="font-display text-3xl font-extrabold text-ink">{t('goneTitle')}</h1>
      <p className="mt-4 text-lg">{t('goneText')}</p>
    </section>
  );
}
