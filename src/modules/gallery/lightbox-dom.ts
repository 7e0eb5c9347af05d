// DOM helpers of the gallery lightbox, kept apart so the component reads as behaviour.

/** Horizontal distance, in CSS pixels, that counts as a swipe rather than a tap. */
export const SWIPE_PX = 40;

/** Stops the page behind the dialog from scrolling; returns the function that undoes it. */
export function lockScroll(): () => void {
  const root = document.documentElement.style;
  const previous = { overflow: root.overflow, gutter: root.scrollbarGutter };
  root.overflow = 'hidden';
  // Keep the scrollbar's space so the page does not jump sideways behind the backdrop.
  root.scrollbarGutter = 'stable';
  return () => {
    root.overflow = previous.overflow;
    root.scrollbarGutter = previous.gutter;
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
