// The confirmation page the browser opens right after sending a booking request or a team-building
// enquiry (with JavaScript the form goes here, without it the post is redirected here, 303). Its
// address is a signed `receipt` link (src/booking/rules/links.ts): the proxy answers a made-up or
// changed one with the site's 404 before this renders. The request as a ticket, "Add to calendar"
// (tentative until the venue confirms), the venue's phone, what happens next and the manage link.
// It acts on nothing.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readLocale } from '@/components/page/locale';
import { bookingTranslator } from '@/booking/rules/translate';
import { ManageTicket } from '@/booking/ui/manage-ticket';
import { HOLDING_STATUSES } from '@/booking/rules/status';
import { holdEnd, withinOf } from '@/booking/rules/lifecycle-rules';
import { getLifecycleSettings, loadBookingContext } from '@/booking/server/runtime';
import { linkPagePath, verifyLink } from '@/booking/server/link-access';
import { loadLinkedBooking, manageLinkOf } from '@/booking/server/link-page-data';

type Props = { params: Promise<{ locale: string; token: string }> };

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function RequestSentPage({ params }: Props) {
  const locale = await readLocale(params);
  const { token } = await params;
  const rawToken = decodeURIComponent(token);
  const claims = verifyLink(rawToken);
  if (!claims || claims.action !== 'receipt') notFound();
  const linked = await loadLinkedBooking(claims.bookingId);
  if (!linked) notFound();
  const { booking, games } = linked;
  const t = bookingTranslator(locale, 'bookingLifecycle');
  const settings = getLifecycleSettings();
  const context = await loadBookingContext(locale);
  const team = booking.form === 'team';
  const holding = (HOLDING_STATUSES as readonly string[]).includes(booking.status);
  const unverified = booking.status === 'unverified';
  const title = team ? t('receipt.titleTeam') : t('receipt.title');
  return (
    <>
      <title>{`${title} | Cluville`}</title>
      <ManageTicket
        locale={locale}
        title={title}
        booking={booking}
        games={games}
        holdEnd={team ? undefined : holdEnd(booking, settings.holdTtlMs)}
        verify={{ withinMs: settings.verifyWithinMs, here: false }}
        venue={{ address: context.venueAddress, phone: context.venuePhone }}
        calendarHref={
          holding && !team ? `/api/booking-calendar/${encodeURIComponent(rawToken)}` : undefined
        }
      >
        <section aria-labelledby="request-sent-next" data-receipt-next>
          <h2 id="request-sent-next" className="font-display text-2xl font-extrabold text-ink">
            {t('receipt.nextTitle')}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-6 text-lg">
            {team ? (
              <li>{t('receipt.nextTeam', { email: booking.email })}</li>
            ) : (
              <>
                {unverified && (
                  <li>
                    {t('receipt.nextVerify', {
                      within: t('within', withinOf(settings.verifyWithinMs)),
                    })}
                  </li>
                )}
                <li>{t('receipt.nextAnswer')}</li>
              </>
            )}
          </ol>
        </section>
        {!team && holding && (
          <p data-manage-link>
            <a
              href={linkPagePath(locale, manageLinkOf(booking))}
              className="font-bold text-brand-text underline underline-offset-4"
            >
              {t('receipt.manage')}
            </a>
            <span className="block text-sm">{t('receipt.manageHint')}</span>
          </p>
        )}
      </ManageTicket>
    </>
  );
}
