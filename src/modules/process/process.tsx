import { getTranslations } from 'next-intl/server';
import { ownHeading, Section, SectionHeading, sectionId } from '@/components/ui/section';
import type { ModuleProps } from '../types';

/** Numbered steps: how a visit, a birthday or a franchise works. */
export async function Process({ module, context }: ModuleProps<'process'>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.process' });
  const id = sectionId(module.type, context.index);
  const title = ownHeading(module.title, context.pageHeadings);
  return (
    <Section tone="white" labelledBy={title ? id : undefined} data-module="process">
      {title && <SectionHeading id={id}>{title}</SectionHeading>}
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {module.steps.map((step, index) => (
          <li
            key={`${index}-${step.title}`}
            className="relative rounded-[var(--radius-card)] bg-cream p-6 pt-10"
          >
            <span
              aria-hidden="true"
              className="absolute -top-5 left-6 flex size-11 items-center justify-center rounded-full bg-brand font-display text-xl font-extrabold text-ink shadow-md"
            >
              {index + 1}
            </span>
            <h3 className="text-xl">
              <span className="sr-only">{t('step', { number: index + 1 })}: </span>
              {step.title}
            </h3>
            {step.text && <p className="mt-2">{step.text}</p>}
          </li>
        ))}
      </ol>
    </Section>
  );
}
