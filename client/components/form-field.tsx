import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './form-field.css';

/** What a control needs to be tied to its label, its hint and its error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A control also described by a note of its own (a hint under it), besides the field's hint and error. */
export function alsoDescribedBy(control: FieldControlProps, noteId: string): FieldControlProps {
  return { ...control, 'aria-describedby': [noteId, control['aria-describedby']].filter(Boolean).join(' ') };
}

interface FieldFrame {
  id: string;
  label: string;
  /** A line under the label saying what to enter. */
  hint?: string | undefined;
  error?: string | undefined;
  /** Announce the error as soon as it shows (role="alert"), for a form whose only field is this one. */
  announceError?: boolean | undefined;
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

/** A labelled control of one text value: the frame, the control's own attributes, and the value handed over on change. */
type ValueFieldProps<Attributes> = FieldFrame &
  Omit<Attributes, 'id' | 'value' | 'onChange' | 'className' | 'children'> & {
    value: string;
    onChange: (value: string) => void;
  };

/** Parts a field's props into its frame (label, hint, error) and the rest, which go to the control. */
function splitFrame<P extends FieldFrame>({ id, label, hint, error, announceError, ...rest }: P) {
  return { frame: { id, label, hint, error, announceError }, rest };
}

/** A labelled one-line text box (name, e-mail, salary, …) whose onChange hands over the text. */
export function TextField(
  props: ValueFieldProps<InputHTMLAttributes<HTMLInputElement>> & { ref?: Ref<HTMLInputElement> },
) {
  const {
    frame,
    rest: { value, onChange, ref, ...inputProps },
  } = splitFrame(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          ref={ref}
          className="text-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** One choice of a SelectField: the value sent and the words shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/** Options whose words are the values themselves (sector names). */
export function plainOptions(values: readonly string[]): FieldOption[] {
  return values.map((value) => ({ value, label: value }));
}

/** Options whose words come from a table of labels (payment methods, emotions). */
export function labelledOptions<V extends string>(values: readonly V[], labels: Record<V, string>): FieldOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type SelectFieldProps = ValueFieldProps<SelectHTMLAttributes<HTMLSelectElement>> & {
  options: readonly FieldOption[];
  /** An empty first choice ("Choose your sector"); without it one of the options is always chosen. */
  placeholder?: string;
};

/** A labelled drop-down list whose onChange hands over the chosen value. */
export function SelectField(props: SelectFieldProps) {
  const {
    frame,
    rest: { value, onChange, options, placeholder, ...selectProps },
  } = splitFrame(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select
          {...selectProps}
          {...control}
          className="text-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type TextAreaFieldProps = ValueFieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>> & {
  /** The most characters allowed; a "12/500" count under the box shows how many are used. */
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text area that grows downwards, with a count of the characters used against its limit. */
export function TextAreaField(props: TextAreaFieldProps) {
  const {
    frame,
    rest: { value, onChange, maxLength, ref, ...areaProps },
  } = splitFrame(props);
  return (
    <FormField {...frame}>
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
