// The venue's page for one request, opened by a signed link in the request's e-mail (Potvrdite,
// Predložite drugi termin, Odbijte): the request, its history and the one action of the link.
// Proposing shows the free times of the same room or hall (the availability service).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readLocale } from '@/components/page/locale';
import { bookingTranslator } from '@/booking/translate';
import {
  ActionForm,
  HiddenFields,
  inputClass,
  LinkPageShell,
} from '@/booking/components/link-page';
import { wallClock } from '@/booking/availability';
import { allowedActions, DECLINE_REASONS, holdEnd } from '@/booking/lifecycle';
import { getLifecycleSettings } from '@/booking/lifecycle-config';
import { verifyLink } from '@/booking/link-access';
import { freeTimesFor, linkPageNotice, loadLinkedBooking } from '@/booking/link-page-data';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { RadioChoices } from '@/booking/components/radio-choices';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

const DONE = ['confirmed', 'proposed', 'declined'];
const REFUSED = ['not-allowed', 'slot-taken', 'bad-slot', 'not-found'];

export default async function BookingRequestPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const { token } = await params;
  const rawToken = decodeURIComponent(token);
  const claims = verifyLink(rawToken, 'staff');
  if (!claims) notFound();
  const linked = await loadLinkedBooking(claims.bookingId);
  if (!linked) notFound();
  const { booking, events } = linked;
  const query = await searchParams;
  const t = bookingTranslator(locale, 'bookingLifecycle');
  const settings = getLifecycleSettings();
  const notice = linkPageNotice(query, booking.status, t, { done: DONE, refused: REFUSED });
  const actions = allowedActions(booking.status, 'staff');
  const action = claims.action;

  let proposal: { date: string; times: string[] } | undefined;
  if (action === 'propose' && actions.includes('propose')) {
    const asked =
      typeof query.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(query.date)
        ? query.date
        : wallClock(booking.startsAt, VENUE_TIME_ZONE)[0];
    proposal = { date: asked, times: await freeTimesFor(booking, asked) };
  }
  return (
    <>
      <title>{`${t('page.staffTitle', { reference: booking.reference })} | Cluville`}</title>
      <LinkPageShell
        locale={locale}
        title={t('page.staffTitle', { reference: booking.reference })}
        booking={booking}
        holdEnd={holdEnd(booking, settings.holdTtlMs)}
        notice={notice}
        events={events}
      >
        {action === 'confirm' && actions.includes('confirm') && (
          <ActionForm token={rawToken} locale={locale} op="confirm" label={t('page.confirm')} />
        )}
        {proposal && (
          <div className="grid gap-6">
            <h2 className="font-display text-2xl font-extrabold text-ink">
              {t('page.proposeTitle')}
            </h2>
            {/* A GET to this page: it only shows another day's free times. */}
            <form method="get" className="flex flex-wrap items-end gap-3" data-propose-date>
              <label className="grid">
                <span className="font-bold text-ink">{t('page.proposeDate')}</span>
                <input
                  type="date"
                  name="date"
                  defaultValue={proposal.date}
                  required
                  className={inputClass}
                />
              </label>
              <button type="submit" className="btn btn-secondary">
                {t('page.proposeShow')}
              </button>
            </form>
            {proposal.times.length ? (
              <form
                method="post"
                action="/api/booking-links"
                className="grid gap-4"
                data-op="propose"
              >
                <HiddenFields token={rawToken} locale={locale} op="propose" />
                <input type="hidden" name="date" value={proposal.date} />
                <RadioChoices
                  legend={t('page.freeTimes')}
                  name="time"
                  choices={proposal.times.map((time) => ({ value: time, label: time }))}
                  legendClassName="font-bold text-ink"
                  listClassName="flex flex-wrap gap-2"
                  choiceClassName="rounded-xl border-2 border-grey/50 px-3"
                />
                <div>
                  <button type="submit" className="btn btn-primary">
                    {t('page.propose')}
                  </button>
                </div>
              </form>
            ) : (
              <p data-no-times>{t('page.proposeNone')}</p>
            )}
          </div>
        )}
        {action === 'decline' && actions.includes('decline') && (
          <ActionForm token={rawToken} locale={locale} op="decline" label={t('page.decline')}>
            <RadioChoices
              legend={t('page.declineReason')}
              name="reason"
              choices={DECLINE_REASONS.map((reason) => ({
                value: reason,
                label: t(`reasons.${reason}`),
              }))}
              legendClassName="font-bold text-ink"
              listClassName="grid gap-2"
            />
            <label className="grid">
              <span className="font-bold text-ink">{t('page.declineNote')}</span>
              <textarea name="note" rows={3} maxLength={1000} className={inputClass} />
            </label>
          </ActionForm>
        )}
      </LinkPageShell>
    </>
  );
}
