import type { ComponentProps, ReactNode } from 'react';
import { ContentImage } from '@/components/ui/content-image';
import { Link } from '@/i18n/link';
import type { Image } from '@/content/types';

type Href = ComponentProps<typeof Link>['href'];

/**
 * A card whose whole surface follows its title's link (the link's `::after` covers the card):
 * the room and news cards. One link per card, so a screen reader hears each card once.
 */
export function LinkedCard({
  href,
  title,
  image,
  imageClassName,
  headingLevel,
  more,
  before,
  children,
  className = '',
  bodyClassName,
  moreClassName = 'mt-auto',
  data,
}: {
  href: Href;
  title: string;
  image?: Image | null;
  /** The picture's aspect ratio class. */
  imageClassName: string;
  headingLevel: 2 | 3;
  /** The "read more" words under the text (decorative: the title is the link). */
  more: string;
  /** What stands above the title (a news item's date). */
  before?: ReactNode;
  children?: ReactNode;
  className?: string;
  bodyClassName: string;
  /** Where the "more" words sit: at the bottom unless the children push themselves there. */
  moreClassName?: string;
  /** The card's `data-*` marker, for tests and styles. */
  data: Record<`data-${string}`, boolean>;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] transition-transform hover:-translate-y-1 ${className}`.trim()}
      {...data}
    >
      {image && (
        <ContentImage
          image={image}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className={`${imageClassName} w-full object-cover`}
        />
      )}
      <div className={`flex flex-1 flex-col p-5 ${bodyClassName}`}>
        {before}
        <Heading className="text-2xl">
          <Link href={href} className="after:absolute after:inset-0">
            {title}
          </Link>
        </Heading>
        {children}
        <span aria-hidden="true" className={`font-bold text-brand-text ${moreClassName}`.trim()}>
          {more} →
        </span>
      </div>
    </article>
  );
}
