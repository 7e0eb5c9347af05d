import { CmsHtml } from '@/components/page/page-intro';
import type { ModuleProps } from '../types';

/** Formatted text from the CMS, sanitised and with internal links made local by the mapper. */
export function RichText({ module }: ModuleProps<'rich_text'>) {
  return (
    <section className="container-page py-8 md:py-12" data-module="rich_text">
      <CmsHtml html={module.html} className="mx-auto text-lg" />
    </section>
  );
}
