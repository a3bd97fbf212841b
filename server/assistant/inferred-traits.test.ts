import { describe, expect, it } from 'vitest';
import { USUAL_PARTS } from '../../shared/usual-parts.ts';
import { readFoodKnowledge, usualParts } from './built-in/knowledge/food-knowledge.ts';
import { inferredTraits } from './inferred-traits.ts';

describe('the parts a restaurant can say its dish is made without', () => {
  it('are exactly what the food knowledge file adds to some dish of its own', () => {
    const added = readFoodKnowledge().flatMap((entry) => {
      const { hidden, maybe } = usualParts({ name: entry.name, ingredients: [], description: '', type: 'non-veg' });
      return [...hidden, ...maybe];
    });
    expect(new Set(added)).toEqual(new Set(USUAL_PARTS));
  });

  it("shows what many versions of a dish's parts hold as in some recipes, as the assistant goes by it", () => {
    const draft = (name: string, ingredients: string[]) => ({
      name,
      category: '',
      description: '',
      ingredients,
      type: 'non-veg' as const,
      allergens: [],
      tags: [],
    });
    const eggOf = (name: string, ingredients: string[]) =>
      inferredTraits(draft(name, ingredients)).parts.find((p) => p.part === 'egg');
    // A puff pastry may be glazed with egg; a nugget's breading may hold it, and what is fried is left out for it.
    expect(eggOf('Cheese Puff', ['puff pastry', 'cheddar'])).toMatchObject({ usually: 'some', assistant: 'may-hold' });
    expect(eggOf('Kids Nugget Meal', ['chicken nuggets'])).toMatchObject({ usually: 'some', assistant: 'holds' });
  });
});
