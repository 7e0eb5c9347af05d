// The staff desk's sign-in mail (src/staff/auth.ts queues it): the one mail layout, a button
// with the one-time link, how long it works, and what to do with a mail nobody asked for.
import type { Locale } from '@/i18n/routing';
import { bookingTranslator } from '../rules/translate';
import { renderMail, type RenderedMail } from './layout';

export function renderSignInMail(
  locale: Locale,
  to: string,
  link: string,
  validMinutes: number,
): RenderedMail {
  const t = bookingTranslator(locale, 'staff.mail');
  return {
    kind: 'staff',
    to,
    ...renderMail({
      locale,
      subject: t('subject'),
      heading: t('heading'),
      intro: [t('intro')],
      actions: [{ label: t('button'), url: link }],
      outro: { lines: [t('expiry', { minutes: validMinutes }), t('ignore')] },
    }),
  };
}
