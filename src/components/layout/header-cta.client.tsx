'use client';

import { Link, usePathname } from '@/i18n/navigation';

/** 'Book now' everywhere; on the franchise page, 'Contact us' as a mail link to the venue. */
export function HeaderCta({ bookNow, contactUs, email }: { bookNow: string; contactUs: string; email: string }) {
  const pathname = usePathname();
  if (pathname === '/franchise-opportunity' && email) {
    return (
      <a href={`mailto:${email}`} className="btn btn-primary" data-header-cta>
        {contactUs}
      </a>
    );
  }
  return (
    <Link href="/book-now" className="btn btn-primary" data-header-cta>
      {bookNow}
    </Link>
  );
}
