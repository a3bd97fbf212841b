import { useEffect, useRef } from 'react';
import type { LiveMessage } from '../../lib/live-socket.ts';
import { useLiveSnapshot, type Snapshot } from '../../lib/use-live-snapshot.ts';

/** A rush of moves (a kitchen clearing its queue) is read once, this long after its last event. */
const REREAD_AFTER_MS = 400;

interface Options<T> {
  load: (signal: AbortSignal) => Promise<Snapshot<T>>;
  /** Shows an event at once, as far as the data allows (an order's new status); the re-read brings the rest. */
  apply: (data: T, message: LiveMessage) => T;
  /** Whether an event changes what is shown, so the data should be read again. */
  concerns: (message: LiveMessage) => boolean;
  onEvent?: (message: LiveMessage) => void;
  failureMessage: string;
}

/**
 * The desk's data, kept current by the one order feed. The administrator's events say only that an order moved (who
 * moved it, a new order's customer, where it now falls among the filters are not in them), so each event that
 * concerns the shown data is applied as far as it goes and the data is then read again. Missed events are replayed on
 * reconnect like everywhere else (decision 0007), and each replayed one triggers the same re-read.
 */
export function useDeskSnapshot<T>({ load, apply, concerns, onEvent, failureMessage }: Options<T>) {
  const timer = useRef<number | undefined>(undefined);
  const live = useLiveSnapshot({
    load,
    apply,
    failureMessage,
    refreshOnFocus: true,
    onEvent: (message) => {
      onEvent?.(message);
      if (!concerns(message)) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void live.refresh(), REREAD_AFTER_MS);
    },
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return live;
}
