'use client';

import Image from 'next/image';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { Image as GalleryImage } from '@/content/types';
import { lockScroll, SWIPE_PX, thumbIndex, thumbOf } from './lightbox-dom';
import { LineIcon } from '@/components/ui/line-icon';

export interface LightboxLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
}

const iconButton =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-ink shadow-[var(--shadow-soft)] transition-transform hover:scale-105 focus-visible:outline-white';

function Icon({ d }: { d: string }) {
  return <LineIcon d={d} className="size-6" strokeWidth={2.5} roundCaps />;
}

/**
 * Wraps the server-rendered thumbnail grid (`children`) and turns its links into buttons that
 * open a native modal `<dialog>`: the browser then keeps Tab inside, closes on Escape and makes
 * the page behind inert. Strings arrive translated from the server.
 */
export function Lightbox({
  images,
  counters,
  labels,
  children,
}: {
  images: GalleryImage[];
  counters: string[];
  labels: LightboxLabels;
  children: ReactNode;
}) {
  const gridRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const unlockRef = useRef<(() => void) | null>(null);
  const swipeRef = useRef<{ x: number; y: number } | null>(null);
  const swipedRef = useRef(false);
  const [index, setIndex] = useState<number | null>(null);
  const total = images.length;

  // Hydrated, a thumbnail opens a dialog: tell assistive technology (it stays a link without JS).
  useEffect(() => {
    gridRef.current?.querySelectorAll<HTMLElement>('[data-gallery-thumb]').forEach((thumb) => {
      thumb.setAttribute('role', 'button');
      thumb.setAttribute('aria-haspopup', 'dialog');
    });
  }, []);

  // Leaving the page with the dialog open must not leave the page unscrollable.
  useEffect(() => {
    const unlock = unlockRef;
    return () => unlock.current?.();
  }, []);

  function open(thumb: HTMLElement) {
    const dialog = dialogRef.current;
    const i = thumbIndex(thumb, total);
    if (!dialog || dialog.open || i === null) return;
    openerRef.current = thumb;
    setIndex(i);
    unlockRef.current = lockScroll();
    dialog.showModal();
    closeRef.current?.focus();
  }

  function onClose() {
    setIndex(null);
    unlockRef.current?.();
    unlockRef.current = null;
    // Browsers do not all return focus to a link that was clicked with the mouse; do it here.
    openerRef.current?.focus();
    openerRef.current = null;
  }

  const close = () => dialogRef.current?.close();
  const move = (step: number) => setIndex((i) => (i === null ? i : (i + step + total) % total));

  function onGridClick(event: MouseEvent<HTMLDivElement>) {
    // Ctrl/Cmd/Shift-click and middle-click keep the link's own meaning (open the image in a tab).
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const thumb = thumbOf(event.target);
    if (!thumb) return;
    event.preventDefault();
    open(thumb);
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A button answers Space as well as Enter (a link only answers Enter).
    const thumb = event.key === ' ' ? thumbOf(event.target) : null;
    if (!thumb) return;
    event.preventDefault();
    open(thumb);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // The click that ends a swipe is not a tap on the backdrop.
    if (swipedRef.current) {
      swipedRef.current = false;
      return;
    }
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.hasAttribute('data-lightbox-backdrop')) close();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipedRef.current = false;
    swipeRef.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeRef.current;
    swipeRef.current = null;
    if (!start || total < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      swipedRef.current = true;
      move(dx < 0 ? 1 : -1);
    }
  }

  const image = index === null ? undefined : images[index];

  return (
    <>
      <div ref={gridRef} onClick={onGridClick} onKeyDown={onGridKeyDown}>
        {children}
      </div>
      {/* Nearly opaque: the page (the header's logo under the counter, text) must not show through. */}
      <dialog
        ref={dialogRef}
        aria-label={labels.dialog}
        onClose={onClose}
        onClick={onDialogClick}
        onKeyDown={onKeyDown}
        className="m-0 size-full max-h-none max-w-none overflow-hidden bg-[rgb(20_19_21/0.96)] p-0 text-white backdrop:bg-[rgb(20_19_21/0.96)] backdrop:backdrop-blur-sm"
        data-lightbox=""
      >
        <div className="flex h-full flex-col" data-lightbox-backdrop="">
          <div
            className="flex items-center justify-between gap-4 p-3 sm:p-5"
            data-lightbox-backdrop=""
          >
            <p
              className="rounded-full bg-ink/80 px-4 py-2 font-bold"
              aria-live="polite"
              aria-atomic="true"
              data-lightbox-counter=""
            >
              {index === null ? '' : counters[index]}
            </p>
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              aria-label={labels.close}
              className={iconButton}
            >
              <Icon d="M6 6l12 12M18 6L6 18" />
            </button>
          </div>
          {/* pan-y: vertical touch moves stay with the browser, horizontal ones become swipes. */}
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center px-3 pb-6 sm:px-20"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeRef.current = null;
            }}
            data-lightbox-backdrop=""
          >
            {image && (
              <figure
                className="flex max-h-full min-h-0 max-w-full flex-col items-center gap-3"
                data-lightbox-backdrop=""
              >
                <Image
                  key={index}
                  src={image.url}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 1280px) 1200px, 100vw"
                  loading="eager"
                  draggable={false}
                  className="h-auto max-h-[calc(100dvh-11rem)] w-auto max-w-full rounded-xl object-contain motion-safe:animate-[fade-in_200ms_ease-out]"
                  data-lightbox-image=""
                />
                {/* The alt text doubles as the caption: it says what the picture shows. */}
                {image.alt && (
                  <figcaption
                    aria-hidden="true"
                    className="max-w-2xl rounded-2xl bg-ink/80 px-4 py-2 text-center font-semibold"
                    data-lightbox-caption=""
                  >
                    {image.alt}
                  </figcaption>
                )}
              </figure>
            )}
            {total > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => move(-1)}
                  aria-label={labels.previous}
                  className={`${iconButton} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
                >
                  <Icon d="M15 5l-7 7 7 7" />
                </button>
                <button
                  type="button"
                  onClick={() => move(1)}
                  aria-label={labels.next}
                  className={`${iconButton} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
                >
                  <Icon d="M9 5l7 7-7 7" />
                </button>
              </>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
