import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`, for labels that count time (a kitchen card's age, an Undo). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
