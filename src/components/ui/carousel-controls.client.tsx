'use client';
import { useCallback, useEffect, useState } from 'react';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** "Kartica {index} od {count}": each dot's name. */
  item: string;
}

/**
 * The cards of the list a person can see (a card hidden at this width is not one), in the order
 * they are shown: CSS may move one (the highlighted package comes first on phones).
 */
function cardsOf(list: HTMLElement): HTMLElement[] {
  return Array.from(list.children)
    .filter(
      (child): child is HTMLElement =>
        child instanceof HTMLElement && child.getClientRects().length > 0,
    )
    .sort((a, b) => a.offsetLeft - b.offsetLeft);
}

/**
 * The dots and previous/next buttons under a row of cards that scrolls sideways on phones
 * (rooms on the home page, packages, testimonials). The row itself is server-rendered and
 * scrolls without JavaScript; these controls exist only once the browser runs them, and only
 * while the row scrolls (`hiddenFrom`: the breakpoint where the row becomes a grid).
 */
export function CarouselControls({
  listId,
  labels,
  hiddenFrom,
}: {
  listId: string;
  labels: CarouselLabels;
  hiddenFrom: 'sm' | 'md';
}) {
  const [count, setCount] = useState(0);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const update = () => {
      const cards = cardsOf(list);
      setCount(cards.length);
      // The active card: the first whose left edge is at or after the row's visible left edge.
      const left = list.getBoundingClientRect().left;
      const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2;
      const index = cards.findIndex((card) => card.getBoundingClientRect().left >= left - 8);
      setActive(atEnd || index < 0 ? cards.length - 1 : index);
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [listId]);

  const go = useCallback(
    (index: number) => {
      const list = document.getElementById(listId);
      const card = list && cardsOf(list)[index];
      if (!list || !card) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      list.scrollTo({
        left: card.offsetLeft - list.offsetLeft - parseFloat(getComputedStyle(list).paddingLeft),
        behavior: reduce ? 'auto' : 'smooth',
      });
      setActive(index);
    },
    [listId],
  );

  if (count < 2) return null;
  const hidden = hiddenFrom === 'sm' ? 'sm:hidden' : 'md:hidden';
  const arrow =
    'grid size-11 place-items-center rounded-full border-2 border-ink/15 bg-white text-ink disabled:opacity-40';
  return (
    <div className={`mt-3 flex items-center justify-center gap-3 ${hidden}`} data-carousel-controls>
      <button
        type="button"
        className={arrow}
        aria-label={labels.previous}
        aria-controls={listId}
        disabled={active === 0}
        onClick={() => go(active - 1)}
      >
        <span aria-hidden="true">←</span>
      </button>
      <ul className="flex items-center gap-1" role="list">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            {/* A 24 px target (WCAG 2.5.8) around an 10 px dot. */}
            <button
              type="button"
              className="grid size-6 place-items-center"
              aria-label={labels.item
                .replace('{index}', String(index + 1))
                .replace('{count}', String(count))}
              aria-current={index === active ? 'true' : undefined}
              aria-controls={listId}
              onClick={() => go(index)}
              data-carousel-dot
            >
              <span
                aria-hidden="true"
                className={`block size-2.5 rounded-full ${index === active ? 'bg-brand-text' : 'bg-ink/25'}`}
              />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={arrow}
        aria-label={labels.next}
        aria-controls={listId}
        disabled={active >= count - 1}
        onClick={() => go(active + 1)}
      >
        <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
