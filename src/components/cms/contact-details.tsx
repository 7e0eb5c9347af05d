import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Footer } from '@/content';
import { directionsHref, toTelHref } from '@/lib/format';
import { WorkingHoursList } from './working-hours';
import { LineIcon } from '@/components/ui/line-icon';

const icons = {
  call: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.6 3.6a1 1 0 0 1-.25 1z',
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5l3 2',
  visit: 'M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
};

/** Call, e-mail, address with directions and opening hours, from the site options' footer. */
export async function ContactDetails({
  footer,
  locale,
  lat,
  lng,
}: {
  footer: Footer | null;
  locale: Locale;
  lat?: number;
  lng?: number;
}) {
  if (!footer) return null;
  const t = await getTranslations({ locale, namespace: 'contact' });
  const directions = directionsHref(footer.address, lat, lng);
  const cards = [
    footer.phone && {
      key: 'call' as const,
      label: t('call'),
      value: footer.phone,
      href: toTelHref(footer.phone),
    },
    footer.email && {
      key: 'email' as const,
      label: t('email'),
      value: footer.email,
      href: `mailto:${footer.email}`,
    },
    footer.address && {
      key: 'visit' as const,
      label: t('visit'),
      value: footer.address,
      href: directions,
      cta: t('directions'),
    },
  ].filter((card) => !!card);

  return (
    <section aria-labelledby="contact-details" className="container-page py-8" data-contact-details>
      <h2 id="contact-details" className="sr-only">
        {t('heading')}
      </h2>
      {/* Two by two: each card has room for its content (the hours no longer wrap a day range). */}
      <ul className="grid gap-4 sm:grid-cols-2 md:gap-6">
        {cards.map((card) => (
          <li
            key={card.key}
            className="flex gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)]"
          >
            <LineIcon d={icons[card.key]} className="size-8 shrink-0 text-brand" />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <h3 className="text-xl">{card.label}</h3>
              {card.key === 'visit' ? (
                <>
                  <address className="not-italic">{card.value}</address>
                  <a
                    href={card.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-auto font-bold text-brand-text underline underline-offset-4"
                    data-contact={card.key}
                  >
                    {card.cta}
                  </a>
                </>
              ) : (
                <a
                  href={card.href}
                  className="text-lg font-bold text-brand-text underline underline-offset-4 break-words"
                  data-contact={card.key}
                >
                  {card.value}
                </a>
              )}
            </div>
          </li>
        ))}
        {(footer.workingHours.length > 0 || footer.hoursNotice) && (
          <li
            className="flex gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)]"
            data-contact-hours
          >
            <LineIcon d={icons.hours} className="size-8 shrink-0 text-brand" />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <h3 className="text-xl">{t('hours')}</h3>
              <WorkingHoursList hours={footer.workingHours} className="max-w-sm" />
              {footer.hoursNotice && <p className="text-sm">{footer.hoursNotice}</p>}
            </div>
          </li>
        )}
      </ul>
    </section>
  );
}
