/**
 * In-memory sliding-window rate limits, keyed by whatever the caller chooses (an IP, an e-mail address, a user).
 * One Forkcast process serves one restaurant, so memory is the right store: no shared cache to run.
 */
import { tooManyRequests } from '../errors.ts';

export interface Window {
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly longest: number;

  constructor(
    private readonly windows: readonly Window[],
    private readonly now: () => number = () => Date.now(),
  ) {
    this.longest = Math.max(...windows.map((w) => w.windowMs));
  }

  /**
   * Counts one attempt for `key`, or throws a 429 that says how long to wait when a window is full. Returns when the
   * attempt was counted, for `giveBack`.
   */
  consume(key: string, message = 'Too many attempts.'): number {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.longest);
    for (const { limit, windowMs } of this.windows) {
      const inWindow = recent.filter((at) => at > now - windowMs);
      if (inWindow.length >= limit) {
        this.hits.set(key, recent);
        const retryMs = (inWindow[inWindow.length - limit] ?? now) + windowMs - now;
        throw tooManyRequests(`${message} Please try again in ${describeWait(retryMs)}.`);
      }
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return now;
  }

  /** Takes back the attempt counted at `at`: it turned out not to be one the limit is about. */
  giveBack(key: string, at: number): void {
    const times = this.hits.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
  }

  /** Counts an attempt that has already happened and must not be refused, such as the first code of a sign-up. */
  record(key: string): void {
    const now = this.now();
    this.hits.set(key, [...(this.hits.get(key) ?? []).filter((at) => at > now - this.longest), now]);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (!times.some((at) => at > now - this.longest)) this.hits.delete(key);
    }
  }
}

/** "7 seconds", "3 minutes": how long to wait, rounded up, for a message. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds <= 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
