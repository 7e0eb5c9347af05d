// "Izmijenite proslavu" / "Change the party" on the parent's manage page: the change form
// (./party-change-form.client.tsx) until BOOKING_CHANGE_CUTOFF before the start, and after it the
// plain word that changes go through the venue's phone. A change that came back refused says why
// here, beside the form, which keeps what was typed.
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import { formatCents, formatDate } from '@/lib/format';
import type { BookingExtra, PricedPackage } from '../rules/pricing';
import { extrasStrings } from './extras-choices';
import { bookingTranslator } from '../rules/translate';
import { LinkNotice, type LinkPageNotice } from './link-page';
import { PartyChangeForm } from './party-change-form.client';

export function PartyChangeSection({
  locale,
  token,
  booking,
  pkg,
  extras = [],
  deadline,
  open,
  venuePhone,
  values,
  previewed,
  notice,
  prefilledFrom,
}: {
  locale: Locale;
  token: string;
  booking: BookingRow;
  pkg?: PricedPackage;
  /** The extras the party may take, named in the page's language (the change form's). */
  extras?: BookingExtra[];
  deadline: Date;
  /** Before the deadline (and a party holding its time). */
  open: boolean;
  venuePhone: string;
  values: { children: string; cake: 'yes' | 'no'; extras: string };
  previewed: boolean;
  notice?: LinkPageNotice;
  /** The guests' answers filled the count in: how many are coming. */
  prefilledFrom?: number;
}) {
  const t = bookingTranslator(locale, 'bookingLifecycle.change');
  const f = bookingTranslator(locale, 'booking.fields');
  const when = formatDate(deadline, locale, 'deadline');
  return (
    <section
      id="change"
      aria-labelledby="change-title"
      className="scroll-mt-28 rounded-[var(--radius-card)] bg-white p-5 text-ink shadow-[var(--shadow-soft)] md:p-7"
      data-change-panel
      data-change-open={open ? 'true' : 'false'}
    >
      <h2 id="change-title" className="font-display text-2xl font-extrabold">
        {t('title')}
      </h2>
      {notice && <LinkNotice {...notice} />}
      {open && pkg ? (
        <>
          <p className="mt-2">{t(extras.length ? 'intro' : 'introNoExtras', { deadline: when })}</p>
          {prefilledFrom !== undefined && (
            <p className="mt-2 font-bold" data-change-prefilled>
              {t('prefilled', { coming: prefilledFrom })}
            </p>
          )}
          <div className="mt-4">
            <PartyChangeForm
              token={token}
              locale={locale}
              booking={{
                children: booking.children,
                withCake: booking.withCake,
                price: booking.price,
              }}
              pkg={pkg}
              extras={extras}
              extrasStrings={extrasStrings(extras, f, (cents) => formatCents(cents, locale))}
              values={values}
              previewed={previewed}
              strings={{
                children: t('children'),
                childrenHint: t('childrenHint'),
                cake: t('cake'),
                withCake: f('withCake'),
                withoutCake: f('withoutCake'),
                current: t('current'),
                newPrice: t('newPrice'),
                preview: t('preview'),
                send: t('send'),
                sendHint: t('sendHint'),
              }}
            />
          </div>
        </>
      ) : (
        <p className="mt-2" data-change-closed>
          {t('closed', { deadline: when, phone: venuePhone })}
        </p>
      )}
    </section>
  );
}
