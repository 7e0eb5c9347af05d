import { getTranslations } from 'next-intl/server';
import { ownHeading, Section, SectionHeading, sectionId } from '@/components/ui/section';
import { LineIcon } from '@/components/ui/line-icon';
import { JsonLd } from '@/seo/json-ld';
import { faqJsonLd } from '@/seo/structured-data';
import type { ModuleProps } from '../types';

/**
 * Questions from the site options as native disclosures: `<details>` opens with a click, Enter
 * or Space and needs no JavaScript; its content stays in the page for find-in-page and search.
 */
export async function Faq({ module, context }: ModuleProps<'faq'>) {
  const items = (context.options?.faq ?? []).filter(
    (item) => item.question.trim() && item.answerHtml.trim(),
  );
  if (items.length === 0) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'modules.faq' });
  const id = sectionId(module.type, context.index);
  const title = ownHeading(module.title.trim() || t('title'), context.pageHeadings);

  return (
    <Section labelledBy={title ? id : undefined} data-module="faq" data-faq="">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={id}>{title}</SectionHeading>
        <div className="flex flex-col gap-3 md:gap-4">
          {items.map((item, i) => (
            <details
              key={`${i}-${item.question}`}
              className="group rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] open:ring-2 open:ring-brand/40"
              data-faq-item=""
            >
              {/* list-none and the marker rule hide the browser's own triangle; ours turns below. */}
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-[var(--radius-card)] px-5 py-4 font-display text-lg font-extrabold leading-snug text-ink md:px-6 md:text-xl [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-tint text-ink transition-transform duration-200 group-open:rotate-45">
                  <LineIcon d="M12 5v14M5 12h14" className="size-5" strokeWidth={2.5} roundCaps />
                </span>
              </summary>
              {/* answerHtml was sanitised on the server when the options were mapped (src/lib/html.ts). */}
              <div
                className="prose-cms px-5 pb-5 md:px-6 md:pb-6"
                dangerouslySetInnerHTML={{ __html: item.answerHtml }}
              />
            </details>
          ))}
        </div>
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </Section>
  );
}
