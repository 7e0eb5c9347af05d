// The visitor's consent as React sees it: the consent manager writes it after the library has
// read the cookie (or after a choice), and components read it with `useConsent`. The server
// HTML and the first render after hydration always show "not allowed": consent is decided in
// the browser, so a page's HTML never depends on a cookie.
import { useSyncExternalStore } from 'react';
import type { ConsentCategory } from './config';

let accepted: ReadonlySet<ConsentCategory> = new Set();
const listeners = new Set<() => void>();

export function setAcceptedCategories(categories: readonly string[]): void {
  accepted = new Set(categories as ConsentCategory[]);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => accepted.has(category),
    () => false,
  );
}

/** Opens the library's settings dialog; set by the consent manager once the library has run. */
let openSettings: (() => void) | undefined;

export function registerSettingsOpener(open: (() => void) | undefined): void {
  openSettings = open;
}

export function openConsentSettings(): boolean {
  if (!openSettings) return false;
  openSettings();
  return true;
}
