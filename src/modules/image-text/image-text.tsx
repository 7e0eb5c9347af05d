import { ContentImage } from '@/components/ui/content-image';
import { CmsHtml } from '@/components/page/page-intro';
import { CmsLink } from '@/components/ui/cms-link';
import { sectionId } from '@/components/ui/section';
import type { ModuleProps } from '../types';

/** `image_left` / `image_right`: an illustration beside a short text, on its side. */
export function ImageText({ module, context }: ModuleProps<'image_text'>) {
  const id = sectionId(module.type, context.index);
  return (
    <section
      aria-labelledby={module.title ? id : undefined}
      className="container-page py-10 md:py-16"
      data-module="image_text"
      data-side={module.side}
    >
      <div className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
        {module.image && (
          <ContentImage
            image={module.image}
            sizes="(min-width: 768px) 50vw, 100vw"
            className={`w-full rounded-[var(--radius-card)] shadow-[var(--shadow-soft)] ${module.side === 'right' ? 'md:order-2' : ''}`}
          />
        )}
        <div>
          {module.title && (
            <h2 id={id} className="text-3xl md:text-4xl">
              {module.title}
            </h2>
          )}
          <CmsHtml html={module.html} className="mt-4 text-lg" />
          {module.button && <CmsLink link={module.button} className="btn btn-secondary mt-6" />}
        </div>
      </div>
    </section>
  );
}
