import { useState, type InputHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import './password-input.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { id: string };

/**
 * A password field with a show/hide toggle. The toggle's name stays "Show password" and aria-pressed carries
 * the state; it is button text, not aria-label, so it never competes with the field's "Password" label.
 */
export function PasswordInput({ id, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...inputProps} id={id} type={visible ? 'text' : 'password'} className="text-input" />
      <button
        type="button"
        className="password-input__toggle icon-button"
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
        <span className="visually-hidden">Show password</span>
      </button>
    </div>
  );
}
