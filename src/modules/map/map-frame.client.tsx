'use client';

import type { ReactNode } from 'react';
import { useConsent } from '@/consent/store';

/**
 * The live map behind functional consent: until the visitor allows functional cookies the
 * drawn map stays, with `notice` over it; once allowed, the embed takes the same frame.
 */
export function MapFrame({
  src,
  title,
  placeholder,
  notice,
}: {
  src: string;
  title: string;
  placeholder: ReactNode;
  notice: ReactNode;
}) {
  const allowed = useConsent('functional');
  return (
    <div className="relative aspect-[4/3] w-full bg-brand-tint xs:aspect-[2/1]">
      {allowed ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
          data-map-frame=""
        />
      ) : (
        <>
          {placeholder}
          <div
            className="absolute inset-0 flex items-center justify-center bg-ink/80 p-5 text-white"
            data-map-blocked=""
          >
            {notice}
          </div>
        </>
      )}
    </div>
  );
}
