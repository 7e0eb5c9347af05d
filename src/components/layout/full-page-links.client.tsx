'use client';

import { useEffect } from 'react';

/**
 * On the global not-found page, links load the next page in full. That page is a document of
 * its own (app/global-not-found.tsx, outside the `[locale]` layout), and Next's client router
 * changed the address without replacing its content. Stopping the click before React sees it
 * leaves the browser's own navigation.
 */
export function FullPageLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      event.stopPropagation();
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
