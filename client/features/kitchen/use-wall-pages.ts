import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A column of the wall shows as many tickets as fit whole, in order; the rest wait on later pages, announced as
 * "+4 more" and turned with a tap or a key, never scrolled (nobody scrolls a wall in a rush). Where the column is
 * not held to the screen's height (a tablet, a phone), everything fits and there is one page.
 *
 * Tickets past the fold stay laid out, only invisible, so measuring them never moves the ones that show.
 */
export function useWallPages(count: number) {
  const listRef = useRef<HTMLOListElement | null>(null);
  const [start, setStart] = useState(0);
  const [fitting, setFitting] = useState(count);
  // A page emptied by tickets leaving goes back to the first.
  const first = start < count ? start : 0;

  const measure = () => {
    const list = listRef.current;
    if (!list) return;
    const bottom = list.getBoundingClientRect().bottom;
    const items = [...list.children];
    const cut = items.findIndex((item) => item.getBoundingClientRect().bottom > bottom + 1);
    // A ticket taller than the whole column still shows, cut short, so the pages always move on.
    const fit = cut === -1 ? items.length : Math.max(1, cut);
    setFitting((current) => (current === fit ? current : fit));
  };

  // Every render may change a ticket's height (a line ticked, ingredients opened): measured before it is painted.
  useLayoutEffect(measure);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
    return () => observer.disconnect();
  });

  const shownCount = count - first;
  const visible = Math.min(fitting, shownCount);
  const more = shownCount - visible;
  const nextPage = useCallback(() => setStart(more > 0 ? first + visible : 0), [more, first, visible]);
  const firstPage = useCallback(() => setStart(0), []);

  return { listRef, first, visible, more, nextPage, firstPage };
}
