import { describe, expect, it } from 'vitest';
import type { InferredPart } from '../../../shared/inferred-traits.ts';
import { inferenceDraft, oneTagOf, sayPart, shownState, withOneTag, type OwnWord } from './assumptions.ts';
import { EMPTY_DRAFT } from './product-draft.ts';

const nothingSaid: OwnWord = { tags: ['dinner'], allergens: [], ingredients: ['chicken'] };
const garlic: InferredPart = { part: 'garlic', usually: 'most', said: null, assistant: 'holds' };
const onion: InferredPart = { part: 'onion', usually: 'some', said: null, assistant: 'may-hold' };
const dairy: InferredPart = { part: 'dairy', usually: 'most', said: null, assistant: 'free' };
const nuts: InferredPart = { part: 'nuts', usually: 'some', said: null, assistant: 'may-hold' };

describe('the draft the assistant is asked about', () => {
  it('waits for a name', () => {
    expect(inferenceDraft(EMPTY_DRAFT)).toBeNull();
    expect(inferenceDraft({ ...EMPTY_DRAFT, name: '   ' })).toBeNull();
  });

  it('holds what the assistant reads, cleaned as the product is, with blanks left unsaid', () => {
    expect(
      inferenceDraft({
        ...EMPTY_DRAFT,
        name: '  Chicken Karahi ',
        price: '12',
        ingredients: ['Chicken', 'tomato'],
        tags: ['dinner', 'garlic-free'],
      }),
    ).toEqual({
      name: 'Chicken Karahi',
      type: 'non-veg',
      ingredients: ['chicken', 'tomato'],
      allergens: [],
      tags: ['dinner', 'garlic-free'],
    });
  });

  it('asks nothing of a draft the product’s own checks refuse', () => {
    expect(inferenceDraft({ ...EMPTY_DRAFT, name: 'x'.repeat(101) })).toBeNull();
  });
});

describe('what the form shows for a part', () => {
  it('is the assistant’s reading until the restaurant says otherwise', () => {
    expect(shownState(garlic, nothingSaid)).toBe('in');
    expect(shownState(onion, nothingSaid)).toBe('maybe');
    expect(shownState(dairy, nothingSaid)).toBe('out');
  });

  it('is the restaurant’s word as soon as it is given, before the assistant answers again', () => {
    expect(shownState(garlic, { ...nothingSaid, tags: ['dinner', 'garlic-free'] })).toBe('out');
    expect(shownState(onion, { ...nothingSaid, ingredients: ['chicken', 'onion'] })).toBe('in');
    expect(shownState(dairy, { ...nothingSaid, allergens: ['dairy'] })).toBe('in');
  });
});

describe('a correction', () => {
  it('says "made without" with a "-free" tag, and takes the part off the allergens and ingredients', () => {
    expect(sayPart(nothingSaid, garlic, false)).toEqual({
      tags: ['dinner', 'garlic-free'],
      allergens: [],
      ingredients: ['chicken'],
    });
    expect(sayPart({ tags: [], allergens: ['nuts', 'egg'], ingredients: [] }, nuts, false)).toEqual({
      tags: ['nuts-free'],
      allergens: ['egg'],
      ingredients: [],
    });
    expect(sayPart({ ...nothingSaid, ingredients: ['chicken', 'onion'] }, onion, false).ingredients).toEqual([
      'chicken',
    ]);
  });

  it('says "it has it" as an allergen, or an ingredient when it is none', () => {
    expect(sayPart(nothingSaid, nuts, true)).toEqual({
      tags: ['dinner'],
      allergens: ['nuts'],
      ingredients: ['chicken'],
    });
    expect(sayPart(nothingSaid, onion, true)).toEqual({
      tags: ['dinner'],
      allergens: [],
      ingredients: ['chicken', 'onion'],
    });
  });

  it('only takes the "-free" tag back from what most recipes hold and is no allergen', () => {
    const without = sayPart(nothingSaid, garlic, false);
    expect(sayPart(without, garlic, true)).toEqual(nothingSaid);
  });

  it('declares an allergen most recipes hold, for a dish whose type had ruled it out', () => {
    expect(sayPart({ tags: ['dairy-free'], allergens: [], ingredients: [] }, dairy, true)).toEqual({
      tags: [],
      allergens: ['dairy'],
      ingredients: [],
    });
  });
});

describe('tags that exclude each other', () => {
  it('keep one of their group at most, and the other tags as they were', () => {
    expect(withOneTag(['lunch', 'hot'], ['hot', 'cold'], 'cold')).toEqual(['lunch', 'cold']);
    expect(withOneTag(['lunch', 'hot'], ['hot', 'cold'], null)).toEqual(['lunch']);
    expect(oneTagOf(['lunch', 'cold'], ['hot', 'cold'])).toBe('cold');
    expect(oneTagOf(['lunch'], ['hot', 'cold'])).toBeNull();
  });
});
