import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { serverError } from './api.ts';
import { noteSnapshotSeq, useLiveEvents, type LiveMessage } from './live-socket.ts';
import { afterFailedLoad, type Resource } from './use-live-resource.ts';
import { useRefreshOnFocus } from './use-refresh-on-focus.ts';

/** A list read over HTTP and the sequence number of the newest event it already reflects. */
export interface Snapshot<T> {
  data: T;
  seq: number;
}

export type LiveResource<T> = Resource<T>;

interface Options<T> {
  load: (signal: AbortSignal) => Promise<Snapshot<T>>;
  /**
   * Folds one event into the data. Keep it pure and idempotent: an event that arrives while a list is loading is
   * folded into the shown data at once and again into the new list, unless the list already reflects it.
   */
  apply: (data: T, message: LiveMessage) => T;
  /** What an event does besides changing the data (a sound, a toast): run once, when it arrives. */
  onEvent?: (message: LiveMessage) => void;
  failureMessage: string;
  /** Also reload when the window regains focus or the tab becomes visible again. */
  refreshOnFocus?: boolean;
}

// Focus and visibilitychange often fire together: one request is enough.
const FOCUS_REFRESH_GAP_MS = 2000;

/**
 * A list that stays current: loaded over HTTP, then kept up to date by live events, and reloaded when the server
 * could not replay everything missed during a disconnect. After the first answer, reloads keep the list shown and
 * only flag a failure. `update` is for changes the page itself made and the server confirmed.
 */
export function useLiveSnapshot<T>(options: Options<T>) {
  const { failureMessage, refreshOnFocus = false } = options;
  const [resource, setResource] = useState<LiveResource<T>>({ status: 'loading' });
  const latest = useRef(options);
  // The load in flight, and the events that arrived while it was: its answer may have been read before them.
  const running = useRef<{ controller: AbortController; raced: LiveMessage[] } | null>(null);
  const lastStarted = useRef(0);

  useEffect(() => {
    latest.current = options;
  });

  const fetchNow = useCallback(
    async (reason: 'first' | 'refresh' | 'focus') => {
      if (reason === 'focus' && (running.current || Date.now() - lastStarted.current < FOCUS_REFRESH_GAP_MS)) return;
      running.current?.controller.abort();
      const attempt = { controller: new AbortController(), raced: [] as LiveMessage[] };
      running.current = attempt;
      lastStarted.current = Date.now();
      try {
        const snapshot = await latest.current.load(attempt.controller.signal);
        if (attempt.controller.signal.aborted) return;
        const { apply } = latest.current;
        const data = attempt.raced.filter((message) => message.payload.seq > snapshot.seq).reduce(apply, snapshot.data);
        // A transition: React renders a long list in slices, so a phone still answers taps meanwhile. Events that
        // arrive before it shows are applied after it, in order.
        startTransition(() => setResource({ status: 'ready', data, refreshFailed: false }));
        noteSnapshotSeq(snapshot.seq);
      } catch (error) {
        if (attempt.controller.signal.aborted) return;
        setResource(afterFailedLoad(await serverError(error), failureMessage));
      } finally {
        if (running.current === attempt) running.current = null;
      }
    },
    [failureMessage],
  );

  useEffect(() => {
    // fetchNow sets state only once its request has answered; the rule cannot see past the transition it uses.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchNow('first');
    return () => running.current?.controller.abort();
  }, [fetchNow]);

  useLiveEvents(
    (message) => {
      running.current?.raced.push(message);
      const { apply, onEvent } = latest.current;
      onEvent?.(message);
      setResource((current) =>
        current.status === 'ready' ? { ...current, data: apply(current.data, message) } : current,
      );
    },
    {
      onSync: (event) => {
        if (!event.complete) void fetchNow('refresh');
      },
    },
  );

  const refreshOnReturn = useCallback(() => void fetchNow('focus'), [fetchNow]);
  useRefreshOnFocus(refreshOnReturn, refreshOnFocus);

  const reload = useCallback(() => {
    setResource({ status: 'loading' });
    return fetchNow('first');
  }, [fetchNow]);
  const refresh = useCallback(() => fetchNow('refresh'), [fetchNow]);
  const update = useCallback((change: (data: T) => T) => {
    setResource((current) => (current.status === 'ready' ? { ...current, data: change(current.data) } : current));
  }, []);

  return { resource, reload, refresh, update };
}
