'use client';

import './globals.css';
import { languageTags } from '@/i18n/language-tags.mjs';

// Shown when even the layout or the error page failed: no translations or providers are
// available here, so both languages' words are in this file.
const words = {
  me: {
    text: 'Došlo je do greške prilikom prikazivanja stranice sa greškom',
    home: 'Idite na početnu',
    href: '/',
  },
  en: {
    text: 'An error occurred while showing the error page',
    home: 'Go to homepage',
    href: '/en',
  },
} as const;

export default function GlobalError() {
  const locale =
    typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname) ? 'en' : 'me';
  const w = words[locale];
  return (
    <html lang={languageTags[locale]}>
      <body className="flex min-h-dvh items-center justify-center bg-cream p-6 text-center">
        <main>
          <h1 className="text-3xl">{w.text}</h1>
          {/* A plain anchor on purpose: a full page load is the way out of a broken app state. */}
          <a href={w.href} className="btn btn-primary mt-6">
            {w.home}
          </a>
        </main>
      </body>
    </html>
  );
}
