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
      priority={priority}
      className={className}
    />
  );
}
