import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { translatedHrefs } from '@/components/page/metadata';
import { LanguageSwitcher } from './language-switcher.client';

/**
 * The header's language switch as the server renders it. A room or news item passes its kind and
 * slug (through the `@languages` slot of the locale layout, which renders this in the header): the
 * links then point straight at the item's translation in the HTML itself, so a visitor without
 * JavaScript, and a crawler, never pays a redirect.
 */
export async function LanguageSwitch({
  locale,
  item,
}: {
  locale: Locale;
  item?: { kind: 'room' | 'post'; slug: string };
}) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const tLocales = await getTranslations({ locale, namespace: 'locales' });
  const names = { me: tLocales('me'), en: tLocales('en') };
  let alternates: Partial<Record<Locale, string>> | undefined;
  if (item) {
    const hrefs = await translatedHrefs(item.kind, item.slug, locale).catch(() => null);
    alternates = {};
    for (const code of routing.locales) {
      const href = hrefs?.[code];
      // No translation: the other language's list, as the switch does in the browser.
      alternates[code] = href
        ? getPathname({ href, locale: code })
        : getPathname({ href: item.kind === 'room' ? '/rooms' : '/news', locale: code });
    }
  }
  return (
    <LanguageSwitcher
      locale={locale}
      names={names}
      label={t('chooseLanguage', { language: names[locale] })}
      alternates={alternates}
    />
  );
}
