/* eslint-disable @next/next/no-html-link-for-pages -- the desk is not localized and works without JavaScript: plain links */
import { getDatabase } from '@/lib/db/client';
import type { PriceBreakdown } from '@/booking/pricing';
import { bookingById } from '@/staff/desk-repository';
import { venueDate, venueTime } from '@/staff/desk';
import { deskLang, requireStaff } from '@/staff/server';
import { staffTranslator } from '@/staff/translate';
import { DeskShell, STATUS_STYLE } from '@/staff/components/desk-shell';
import { deskMetadata, param, type SearchParams } from '@/staff/page-helpers';

export const generateMetadata = () => deskMetadata('booking.pageTitle');

const money = (cents: number, lang: string) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'sr-Latn-ME', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);

/** One booking: everything the parent sent, the price, and (with the lifecycle) the answers. */
export default async function BookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: SearchParams;
}) {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const { id } = await params;
  const booking = /^\d{1,9}$/.test(id)
    ? await bookingById((await getDatabase()).db, Number(id))
    : undefined;
  if (!booking) {
    return (
      <DeskShell lang={lang} section="day" title={t('booking.notFound')}>
        <a href="/staff" className="underline">
          {t('nav.day')}
        </a>
      </DeskShell>
    );
  }
  const done = param(await searchParams, 'done');
  const price = booking.price as PriceBreakdown | null;
  const rows: [string, string][] = [
    [t('booking.status'), t(`status.${booking.status}`)],
    [
      t('booking.what'),
      booking.form === 'room' ? t('booking.formRoom') : t('booking.formBirthday'),
    ],
    ...(booking.form === 'room'
      ? ([
          [t('booking.room'), booking.roomTitle ?? booking.roomSlug ?? ''],
          [
            t('booking.players'),
            booking.players == null ? t('booking.none') : String(booking.players),
          ],
        ] as [string, string][])
      : ([
          [t('booking.package'), booking.packageName ?? booking.packageSlug ?? ''],
          [t('booking.cake'), booking.withCake ? t('booking.withCake') : t('booking.withoutCake')],
          [
            t('booking.children'),
            booking.children == null ? t('booking.none') : String(booking.children),
          ],
        ] as [string, string][])),
    [t('booking.resource'), booking.resource],
    [t('booking.date'), venueDate(booking.startsAt)],
    [t('booking.time'), `${venueTime(booking.startsAt)}–${venueTime(booking.endsAt)}`],
    [t('booking.name'), booking.name],
    [t('booking.email'), booking.email || t('booking.none')],
    [t('booking.phone'), booking.phone],
    [t('booking.message'), booking.message || t('booking.none')],
    [t('booking.language'), booking.locale === 'en' ? 'English' : 'Crnogorski'],
    [t('booking.createdAt'), `${venueDate(booking.createdAt)} ${venueTime(booking.createdAt)}`],
    [t('booking.price'), price ? money(price.totalCents, lang) : t('booking.noPrice')],
  ];
  return (
    <DeskShell
      lang={lang}
      section="day"
      title={t('booking.title', { reference: booking.reference })}
      notice={done === 'added' ? t('phone.added', { reference: booking.reference }) : undefined}
    >
      <dl
        className={`grid gap-x-6 gap-y-2 rounded-xl border-l-4 bg-white p-4 sm:grid-cols-[max-content_1fr] ${STATUS_STYLE[booking.status] ?? ''}`}
        data-status={booking.status}
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold">{label}</dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="booking-actions" className="mt-6" data-lifecycle-actions>
        <h2 id="booking-actions" className="font-display text-xl font-bold">
          {t('booking.actionsTitle')}
        </h2>
        {/*
          LIFECYCLE (issue 18): the confirm / propose another time / decline / cancel forms go here,
          each a server action calling the lifecycle's transition service with the staff member's
          address as the actor (requireStaff().email), and the audit trail below them.
        */}
        <p className="mt-2 text-grey">{t('booking.actionsPending')}</p>
      </section>
    </DeskShell>
  );
}
