import type { ReactNode } from 'react';
import './globals.css';

// The document (`<html lang>`) is rendered where the language is known: `[locale]/layout.tsx`,
// `staff/layout.tsx`, `global-not-found.tsx` and `global-error.tsx`; this root only carries the
// global styles.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
