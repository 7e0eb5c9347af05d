import type en from '../../messages/en.json';

type Messages = typeof en;
export type Namespace = keyof Messages & string;

/**
 * The client forms that format their own messages (with `useTranslations` inside a
 * `<ClientMessages>`), by folder of their components, and the namespace each is given. No other
 * client component reads the catalogue: the site shell's get their strings as props, so no page
 * but the form's loads next-intl's client runtime (client-messages.test.ts checks every file).
 * The namespace holds what the form's client components render and nothing else: the strings
 * only the server renders (the page around the form, the mails, the link pages) live in
 * namespaces of their own (`bookingPage`, `bookingMail`, `bookingLifecycle`), and the test fails
 * on a string in `booking` no client component reads.
 */
export const formNamespaces = { 'src/booking/': 'booking' } as const satisfies Record<
  string,
  Namespace
>;

/** The given namespaces of a catalogue, whole: new keys under a namespace come along unasked. */
export function pickMessages<T extends Record<string, unknown>>(
  messages: T,
  namespaces: readonly string[],
  /** Parts of those namespaces the form below never reads (`booking.fit`: the party form's). */
  without: readonly string[] = [],
): Partial<T> {
  const picked: Partial<T> = {};
  for (const namespace of namespaces) {
    if (!Object.hasOwn(messages, namespace)) continue;
    const left = without
      .filter((path) => path.startsWith(`${namespace}.`))
      .map((path) => path.slice(namespace.length + 1));
    const whole = messages[namespace as keyof T];
    picked[namespace as keyof T] =
      left.length && whole && typeof whole === 'object'
        ? (Object.fromEntries(
            Object.entries(whole).filter(([key]) => !left.includes(key)),
          ) as T[keyof T])
        : whole;
  }
  return picked;
}
