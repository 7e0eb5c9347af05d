'use client';

import { useEffect, useRef } from 'react';
import { useParams } from 'next/navigation';
import { getPathname, usePathname } from '@/i18n/navigation';
import { languageTags, routing, type Locale } from '@/i18n/routing';

/**
 * Lists the languages; the current one is disabled. Each links to the same route in the other
 * language. On a room or news item the slug is the current one, and that page redirects to its
 * translation's slug (or to the list), so the switch works without JavaScript too.
 */
export function LanguageSwitcher({
  locale,
  names,
  label,
}: {
  locale: Locale;
  names: Record<Locale, string>;
  label: string;
}) {
  const pathname = usePathname();
  const params = useParams<{ slug?: string }>();
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.current?.open) {
        details.current.open = false;
        details.current.querySelector('summary')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const href = (
    pathname === '/rooms/[slug]' || pathname === '/news/[slug]'
      ? { pathname, params: { slug: params.slug ?? '' } }
      : pathname
  ) as Parameters<typeof getPathname>[0]['href'];

  return (
    <details ref={details} className="relative" data-language-switcher>
      {/* The accessible name starts with the visible text (WCAG 2.5.3, label in name). */}
      <summary
        aria-label={`${locale.toUpperCase()} – ${label}`}
        className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 font-bold uppercase [&::-webkit-details-marker]:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        {locale.toUpperCase()}
      </summary>
      <ul className="absolute right-0 mt-2 w-44 overflow-hidden rounded-2xl bg-white py-2 text-ink shadow-[var(--shadow-soft)]">
        {routing.locales.map((code) => (
          <li key={code}>
            {code === locale ? (
              <span
                aria-disabled="true"
                aria-current="true"
                lang={languageTags[code]}
                className="flex min-h-11 cursor-default items-center px-4 font-bold text-grey/70"
                data-locale-option={code}
              >
                {names[code]}
              </span>
            ) : (
              // A full page load on purpose: the document's language changes with the route.
              <a
                href={getPathname({ href, locale: code })}
                hrefLang={languageTags[code]}
                lang={languageTags[code]}
                className="flex min-h-11 items-center px-4 font-bold hover:bg-brand-tint"
                data-locale-option={code}
              >
                {names[code]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
