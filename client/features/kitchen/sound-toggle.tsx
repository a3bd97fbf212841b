import { SpeakerIcon } from '../../components/icons.tsx';
import './sound-toggle.css';

/** The switch for the new-order chime; a switch and not a button, because it shows a lasting state. */
export function SoundToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="sound-toggle">
      <input
        type="checkbox"
        role="switch"
        className="sound-toggle__input"
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
      />
      <SpeakerIcon />
      New-order sound
      <span className="sound-toggle__state" aria-hidden="true">
        {on ? 'On' : 'Off'}
      </span>
    </label>
  );
}
