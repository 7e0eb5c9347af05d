import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { Logo } from './logo';
import { navItems, type NavItem } from './nav-items';
import { NavList } from './nav-list.client';
import { MobileMenu } from './mobile-menu.client';
import { LanguageSwitcher } from './language-switcher.client';
import { HeaderCta } from './header-cta.client';
import { HeaderScrollState } from './header-scroll.client';

export async function Header({ locale, contactEmail }: { locale: Locale; contactEmail: string }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const tNav = await getTranslations({ locale, namespace: 'nav' });
  const tLocales = await getTranslations({ locale, namespace: 'locales' });
  const items: NavItem[] = navItems.map((item) => ({ href: item.href, label: tNav(item.key) }));
  const names = { me: tLocales('me'), en: tLocales('en') };

  return (
    <header
      data-site-header
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 bg-cream/95 text-ink backdrop-blur supports-[backdrop-filter]:bg-cream/85"
    >
      <HeaderScrollState />
      <div className="container-page flex h-18 items-center gap-2 xs:gap-4 lg:h-22">
        <Link href="/" aria-label={t('home')} className="shrink-0 rounded-lg">
          {/* On phones only the keyhole mark shows, so the header's buttons keep their size. */}
          <span className="block w-10 overflow-hidden xs:w-auto">
            <Logo className="h-10 w-auto max-w-none lg:h-12" />
          </span>
        </Link>
        <nav aria-label={tNav('main')} className="ml-auto hidden lg:block">
          <NavList
            items={items.filter((item) => item.href !== '/')}
            className="flex items-center gap-1"
            linkClassName="relative flex min-h-11 items-center rounded-full px-3 font-bold hover:bg-brand-tint data-[active=true]:text-brand-text data-[active=true]:after:absolute data-[active=true]:after:inset-x-3 data-[active=true]:after:bottom-1 data-[active=true]:after:h-[3px] data-[active=true]:after:rounded-full data-[active=true]:after:bg-brand"
          />
        </nav>
        <div className="ml-auto flex items-center gap-1.5 xs:gap-2 lg:ml-2">
          <LanguageSwitcher locale={locale} names={names} label={t('chooseLanguage', { language: names[locale] })} />
          <div>
            <HeaderCta bookNow={t('bookNow')} contactUs={t('contactUs')} email={contactEmail} />
          </div>
          <MobileMenu
            items={items}
            labels={{ open: t('openMenu'), close: t('closeMenu'), menu: t('menu'), nav: tNav('mobile') }}
          />
        </div>
      </div>
    </header>
  );
}
