import type { Ref } from 'react';
import { FormField } from '../../components/form-field.tsx';

interface DishSearchFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (search: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The box that finds dishes by name, category or ingredient (product-search.ts), for the admin and the kitchen. */
export function DishSearchField({ id, label, value, onChange, inputRef }: DishSearchFieldProps) {
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="search"
          className="text-input"
          placeholder="Name, category or ingredient"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
