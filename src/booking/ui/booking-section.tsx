// The booking part of the book-now page: a choice between the two forms (two cards, plain links
// marked `aria-current` on the chosen one, so it works without JavaScript; each with its "from"
// price computed from the content) and the chosen form, prefilled from the link that opened it.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/content/types';
import type { BookingContext } from '../rules/rules-context';
import type { BookingForm as FormKind } from '../rules/fields';
import { BookingForm } from './booking-form.client';
import { fromPrices } from '../rules/from-prices';
import { listRooms } from '@/content';
import { formatPrice } from '@/lib/format';

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
  const prices = fromPrices(context.packages, await listRooms(locale).catch(() => []));
  return (
    <section
      aria-labelledby="booking-form-title"
      className="bg-brand-tint/40 py-12 md:py-16"
      data-booking
    >
      <div className="container-page">
        <nav aria-labelledby="booking-chooser-label" className="mb-10" data-chooser>
          <p id="booking-chooser-label" className="mb-3 font-bold text-ink">
            {t('chooser.label')}
          </p>
          <ul className="grid max-w-2xl grid-cols-2 gap-3 md:gap-4">
            {tabs.map((tab) => {
              const chosen = tab === query.form;
              const from = prices[tab];
              return (
                <li key={tab} className="flex">
                  <Link
                    href={{ pathname: '/book-now', query: { form: tab } }}
                    aria-current={chosen ? 'page' : undefined}
                    scroll={false}
                    className={`relative flex w-full flex-col items-start gap-2 rounded-[var(--radius-card)] border-2 p-4 text-ink no-underline transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink md:flex-row md:items-center md:gap-4 md:p-5 ${
                      chosen
                        ? 'border-ink bg-white shadow-md'
                        : 'border-grey/50 bg-white/60 hover:border-ink'
                    }`}
                    data-form-choice={tab}
                  >
                    <ChoiceIcon kind={tab} />
                    <span className="flex flex-col">
                      <span className="text-lg font-bold leading-tight">{t(`chooser.${tab}`)}</span>
                      {from !== null && (
                        <span className="mt-1 text-sm" data-from-price>
                          {t('chooser.from', { price: formatPrice(from / 100, locale) })}
                        </span>
                      )}
                    </span>
                    <span
                      aria-hidden="true"
                      className={`absolute right-3 top-3 grid size-6 place-items-center rounded-full border-2 text-xs font-bold ${
                        chosen ? 'border-ink bg-ink text-white' : 'border-grey/60 bg-white'
                      }`}
                    >
                      {chosen ? '✓' : ''}
                    </span>
                  </Link>
                </li>
              );
            })}
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

/** The chooser's pictures: a cake for a birthday, a key for an escape room. */
function ChoiceIcon({ kind }: { kind: FormKind }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-9 shrink-0 text-ink"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {kind === 'birthday' ? (
        <>
          <path d="M4 21h16M5 21v-7a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v7" />
          <path d="M5 16c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 5 0" />
          <path d="M12 12V8M12 5.5c.8-.8.8-1.7 0-2.5-.8.8-.8 1.7 0 2.5z" />
        </>
      ) : (
        <>
          <circle cx="8" cy="15" r="4" />
          <path d="M11 12l8-8M16 7l2 2M14 9l2 2" />
        </>
      )}
    </svg>
  );
}
