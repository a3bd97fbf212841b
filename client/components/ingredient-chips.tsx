import './ingredient-chips.css';

interface IngredientChipsProps {
  ingredients: readonly { id: number; name: string }[];
  /** How many chips to show before the rest fold into one "+N more" chip (spec point 9: 6). */
  max?: number;
  className?: string;
}

/** A dish's ingredients as small chips: the first `max`, then "+N more" naming the others on hover. */
export function IngredientChips({ ingredients, max = 6, className }: IngredientChipsProps) {
  if (ingredients.length === 0) return null;
  const shown = ingredients.slice(0, max);
  const hidden = ingredients.slice(max);
  return (
    <ul className={className ? `ingredient-chips ${className}` : 'ingredient-chips'} aria-label="Ingredients">
      {shown.map((ingredient) => (
        <li key={ingredient.id} className="ingredient-chips__chip">
          {ingredient.name}
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
