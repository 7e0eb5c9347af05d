'use client';
// Keeps what the visitor typed in sessionStorage, so a reload (or a tab restored later in the
// same session) brings it back. sessionStorage, not localStorage: nothing outlives the session
// and nothing is stored before the visitor types.
import { useEffect, useRef, useState } from 'react';
import type { FormValues } from '../rules/form-state';

export function useDraft(
  key: string,
  values: FormValues,
  setValues: (values: FormValues) => void,
  restore: boolean,
): boolean {
  const [restored, setRestored] = useState(false);
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    if (!restore) return;
    try {
      const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as FormValues | null;
      if (
        saved &&
        Object.keys(saved).some((field) => field !== 'form' && field !== 'cake' && saved[field])
      ) {
        // sessionStorage exists only in the browser, so the draft can only come in after
        // hydration (reading it during render would make server and client HTML differ).
        setValues({ ...values, ...saved });
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setRestored(true);
      }
    } catch {
      // storage blocked or a broken draft: start empty
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!loaded.current) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // storage full or blocked: the form still works
    }
  }, [key, values]);
  return restored;
}
