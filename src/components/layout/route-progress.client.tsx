'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { LOADING_BAR } from '@/lib/constants';

export type ProgressState = 'hidden' | 'running' | 'finished' | 'failed';

/** Dispatched by error boundaries so a failed navigation shows the bar's failed state. */
export const NAVIGATION_FAILED_EVENT = 'cluville:navigation-failed';

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  // A link enhanced into a button (a gallery thumbnail opening the lightbox) navigates nowhere.
  if (anchor.getAttribute('role') === 'button' || anchor.hasAttribute('aria-haspopup'))
    return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * Route-transition loading bar: appears only if a navigation takes longer than the throttle,
 * creeps towards the end over the duration, and hides shortly after the new page arrives.
 */
export function RouteProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [state, setState] = useState<ProgressState>('hidden');
  const timers = useRef<{ show?: number; hide?: number }>({});
  const pending = useRef(false);

  useEffect(() => {
    const clear = () => {
      window.clearTimeout(timers.current.show);
      window.clearTimeout(timers.current.hide);
    };
    const start = () => {
      clear();
      pending.current = true;
      timers.current.show = window.setTimeout(() => setState('running'), LOADING_BAR.throttleMs);
    };
    const fail = () => {
      if (!pending.current) return;
      pending.current = false;
      clear();
      setState('failed');
      timers.current.hide = window.setTimeout(() => setState('hidden'), LOADING_BAR.hideAfterMs);
    };
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) start();
    };
    // Capture phase: Next's Link prevents the default in React's (later) listener.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    window.addEventListener(NAVIGATION_FAILED_EVENT, fail);
    return () => {
      clear();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
      window.removeEventListener(NAVIGATION_FAILED_EVENT, fail);
    };
  }, []);

  // A new pathname or query means the navigation finished.
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    window.clearTimeout(timers.current.show);
    setState((current) => {
      if (current !== 'running') return 'hidden';
      timers.current.hide = window.setTimeout(() => setState('hidden'), LOADING_BAR.hideAfterMs);
      return 'finished';
    });
  }, [pathname, searchParams]);

  const width = { hidden: '0%', running: '90%', finished: '100%', failed: '100%' }[state];
  const duration = state === 'running' ? LOADING_BAR.durationMs : 200;

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-hidden={state === 'hidden'}
      aria-busy={state === 'running'}
      data-state={state}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className={`h-full ${state === 'failed' ? 'bg-red-700' : 'bg-brand'} ${state === 'hidden' ? 'opacity-0' : 'opacity-100'}`}
        style={{
          width,
          transition: `width ${duration}ms cubic-bezier(0.1, 0.6, 0.3, 1), opacity 200ms`,
        }}
      />
    </div>
  );
}
