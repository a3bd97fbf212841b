import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import './form-field.css';

/** What a control needs to be tied to its label, its hint and its error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrame {
  id: string;
  label: string;
  /** A line under the label saying what to enter. */
  hint?: string | undefined;
  error?: string | undefined;
  /** Announce the error as soon as it shows (role="alert"), for a form whose only field is this one. */
  announceError?: boolean;
}

interface FormFieldProps extends FieldFrame {
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, one control, an optional hint and its error, wired together with aria-invalid and aria-describedby. */
export function FormField({ id, label, hint, error, announceError, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p className="form-field__error" id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
  };

/** A labelled one-line text box (name, e-mail, salary, …) whose onChange hands over the text. */
export function TextField({ id, label, hint, error, announceError, value, onChange, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} announceError={announceError}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          className="text-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className' | 'maxLength'> & {
    value: string;
    onChange: (value: string) => void;
    /** The most characters allowed; a "12/500" count under the box shows how many are used. */
    maxLength: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled text area that grows downwards, with a count of the characters used against its limit. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  announceError,
  value,
  onChange,
  maxLength,
  ref,
  ...areaProps
}: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} announceError={announceError}>
      {(control) => (
        <>
          <textarea
            {...areaProps}
            {...control}
            ref={ref}
            className="text-input form-field__text"
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <p className="form-field__count" aria-hidden="true">
            {value.length}/{maxLength}
          </p>
        </>
      )}
    </FormField>
  );
}

/**
 * Fields side by side where there is room (first and last name), one above the other on a phone. `narrow-wide`: a
 * short field beside a long one (a sector beside its address).
 */
export function FieldRow({ shape, children }: { shape?: 'narrow-wide'; children: ReactNode }) {
  return (
    <div className="form-field-row" data-shape={shape}>
      {children}
    </div>
  );
}
