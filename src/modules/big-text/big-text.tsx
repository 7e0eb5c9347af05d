import type { ModuleProps } from '../types';

/** One statement in large type: what the venue wants every parent to remember. */
export function BigText({ module }: ModuleProps<'big_text'>) {
  return (
    <section className="container-page py-10 md:py-16" data-module="big_text">
      <p className="mx-auto max-w-4xl text-center font-display text-2xl font-bold leading-snug text-ink md:text-3xl lg:text-4xl">
        {module.text}
      </p>
    </section>
  );
}
