import { CloseIcon } from './icons.tsx';
import './ingredient-chips.css';

interface IngredientChipsProps {
  /** Names are unique within a dish, so they key the chips. */
  ingredients: readonly { name: string }[];
  /** How many chips to show before the rest fold into one "+N more" chip (spec point 9: 6). */
  max?: number;
  className?: string;
  /** Makes the chips editable: every chip is shown, each with a button that removes it. */
  onRemove?: (name: string) => void;
}

/** A dish's ingredients as small chips: the first `max`, then "+N more" naming the others on hover. */
export function IngredientChips({ ingredients, max = 6, className, onRemove }: IngredientChipsProps) {
  if (ingredients.length === 0) return null;
  const limit = onRemove ? ingredients.length : max;
  const shown = ingredients.slice(0, limit);
  const hidden = ingredients.slice(limit);
  return (
    <ul className={className ? `ingredient-chips ${className}` : 'ingredient-chips'} aria-label="Ingredients">
      {shown.map(({ name }) => (
        <li key={name} className="ingredient-chips__chip">
          {name}
          {onRemove && (
            <button
              type="button"
              className="ingredient-chips__remove"
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(name)}
            >
              <CloseIcon />
            </button>
          )}
        </li>
      ))}
      {hidden.length > 0 && (
        <li
          className="ingredient-chips__chip ingredient-chips__chip--more"
          title={hidden.map((i) => i.name).join(', ')}
        >
          +{hidden.length} more
          <span className="visually-hidden">: {hidden.map((i) => i.name).join(', ')}</span>
        </li>
      )}
    </ul>
  );
}
