/** Moving the clock forward in tests of rules that depend on time: code expiry, limits that reopen, waits. */
import { afterEach, vi } from 'vitest';

/**
 * Answers `travel(ms)`, which moves Date forward by `ms` (timers and I/O run as usual), and puts the real clock back
 * after each test of the calling file. Call it once, at the top of the file.
 */
export function timeTravel(): (ms: number) => void {
  afterEach(() => {
    vi.useRealTimers();
  });
  return (ms) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
  };
}
