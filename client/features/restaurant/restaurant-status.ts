/**
 * Whether the restaurant takes orders now, shared by every banner and the checkout: read once, read again when the
 * server says the hours or a pause changed, when the clock reaches the next change (opening, closing, a pause
 * ending), and when the tab comes back into view.
 */
import { atom, useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { RestaurantStatus } from '../../../shared/opening-hours.ts';
import { useLiveSignal } from '../../lib/live-socket.ts';
import { store } from '../../lib/store.ts';
import { useRefreshOnFocus } from '../../lib/use-refresh-on-focus.ts';
import { fetchRestaurantStatus } from './restaurant-api.ts';

/** Null until first read, and while it cannot be read: the server still refuses an order it cannot take. */
export const restaurantStatusAtom = atom<RestaurantStatus | null>(null);

// A change landing exactly on the minute is read a moment after, so the server's clock has surely passed it.
const AFTER_CHANGE_MS = 1500;
// Browsers fire a timer set further ahead than about 24.8 days at once.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

let inFlight: Promise<void> | null = null;

/** Reads the status (or joins the read under way). */
export function refreshRestaurantStatus(): Promise<void> {
  inFlight ??= fetchRestaurantStatus()
    .then((status) => store.set(restaurantStatusAtom, status))
    // An unreachable server was already reported by lib/api.ts; the last known status stays.
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Puts a status the server just answered with (after a pause or resume) in place without reading it again. */
export function setRestaurantStatus(status: RestaurantStatus) {
  store.set(restaurantStatusAtom, status);
}

export function useRestaurantStatus(): RestaurantStatus | null {
  const status = useAtomValue(restaurantStatusAtom);
  const refresh = useCallback(() => void refreshRestaurantStatus(), []);

  useEffect(refresh, [refresh]);
  useLiveSignal('restaurant.changed', refresh);
  useRefreshOnFocus(refresh, true);

  const nextChangeAt = status?.nextChangeAt;
  useEffect(() => {
    if (!nextChangeAt) return;
    const wait = Math.min(Math.max(0, Date.parse(nextChangeAt) - Date.now()) + AFTER_CHANGE_MS, LONGEST_TIMER_MS);
    const timer = window.setTimeout(refresh, wait);
    return () => window.clearTimeout(timer);
  }, [nextChangeAt, refresh]);

  return status;
}
