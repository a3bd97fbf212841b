import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../../shared/constants.ts';
import './form-field.css';
import './otp-input.css';

interface OtpInputProps {
  /**
   * The code typed so far, one character per box, a space for an empty box (trailing spaces trimmed).
   * A complete code is OTP_LENGTH digits, so the shared otpField schema validates it as is.
   */
  value: string;
  onChange: (value: string) => void;
  /** Id of the element naming the whole code, e.g. a label or heading. */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

/** Six single-digit boxes: typing advances, Backspace goes back, arrows move, a paste fills the boxes. */
function OtpInput({ value, onChange, labelledBy, invalid, describedBy, disabled }: OtpInputProps) {
  const boxes = Array.from({ length: OTP_LENGTH }, (_, index) => value.charAt(index).trim());
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  function focusBox(index: number) {
    inputs.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))]?.focus();
  }

  function update(next: string[]) {
    onChange(
      next
        .map((digit) => digit || ' ')
        .join('')
        .trimEnd(),
    );
  }

  /** Writes digits into consecutive boxes from `start`, then focuses the box after the last one written. */
  function fill(start: number, digits: string) {
    const next = [...boxes];
    const written = digits.slice(0, OTP_LENGTH - start);
    [...written].forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    update(next);
    focusBox(start + written.length);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value.replace(/\D/g, '');
    const current = boxes[index] ?? '';
    if (typed === '') {
      update(boxes.map((digit, position) => (position === index ? '' : digit)));
    } else if (typed.length === 2 && current) {
      // A digit typed into a filled box, before or after the old one: keep only the new digit.
      fill(index, typed.startsWith(current) ? typed.slice(1) : typed.slice(0, 1));
    } else {
      // One digit, or a whole code put in by the browser's one-time-code autofill.
      fill(index, typed);
    }
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const moves: Partial<Record<string, number>> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: OTP_LENGTH - 1,
    };
    const target = moves[event.key];
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Handled here, not in onChange: typing the digit a box already holds changes nothing, so no change event fires.
      event.preventDefault();
      fill(index, event.key);
    } else if (target !== undefined) {
      event.preventDefault();
      focusBox(target);
    } else if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      update(boxes.map((digit, position) => (position === index - 1 ? '' : digit)));
      focusBox(index - 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    // A whole code replaces everything; a fragment goes where it was pasted.
    if (digits) fill(digits.length === OTP_LENGTH ? 0 : index, digits);
  }

  return (
    <div className="otp-input" role="group" aria-labelledby={labelledBy}>
      {boxes.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleChange(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}

interface CodeFieldProps {
  /** Prefix of the label's and the problem's ids. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the code, said under the boxes and announced as soon as it shows. */
  problem: string | null | undefined;
  disabled?: boolean;
}

/** A code from an e-mail: its label, the six boxes, and what is wrong with it. Every code is asked for this way. */
export function CodeField({ id, label, value, onChange, problem, disabled }: CodeFieldProps) {
  const labelId = `${id}-label`;
  const problemId = `${id}-problem`;
  return (
    <div className="form-field">
      <p id={labelId} className="form-field__label">
        {label}
      </p>
      <OtpInput
        value={value}
        onChange={onChange}
        labelledBy={labelId}
        invalid={Boolean(problem)}
        describedBy={problem ? problemId : undefined}
        disabled={disabled}
      />
      {problem && (
        <p id={problemId} className="form-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
