import type { ReactNode } from 'react';
import './globals.css';

// The document (`<html lang>`) is rendered by `[locale]/layout.tsx` and `not-found.tsx`, which
// know the language; this root only carries the global styles.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
