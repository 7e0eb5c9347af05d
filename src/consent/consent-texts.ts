import { getTranslations } from 'next-intl/server';
import type * as Consent from 'vanilla-cookieconsent';
import { escapeHtml } from '@/lib/format';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ConsentCategory } from './config';
import { cookieRows, type CookieTexts } from './cookie-rows';

/**
 * The consent bar's and dialog's texts in one language, as the consent library takes them
 * (HTML where it renders HTML, escaped here). Worked out on the server, served as JSON per
 * language (src/app/api/consent-texts) and fetched by the ConsentManager, so the browser gets
 * these strings and no message catalogue, and pages do not carry them.
 */
export async function consentTexts(locale: Locale): Promise<Consent.Translation> {
  const t = await getTranslations({ locale, namespace: 'consent' });
  const tCookies = await getTranslations({ locale, namespace: 'consent.cookies' });
  const cookiesHref = getPathname({ href: '/cookies', locale });
  const texts: CookieTexts = {
    provider: (id) => tCookies(`${id}.provider`),
    purpose: (id) => tCookies(`${id}.purpose`),
    lifetime: (id) => tCookies(`${id}.lifetime`),
  };
  const table = (category: ConsentCategory): Consent.CookieTable => ({
    caption: t('table.caption', { category: t(`categories.${category}.title`) }),
    headers: {
      name: t('table.name'),
      provider: t('table.provider'),
      purpose: t('table.purpose'),
      lifetime: t('table.lifetime'),
    },
    body: cookieRows(category, texts).map((row) => ({
      name: escapeHtml(row.name),
      provider: escapeHtml(row.provider),
      purpose: escapeHtml(row.purpose),
      lifetime: escapeHtml(row.lifetime),
    })),
  });
  const section = (category: ConsentCategory): Consent.Section => ({
    title: t(`categories.${category}.title`),
    description: escapeHtml(t(`categories.${category}.description`)),
    linkedCategory: category,
    cookieTable: table(category),
  });
  return {
    consentModal: {
      title: t('bar.title'),
      description: escapeHtml(t('bar.description')),
      acceptAllBtn: t('bar.accept'),
      acceptNecessaryBtn: t('bar.reject'),
      showPreferencesBtn: t('bar.settings'),
      footer: `<a href="${cookiesHref}">${escapeHtml(t('bar.cookiesLink'))}</a>`,
    },
    preferencesModal: {
      title: t('dialog.title'),
      acceptAllBtn: t('dialog.acceptAll'),
      acceptNecessaryBtn: t('dialog.rejectAll'),
      savePreferencesBtn: t('dialog.save'),
      closeIconLabel: t('dialog.close'),
      sections: [
        {
          description: `${escapeHtml(t('dialog.intro'))} <a href="${cookiesHref}">${escapeHtml(t('bar.cookiesLink'))}</a>`,
        },
        section('necessary'),
        section('analytics'),
        section('functional'),
      ],
    },
  };
}
