import type { ReactNode } from 'react';
import './switch-pill.css';

interface SwitchPillProps {
  /** What the switch turns on, e.g. "New-order sound": its accessible name. */
  label: string;
  icon: ReactNode;
  on: boolean;
  onChange: (on: boolean) => void;
  /** While the choice cannot take effect yet (what it acts on is still loading). */
  disabled?: boolean;
}

/**
 * An on/off choice that lasts (the kitchen's chime, its printer): a switch and not a button, because it shows a
 * state. The pill says On or Off beside the label.
 */
export function SwitchPill({ label, icon, on, onChange, disabled = false }: SwitchPillProps) {
  return (
    <label className="switch-pill">
      <input
        type="checkbox"
        role="switch"
        className="switch-pill__input covering-input"
        checked={on}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {icon}
      {label}
      <span className="switch-pill__state" aria-hidden="true">
        {on ? 'On' : 'Off'}
      </span>
    </label>
  );
}
