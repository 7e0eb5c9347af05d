'use client';

import { useEffect, useRef, type MouseEvent as ReactMouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { localizedPath, routeOf, switchLocalePath } from '@/i18n/paths';
import { isLocale, languageTags, routing, type AppPathname, type Locale } from '@/i18n/routing';
import { LineIcon } from '@/components/ui/line-icon';

/** Routes whose other-language page may not exist: without an hreflang alternate, go to the list. */
const listOf: Partial<Record<AppPathname, AppPathname>> = {
  '/rooms/[slug]': '/rooms',
  '/news/[slug]': '/news',
  '/news/page/[page]': '/news',
};

/**
 * The page's own hreflang alternate for a language (its translation's URL, which the page's
 * metadata knows from WordPress) as a path, if the page has one.
 */
function alternatePath(code: Locale): string | undefined {
  const link = document.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${languageTags[code]}"]`,
  );
  if (!link?.href) return undefined;
  const url = new URL(link.href, window.location.href);
  return url.pathname + url.search;
}

/**
 * Lists the languages; the current one is disabled. Each links to the same page in the other
 * language. On a room or news item the server passes the translation's URL (`alternates`), so the
 * HTML links straight to it, without JavaScript too; after a client-side navigation the links
 * follow the page now shown (its hreflang alternate, else the other language's list).
 */
export function LanguageSwitcher({
  locale,
  names,
  label,
  alternates,
}: {
  locale: Locale;
  names: Record<Locale, string>;
  label: string;
  /** The page's URL in each language, as paths, when the server knows them (detail pages). */
  alternates?: Partial<Record<Locale, string>>;
}) {
  const pathname = usePathname();
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.current?.open) {
        details.current.open = false;
        details.current.querySelector('summary')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node))
        details.current.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  // The public path of the page shown (`/sobe/x`); its route comes from the route table.
  const route = routeOf(pathname);
  // After each navigation, the links point at the alternates of the page now shown (and are
  // set again on click, in case the new page's metadata arrived after this effect).
  useEffect(() => {
    for (const link of details.current?.querySelectorAll<HTMLAnchorElement>(
      'a[data-locale-option]',
    ) ?? []) {
      const code = link.dataset.localeOption;
      if (isLocale(code)) link.href = targetOf(code);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  /**
   * The link as rendered: the server's alternate when it belongs to the page shown (the slot that
   * renders this switch may still hold the previous page's after a client-side navigation).
   */
  function serverHref(code: Locale): string {
    const own = alternates?.[locale];
    const current = typeof window === 'undefined' ? own : window.location.pathname;
    if (alternates?.[code] && own && current && decodeURI(current) === decodeURI(own))
      return alternates[code]!;
    return switchLocalePath(pathname, code);
  }

  function targetOf(code: Locale): string {
    const list = route && listOf[route];
    return (
      alternatePath(code) ??
      (list ? localizedPath({ href: list, locale: code }) : switchLocalePath(pathname, code))
    );
  }
  const onChoose = (code: Locale) => (event: ReactMouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = targetOf(code);
  };

  return (
    <details ref={details} className="relative" data-language-switcher>
      {/* The accessible name starts with the visible text (WCAG 2.5.3, label in name). */}
      <summary
        aria-label={`${locale.toUpperCase()} – ${label}`}
        className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 font-bold uppercase [&::-webkit-details-marker]:hidden"
      >
        {/* A globe: its outline, the equator and one meridian. */}
        <LineIcon
          d="M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          className="size-5"
        />
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
                href={serverHref(code)}
                onClick={onChoose(code)}
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
