'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/layout/error-view';
import { NAVIGATION_FAILED_EVENT } from '@/components/layout/route-progress.client';
import { isChunkLoadError, reloadAfterChunkError } from '@/components/layout/chunk-reload';

type ErrorWithStatus = Error & { digest?: string; status?: number; statusCode?: number };

export default function LocaleError({ error, reset }: { error: ErrorWithStatus; reset: () => void }) {
  const t = useTranslations('error');
  const status = error.status ?? error.statusCode ?? 500;

  useEffect(() => {
    window.dispatchEvent(new Event(NAVIGATION_FAILED_EVENT));
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  // Server errors reach the browser without their message (only a digest): show our own words.
  const message = process.env.NODE_ENV === 'development' && error.message ? error.message : t('fallbackMessage');
  return (
    <>
      <title>{`${t('title', { status })} | Cluville`}</title>
      <meta name="robots" content="noindex" />
      <ErrorView code={String(status)} eyebrow={t('heading')} title={t('title', { status })} text={message} homeLabel={t('home')}>
        <button type="button" className="btn btn-secondary" onClick={reset}>
          {t('retry')}
        </button>
      </ErrorView>
    </>
  );
}
