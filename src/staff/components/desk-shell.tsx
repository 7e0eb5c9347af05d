// The frame of every desk page: skip link, a compact top bar (the sections: a menu on a phone,
// one row on a wide screen; the language switch; sign-out apart from the sections), the page's heading and a status line for what the last action did.
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import type { Locale } from '@/content/types';
import { languageTags } from '@/i18n/routing';
import { searchAction, signOutAction } from '../actions';
import { DeskSearch } from './desk-search.client';
import { staffTranslator } from '../translate';
import { secondaryButton } from './desk-styles';

export { button, field, secondaryButton } from './desk-styles';

const LINKS = [
  ['day', '/staff'],
  ['waiting', '/staff/requests'],
  ['week', '/staff/week'],
  ['phone', '/staff/phone'],
  ['blocks', '/staff/blocks'],
  ['mails', '/staff/mails'],
  ['erase', '/staff/erase'],
] as const;

export type DeskSection = (typeof LINKS)[number][0] | 'sign-in' | 'search';

/** The current desk address in the other language: same page and choices, `lang` switched. */
async function switchHref(other: Locale): Promise<string> {
  const current = (await headers()).get('x-cluville-staff-url') ?? '/staff';
  const url = new URL(current.startsWith('/staff') ? current : '/staff', 'http://desk.local');
  url.searchParams.delete('lang');
  // Notices of the last action do not carry over.
  for (const name of [
    'done',
    'error',
    'sent',
    'out',
    'retried',
    'bookings',
    'mails',
    'newsletter',
    'minutes',
  ])
    url.searchParams.delete(name);
  url.searchParams.set('lang', other);
  return url.pathname + url.search;
}

export async function DeskShell({
  lang,
  section,
  title,
  notice,
  error,
  signedIn = true,
  children,
}: {
  lang: Locale;
  section: DeskSection;
  title: string;
  notice?: string;
  error?: string;
  signedIn?: boolean;
  children: ReactNode;
}) {
  const t = staffTranslator(lang);
  const other = lang === 'me' ? 'en' : 'me';
  const otherHref = await switchHref(other);
  const currentKey = LINKS.some(([key]) => key === section) ? section : 'label';
  return (
    <>
      <a
        href="#desk-main"
        className="sr-only rounded-full bg-white px-4 py-2 font-bold focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {lang === 'en' ? 'Skip to content' : 'Preskoči na sadržaj'}
      </a>
      <header className="border-b border-grey-tint bg-white print:hidden" data-desk-nav>
        <div className="mx-auto flex max-w-7xl items-center gap-x-3 px-4 py-1.5 lg:gap-x-4">
          <p
            className={`font-display font-bold ${signedIn ? 'hidden 2xl:block' : 'text-lg'} shrink-0`}
          >
            Cluville · {t('meta.title')}
          </p>
          {signedIn && (
            <nav aria-label={t('nav.label')} className="min-w-0">
              {/* A phone: one compact bar, the current section opening the menu (no JavaScript). */}
              <details className="group relative lg:hidden">
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full bg-ink px-4 font-bold text-white [&::-webkit-details-marker]:hidden">
                  <span aria-hidden="true">☰</span>
                  <span className="sr-only">{t('nav.menu')}: </span>
                  <span className="truncate">{t(`nav.${currentKey}`)}</span>
                </summary>
                <div className="absolute left-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-grey-tint bg-white p-3 shadow-lg">
                  <ul className="grid gap-1">
                    {LINKS.map(([key, href]) => (
                      <li key={key}>
                        <a
                          href={href}
                          aria-current={section === key ? 'page' : undefined}
                          className={`block rounded-lg px-3 py-2.5 font-bold ${section === key ? 'bg-ink text-white' : 'text-ink hover:bg-brand-tint'}`}
                        >
                          {t(`nav.${key}`)}
                        </a>
                      </li>
                    ))}
                  </ul>
                  <form action={signOutAction} className="mt-3 border-t border-grey-tint pt-3">
                    <button type="submit" className={secondaryButton}>
                      {t('nav.signOut')}
                    </button>
                  </form>
                </div>
              </details>
              {/* A wide screen: the sections in one row. */}
              <ul className="hidden flex-wrap items-center gap-1 lg:flex">
                {LINKS.map(([key, href]) => (
                  <li key={key}>
                    <a
                      href={href}
                      aria-current={section === key ? 'page' : undefined}
                      className={`inline-block whitespace-nowrap rounded-full px-3 py-2 font-bold ${section === key ? 'bg-ink text-white' : 'text-ink hover:bg-brand-tint'}`}
                    >
                      {t(`nav.${key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <a
            href={otherHref}
            lang={languageTags[other]}
            hrefLang={languageTags[other]}
            className="ml-auto shrink-0 py-2 underline"
          >
            {t('nav.language')}
          </a>
          {signedIn && (
            <form action={signOutAction} className="hidden shrink-0 lg:block">
              <button type="submit" className={secondaryButton}>
                {t('nav.signOut')}
              </button>
            </form>
          )}
        </div>
      </header>
      <main id="desk-main" className="mx-auto max-w-7xl px-4 py-4">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{title}</h1>
        {/* The search field: the same place on every page, so a post without JavaScript finds its answer on /staff/search. */}
        {signedIn && (
          <div className="mt-3 print:hidden">
            <DeskSearch
              action={searchAction}
              showHint={section === 'search'}
              labels={{
                label: t('search.label'),
                submit: t('search.submit'),
                results: t('search.results'),
                none: t('search.none'),
                tooShort: t('search.tooShort'),
                hint: t('search.hint'),
              }}
            />
          </div>
        )}
        {notice && (
          <p role="status" className="mt-4 rounded-lg border-l-4 border-teal bg-white p-3">
            {notice}
          </p>
        )}
        {error && (
          <p
            role="alert"
            className="mt-4 rounded-lg border-l-4 border-brand-text bg-white p-3 font-bold text-brand-text"
          >
            {error}
          </p>
        )}
        <div className="mt-6">{children}</div>
      </main>
    </>
  );
}

/** A status's colour and its words, so the state never depends on colour alone. */
export const STATUS_STYLE: Record<string, string> = {
  pending: 'border-amber-500 bg-amber-50',
  proposed: 'border-sky-600 bg-sky-50',
  confirmed: 'border-emerald-600 bg-emerald-50',
  declined: 'border-grey bg-grey-tint',
  cancelled: 'border-grey bg-grey-tint',
  expired: 'border-grey bg-grey-tint',
  received: 'border-amber-500 bg-amber-50',
};
