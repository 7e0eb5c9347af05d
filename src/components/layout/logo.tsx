/** The keyhole mark alone (the header sets the name beside it as text). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      aria-hidden="true"
      className={className}
    >
      <MarkShapes />
    </svg>
  );
}

function MarkShapes() {
  return (
    <>
      <circle cx="24" cy="24" r="21" fill="#f37029" />
      <path d="M24 3a21 21 0 0 1 0 42a24 24 0 0 0 0-42z" fill="#c4500f" opacity="0.35" />
      <circle cx="24" cy="19.5" r="7" fill="#fff4e6" />
      <path
        d="M20.2 23.5h7.6l2.4 12.1a1.6 1.6 0 0 1-1.6 1.9h-9.2a1.6 1.6 0 0 1-1.6-1.9z"
        fill="#fff4e6"
      />
      <circle cx="24" cy="19.5" r="2.6" fill="#f9b347" />
      <path d="M38.5 7.5l1.1 2.6 2.6 1.1-2.6 1.1-1.1 2.6-1.1-2.6-2.6-1.1 2.6-1.1z" fill="#f9b347" />
    </>
  );
}

/**
 * Cluville logo: an orange keyhole mark plus the wordmark.
 * The wordmark uses `currentColor`, so the header/footer can recolour it with CSS `color`.
 * Size it with `className` (e.g. `h-10 w-auto`); the viewBox is 180x48.
 */
export function Logo({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 180 48"
      role="img"
      aria-label={title ?? 'Cluville'}
      className={className}
    >
      {/* mark: orange badge with a glowing keyhole and a sparkle */}
      <MarkShapes />
      {/* wordmark */}
      <text
        x="53"
        y="36"
        fontSize="34"
        fontWeight={800}
        textLength={118}
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        style={{ fontFamily: "var(--font-display), 'Baloo 2', system-ui, sans-serif" }}
      >
        Cluville
      </text>
    </svg>
  );
}
