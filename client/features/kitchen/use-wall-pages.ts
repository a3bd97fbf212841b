import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { WALL_QUERY } from './wall-layout.ts';

/** The wall's grid rows are this fine (px), so a ticket takes the height of its own lines, not its row's tallest. */
const ROW_PX = 4;

/**
 * On a wall, the tickets of a column are laid like bricks: in the order they came, each under the shortest pile, in a
 * grid of fine rows each ticket spans as many of as its height needs (the page order, and so what a screen reader
 * reads, stays the order they came in). Elsewhere the list keeps its plain flow.
 */
function layBricks(list: HTMLElement) {
  const items = [...list.children] as HTMLElement[];
  if (!window.matchMedia(WALL_QUERY).matches) {
    for (const item of items) item.style.gridColumn = item.style.gridRowEnd = '';
    return;
  }
  const style = getComputedStyle(list);
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1;
  const gap = parseFloat(style.columnGap) || 0;
  // Each ticket goes under the shortest pile, so no column stands empty while another runs off the screen.
  const piles = Array<number>(columns).fill(0);
  for (const item of items) {
    const height = (item.firstElementChild as HTMLElement | null)?.getBoundingClientRect().height ?? 0;
    const span = Math.max(1, Math.ceil((height + gap) / ROW_PX));
    const column = piles.indexOf(Math.min(...piles));
    item.style.gridColumn = String(column + 1);
    item.style.gridRowEnd = `span ${span}`;
    piles[column] = piles[column]! + span;
  }
}

/** A later page goes back to the first after this long, so the oldest tickets never sit out of sight for long. */
const BACK_TO_FIRST_MS = 30_000;

/**
 * A column of the wall shows as many tickets as fit whole, in order; the rest wait on later pages, announced as
 * "+4 more" and turned with a tap or a key, never scrolled (nobody scrolls a wall in a rush); a later page goes back
 * to the first by itself after half a minute. Where the column is not held to the screen's height (a tablet, a
 * phone), everything fits and there is one page.
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
    layBricks(list);
    const bottom = list.getBoundingClientRect().bottom;
    const items = [...list.children];
    // A ticket's own box, not its slot: a slot may reach past the bottom by the gap under its ticket.
    const bottomOf = (item: Element) => (item.firstElementChild ?? item).getBoundingClientRect().bottom;
    const cut = items.findIndex((item) => bottomOf(item) > bottom + 1);
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
    // The tickets themselves: a line ticked or ingredients opened changes a ticket's height, not its slot's.
    for (const item of list.children) observer.observe(item.firstElementChild ?? item);
    return () => observer.disconnect();
  });

  useEffect(() => {
    if (first === 0) return;
    const timer = window.setTimeout(() => setStart(0), BACK_TO_FIRST_MS);
    return () => window.clearTimeout(timer);
  }, [first]);

  const shownCount = count - first;
  const visible = Math.min(fitting, shownCount);
  const more = shownCount - visible;
  const nextPage = useCallback(() => setStart(more > 0 ? first + visible : 0), [more, first, visible]);
  const firstPage = useCallback(() => setStart(0), []);

  return { listRef, first, visible, more, nextPage, firstPage };
}
