import type { Module } from '@/content';
import type { ModuleContext, ModuleRegistry, ModuleRenderer } from './types';
import { Hero } from './hero/hero';
import { BigText } from './big-text/big-text';
import { RichText } from './rich-text/rich-text';
import { ImageText } from './image-text/image-text';
import { Gallery } from './gallery/gallery';
import { Video } from './video/video';
import { Process } from './process/process';
import { MapModule } from './map/map';
import { Packages } from './packages/packages';
import { PriceList } from './price-list/price-list';
import { Testimonials } from './testimonials/testimonials';
import { Faq } from './faq/faq';
import { BookNow } from './book-now/book-now';

/** Every module type names its renderer here; leaving one out is a type error. */
export const moduleRegistry = {
  hero: Hero,
  big_text: BigText,
  rich_text: RichText,
  image_text: ImageText,
  gallery: Gallery,
  video: Video,
  process: Process,
  map: MapModule,
  packages: Packages,
  price_list: PriceList,
  testimonials: Testimonials,
  faq: Faq,
  book_now: BookNow,
} satisfies ModuleRegistry;

function renderModule<M extends Module>(module: M, context: ModuleContext) {
  // TypeScript cannot tie `moduleRegistry[module.type]` to `M` through the mapped type; the
  // `satisfies` above is what guarantees each renderer takes its own module.
  const Renderer = moduleRegistry[module.type] as unknown as ModuleRenderer<M['type']>;
  return (
    <Renderer key={`${module.type}-${context.index}`} module={module as never} context={context} />
  );
}

/**
 * Modules in CMS order. `offset` is the position of the first one on the page: a page whose
 * heading is not a hero (a room) passes 1, so no module takes the h1.
 */
export function ModuleList({
  modules,
  context,
  offset = 0,
}: {
  modules: Module[];
  context: Omit<ModuleContext, 'index'>;
  offset?: number;
}) {
  return (
    <>
      {modules.map((module, index) => renderModule(module, { ...context, index: offset + index }))}
    </>
  );
}
