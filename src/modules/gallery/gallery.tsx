import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ownHeading, Section, SectionHeading, sectionId } from '@/components/ui/section';
import type { ModuleProps } from '../types';
import { Lightbox } from './lightbox.client';
import { galleryClasses, galleryLayout } from './gallery-layout';

/**
 * A grid of thumbnails. In the server HTML each one is a plain link to the full image, so the
 * gallery works without JavaScript; the lightbox enhances the links once hydrated.
 */
export async function Gallery({ module, context }: ModuleProps<'gallery'>) {
  const images = module.images;
  if (images.length === 0) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.gallery' });
  const id = sectionId(module.type, context.index);
  const title = ownHeading(module.title, context.pageHeadings);
  const total = images.length;
  const layout = galleryClasses(galleryLayout(total));
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
        labels={{
          dialog: t('dialog'),
          close: t('close'),
          previous: t('previous'),
          next: t('next'),
        }}
      >
        <ul className={`grid gap-3 sm:gap-4 md:gap-5 ${layout.grid}`}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`} className={i === 0 ? layout.first : undefined}>
              <a
                href={image.url}
                aria-label={name(i + 1, image.alt)}
                data-gallery-thumb={i}
                className="group block h-full overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)]"
              >
                <Image
                  src={image.url}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw"
                  className={`aspect-[4/3] h-full w-full object-cover transition-transform ${i === 0 ? layout.firstImage : ''} duration-300 group-hover:scale-105`}
                />
              </a>
            </li>
          ))}
        </ul>
      </Lightbox>
    </Section>
  );
}
