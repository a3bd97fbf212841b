import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { MAX_PHONE_DIGITS } from '../../shared/constants.ts';
import type { FieldControlProps } from './form-field.tsx';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry } from './phone-countries.ts';
import './phone-input.css';

interface PhoneInputProps extends FieldControlProps {
  name: string;
  /** Digits only, calling code first (Pakistan +92 300 1234567 is "923001234567"); empty while no number is typed. */
  value: string;
  onChange: (digits: string) => void;
}

/**
 * A country picker and a national number masked as it is typed. The number is capped so that calling code and
 * national number together stay within MAX_PHONE_DIGITS. The field's visible label belongs to the number input.
 */
export function PhoneInput({ id, name, value, onChange, ...ariaProps }: PhoneInputProps) {
  // A number given from the start (one being edited) keeps the country it was saved with.
  const [country, setCountry] = useState(() => countryOf(value));
  const national = value.startsWith(country.callingCode) ? value.slice(country.callingCode.length) : '';
  const inputRef = useRef<HTMLInputElement>(null);
  // Reformatting moves the caret to the end; remember how many digits stood before it to put it back.
  const digitsBeforeCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || digitsBeforeCaret.current === null) return;
    const position = caretAfterDigits(input.value, digitsBeforeCaret.current);
    input.setSelectionRange(position, position);
    digitsBeforeCaret.current = null;
  });

  function emit(nextCountry: PhoneCountry, nationalDigits: string) {
    const capped = nationalDigits.slice(0, MAX_PHONE_DIGITS - nextCountry.callingCode.length);
    onChange(capped ? nextCountry.callingCode + capped : '');
  }

  function changeNumber(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    digitsBeforeCaret.current = digitsOf(typed.slice(0, event.target.selectionStart ?? typed.length)).length;
    emit(country, digitsOf(typed));
  }

  function changeCountry(event: ChangeEvent<HTMLSelectElement>) {
    const next = PHONE_COUNTRIES.find((candidate) => candidate.iso === event.target.value) ?? DEFAULT_PHONE_COUNTRY;
    setCountry(next);
    emit(next, national);
  }

  return (
    <div className="phone-input">
      <label className="visually-hidden" htmlFor={`${id}-country`}>
        Country calling code
      </label>
      <select
        id={`${id}-country`}
        name={`${name}-country`}
        className="phone-input__country text-input"
        value={country.iso}
        onChange={changeCountry}
      >
        {PHONE_COUNTRIES.map((option) => (
          <option key={option.iso} value={option.iso}>
            +{option.callingCode} {option.name}
          </option>
        ))}
      </select>
      <input
        {...ariaProps}
        ref={inputRef}
        id={id}
        name={name}
        className="phone-input__number text-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={country.mask.replaceAll('#', '0')}
        value={formatNational(national, country.mask)}
        onChange={changeNumber}
      />
    </div>
  );
}

/** The country whose calling code starts the number, the longest code first (+880 is not +88); the default otherwise. */
function countryOf(digits: string): PhoneCountry {
  const matches = PHONE_COUNTRIES.filter((candidate) => digits.startsWith(candidate.callingCode));
  return matches.sort((a, b) => b.callingCode.length - a.callingCode.length)[0] ?? DEFAULT_PHONE_COUNTRY;
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Fills the mask's # slots with digits, stopping after the last digit; digits beyond the mask follow unformatted. */
function formatNational(digits: string, mask: string): string {
  let formatted = '';
  let used = 0;
  for (const slot of mask) {
    if (used === digits.length) break;
    if (slot === '#') {
      formatted += digits.charAt(used);
      used += 1;
    } else {
      formatted += slot;
    }
  }
  return formatted + digits.slice(used);
}

function caretAfterDigits(text: string, digitCount: number): number {
  if (digitCount === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? '')) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return text.length;
}
