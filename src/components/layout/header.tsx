import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/paths';
import { LogoMark } from './logo';
import { navItems, type NavItem } from './nav-items';
import { NavList } from './nav-list.client';
import { MobileMenu } from './mobile-menu.client';
import { LanguageSwitch } from './language-switch';
import type { ReactNode } from 'react';
import { HeaderCta } from './header-cta.client';
import { HeaderScrollState } from './header-scroll.client';
import { WorkingHoursList } from '@/components/cms/working-hours';
import { toTelHref } from '@/lib/format';
import type { Footer } from '@/content';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * Nothing in the header wraps (`whitespace-nowrap`). Widths were measured in both languages:
 * from lg (1280 px) the seven nav items, the language switch and 'Kontaktirajte nas' need about
 * 1,115 of the 1,136 px the container gives; below lg the menu button takes the nav. On phones
 * the name stays visible: under 400 px the language switch drops its globe and the franchise
 * button takes its short label, under 360 px the keyhole mark gives way to the name.
 */
export async function Header({
  locale,
  contactEmail,
  venue,
  languageSwitch,
}: {
  locale: Locale;
  contactEmail: string;
  venue?: Footer | null;
  /** The page's own switch (a room's or news item's, linking to its translation); else the route's. */
  languageSwitch?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const tNav = await getTranslations({ locale, namespace: 'nav' });
  const tMeta = await getTranslations({ locale, namespace: 'meta' });
  const items: NavItem[] = navItems.map((item) => ({
    href: item.href,
    path: localizedPath({ href: item.href, locale }),
    label: tNav(item.key),
  }));

  return (
    <header
      data-site-header
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 whitespace-nowrap bg-cream/95 text-ink backdrop-blur supports-[backdrop-filter]:bg-cream/85"
    >
      <HeaderScrollState />
      <div className="container-page flex h-18 items-center gap-1.5 min-[360px]:gap-2 xs:gap-4 lg:h-22">
        <Link
          href="/"
          locale={locale}
          aria-label={t('home')}
          className="flex shrink-0 items-center gap-1.5 rounded-lg lg:gap-2"
        >
          <LogoMark className="size-8 max-[359px]:hidden xs:size-10 lg:size-12" />
          <span
            aria-hidden="true"
            className="font-display text-xl font-extrabold leading-none xs:text-2xl lg:text-[1.75rem]"
            data-wordmark
          >
            {tMeta('siteName')}
          </span>
        </Link>
        <nav aria-label={tNav('main')} className="ml-auto hidden lg:block">
          <NavList
            items={items.filter((item) => item.href !== '/')}
            className="flex items-center gap-1"
            linkClassName="relative flex min-h-11 items-center rounded-full px-2.5 font-bold hover:bg-brand-tint data-[active=true]:text-brand-text data-[active=true]:after:absolute data-[active=true]:after:inset-x-2.5 data-[active=true]:after:bottom-1 data-[active=true]:after:h-[3px] data-[active=true]:after:rounded-full data-[active=true]:after:bg-brand"
          />
        </nav>
        {/* Under 400 px the switch shows only the language code, without its globe. */}
        <div className="ml-auto flex shrink-0 items-center gap-1.5 min-[360px]:gap-2 lg:ml-2 max-[399px]:[&_[data-language-switcher]>summary]:px-2 max-[399px]:[&_[data-language-switcher]>summary>svg]:hidden max-xs:[&_[data-language-switcher]>summary]:text-sm">
          {languageSwitch ?? <LanguageSwitch locale={locale} />}
          <HeaderCta
            bookNow={t('bookNow')}
            bookNowHref={localizedPath({ href: '/book-now', locale })}
            contactUs={t('contactUs')}
            contactUsShort={t('contactUsShort')}
            email={contactEmail}
          />
          <MobileMenu
            items={items}
            labels={{
              open: t('openMenu'),
              close: t('closeMenu'),
              menu: t('menu'),
              nav: tNav('mobile'),
            }}
          >
            {/* What a parent on a phone looks for next: a question answered, a call, the hours. */}
            <div
              className="mt-4 space-y-4 whitespace-normal border-t border-grey-tint pt-4"
              data-mobile-menu-extra
            >
              <Link
                href="/faq"
                locale={locale}
                className="flex min-h-12 items-center gap-1 rounded-xl px-3 font-bold text-brand-text underline underline-offset-4"
                data-mobile-menu-faq
              >
                {venue?.faqLinkLabel || t('faq')}
                <span aria-hidden="true">→</span>
              </Link>
              {venue?.phone && (
                <a
                  href={toTelHref(venue.phone)}
                  className="btn btn-secondary w-full justify-center gap-2"
                  data-mobile-menu-phone
                >
                  <LineIcon
                    d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.6 3.6a1 1 0 0 1-.25 1z"
                    className="size-5"
                  />
                  {t('call', { phone: venue.phone })}
                </a>
              )}
              {venue && venue.workingHours.length > 0 && (
                <div className="rounded-xl bg-cream px-4 py-3" data-mobile-menu-hours>
                  <p className="font-display font-extrabold text-ink">{t('hours')}</p>
                  <WorkingHoursList hours={venue.workingHours} className="mt-1 text-base" />
                </div>
              )}
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
