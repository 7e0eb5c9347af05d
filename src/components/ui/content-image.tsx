import Image from 'next/image';
import type { Image as ImageValue } from '@/content';

/** An image from the content, with its own alt text and dimensions (no layout shift). */
export function ContentImage({
  image,
  sizes,
  className,
  priority,
  alt,
}: {
  image: ImageValue;
  sizes: string;
  className?: string;
  /**
   * The page's largest image, at the top: preloaded from <head> and fetched at high priority.
   * (next/image 16 turns its own `priority` into the preload alone, and a browser fetches an
   * image at low priority until layout shows it on screen.)
   */
  priority?: boolean;
  /** Overrides the content's alt text, e.g. "" where a caption already names the picture. */
  alt?: string;
}) {
  return (
    <Image
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
