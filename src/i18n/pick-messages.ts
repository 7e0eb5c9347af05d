import type en from '../../messages/en.json';

type Messages = typeof en;
export type Namespace = keyof Messages & string;

/**
 * The namespaces whose strings client components of the site shell render themselves, on every
 * page: the loading bar (`loading`), the error boundary (`error`), the consent bar and dialog
 * (`consent`), the newsletter form in the footer (`newsletter`). Every other string is rendered
 * on the server and reaches the browser as HTML only. A client component that calls
 * `useTranslations` either reads one of these or sits inside a `<ClientMessages>` that adds its
 * namespace (client-messages.test.ts checks every file).
 */
export const shellNamespaces = ['loading', 'error', 'consent', 'newsletter'] as const satisfies readonly Namespace[];

/** Namespaces a page's own client form adds below the shell's, by folder of its components. */
export const formNamespaces = { 'src/booking/': 'booking' } as const satisfies Record<string, Namespace>;

/** The given namespaces of a catalogue, whole: new keys under a namespace come along unasked. */
export function pickMessages<T extends Record<string, unknown>>(messages: T, namespaces: readonly string[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const namespace of namespaces) {
    if (Object.hasOwn(messages, namespace)) picked[namespace as keyof T] = messages[namespace as keyof T];
  }
  return picked;
}
