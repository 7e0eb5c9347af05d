import type { ReactNode } from 'react';
import { LocalizedPathLink } from '@/i18n/path-link';
import type { Link as LinkValue } from '@/content';

/** A link from the CMS: site paths navigate in-app, everything else is a plain anchor. */
export function CmsLink({
  link,
  className,
  children,
}: {
  link: LinkValue;
  className?: string;
  children?: ReactNode;
}) {
  const content = children ?? link.title;
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (link.href.startsWith('/') && !link.href.startsWith('//')) {
    return (
      <LocalizedPathLink href={link.href} className={className} {...newTab}>
        {content}
      </LocalizedPathLink>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : newTab)}
    >
      {content}
    </a>
  );
}
