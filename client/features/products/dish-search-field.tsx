import type { Ref } from 'react';
import { TextField } from '../../components/form-field.tsx';

interface DishSearchFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (search: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The box that finds dishes by name, category or ingredient (product-search.ts), for the admin and the kitchen. */
export function DishSearchField({ inputRef, ...field }: DishSearchFieldProps) {
  return (
    <TextField {...field} ref={inputRef} type="search" placeholder="Name, category or ingredient" autoComplete="off" />
  );
}
