// The venue's page for one request, opened by a signed link in the request's e-mail (Potvrdite,
// Predložite drugi termin, Odbijte): the request, its history and the one action of the link.
// Proposing shows the free times of the same room, or of any party hall (the availability
// service); the forms are the desk's too (answer-forms.tsx).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readLocale } from '@/components/page/locale';
import { bookingTranslator } from '@/booking/rules/translate';
import { ActionForm, LinkPageShell, linkAnswerLook } from '@/booking/ui/link-page';
import { DeclineForm, ProposeForm } from '@/booking/ui/answer-forms';
import { wallClock } from '@/booking/rules/availability';
import { allowedActions, holdEnd } from '@/booking/rules/lifecycle-rules';
import { getLifecycleSettings } from '@/booking/server/runtime';
import { linkPagePath, verifyLink } from '@/booking/server/link-access';
import { freeTimesFor, linkPageNotice, loadLinkedBooking } from '@/booking/server/link-page-data';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { isCalendarDate } from '@/lib/calendar-date';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

const DONE = ['confirmed', 'proposed', 'declined'];
const REFUSED = ['not-allowed', 'slot-taken', 'bad-slot', 'bad-date', 'no-reason', 'not-found'];

export default async function BookingRequestPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const { token } = await params;
  const rawToken = decodeURIComponent(token);
  const claims = verifyLink(rawToken, 'staff');
  if (!claims) notFound();
  const linked = await loadLinkedBooking(claims.bookingId);
  if (!linked) notFound();
  const { booking, events, games } = linked;
  const query = await searchParams;
  const t = bookingTranslator(locale, 'bookingLifecycle');
  const settings = getLifecycleSettings();
  const actions = allowedActions(booking, 'staff');
  const action = claims.action;
  // A date typed into the address that does not exist is said, and the request's own date shown.
  const badDate = query.date !== undefined && !isCalendarDate(query.date);
  const notice =
    linkPageNotice(query, booking.status, t, { done: DONE, refused: REFUSED }) ??
    (badDate ? { text: t('page.refused.bad-date'), tone: 'refused' as const } : undefined);

  let proposal: { date: string; times: string[] } | undefined;
  if (action === 'propose' && actions.includes('propose')) {
    const asked = isCalendarDate(query.date)
      ? query.date
      : wallClock(booking.startsAt, VENUE_TIME_ZONE)[0];
    proposal = { date: asked, times: await freeTimesFor(booking, asked) };
  }
  const target = { action: '/api/booking-links', fields: { token: rawToken, locale } };
  return (
    <>
      <title>{`${t('page.staffTitle', { reference: booking.reference })} | Cluville`}</title>
      <LinkPageShell
        locale={locale}
        title={t('page.staffTitle', { reference: booking.reference })}
        booking={booking}
        games={games}
        reader="venue"
        holdEnd={holdEnd(booking, settings.holdTtlMs)}
        notice={notice}
        events={events}
      >
        {action === 'confirm' && actions.includes('confirm') && (
          <ActionForm token={rawToken} locale={locale} op="confirm" label={t('page.confirm')} />
        )}
        {proposal && (
          <ProposeForm
            locale={locale}
            target={target}
            proposal={proposal}
            datePage={linkPagePath(locale, 'staff', rawToken)}
            look={linkAnswerLook}
          />
        )}
        {action === 'decline' && actions.includes('decline') && (
          <DeclineForm locale={locale} target={target} look={linkAnswerLook} />
        )}
      </LinkPageShell>
    </>
  );
}
