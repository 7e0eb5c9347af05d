import type { ReactNode } from 'react';

type Tone = 'plain' | 'white' | 'tint' | 'dark';

/** The wave's colour per tone: the section's own background, so the wave is its soft edge. */
const waveColour: Record<Tone, string> = {
  plain: '',
  white: 'text-white',
  tint: 'text-brand-tint/60',
  dark: 'text-grey',
};

/**
 * A wave edge where a section changes colour (VISUAL.md's section dividers): drawn in the
 * section's colour just outside its top or bottom, over the neighbour's padding.
 */
export function Wave({ className = '', side }: { className?: string; side: 'top' | 'bottom' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1440 40"
      preserveAspectRatio="none"
      className={`pointer-events-none absolute inset-x-0 h-5 w-full md:h-8 ${side === 'top' ? 'bottom-full -mb-px' : 'top-full -mt-px rotate-180'} ${className}`}
      fill="currentColor"
    >
      <path d="M0 40V22C120 6 240 0 360 8s240 30 360 30 240-26 360-30 240 8 360 18V40z" />
    </svg>
  );
}

const tones: Record<Tone, string> = {
  plain: '',
  white: 'bg-white',
  tint: 'bg-brand-tint/60',
  dark: 'bg-grey text-white [&_h2]:text-white [&_h3]:text-white',
};

/** A page band: vertical rhythm, optional background tone, centred content width. */
export function Section({
  children,
  tone = 'plain',
  labelledBy,
  className = '',
  ...rest
}: {
  children: ReactNode;
  tone?: Tone;
  labelledBy?: string;
  className?: string;
} & Record<`data-${string}`, string | boolean>) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`relative py-12 md:py-20 ${tones[tone]} ${className}`}
      {...rest}
    >
      {tone !== 'plain' && <Wave side="top" className={waveColour[tone]} />}
      <div className="container-page">{children}</div>
      {tone !== 'plain' && <Wave side="bottom" className={waveColour[tone]} />}
    </section>
  );
}

/** A section heading: h2 by default; the page's first module may make it the h1. */
export function SectionHeading({
  id,
  children,
  as: Tag = 'h2',
  eyebrow,
  intro,
  align = 'left',
}: {
  id?: string;
  children: ReactNode;
  as?: 'h1' | 'h2' | 'h3';
  eyebrow?: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
}) {
  const center = align === 'center' ? 'mx-auto text-center' : '';
  if (!children && !eyebrow && !intro) return null;
  return (
    <div className={`mb-8 max-w-3xl md:mb-12 ${center}`}>
      {eyebrow && (
        <p className="mb-2 font-display text-sm font-extrabold uppercase tracking-widest text-brand-text">
          {eyebrow}
        </p>
      )}
      {children ? (
        <Tag id={id} className="text-3xl md:text-4xl">
          {children}
        </Tag>
      ) : null}
      {intro && <div className="mt-4 text-lg">{intro}</div>}
    </div>
  );
}

/** A module's heading, or '' when it only repeats the page's own heading ('Cjenovnik' twice). */
export function ownHeading(title: string, pageHeadings: string[] = []): string {
  const normal = (text: string) => text.trim().toLocaleLowerCase();
  const heading = title.trim();
  return pageHeadings.some((page) => normal(page) === normal(heading)) ? '' : heading;
}

/** A stable id for aria-labelledby from a module's position on the page. */
export function sectionId(type: string, index: number): string {
  return `${type.replace(/_/g, '-')}-${index}`;
}
