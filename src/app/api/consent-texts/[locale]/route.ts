// GET /api/consent-texts/<locale>: the consent bar's and settings dialog's texts in one language
// (src/consent/consent-texts.ts), as the consent library takes them. Built once per language at
// `next build` (the texts come from messages/*.json only) and fetched by the ConsentManager when
// it starts, so no page carries them in its HTML; 404 for any other language.
import { consentTexts } from '@/consent/consent-texts';
import { isLocale, routing } from '@/i18n/routing';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/consent-texts/[locale]'>,
) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  // Kept by the browser for a day: every page of a visit starts the manager with these texts.
  return Response.json(await consentTexts(locale), {
    headers: { 'Cache-Control': 'public, max-age=86400' },
  });
}
