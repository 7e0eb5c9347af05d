import type { ComponentProps } from 'react';
import type NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import { LocalizedPathLink } from './path-link';
import { localizedPath, type Href } from './paths';
import type { Locale } from './routing';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  locale?: Locale;
};

/**
 * A link to a route of the table, for server components: the public path is worked out on the
 * server and the browser gets `LocalizedPathLink` (./path-link.tsx: `next/link`, prefetching by
 * the site's rule). next-intl's own `Link` is a client component that needs
 * `NextIntlClientProvider`, whose module brings next-intl's client runtime and its message parser
 * into every page's first load.
 */
export async function Link({ href, locale, ...props }: Props) {
  const language = locale ?? ((await getLocale()) as Locale);
  return <LocalizedPathLink href={localizedPath({ href, locale: language })} {...props} />;
}
