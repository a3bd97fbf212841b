import { useEffect, useRef } from 'react';
import { SpeakerIcon } from '../../components/icons.tsx';
import './start-kitchen-screen.css';

/**
 * The one tap a kitchen screen needs before it can ring: browsers keep a page silent until it is tapped, and a new
 * order nobody hears is the one thing the board must not allow. Covers the whole screen until tapped; a kiosk
 * started with Chromium's autoplay flag (docs/devices.md) never shows it.
 */
export function StartKitchenScreen({ onStart }: { onStart: () => void }) {
  const button = useRef<HTMLButtonElement | null>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="start-kitchen-screen" role="dialog" aria-modal="true" aria-labelledby="start-kitchen-title">
      <button ref={button} type="button" className="start-kitchen-screen__button" onClick={onStart}>
        <SpeakerIcon />
        <span id="start-kitchen-title" className="start-kitchen-screen__title">
          Start kitchen screen
        </span>
        <span className="start-kitchen-screen__why">
          One tap lets the board ring for every new order, until someone taps the ticket or "Got it".
        </span>
      </button>
    </div>
  );
}
