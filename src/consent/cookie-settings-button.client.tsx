'use client';

import type { ReactNode } from 'react';
import { openConsentSettings } from './store';

/** Opens the cookie settings dialog (footer, cookies page, blocked-embed notices). */
export function CookieSettingsButton({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => openConsentSettings()}
      data-cookie-settings=""
    >
      {children}
    </button>
  );
}
