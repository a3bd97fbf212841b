import { useCallback, useEffect, useRef, useState } from 'react';
import { hasStatus } from '../../lib/api.ts';
import { sendPosition } from './delivery-api.ts';
import { nextSendIn, positionBody, type Fix } from './position-schedule.ts';

/** Where the phone's sharing stands, for the panel that asks for it and reports on it. */
export type Sharing =
  | { state: 'unsupported'; reason: 'insecure' | 'no-geolocation' }
  /** The rider has not said yes on this screen yet. */
  | { state: 'asking' }
  /** Waiting for the phone's permission or its first position. */
  | { state: 'starting' }
  | {
      state: 'on';
      /** When the restaurant last took a position; null before the first answer. */
      sentAt: number | null;
      /** The last send failed (offline, or the server refused it); the next goes at its time. */
      failing: boolean;
      /** The phone reported it cannot find its position just now; it keeps looking. */
      lost: boolean;
    }
  | { state: 'denied' }
  /** The server says this rider has no order out, though the list says otherwise: sharing waits for the list. */
  | { state: 'stopped' };

interface Progress {
  fixed: boolean;
  sentAt: number | null;
  failing: boolean;
  lost: boolean;
}

const NO_PROGRESS: Progress = { fixed: false, sentAt: null, failing: false, lost: false };

// A fix a few seconds old is as good as a new one on a scooter in traffic, and saves the phone's battery.
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 };

function unsupported(): Sharing | null {
  // Browsers give no position to a page on plain http (a restaurant's server on its local network).
  if (!window.isSecureContext) return { state: 'unsupported', reason: 'insecure' };
  if (!('geolocation' in navigator)) return { state: 'unsupported', reason: 'no-geolocation' };
  return null;
}

/**
 * Shares the phone's position with the restaurant while the rider carries orders (`carrying`, the ids of the orders
 * out with them): watches the position once the rider says yes (`start`), sends the newest fix at most once a period
 * (see position-schedule.ts), and stops watching the moment nothing is out, or when the server says nothing is
 * (then `onStopped`, for the page to read its list again). The rider's yes holds for later orders on this screen.
 */
export function useSharePosition(carrying: readonly number[], onStopped: () => void) {
  const key = carrying.join(',');
  const [consent, setConsent] = useState(false);
  const [denied, setDenied] = useState(false);
  /** The orders the server said were not out, when it said so: sharing resumes once the list says otherwise. */
  const [stoppedFor, setStoppedFor] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>(NO_PROGRESS);
  const latest = useRef({ key, onStopped });
  const cannot = unsupported();
  const running = cannot === null && key !== '' && consent && stoppedFor !== key;

  useEffect(() => {
    latest.current = { key, onStopped };
  });

  useEffect(() => {
    if (!running) return;
    const sender = { fix: null as Fix | null, lastSentAt: null as number | null, sending: false };
    let timer: number | undefined;
    let ended = false;
    const note = (change: Partial<Progress>) => {
      if (!ended) setProgress((current) => ({ ...current, ...change }));
    };

    function plan() {
      window.clearTimeout(timer);
      const wait = nextSendIn(sender, Date.now());
      if (wait !== null) timer = window.setTimeout(() => void send(), wait);
    }

    async function send() {
      const { fix } = sender;
      if (!fix || ended) return;
      sender.lastSentAt = Date.now();
      // Offline, the api client would say "Can't reach the server" every period; the status line says it instead.
      if (!navigator.onLine) {
        note({ failing: true });
        plan();
        return;
      }
      sender.sending = true;
      try {
        await sendPosition(fix.body);
        note({ sentAt: Date.now(), failing: false });
      } catch (error) {
        if (ended || !hasStatus(error, 409)) {
          note({ failing: true });
        } else {
          ended = true;
          setStoppedFor(latest.current.key);
          latest.current.onStopped();
        }
      } finally {
        sender.sending = false;
        if (!ended) plan();
      }
    }

    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        if (ended) return;
        sender.fix = { body: positionBody(position.coords), at: Date.now() };
        note({ fixed: true, lost: false });
        plan();
      },
      (error) => {
        if (error.code !== error.PERMISSION_DENIED) {
          note({ lost: true });
          return;
        }
        ended = true;
        setConsent(false);
        setDenied(true);
      },
      WATCH_OPTIONS,
    );
    return () => {
      ended = true;
      navigator.geolocation.clearWatch(watchId);
      window.clearTimeout(timer);
      setProgress(NO_PROGRESS);
    };
  }, [running]);

  const start = useCallback(() => {
    setDenied(false);
    setConsent(true);
  }, []);

  let sharing: Sharing | null;
  if (key === '') sharing = null;
  else if (cannot) sharing = cannot;
  else if (stoppedFor === key) sharing = { state: 'stopped' };
  else if (!consent) sharing = { state: denied ? 'denied' : 'asking' };
  else if (!progress.fixed) sharing = { state: 'starting' };
  else sharing = { state: 'on', sentAt: progress.sentAt, failing: progress.failing, lost: progress.lost };
  return { sharing, start };
}
