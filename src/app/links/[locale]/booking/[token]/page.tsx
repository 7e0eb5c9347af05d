// The parent's booking page, opened by the signed links in their e-mails: the booking as a ticket
// (src/booking/ui/manage-ticket.tsx). The acknowledgement's link (`verify`) offers the one button
// that confirms the request, and once it is confirmed goes on to the manage page; the manage link
// accepts or declines a proposed time and cancels until BOOKING_CANCEL_CUTOFF before the start.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { readLocale } from '@/components/page/locale';
import { bookingTranslator } from '@/booking/rules/translate';
import { ActionForm } from '@/booking/ui/link-page';
import { ManageTicket } from '@/booking/ui/manage-ticket';
import { HOLDING_STATUSES } from '@/booking/rules/status';
import { allowedActions, cancelDeadline, holdEnd } from '@/booking/rules/lifecycle-rules';
import { getLifecycleSettings, loadBookingContext } from '@/booking/server/runtime';
import { formatDate } from '@/lib/format';
import { linkPagePath, verifyLink } from '@/booking/server/link-access';
import {
  linkPageNotice,
  loadLinkedBooking,
  manageLinkOf,
  venuePhone,
} from '@/booking/server/link-page-data';
import { getInvitations } from '@/booking/invitations/runtime';
import { readDraft } from '@/booking/invitations/page-data';
import { HostPanel } from '@/booking/invitations/ui/host-panel';
import { PartyChangeSection } from '@/booking/ui/party-change';
import {
  bookedExtras,
  CHANGEABLE_STATUSES,
  changeAllowed,
  changeDeadline,
  DEFAULT_CHANGE_CUTOFF_MS,
} from '@/booking/rules/parent-change';
import {
  changeExtrasWords,
  changeFitWords,
  changeFormState,
} from '@/booking/server/link-page-data';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function ManageBookingPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const { token } = await params;
  const rawToken = decodeURIComponent(token);
  const claims = verifyLink(rawToken);
  if (!claims) notFound();
  const linked = await loadLinkedBooking(claims.bookingId);
  if (!linked) notFound();
  const { booking, games } = linked;
  // The acknowledgement's link, once the request is confirmed (or has ended): the manage page.
  if (claims.action === 'verify' && booking.status !== 'unverified')
    redirect(linkPagePath(locale, manageLinkOf(booking)));
  const query = await searchParams;
  const t = bookingTranslator(locale, 'bookingLifecycle');
  const settings = getLifecycleSettings();
  const notice = linkPageNotice(query, booking.status, t, {
    done: ['verified', 'accepted', 'declined', 'cancelled', 'changed'],
    refused: ['not-allowed', 'slot-taken', 'after-cutoff', 'not-found'],
  });
  const actions = claims.action === 'manage' ? allowedActions(booking, 'parent') : [];
  const deadline = cancelDeadline(booking, settings.cancelCutoffMs);
  // The cut-off is for confirmed bookings; a request not yet answered can always be withdrawn.
  const canCancel =
    actions.includes('cancel') && (booking.status !== 'confirmed' || new Date() < deadline);
  const context = await loadBookingContext(locale);
  const changeCutoff = settings.changeCutoffMs ?? DEFAULT_CHANGE_CUTOFF_MS;
  // A party's package and extras as its language names them (their keys), the extras shown in the
  // page's language.
  const partyContext =
    booking.form === 'birthday' ? await loadBookingContext(booking.locale) : undefined;
  const changeExtras = bookedExtras(booking, partyContext?.extras ?? []).map((extra) => ({
    ...extra,
    name: extra.names?.[locale] || extra.name,
  }));
  // A calendar entry once the request is confirmed, while it holds its time.
  const holding =
    booking.status !== 'unverified' &&
    (HOLDING_STATUSES as readonly string[]).includes(booking.status);
  return (
    <>
      <title>{`${t('page.title', { reference: booking.reference })} | Cluville`}</title>
      <ManageTicket
        locale={locale}
        title={t('page.title', { reference: booking.reference })}
        booking={booking}
        games={games}
        holdEnd={holdEnd(booking, settings.holdTtlMs)}
        verify={{ withinMs: settings.verifyWithinMs, here: claims.action === 'verify' }}
        venue={{ address: context.venueAddress, phone: context.venuePhone }}
        calendarHref={holding ? `/api/booking-calendar/${encodeURIComponent(rawToken)}` : undefined}
        notice={notice}
      >
        {claims.action === 'verify' && (
          <ActionForm token={rawToken} locale={locale} op="verify" label={t('page.verify')} />
        )}
        {actions.includes('accept') && (
          <ActionForm token={rawToken} locale={locale} op="accept" label={t('page.accept')} />
        )}
        {actions.includes('decline') && (
          <ActionForm
            token={rawToken}
            locale={locale}
            op="reject"
            label={t('page.rejectProposal')}
            secondary
          />
        )}
        {/* A confirmed booking is cancelled (until the cut-off); an open request withdrawn. */}
        {canCancel && (
          <ActionForm
            token={rawToken}
            locale={locale}
            op="cancel"
            label={booking.status === 'confirmed' ? t('page.cancel') : t('page.withdraw')}
            secondary
          >
            {booking.status === 'confirmed' && (
              <p>{t('page.cutoffHint', { deadline: formatDate(deadline, locale, 'deadline') })}</p>
            )}
          </ActionForm>
        )}
        {actions.includes('cancel') && !canCancel && (
          <p data-cutoff>{t('page.cancelAfterCutoff', { phone: await venuePhone() })}</p>
        )}
        {/* A party's children, cake and extras, changed by the parent until BOOKING_CHANGE_CUTOFF. */}
        {claims.action === 'manage' &&
          booking.form === 'birthday' &&
          (CHANGEABLE_STATUSES as readonly string[]).includes(booking.status) && (
            <PartyChangeSection
              locale={locale}
              token={rawToken}
              booking={booking}
              pkg={partyContext?.packages.find((item) => item.slug === booking.packageSlug)}
              extras={changeExtras}
              deadline={changeDeadline(booking, changeCutoff)}
              open={changeAllowed(booking, new Date(), changeCutoff) === 'ok'}
              venuePhone={context.venuePhone}
              {...changeFormState(
                query,
                booking,
                t,
                await changeFitWords(query, booking, games ?? [], locale),
                changeExtrasWords(query, changeExtras, locale),
              )}
            />
          )}
        {/* A party's invitations and the guests' answers (src/booking/invitations/). */}
        {claims.action === 'manage' && booking.form === 'birthday' && (
          <HostPanel
            locale={locale}
            manageToken={rawToken}
            booking={booking}
            view={await getInvitations().hostView(booking)}
            siteUrl={settings.siteUrl}
            venuePhone={context.venuePhone}
            done={typeof query.invitation === 'string' ? query.invitation : undefined}
            draft={await readDraft(query, 'create', locale)}
            changePath={
              changeAllowed(booking, new Date(), changeCutoff) === 'ok'
                ? linkPagePath(locale, rawToken)
                : undefined
            }
          />
        )}
      </ManageTicket>
    </>
  );
}
