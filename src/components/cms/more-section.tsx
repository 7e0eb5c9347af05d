import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/link';

/**
 * The section under a room or a news item that offers more of its kind: a heading, a button to
 * the whole list beside it, and the cards.
 */
export function MoreSection({
  id,
  title,
  listHref,
  listLabel,
  children,
  ...section
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  listHref: '/news' | '/rooms';
  listLabel: string;
  children?: ReactNode;
} & Omit<ComponentProps<'section'>, 'id' | 'title'>) {
  return (
    <section aria-labelledby={id} className="container-page mt-16" {...section}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-3xl">
          {title}
        </h2>
        <Link href={listHref} className="btn btn-secondary">
          {listLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
