import { isLocale } from '@/i18n/routing';
import { LanguageSwitch } from '@/components/layout/language-switch';

/** Every page but a room or news item: the switch links to the same route in the other language. */
export default async function DefaultLanguageSwitch({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  return isLocale(locale) ? <LanguageSwitch locale={locale} /> : null;
}
