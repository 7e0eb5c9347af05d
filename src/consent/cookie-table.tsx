import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CONSENT_CATEGORIES } from './config';
import { cookieRows } from './cookie-rows';
import { CookieSettingsButton } from './cookie-settings-button.client';

/** The cookies page's list of every cookie the site can set, from the consent configuration. */
export async function CookieTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consent' });
  const texts = {
    provider: (id: string) => t(`cookies.${id}.provider`),
    purpose: (id: string) => t(`cookies.${id}.purpose`),
    lifetime: (id: string) => t(`cookies.${id}.lifetime`),
  };
  const rows = CONSENT_CATEGORIES.flatMap((category) => cookieRows(category, texts));
  return (
    <section aria-labelledby="cookie-list" className="container-page py-6" data-cookie-table="">
      <div className="prose-cms">
        <h2 id="cookie-list">{t('page.heading')}</h2>
        <p>{t('page.intro')}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('table.name')}</th>
              <th scope="col">{t('table.category')}</th>
              <th scope="col">{t('table.provider')}</th>
              <th scope="col">{t('table.purpose')}</th>
              <th scope="col">{t('table.lifetime')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} data-cookie-row={row.category}>
                <td data-label={t('table.name')}>
                  <code>{row.name}</code>
                </td>
                <td data-label={t('table.category')}>{t(`categories.${row.category}.title`)}</td>
                <td data-label={t('table.provider')}>{row.provider}</td>
                <td data-label={t('table.purpose')}>{row.purpose}</td>
                <td data-label={t('table.lifetime')}>{row.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6">
        <CookieSettingsButton className="btn btn-primary">{t('settings')}</CookieSettingsButton>
      </p>
    </section>
  );
}
