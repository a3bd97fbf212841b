import { describe, expect, it } from 'vitest';
import { USUAL_PARTS } from '../../shared/usual-parts.ts';
import { readFoodKnowledge, usualParts } from './built-in/knowledge/food-knowledge.ts';

describe('the parts a restaurant can say its dish is made without', () => {
  it('are exactly what the food knowledge file adds to some dish of its own', () => {
    const added = readFoodKnowledge().flatMap((entry) => {
      const { hidden, maybe } = usualParts({ name: entry.name, ingredients: [], description: '', type: 'non-veg' });
      return [...hidden, ...maybe];
    });
    expect(new Set(added)).toEqual(new Set(USUAL_PARTS));
  });
});
