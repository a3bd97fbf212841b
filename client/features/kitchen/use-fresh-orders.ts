import { useCallback, useEffect, useRef, useState } from 'react';

// Long enough to be noticed by someone who was looking at the stove.
const HIGHLIGHT_MS = 30_000;

/** Orders that just arrived, each highlighted for a while. */
export function useFreshOrders() {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, number>());

  useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const markFresh = useCallback((orderId: number) => {
    setFresh((current) => new Set(current).add(orderId));
    window.clearTimeout(timers.current.get(orderId));
    timers.current.set(
      orderId,
      window.setTimeout(() => {
        timers.current.delete(orderId);
        setFresh((current) => {
          const next = new Set(current);
          next.delete(orderId);
          return next;
        });
      }, HIGHLIGHT_MS),
    );
  }, []);

  return { fresh, markFresh };
}
