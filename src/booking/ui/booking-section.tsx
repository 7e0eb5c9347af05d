// The booking part of the book-now page: a choice between the two forms (plain links, so it
// works without JavaScript) and the chosen form, prefilled from the link that opened the page.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/content/types';
import type { BookingContext } from '../rules/rules-context';
import type { BookingForm as FormKind } from '../rules/schema';
import { BookingForm } from './booking-form.client';

export interface BookingRequestQuery {
  form: FormKind;
  room?: string;
  package?: string;
}

/** `?form=room&room=<slug>` / `?form=birthday&package=<slug>`; anything else means the birthday form. */
export function readBookingQuery(
  params: Record<string, string | string[] | undefined>,
): BookingRequestQuery {
  const one = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.slice(0, 100);
  const form = one(params.form) === 'room' ? 'room' : 'birthday';
  return { form, room: one(params.room), package: one(params.package) };
}

export async function BookingSection({
  locale,
  query,
  context,
}: {
  locale: Locale;
  query: BookingRequestQuery;
  context: BookingContext;
}) {
  const t = await getTranslations({ locale, namespace: 'bookingPage' });
  const initial: Record<string, string> = {};
  if (query.form === 'room' && query.room && context.rooms.some((room) => room.slug === query.room))
    initial.room = query.room;
  if (
    query.form === 'birthday' &&
    query.package &&
    context.packages.some((item) => item.slug === query.package)
  )
    initial.package = query.package;

  const tabs: FormKind[] = ['birthday', 'room'];
  return (
    <section
      aria-labelledby="booking-form-title"
      className="bg-brand-tint/40 py-12 md:py-16"
      data-booking
    >
      <div className="container-page">
        <nav aria-label={t('chooser.label')} className="mb-8">
          <p className="mb-3 font-bold text-ink">{t('chooser.label')}</p>
          <ul className="flex flex-wrap gap-3">
            {tabs.map((tab) => (
              <li key={tab}>
                <Link
                  href={{ pathname: '/book-now', query: { form: tab } }}
                  aria-current={tab === query.form ? 'page' : undefined}
                  scroll={false}
                  className={`btn ${tab === query.form ? 'btn-primary' : 'btn-secondary'}`}
                  data-form-choice={tab}
                >
                  {t(`chooser.${tab}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h2 id="booking-form-title" className="text-3xl md:text-4xl">
          {t(`${query.form}.title`)}
        </h2>
        <p className="mb-8 mt-2 max-w-2xl text-lg">{t(`${query.form}.intro`)}</p>
        {(query.form === 'birthday' ? context.packages : context.rooms).length ? (
          <BookingForm
            key={`${query.form}:${initial.room ?? ''}:${initial.package ?? ''}`}
            form={query.form}
            context={context}
            initial={initial}
          />
        ) : (
          // Without packages or rooms from the CMS the form cannot be filled in: say how else to book.
          <p
            className="rounded-[var(--radius-card)] bg-white p-6 text-lg font-bold"
            data-booking-empty
          >
            {context.venuePhone && context.venueEmail
              ? t('empty', { phone: context.venuePhone, email: context.venueEmail })
              : t('emptyNoContact')}
          </p>
        )}
      </div>
    </section>
  );
}
