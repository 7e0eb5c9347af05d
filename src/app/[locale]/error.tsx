'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { useErrorStrings } from '@/components/layout/error-strings.client';
import { NAVIGATION_FAILED_EVENT } from '@/components/layout/route-progress.client';
import { isChunkLoadError, reloadAfterChunkError } from '@/components/layout/chunk-reload';

type ErrorWithStatus = Error & { digest?: string; status?: number; statusCode?: number };

export default function LocaleError({
  error,
  reset,
}: {
  error: ErrorWithStatus;
  reset: () => void;
}) {
  const strings = useErrorStrings();
  const status = error.status ?? error.statusCode ?? 500;
  const title = strings.title.replace('{status}', String(status));

  useEffect(() => {
    window.dispatchEvent(new Event(NAVIGATION_FAILED_EVENT));
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  // Server errors reach the browser without their message (only a digest): show our own words.
  const message =
    process.env.NODE_ENV === 'development' && error.message
      ? error.message
      : strings.fallbackMessage;
  return (
    <>
      <title>{`${title} | Cluville`}</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        code={String(status)}
        eyebrow={strings.heading}
        title={title}
        text={message}
        homeLabel={strings.home}
        homeHref={strings.homeHref}
      >
        <button type="button" className="btn btn-secondary" onClick={reset}>
          {strings.retry}
        </button>
      </ErrorView>
    </>
  );
}
