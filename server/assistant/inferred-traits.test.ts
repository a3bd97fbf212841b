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
    const draft = {
      name: 'Kids Nugget Meal',
      category: 'Kids',
      description: '',
      ingredients: ['chicken nuggets'],
      type: 'non-veg' as const,
      allergens: [],
      tags: [],
    };
    const egg = inferredTraits(draft).parts.find((p) => p.part === 'egg');
    expect(egg).toMatchObject({ usually: 'some', said: null, assistant: 'may-hold' });
  });
});
