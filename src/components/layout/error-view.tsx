import type { ReactNode } from 'react';
import { LocalizedPathLink } from '@/i18n/path-link';

/**
 * The not-found and error pages: a large code graphic, a heading group, a text and the way home.
 * `data-error-page` switches the header to its inverted colours while this is on screen.
 */
export function ErrorView({
  code,
  eyebrow,
  title,
  text,
  homeLabel,
  homeHref,
  children,
}: {
  code: string;
  eyebrow: string;
  title: string;
  text: string;
  homeLabel: string;
  /** The home page in the page's language (`/`, `/en`). */
  homeHref: string;
  children?: ReactNode;
}) {
  return (
    <section
      data-error-page
      className="container-page flex flex-col items-center py-16 text-center md:py-24"
    >
      <ErrorGraphic code={code} />
      <hgroup className="mt-8">
        <p className="font-display text-lg font-extrabold uppercase tracking-widest text-brand-text">
          {eyebrow}
        </p>
        <h1 className="mt-1 text-4xl md:text-5xl">{title}</h1>
      </hgroup>
      <p className="mt-4 max-w-xl text-lg">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LocalizedPathLink href={homeHref} className="btn btn-primary">
          {homeLabel}
        </LocalizedPathLink>
        {children}
      </div>
    </section>
  );
}

/** The status code drawn large, its middle digit a keyhole when it is a zero. */
function ErrorGraphic({ code }: { code: string }) {
  const digits = code.split('');
  return (
    <svg aria-hidden="true" viewBox="0 0 360 160" className="w-full max-w-md" data-error-graphic>
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
