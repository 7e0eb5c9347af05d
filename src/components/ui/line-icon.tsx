// Decorative icons drawn in the current text colour, hidden from assistive technology: the one
// shape of every small icon on the site, a 24×24 line (facts, contact cards, menus) or a filled
// shape (play, quote, social networks).
export function LineIcon({
  d,
  className,
  strokeWidth = 2,
  roundCaps = false,
}: {
  /** The icon's path. */
  d: string;
  className?: string;
  strokeWidth?: number;
  /** Round line ends (most icons); square ends where the drawing needs them. */
  roundCaps?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={roundCaps ? 'round' : undefined}
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export function FilledIcon({
  d,
  className,
  viewBox = '0 0 24 24',
}: {
  /** The icon's path. */
  d: string;
  className?: string;
  viewBox?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox={viewBox} className={className} fill="currentColor">
      <path d={d} />
    </svg>
  );
}
