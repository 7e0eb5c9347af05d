// The one module besides link.tsx allowed to import `next/link`: a link to a path that is already
// public and localized, with no next-intl code, so client components may use it too.
import NextLink from 'next/link';

/**
 * A link to a path that is already public and localized (`/sobe/piratsko-blago`,
 * `/en/book-now?form=room`), as CMS content gives them or as the server worked them out
 * (`localizedPath` in ./paths.ts): client-side navigation without a second translation of the path.
 */
export const LocalizedPathLink = NextLink;
