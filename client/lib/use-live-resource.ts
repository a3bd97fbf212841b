import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { serverError } from './api.ts';
import { useRefreshOnFocus } from './use-refresh-on-focus.ts';

export type Resource<T> =
  { status: 'loading' } | { status: 'ready'; data: T; refreshFailed: boolean } | { status: 'error'; message: string };

/**
 * What a failed load leaves: shown data stays, flagged as no longer refreshed; with nothing shown yet, the failure
 * (and the server's reason, when it gave one).
 */
export function afterFailedLoad(problem: { message: string } | null | undefined, failureMessage: string) {
  return <T>(current: Resource<T>): Resource<T> =>
    current.status === 'ready'
      ? { ...current, refreshFailed: true }
      : { status: 'error', message: problem ? `${failureMessage} ${problem.message}` : failureMessage };
}

interface Options {
  /** Also refresh when the window regains focus or the tab becomes visible again. */
  refreshOnFocus?: boolean;
  failureMessage: string;
}

/**
 * Data read from the server, with a spinner-free refresh: after the first answer, later loads keep the data shown
 * and only flag a failed refresh. `reload` is for Retry buttons and for after the customer changed something.
 */
export function useLiveResource<T>(load: (signal: AbortSignal) => Promise<T>, options: Options) {
  const { refreshOnFocus = false, failureMessage } = options;
  const [resource, setResource] = useState<Resource<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  const running = useRef<AbortController | null>(null);
  const lastStarted = useRef(0);

  useEffect(() => {
    loadRef.current = load;
  });

  const fetchNow = useCallback(
    async (reason: 'first' | 'refresh' | 'retry') => {
      // Focus and visibilitychange often fire together: one request is enough.
      if (reason === 'refresh' && (running.current || Date.now() - lastStarted.current < 2000)) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      lastStarted.current = Date.now();
      try {
        const data = await loadRef.current(controller.signal);
        if (controller.signal.aborted) return;
        // A transition: React renders a long list in slices, so a phone still answers taps meanwhile.
        startTransition(() => {
          setResource({ status: 'ready', data, refreshFailed: false });
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        setResource(afterFailedLoad(await serverError(error), failureMessage));
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [failureMessage],
  );

  useEffect(() => {
    // fetchNow sets state only once its request has answered; the rule cannot see past the transition it uses.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchNow('first');
    return () => running.current?.abort();
  }, [fetchNow]);

  const refreshOnReturn = useCallback(() => void fetchNow('refresh'), [fetchNow]);
  useRefreshOnFocus(refreshOnReturn, refreshOnFocus);

  const reload = useCallback(() => {
    setResource({ status: 'loading' });
    return fetchNow('retry');
  }, [fetchNow]);
  /** Reads it again after a change made here, keeping what is shown until the answer. */
  const refresh = useCallback(() => fetchNow('retry'), [fetchNow]);
  return { resource, reload, refresh };
}
