import { useCallback, useEffect, useRef, useState } from 'react';
import { readLocal, writeLocal } from '../../lib/local-storage.ts';

const STORAGE_KEY = 'forkcast.kitchen.sound';
/** Often enough that a cook back from the cold room hears it; not so often that a line of new orders is a siren. */
export const ALERT_REPEAT_MS = 5_000;
/** How long a new audio context may take to start by itself before the board asks for a tap. */
const SETTLE_MS = 400;
// A burst of orders (say, replayed after a reconnect) rings once.
const MIN_GAP_MS = 1_500;

/** Two short rising notes, made on the spot: nothing to download, nothing to fail to load. */
function ring(context: AudioContext) {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.32);
  }
}

const without = (set: ReadonlySet<number>, orderId: number) => {
  if (!set.has(orderId)) return set;
  const next = new Set(set);
  next.delete(orderId);
  return next;
};

/**
 * New orders nobody has acknowledged yet, and the alert that rings for them: at once, then every few seconds until
 * each is acknowledged (a tap on its ticket, or "Got it" for all). The sound is on unless this screen turned it
 * off. Browsers keep audio silent until the page is tapped, so while sound is on and still blocked the board asks
 * for one tap first (`needsStart`); a kiosk started with Chromium's autoplay flag is never blocked and skips it.
 */
export function useNewOrderAlert() {
  const [soundOn, setSoundOnState] = useState(() => readLocal(STORAGE_KEY) !== 'off');
  const [unacknowledged, setUnacknowledged] = useState<ReadonlySet<number>>(new Set());
  const [audioRunning, setAudioRunning] = useState<boolean | null>(null);
  const [started, setStarted] = useState(false);
  const context = useRef<AudioContext | null>(null);
  const lastRung = useRef(0);

  /** Resumes the sound; the browser only lets it from a tap or a key press (or always, on a kiosk). */
  const unlock = useCallback(() => {
    const audio = context.current;
    // The promise stays pending while the browser blocks sound: the state change says when it is allowed.
    if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
  }, []);

  useEffect(() => {
    const audio = new AudioContext();
    context.current = audio;
    const follow = () => setAudioRunning(audio.state === 'running');
    audio.addEventListener('statechange', follow);
    unlock();
    // A kiosk allowed to play starts a moment later; a blocked browser stays suspended.
    const settle = window.setTimeout(follow, SETTLE_MS);
    return () => {
      window.clearTimeout(settle);
      audio.removeEventListener('statechange', follow);
      void audio.close();
      context.current = null;
    };
  }, [unlock]);

  // Any later tap or key press (the sound switch turned on, say) unlocks it too.
  useEffect(() => {
    if (!soundOn || audioRunning !== false) return;
    const events = ['click', 'keydown'] as const;
    const unlockOnGesture = () => unlock();
    events.forEach((name) => document.addEventListener(name, unlockOnGesture));
    return () => events.forEach((name) => document.removeEventListener(name, unlockOnGesture));
  }, [soundOn, audioRunning, unlock]);

  const chime = useCallback(() => {
    const audio = context.current;
    if (!soundOn || audio?.state !== 'running' || Date.now() - lastRung.current < MIN_GAP_MS) return;
    lastRung.current = Date.now();
    ring(audio);
  }, [soundOn]);

  // Each new order rings at once (in `announce`); until all are acknowledged, the alert rings again and again.
  const alerting = unacknowledged.size > 0;
  useEffect(() => {
    if (!alerting) return;
    const timer = window.setInterval(chime, ALERT_REPEAT_MS);
    return () => window.clearInterval(timer);
  }, [alerting, chime]);

  const setSoundOn = useCallback(
    (on: boolean) => {
      setSoundOnState(on);
      writeLocal(STORAGE_KEY, on ? 'on' : 'off');
      if (on) unlock();
    },
    [unlock],
  );

  const announce = useCallback(
    (orderId: number) => {
      setUnacknowledged((current) => (current.has(orderId) ? current : new Set(current).add(orderId)));
      chime();
    },
    [chime],
  );
  const acknowledge = useCallback((orderId: number) => setUnacknowledged((current) => without(current, orderId)), []);
  const acknowledgeAll = useCallback(() => setUnacknowledged(new Set()), []);

  return {
    soundOn,
    setSoundOn,
    /** Sound is on but the browser still blocks it: the board shows its one-tap start screen. */
    needsStart: soundOn && audioRunning === false && !started,
    /** The start screen's tap: sound is let out, and the screen goes even if this browser has no sound to give. */
    start: () => {
      setStarted(true);
      unlock();
    },
    unacknowledged,
    announce,
    acknowledge,
    acknowledgeAll,
  };
}
