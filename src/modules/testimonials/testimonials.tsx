import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading, sectionId } from '@/components/ui/section';
import { FilledIcon } from '@/components/ui/line-icon';
import { typographicQuotes } from '@/lib/format';
import { CarouselControls } from '@/components/ui/carousel-controls.client';
import { carouselLabels } from '@/components/ui/carousel-labels';
import type { ModuleProps } from '../types';

/**
 * 'Our visitors say': the page's own quotes when it has them (team building), else the site
 * options' set. On phones the quotes are a swipeable row (one card and the edge of the next)
 * rather than six cards stacked into a page thousands of pixels long, each as tall as its quote;
 * from 768 px a grid of equal cards.
 */
export async function Testimonials({ module, context }: ModuleProps<'testimonials'>) {
  const shared = context.options?.testimonials;
  const set = module.own ?? shared;
  if (!set?.items.length) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.testimonials' });
  const id = sectionId(module.type, context.index);
  const title = set.title || (module.own ? '' : shared?.title) || t('title');
  return (
    <Section
      tone="white"
      labelledBy={id}
      data-module="testimonials"
      data-testimonials-set={module.own ? 'page' : 'site'}
    >
      <SectionHeading id={id} align="center" intro={set.subtitle || undefined}>
        {title}
      </SectionHeading>
      {/* The row scrolls on its own on phones, so it takes focus for keyboard scrolling. */}
      <ul
        id={`${id}-list`}
        tabIndex={0}
        aria-label={t('list')}
        className="-mx-5 flex snap-x snap-mandatory scroll-px-5 items-start gap-4 overflow-x-auto px-5 pb-4 [scrollbar-width:thin] sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:items-stretch sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
      >
        {set.items.map((item) => (
          <li key={item.name} className="w-[85%] shrink-0 snap-start sm:w-auto">
            <figure
              className="flex h-full flex-col rounded-[var(--radius-card)] bg-cream p-6"
              data-testimonial
            >
              <FilledIcon
                d="M0 24V14C0 6 4 1.5 12 0l1 3.5C8.5 5 6.5 7.5 6.5 11H12v13zm18 0V14c0-8 4-12.5 12-14l1 3.5C26.5 5 24.5 7.5 24.5 11H30v13z"
                viewBox="0 0 32 24"
                className="h-6 w-8 text-brand"
              />
              <blockquote className="mt-3 flex-1 text-lg">
                <p>{typographicQuotes(item.text, context.locale)}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 font-bold text-ink">
                {item.image && (
                  <Image
                    src={item.image.url}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded-full"
                  />
                )}
                {typographicQuotes(item.name, context.locale)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <CarouselControls
        listId={`${id}-list`}
        labels={await carouselLabels(context.locale)}
        hiddenFrom="sm"
      />
    </Section>
  );
}
