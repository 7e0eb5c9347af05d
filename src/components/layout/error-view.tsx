import type { ReactNode } from 'react';
import { LocalizedPathLink } from '@/i18n/path-link';

/**
 * A drawing for the page (a file under `/media/`), with its alt text and intrinsic size. `eager`:
 * fetched at once and at high priority, for a page of its own (the global not-found page). Without
 * it the drawing loads lazily: React's server components send every eagerly loaded image they
 * render as a preload hint into the page's <head>, and the `[locale]` segment's not-found view is
 * rendered into every page's flight data, so an eager drawing there was fetched by every page.
 */
export type ErrorIllustration = {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
};

/**
 * The not-found and error pages: a large code graphic, a heading group, a text and the way home.
 * `data-error-page` switches the header to its inverted colours while this is on screen.
 *
 * With an `illustration`, the drawing comes first (above on phones, beside from md). On the
 * global not-found page it loads early (`eager`, and preloaded): it is then the page's largest
 * paint, in the first frame, rather than the consent bar's text that appears after hydration.
 */
export function ErrorView({
  code,
  eyebrow,
  title,
  text,
  homeLabel,
  homeHref,
  illustration,
  children,
}: {
  code: string;
  eyebrow: string;
  title: string;
  text: string;
  homeLabel: string;
  /** The home page in the page's language (`/`, `/en`). */
  homeHref: string;
  illustration?: ErrorIllustration;
  children?: ReactNode;
}) {
  const body = (
    <>
      <ErrorGraphic code={code} small={Boolean(illustration)} />
      <hgroup className={illustration ? 'mt-6' : 'mt-8'}>
        <p className="font-display text-lg font-extrabold uppercase tracking-widest text-brand-text">
          {eyebrow}
        </p>
        <h1 className={`mt-1 text-4xl ${illustration ? 'lg:text-5xl' : 'md:text-5xl'}`}>{title}</h1>
      </hgroup>
      <p className="mt-4 max-w-xl text-lg">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LocalizedPathLink href={homeHref} className="btn btn-primary">
          {homeLabel}
        </LocalizedPathLink>
        {children}
      </div>
    </>
  );
  if (!illustration) {
    return (
      <section
        data-error-page
        className="container-page flex flex-col items-center py-16 text-center md:py-24"
      >
        {body}
      </section>
    );
  }
  return (
    <section
      data-error-page
      className="container-page grid items-center gap-8 py-10 md:grid-cols-2 md:gap-12 md:py-20 lg:py-24"
    >
      {/* A plain img: this view is also the error boundary's (a client component in every
          page's first load), and next/image would bring its client code to every page; the
          drawing is an SVG, which next/image passes through unchanged anyway. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={illustration.src}
        alt={illustration.alt}
        width={illustration.width}
        height={illustration.height}
        loading={illustration.eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={illustration.eager ? 'high' : undefined}
        className="mx-auto h-auto w-full max-w-xl rounded-[2rem] shadow-[var(--shadow-soft)]"
        data-error-illustration=""
      />
      <div className="flex flex-col items-center text-center">{body}</div>
    </section>
  );
}

/** The status code drawn large, its middle digit a keyhole when it is a zero. */
function ErrorGraphic({ code, small }: { code: string; small: boolean }) {
  const digits = code.split('');
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 360 160"
      className={small ? 'w-full max-w-[15rem] lg:max-w-xs' : 'w-full max-w-md'}
      data-error-graphic
    >
      <ellipse cx="180" cy="150" rx="150" ry="8" fill="#414042" opacity="0.12" />
      {digits.map((digit, index) => {
        const x = 60 + index * 120;
        if (digit === '0') {
          return (
            <g key={index}>
              <circle cx={x} cy="76" r="62" fill="#f37029" />
              <circle cx={x} cy="62" r="16" fill="#1c1b1d" />
              <path
                d={`M${x - 10} 70 L${x + 10} 70 L${x + 16} 112 L${x - 16} 112 Z`}
                fill="#1c1b1d"
              />
            </g>
          );
        }
        return (
          <text
            key={index}
            x={x}
            y="136"
            textAnchor="middle"
            fontSize="150"
            fontWeight="800"
            fontFamily="var(--font-display)"
            fill="#414042"
          >
            {digit}
          </text>
        );
      })}
    </svg>
  );
}
