import type { ReactNode } from 'react';
import './filter-chips.css';

interface FilterChipsProps<Value extends string> {
  /** The group's name, which says what it filters. */
  label: string;
  options: readonly { value: Value; label: string }[];
  /** The filter in force: its chip is the pressed one. */
  value: Value;
  onChange: (value: Value) => void;
  /** What a chip shows after its label: how many items it would show. */
  count?: (value: Value) => number;
  /** On a phone the chips keep to one line and scroll sideways, instead of wrapping. */
  oneLineOnPhone?: boolean;
}

/** Pill-shaped toggle buttons that filter a list (meals, emotions); one of them is always pressed. */
export function FilterChips<Value extends string>({
  label,
  options,
  value,
  onChange,
  count,
  oneLineOnPhone,
}: FilterChipsProps<Value>) {
  return (
    <div className="filter-chips" role="group" aria-label={label} data-one-line={oneLineOnPhone || undefined}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="filter-chips__chip"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
          {count && <Count>{count(option.value)}</Count>}
        </button>
      ))}
    </div>
  );
}

function Count({ children }: { children: ReactNode }) {
  return (
    <span className="filter-chips__count">
      <span className="visually-hidden">: </span>
      {children}
    </span>
  );
}
