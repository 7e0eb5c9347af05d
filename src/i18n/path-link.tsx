'use client';
// The one module besides link.tsx allowed to import `next/link`: a link to a path that is already
// public and localized, with no next-intl code, so client components may use it too. link.tsx
// renders it as well, so every link of the site prefetches by the one rule of
// ./prefetch-when-idle.ts.
import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { prefetchGate } from './prefetch-when-idle';

const notOnTheServer = () => false;

/**
 * A link to a path that is already public and localized (`/sobe/piratsko-blago`,
 * `/en/book-now?form=room`), as CMS content gives them or as the server worked them out
 * (`localizedPath` in ./paths.ts): client-side navigation without a second translation of the
 * path. It prefetches its page (Next.js's default: when the link is in view or hovered) only once
 * the page has been idle for 2 s, and never on a 2G or data-saver connection (spec §9).
 */
export function LocalizedPathLink({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const ready = useSyncExternalStore(prefetchGate.subscribe, prefetchGate.ready, notOnTheServer);
  return <NextLink prefetch={ready ? prefetch : false} {...props} />;
}
