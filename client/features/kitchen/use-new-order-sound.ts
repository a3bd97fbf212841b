import { useCallback, useEffect, useRef, useState } from 'react';
import { readLocal, writeLocal } from '../../lib/local-storage.ts';

const STORAGE_KEY = 'forkcast.kitchen.sound';
// A burst of orders (say, replayed after a reconnect) rings once.
const MIN_GAP_MS = 1500;

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

/**
 * The new-order chime and its on/off choice, remembered in this browser. Browsers keep audio silent until the page
 * gets a click or a key press, so the sound starts working at the first one: the switch itself, or any other.
 */
export function useNewOrderSound() {
  const [soundOn, setSoundOnState] = useState(() => readLocal(STORAGE_KEY) === 'on');
  const context = useRef<AudioContext | null>(null);
  const lastRung = useRef(0);

  /** Whether sound can play now. */
  const unlock = useCallback(async () => {
    const audio = (context.current ??= new AudioContext());
    if (audio.state === 'suspended') await audio.resume().catch(() => undefined);
    return audio.state === 'running';
  }, []);

  useEffect(() => {
    if (!soundOn) return;
    const events = ['click', 'keydown'] as const;
    const unlockOnGesture = () => void unlock().then((running) => running && stop());
    const stop = () => events.forEach((name) => document.removeEventListener(name, unlockOnGesture));
    events.forEach((name) => document.addEventListener(name, unlockOnGesture));
    return stop;
  }, [soundOn, unlock]);

  useEffect(
    () => () => {
      void context.current?.close();
      context.current = null;
    },
    [],
  );

  const setSoundOn = useCallback(
    (on: boolean) => {
      setSoundOnState(on);
      writeLocal(STORAGE_KEY, on ? 'on' : 'off');
      if (on) void unlock();
    },
    [unlock],
  );

  const chime = useCallback(() => {
    const audio = context.current;
    if (!soundOn || !audio || audio.state !== 'running' || Date.now() - lastRung.current < MIN_GAP_MS) return;
    lastRung.current = Date.now();
    ring(audio);
  }, [soundOn]);

  return { soundOn, setSoundOn, chime };
}
