// A desk list (the blocks ahead, a booking's audit) or, when it has nothing, the line saying so.
import type { ReactNode } from 'react';

export function DeskList<T>({
  items,
  empty,
  ordered = false,
  className,
  children,
}: {
  items: readonly T[];
  empty: ReactNode;
  /** An <ol>, where the order means something (the audit, oldest first). */
  ordered?: boolean;
  className: string;
  /** One item's <li>, with its key. */
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="mt-2">{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return <List className={className}>{items.map(children)}</List>;
}
