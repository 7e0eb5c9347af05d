'use client';

import { usePathname } from 'next/navigation';
import { LocalizedPathLink } from '@/i18n/path-link';
import { routeOf } from '@/i18n/paths';

// Phones get a smaller button so the name, the language switch and the menu fit beside it.
const ctaClass = 'btn btn-primary max-xs:min-h-11 max-xs:px-3 max-xs:text-sm';

/**
 * 'Book now' everywhere; on the franchise page, 'Contact us' as a mail link to the venue, with a
 * short label on phones ('Kontaktirajte nas' would not fit beside the name and the menu).
 */
export function HeaderCta({
  bookNow,
  bookNowHref,
  contactUs,
  contactUsShort,
  email,
}: {
  bookNow: string;
  /** The book-now page in the page's language. */
  bookNowHref: string;
  contactUs: string;
  contactUsShort: string;
  email: string;
}) {
  const route = routeOf(usePathname());
  if (route === '/franchise-opportunity' && email) {
    return (
      <a href={`mailto:${email}`} className={ctaClass} data-header-cta>
        <span className="xs:hidden">{contactUsShort}</span>
        <span className="max-xs:hidden">{contactUs}</span>
      </a>
    );
  }
  return (
    <LocalizedPathLink href={bookNowHref} className={ctaClass} data-header-cta>
      {bookNow}
    </LocalizedPathLink>
  );
}
