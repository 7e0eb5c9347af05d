'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { NavList } from './nav-list.client';
import type { NavItem } from './nav-items';

/**
 * A `<details>` disclosure, so the menu opens without JavaScript; with it, the menu also closes
 * on every navigation and on Escape, and focus moves into it and back to the toggle.
 */
export function MobileMenu({
  items,
  labels,
  children,
}: {
  items: NavItem[];
  labels: { open: string; close: string; menu: string; nav: string };
  /** Below the links: the FAQ, the phone number and the opening hours (rendered on the server). */
  children?: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const pathname = usePathname();

  const close = (returnFocus: boolean) => {
    if (!details.current?.open) return;
    details.current.open = false;
    if (returnFocus) summary.current?.focus();
  };

  // Close on a change of route only: on hydration the visitor may already have opened it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close(false);
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onToggle = () => {
    const open = details.current?.open ?? false;
    summary.current?.setAttribute('aria-label', open ? labels.close : labels.open);
    if (open) details.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  };

  return (
    <details ref={details} onToggle={onToggle} className="group lg:hidden" data-mobile-menu>
      <summary
        ref={summary}
        aria-label={labels.open}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full border-2 border-current [&::-webkit-details-marker]:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
      {/* Dims the page under the open menu; a tap on it closes the menu. The header (with its
          backdrop filter) is the containing block of fixed children, hence a height, not bottom-0. */}
      <div
        aria-hidden="true"
        onClick={() => close(false)}
        className="fixed inset-x-0 top-[var(--header-height)] h-dvh bg-ink/55"
        data-mobile-menu-backdrop
      />
      <nav
        aria-label={labels.nav}
        className="fixed inset-x-0 top-[var(--header-height)] max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-grey-tint bg-white px-5 pb-8 pt-4 text-ink shadow-[var(--shadow-soft)]"
      >
        <NavList
          items={items}
          onNavigate={() => close(false)}
          className="flex flex-col"
          linkClassName="flex min-h-12 items-center rounded-xl px-3 text-lg font-bold hover:bg-brand-tint data-[active=true]:bg-brand-tint data-[active=true]:text-brand-text"
        />
        {children}
      </nav>
    </details>
  );
}
