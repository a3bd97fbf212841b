import { useState, type KeyboardEvent } from 'react';
import { normalizeIngredients } from '../../../shared/products.ts';
import { alsoDescribedBy, type FieldControlProps } from '../../components/form-field.tsx';
import { IngredientChips } from '../../components/ingredient-chips.tsx';
import './ingredient-editor.css';

interface IngredientEditorProps {
  control: FieldControlProps;
  ingredients: readonly string[];
  onChange: (ingredients: string[]) => void;
}

/**
 * Ingredients as removable chips with a text box to add more: Enter or "Add" adds what was typed (commas separate
 * several), empty text is ignored (spec point 5), and a repeat is not added twice.
 */
export function IngredientEditor({ control, ingredients, onChange }: IngredientEditorProps) {
  const [text, setText] = useState('');
  const hintId = `${control.id}-hint`;

  function add() {
    const next = normalizeIngredients([...ingredients, ...text.split(',')]);
    setText('');
    if (next.length !== ingredients.length) onChange(next);
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the ingredient; it must not submit the whole form.
    event.preventDefault();
    add();
  }

  return (
    <div className="ingredient-editor">
      <div className="ingredient-editor__entry">
        <input
          {...alsoDescribedBy(control, hintId)}
          className="text-input"
          name="ingredients"
          autoComplete="off"
          placeholder="e.g. saffron"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={addOnEnter}
        />
        <button type="button" className="button button--secondary" onClick={add}>
          Add
        </button>
      </div>
      <p id={hintId} className="ingredient-editor__hint">
        Press Enter or Add; separate several with commas.
      </p>
      <IngredientChips
        ingredients={ingredients.map((name) => ({ name }))}
        onRemove={(name) => onChange(ingredients.filter((other) => other !== name))}
      />
    </div>
  );
}
