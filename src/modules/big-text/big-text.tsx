import { keepNumbersTogether } from '@/lib/format';
import type { ModuleProps } from '../types';

/**
 * The page's lead: what the venue wants every parent to remember, in the text face at lead size,
 * aligned with the content, so it supports the title instead of competing with it.
 */
export function BigText({ module }: ModuleProps<'big_text'>) {
  return (
    <section className="container-page pb-6 pt-2 md:pb-10" data-module="big_text">
      <p className="max-w-3xl border-l-4 border-brand pl-5 text-lg leading-relaxed text-ink md:text-xl">
        {keepNumbersTogether(module.text)}
      </p>
    </section>
  );
}
