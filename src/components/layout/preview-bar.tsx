import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/**
 * An editor's preview (draft mode, src/content/preview.ts): says the page shows unpublished
 * content and leads out of it. Never in a page any visitor gets: pages are prerendered without it.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview' });
  return (
    <div
      data-preview-bar
      className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 bg-ink px-4 py-3 text-center text-cream"
    >
      <p className="flex items-center gap-2 font-bold">
        <span aria-hidden="true" className="inline-block size-3 rounded-full bg-brand" />
        {t('notice')}
      </p>
      {/* An API route that ends draft mode and redirects: a plain link, never prefetched. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API route, not a page */}
      <a
        href="/api/preview/exit"
        className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-bold text-ink underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-cream"
      >
        {t('exit')}
      </a>
    </div>
  );
}
