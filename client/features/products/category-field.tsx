import { useState } from 'react';
import { SelectField, TextField, plainOptions } from '../../components/form-field.tsx';

/** The select's value for "make a new one"; no category can be named with a control character. */
const NEW_CATEGORY = '\u0000new';

interface CategoryFieldProps {
  id: string;
  /** The menu's categories, in the menu's order. */
  categories: readonly string[];
  value: string;
  error: string | undefined;
  onChange: (category: string) => void;
}

/**
 * A dish's category, picked from the menu's list so a typo cannot start a new section; "New category…" at the end
 * of the list types one instead (the server adds it when the dish is saved). An empty menu starts typing at once.
 */
export function CategoryField({ id, categories, value, error, onChange }: CategoryFieldProps) {
  const [chosenTyping, setTyping] = useState(false);
  // Worked out on every render, not once: a form opened before the lists arrive starts with none, and must turn
  // into the list when they come rather than stay a box for a new category.
  const typing = chosenTyping || categories.length === 0 || (value !== '' && !categories.includes(value));
  // Chosen from the list just now: the box takes the focus the list had.
  const [switched, setSwitched] = useState(false);

  if (typing) {
    return (
      <div className="category-field">
        <TextField
          id={id}
          name="category"
          label="New category"
          hint="Added to the end of the menu; move it on Menu setup."
          autoComplete="off"
          autoFocus={switched}
          value={value}
          error={error}
          onChange={onChange}
        />
        {categories.length > 0 && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setTyping(false);
              onChange('');
            }}
          >
            Pick one of the menu&apos;s categories
          </button>
        )}
      </div>
    );
  }
  return (
    <SelectField
      id={id}
      name="category"
      label="Category"
      placeholder="Choose a category"
      options={[...plainOptions(categories), { value: NEW_CATEGORY, label: 'New category…' }]}
      value={value}
      error={error}
      onChange={(chosen) => {
        if (chosen !== NEW_CATEGORY) return onChange(chosen);
        setTyping(true);
        setSwitched(true);
        onChange('');
      }}
    />
  );
}
