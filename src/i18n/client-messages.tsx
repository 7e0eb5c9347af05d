import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from './routing';
import { pickMessages, type Namespace } from './pick-messages';
import { ClientPluralRules } from './client-plural-rules';

/**
 * Gives the client components below it the strings of `namespaces`, nothing else of the
 * catalogue. Only a page with a client form that formats its own messages renders one, around
 * the form (book-now: `booking`): next-intl's client runtime and its message parser then load
 * on that page only. The site shell has none; its client components get their strings as props.
 */
export async function ClientMessages({
  locale,
  namespaces,
  without,
  children,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  /** Parts of the namespaces no component below reads, left out of the page (`booking.fit`). */
  without?: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, namespaces, without)}>
      <ClientPluralRules />
      {children}
    </NextIntlClientProvider>
  );
}
