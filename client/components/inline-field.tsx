import type { InputHTMLAttributes } from 'react';
import './inline-field.css';

type InlineFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A small labelled text box for a row of an editable list (a zone's fee, a place's latitude), its label above it:
 * the label wraps the box, so each row needs no ids of its own.
 */
export function InlineField({ label, value, onChange, ...inputProps }: InlineFieldProps) {
  return (
    <label className="inline-field">
      {label}
      <input {...inputProps} className="text-input" value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
