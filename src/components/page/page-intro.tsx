import type { ReactNode } from 'react';

/** The page's heading and one-sentence introduction. */
export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className="container-page pb-6 pt-10 md:pt-16">
      <h1 className="max-w-4xl text-4xl md:text-5xl lg:text-6xl">{title}</h1>
      {intro && <p className="mt-4 max-w-2xl text-lg md:text-xl">{intro}</p>}
      {children}
    </header>
  );
}

/** Sanitised CMS HTML (see `src/lib/html.ts`). */
export function CmsHtml({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`prose-cms ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
