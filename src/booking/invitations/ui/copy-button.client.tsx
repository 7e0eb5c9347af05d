'use client';
// Copies the invitation's link (progressive enhancement: without JavaScript, or without the
// clipboard, the button is not shown and the link stays selectable text beside it).
import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  // False on the server and before the page's scripts run; true in a browser with a clipboard.
  const ready = useSyncExternalStore(
    noSubscription,
    () => typeof navigator !== 'undefined' && !!navigator.clipboard,
    () => false,
  );
  const [copied, setCopied] = useState(false);
  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        data-copy-link
        onClick={() => {
          void navigator.clipboard.writeText(text).then(() => setCopied(true));
        }}
      >
        {label}
      </button>
      <span role="status" className="self-center font-bold" data-copied>
        {copied ? done : ''}
      </span>
    </>
  );
}
