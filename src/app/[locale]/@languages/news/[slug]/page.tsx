import { isLocale } from '@/i18n/routing';
import { LanguageSwitch } from '@/components/layout/language-switch';

export { generateStaticParams } from '../../../news/[slug]/page';

/** The header's language switch on a news item: straight to its translation. */
export default async function NewsLanguageSwitch({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
}) {
  const { locale, slug } = await params;
  return isLocale(locale) ? <LanguageSwitch locale={locale} item={{ kind: 'post', slug }} /> : null;
}
