import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from './routing';
import { pickMessages, shellNamespaces, type Namespace } from './pick-messages';

/**
 * Gives the client components below it the strings of the shell's namespaces and of
 * `namespaces`, nothing else of the catalogue. The site shell renders one around every page; a
 * page with a client form of its own (book-now: `booking`) renders another around the form,
 * which replaces the shell's below it.
 */
export async function ClientMessages({ locale, namespaces = [], children }: { locale: Locale; namespaces?: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, [...shellNamespaces, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
