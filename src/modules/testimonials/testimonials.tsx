import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading, sectionId } from '@/components/ui/section';
import type { ModuleProps } from '../types';

/** 'Our visitors say': quotes from parents, from the site options. */
export async function Testimonials({ module, context }: ModuleProps<'testimonials'>) {
  const testimonials = context.options?.testimonials;
  if (!testimonials?.items.length) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.testimonials' });
  const id = sectionId(module.type, context.index);
  return (
    <Section tone="white" labelledBy={id} data-module="testimonials">
      <SectionHeading id={id} align="center" intro={testimonials.subtitle || undefined}>
        {testimonials.title || t('title')}
      </SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {testimonials.items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-cream p-6" data-testimonial>
              <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 text-brand" fill="currentColor">
                <path d="M0 24V14C0 6 4 1.5 12 0l1 3.5C8.5 5 6.5 7.5 6.5 11H12v13zm18 0V14c0-8 4-12.5 12-14l1 3.5C26.5 5 24.5 7.5 24.5 11H30v13z" />
              </svg>
              <blockquote className="mt-3 flex-1 text-lg">
                <p>{item.text}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 font-bold text-ink">
                {item.image && (
                  <Image src={item.image.url} alt="" width={48} height={48} className="size-12 rounded-full" />
                )}
                {item.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
