import type { ReactNode } from 'react';
import { PageTransition } from '@/components/layout/page-transition.client';

// A template re-mounts on every navigation, so each new page plays the "page" enter transition
// (not the first page of a visit: see PageTransition).
export default function Template({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
