import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading, sectionId } from '@/components/ui/section';
import type { ModuleProps } from '../types';
import { Lightbox } from './lightbox.client';

/**
 * Column count from md up: four leaves a half-empty last row for 3, 6 or 9 images, so those
 * get three. Literal class names so Tailwind finds them.
 */
function columns(total: number): string {
  if (total <= 2) return '';
  if (total === 3 || (total % 3 === 0 && total % 4 !== 0)) return 'sm:grid-cols-3';
  return 'sm:grid-cols-3 md:grid-cols-4';
}

/**
 * A grid of thumbnails. In the server HTML each one is a plain link to the full image, so the
 * gallery works without JavaScript; the lightbox enhances the links once hydrated.
 */
export async function Gallery({ module, context }: ModuleProps<'gallery'>) {
  const images = module.images;
  if (images.length === 0) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.gallery' });
  const id = sectionId(module.type, context.index);
  const title = module.title.trim();
  const total = images.length;
  // An image without alt text still needs a name that says what it is; fall back to the title.
  const name = (index: number, alt: string) =>
    t('openImage', { index, total, alt: alt || title }).replace(/[:\s]+$/, '');

  return (
    <Section labelledBy={title ? id : undefined} data-module="gallery" data-gallery="">
      {title && <SectionHeading id={id}>{title}</SectionHeading>}
      <Lightbox
        // In the viewer the big image is the content itself, so it always gets a description.
        images={images.map((image) => ({ ...image, alt: image.alt || title }))}
        counters={images.map((_, i) => t('counter', { index: i + 1, total }))}
        labels={{ dialog: t('dialog'), close: t('close'), previous: t('previous'), next: t('next') }}
      >
        <ul className={`grid grid-cols-2 gap-3 sm:gap-4 md:gap-5 ${columns(total)}`}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <a
                href={image.url}
                aria-label={name(i + 1, image.alt)}
                data-gallery-thumb={i}
                className="group block overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)]"
              >
                <Image
                  src={image.url}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw"
                  className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </a>
            </li>
          ))}
        </ul>
      </Lightbox>
    </Section>
  );
}
