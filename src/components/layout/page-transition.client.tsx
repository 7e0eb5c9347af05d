'use client';

import { useEffect, useState, type ReactNode } from 'react';

// Set once the first page has hydrated: only later pages (client navigations) play the enter
// animation. On the first load the content shows at once, so the hero can be the largest
// contentful paint instead of waiting behind an opacity-0 fade.
let hydrated = false;

export function PageTransition({ children }: { children: ReactNode }) {
  const [animate] = useState(() => hydrated);
  useEffect(() => {
    hydrated = true;
  }, []);
  return <div className={animate ? 'page-transition' : undefined}>{children}</div>;
}
