import type { ReactNode } from 'react';
import { directionsHref } from '@/lib/format';

/**
 * The link to directions to an address, in a new tab (the manage page's ticket, an invitation).
 * `touchTarget`: as tall as a finger needs (44 px) where it stands alone on a phone.
 */
export function MapLink({
  address,
  touchTarget = false,
  children,
}: {
  address: string;
  touchTarget?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={directionsHref(address)}
      target="_blank"
      rel="noopener noreferrer"
      className={`${touchTarget ? 'inline-flex min-h-11 items-center ' : ''}font-bold text-brand-text underline underline-offset-4`}
      data-map-link
    >
      {children}
    </a>
  );
}
