import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { Footer as FooterContent, SocialNetwork } from '@/content';
import { Logo } from './logo';
import { Wave } from '@/components/ui/section';
import { SocialIcon } from './social-icon';
import { toTelHref } from '@/lib/format';
import { WorkingHoursList } from '@/components/cms/working-hours';
import { CookieSettingsButton } from '@/consent/cookie-settings-button.client';
import { NewsletterForm } from '@/newsletter/components/newsletter-form.client';

export async function Footer({
  locale,
  content,
  newsletter = true,
}: {
  locale: Locale;
  content: FooterContent | null;
  /** False on the pages of signed links, which stay quiet. */
  newsletter?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tMeta = await getTranslations({ locale, namespace: 'meta' });
  const tNewsletter = await getTranslations({ locale, namespace: 'newsletter' });
  const year = new Date().getFullYear();
  const linkClass = 'underline-offset-4 hover:underline';

  return (
    <footer className="relative mt-16 bg-grey text-white" data-site-footer>
      <Wave side="top" className="text-grey" />
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 md:grid-cols-[1fr_1.1fr_1.35fr_0.9fr] md:gap-8">
        <div className="space-y-3">
          <Link
            href="/"
            aria-label={tMeta('siteName')}
            className="inline-block rounded-lg text-white"
          >
            <Logo className="h-12 w-auto" />
          </Link>
          {/* The logo already says 'Cluville'; the tagline says what it is. */}
          <p className="max-w-xs text-white/85">{tMeta('tagline')}</p>
        </div>

        {content && (
          // The heading sits outside <address>, which may not contain headings (HTML).
          <div className="space-y-2">
            <h2 className="font-display text-lg font-extrabold text-white">
              {t('contactHeading')}
            </h2>
            <address className="space-y-2 not-italic">
              {content.address && <p>{content.address}</p>}
              {content.email && (
                <p>
                  <a className={linkClass} href={`mailto:${content.email}`} data-footer-email>
                    {content.email}
                  </a>
                </p>
              )}
              {content.phone && (
                <p>
                  <a className={linkClass} href={toTelHref(content.phone)} data-footer-phone>
                    {content.phone}
                  </a>
                </p>
              )}
            </address>
          </div>
        )}

        {content && (content.workingHours.length > 0 || content.hoursNotice) && (
          <div className="space-y-2" data-footer-hours>
            <h2 className="font-display text-lg font-extrabold text-white">{t('hoursHeading')}</h2>
            {content.hoursNotice && <p className="text-white/85">{content.hoursNotice}</p>}
            <WorkingHoursList hours={content.workingHours} className="max-w-xs" />
          </div>
        )}

        {/* Where to go next, as plain links with an arrow: questions, and the franchise for businesses. */}
        <nav aria-label={t('moreHeading')} className="space-y-2">
          <h2 className="font-display text-lg font-extrabold text-white">{t('moreHeading')}</h2>
          <ul className="space-y-1">
            {content?.faqLinkLabel && (
              <li>
                <Link
                  href="/faq"
                  className={`${linkClass} inline-flex min-h-11 items-center gap-1 underline`}
                  data-footer-faq
                >
                  {content.faqLinkLabel}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            )}
            <li>
              <Link
                href="/franchise-opportunity"
                className={`${linkClass} inline-flex min-h-11 items-center gap-1 underline`}
                data-footer-franchise
              >
                {t('franchise')}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>

      {/* The newsletter and the social links share one band, so neither leaves half a row empty. */}
      <div className="container-page pb-12">
        <div
          className={`grid gap-8 rounded-[var(--radius-card)] bg-white/5 p-6 md:items-end md:p-8 ${newsletter ? 'md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]' : ''}`}
        >
          {newsletter && (
            <div className="max-w-xl">
              <NewsletterForm
                locale={locale}
                strings={{
                  heading: tNewsletter('heading'),
                  text: tNewsletter('text'),
                  label: tNewsletter('label'),
                  submit: tNewsletter('submit'),
                  sending: tNewsletter('sending'),
                  success: tNewsletter('success'),
                  invalid: tNewsletter('errors.invalid'),
                  rateLimited: tNewsletter('errors.rateLimited', { minutes: 60 }),
                  failed: tNewsletter('errors.failed'),
                }}
              />
            </div>
          )}
          {content && content.socials.length > 0 && (
            <div className={newsletter ? 'md:justify-self-end' : ''} data-footer-socials>
              {content.socialsLabel && (
                <p className="mb-2 font-display text-lg font-extrabold text-white">
                  {content.socialsLabel}
                </p>
              )}
              <ul className="flex gap-2">
                {content.socials.map(({ network, url }) => (
                  <li key={network}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-brand hover:text-ink"
                      data-social={network}
                    >
                      <SocialIcon network={network as SocialNetwork} />
                      <span className="sr-only">
                        {t(`socials.${network}`)} {t('opensInNewTab')}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>

      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-white/85 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year })}</p>
          <nav aria-label={t('legalHeading')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link href="/terms" className={linkClass}>
                  {t('terms')}
                </Link>
              </li>
              <li>
                <Link href="/privacy" className={linkClass}>
                  {t('privacy')}
                </Link>
              </li>
              <li>
                <Link href="/cookies" className={linkClass}>
                  {t('cookies')}
                </Link>
              </li>
              <li>
                <CookieSettingsButton className={`${linkClass} cursor-pointer`}>
                  {t('cookieSettings')}
                </CookieSettingsButton>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
