'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The error boundary's strings (`messages/*.json` → `error`) and the home page's path, in the
 * page's language. Next.js renders `app/[locale]/error.tsx` without props from the server, so
 * the site shell hands them down through this context, the only one of its kind: every other
 * client component gets its strings as props.
 */
export interface ErrorStrings {
  heading: string;
  /** With `{status}` where the status code goes. */
  title: string;
  fallbackMessage: string;
  retry: string;
  home: string;
  homeHref: string;
}

const Context = createContext<ErrorStrings | null>(null);

export function ErrorStringsProvider({
  strings,
  children,
}: {
  strings: ErrorStrings;
  children: ReactNode;
}) {
  return <Context value={strings}>{children}</Context>;
}

export function useErrorStrings(): ErrorStrings {
  const strings = useContext(Context);
  if (!strings) throw new Error('useErrorStrings outside ErrorStringsProvider');
  return strings;
}
