import { ContentImage } from '@/components/ui/content-image';
import { CmsLink } from '@/components/ui/cms-link';
import { keepNumbersTogether } from '@/lib/format';
import type { ModuleProps } from '../types';

/** The page opener: headline (the page's h1 when first), subtitle, one call to action, a scene. */
export function Hero({ module, context }: ModuleProps<'hero'>) {
  const Heading = context.index === 0 ? 'h1' : 'h2';
  if (context.variant?.hero === 'compact') {
    // Legal text: a plain title and its one line, without the big picture, so the text starts
    // on the first screen.
    return (
      <section
        className="relative overflow-hidden border-b border-grey-tint"
        data-module="hero"
        data-hero="compact"
      >
        <div
          aria-hidden="true"
          className="absolute -right-16 -top-16 size-48 rounded-full bg-brand/10"
        />
        <div className="container-page relative py-8 md:py-12">
          <Heading className="max-w-4xl text-4xl md:text-5xl">{module.title}</Heading>
          {module.subtitle && (
            <p className="mt-3 max-w-2xl text-lg">{keepNumbersTogether(module.subtitle)}</p>
          )}
        </div>
      </section>
    );
  }
  return (
    <section className="relative overflow-hidden" data-module="hero">
      {/* Circles leave only through the viewport's sides: a cut along the section's top or bottom
          would show as a hard straight edge under the header or above the next section. */}
      <div
        aria-hidden="true"
        className="absolute -right-28 top-6 size-72 rounded-full bg-brand/15 md:size-[24rem]"
      />
      <div
        aria-hidden="true"
        className="absolute bottom-6 -left-24 size-56 rounded-full bg-teal/10"
      />
      <div className="container-page relative grid items-center gap-8 py-10 md:grid-cols-2 md:gap-12 md:py-16 lg:py-20">
        <div>
          <Heading className="text-4xl leading-[1.05] xs:text-5xl lg:text-6xl">
            {module.title}
          </Heading>
          {module.subtitle && (
            <p className="mt-5 max-w-xl text-lg md:text-xl">
              {keepNumbersTogether(module.subtitle)}
            </p>
          )}
          {module.button && (
            <CmsLink link={module.button} className="btn btn-primary mt-8 px-7 text-lg" />
          )}
        </div>
        {module.image && (
          <ContentImage
            image={module.image}
            priority={context.index === 0}
            sizes="(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw"
            className="w-full rounded-[2rem] shadow-[var(--shadow-soft)]"
          />
        )}
      </div>
    </section>
  );
}
