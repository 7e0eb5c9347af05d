export function Logo({ className, title }: { className?: string; title?: string }) {
  return (
    <svg viewBox="0 0 180 48" role="img" aria-label={title ?? 'Cluville'} className={className}>
      <circle cx="24" cy="24" r="20" fill="#f37029" />
      <circle cx="24" cy="19" r="6" fill="#1c1b1d" />
      <path d="M20 22h8l2 14h-12z" fill="#1c1b1d" />
      <text x="52" y="34" fontSize="30" fontWeight="800" fontFamily="var(--font-display), 'Baloo 2', system-ui, sans-serif" fill="currentColor">
        Cluville
      </text>
    </svg>
  );
}
