// DOM helpers of the gallery lightbox, kept apart so the component reads as behaviour.

/** Horizontal distance, in CSS pixels, that counts as a swipe rather than a tap. */
export const SWIPE_PX = 40;

/**
 * Stops the page behind the dialog from scrolling; returns the function that undoes it. The
 * scrollbar goes away rather than leaving its gutter (a reserved gutter stays uncovered by the
 * backdrop, a cream strip beside it); the body takes the scrollbar's width as padding so the page
 * behind does not jump sideways.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  const previous = { overflow: root.style.overflow, padding: document.body.style.paddingRight };
  root.style.overflow = 'hidden';
  if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = previous.overflow;
    document.body.style.paddingRight = previous.padding;
  };
}

/** The thumbnail link an event happened in, if any. */
export function thumbOf(target: EventTarget): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-gallery-thumb]') : null;
}

/** The image index a thumbnail stands for, or null when its attribute is not a valid one. */
export function thumbIndex(thumb: HTMLElement, total: number): number | null {
  const index = Number(thumb.dataset.galleryThumb);
  return Number.isInteger(index) && index >= 0 && index < total ? index : null;
}
