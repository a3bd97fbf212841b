/**
 * How the wall shares its width: the Queue and Preparing flow their tickets in columns of a ticket's width each,
 * and the one with more tickets gets more of them, so neither leaves two thirds of its space empty while the other
 * runs off the screen. Completed is a narrow rail of one-line strips beside them.
 */
import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** A wall screen: wide and tall enough to hold the board without scrolling (a 1920×1080 display, say). */
export const WALL_QUERY = '(min-width: 100rem) and (min-height: 45rem)';
/** Narrowest a ticket gets on the wall: a dish line such as "2 × Chicken Biryani" in wall type still fits one line. */
const TICKET_MIN_REM = 18;
/** The Completed rail and the gaps and paddings around the two flowing columns. */
const RAIL_AND_GAPS_REM = 26;

/**
 * `total` ticket columns shared between the Queue and Preparing in proportion to their tickets; each keeps at least
 * one (an empty column is still where a ticket is dropped).
 */
export function splitTicketColumns(total: number, queue: number, preparing: number) {
  if (total < 2) return { queue: 1, preparing: 1 };
  if (queue + preparing === 0) return { queue: Math.ceil(total / 2), preparing: Math.floor(total / 2) };
  const forQueue = Math.min(Math.max(Math.round((total * queue) / (queue + preparing)), 1), total - 1);
  return { queue: forQueue, preparing: total - forQueue };
}

/** The wall's column shares as the board's style (its columns, and each one's ticket columns), or none off a wall. */
export function useWallColumns(board: RefObject<HTMLElement | null>, queue: number, preparing: number) {
  const [total, setTotal] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = board.current;
    if (!element) return;
    const wall = window.matchMedia(WALL_QUERY);
    const measure = () => {
      if (!wall.matches) return setTotal(null);
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const width = element.getBoundingClientRect().width / rem - RAIL_AND_GAPS_REM;
      setTotal(Math.max(2, Math.floor(width / TICKET_MIN_REM)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    wall.addEventListener('change', measure);
    return () => {
      observer.disconnect();
      wall.removeEventListener('change', measure);
    };
  }, [board]);

  if (total === null) return undefined;
  const split = splitTicketColumns(total, queue, preparing);
  return {
    gridTemplateColumns: `minmax(0, ${split.queue}fr) minmax(0, ${split.preparing}fr) var(--kitchen-rail)`,
    '--queue-columns': split.queue,
    '--preparing-columns': split.preparing,
  } as CSSProperties;
}
