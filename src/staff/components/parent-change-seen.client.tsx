'use client';
import { useEffect, useRef, useState } from 'react';
import { parentChangeSeenAction } from '@/staff/actions';

/**
 * Clears the "changed by the parent" mark once the booking's page is shown in a browser (a POST
 * from the page, never its GET: a prefetch does not run this). Without JavaScript the button does
 * the same and comes back to the page. The mark stays on this page as loaded.
 */
export function ParentChangeSeen({ id, label }: { id: number; label: string }) {
  const sent = useRef(false);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const form = new FormData();
    form.set('id', String(id));
    form.set('quiet', '1');
    void parentChangeSeenAction(form).then(
      () => setSeen(true),
      () => {
        // Not cleared: the mark stays until the next visit or the button.
        sent.current = false;
      },
    );
  }, [id]);
  if (seen) return null;
  return (
    <form action={parentChangeSeenAction} className="inline" data-parent-change-seen>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="text-sm font-bold underline">
        {label}
      </button>
    </form>
  );
}
