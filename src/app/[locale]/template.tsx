import type { ReactNode } from 'react';

// A template re-mounts on every navigation, so each new page plays the "page" enter transition.
export default function PageTransition({ children }: { children: ReactNode }) {
  return <div className="page-transition">{children}</div>;
}
