'use client';

import { useEffect } from 'react';

/** Marks the header `data-scrolled` once the page is scrolled past the header's own height. */
export function HeaderScrollState() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    if (!header) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const height = header.offsetHeight;
      document.documentElement.style.setProperty('--header-height', `${height}px`);
      header.dataset.scrolled = String(window.scrollY > height);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
