import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { fontVariables } from '@/components/layout/fonts';
import { languageTags } from '@/i18n/routing';
import { deskLang } from '@/staff/runtime';

// The staff desk: its own document (not localized in the URL), rendered per request, never
// indexed (the proxy adds X-Robots-Tag too) and never stored by a cache (dynamic pages are sent
// with `no-store`).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false, nocache: true } };

export default async function StaffLayout({ children }: { children: ReactNode }) {
  const lang = await deskLang();
  return (
    <html lang={languageTags[lang]} className={fontVariables}>
      <body className="min-h-screen bg-cream font-body text-ink">{children}</body>
    </html>
  );
}
