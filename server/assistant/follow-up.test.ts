import { describe, expect, it } from 'vitest';
import { coursesOf } from './combination.ts';
import { engineText, readFollowUp, servingsOf, turnsOf } from './follow-up.ts';

describe('reading a follow-up', () => {
  it.each([
    ['something cheaper', { cheaper: true, rest: '' }],
    ['cheaper, no cheese', { cheaper: true, rest: 'no cheese' }],
    ['without cheese', { cheaper: false, rest: 'without cheese' }],
    ['something else', { somethingElse: true, rest: '' }],
    ['kuch aur dikhao', { somethingElse: true, rest: 'dikhao' }],
    ['more like the second one', { like: { position: 1 }, rest: '' }],
    ['like the last one but vegan', { like: { position: -1 }, rest: 'but vegan' }],
    ['more like the chicken karahi', { like: { name: 'chicken karahi' }, rest: 'more like the chicken karahi' }],
    ['for two', { servings: 2, rest: '' }],
    ['a main and a drink for 2 people under $15', { servings: 2, rest: 'a main and a drink under $15' }],
    ['do log ke liye biryani', { servings: 2, rest: 'ke liye biryani' }],
    // A bare number after "for" is a price, as the amounts reader takes it.
    ['lunch for 5', { servings: null, rest: 'lunch for 5' }],
    ['cheaper than $10', { cheaper: false, rest: 'cheaper than $10' }],
    ['ok thanks, maybe something cheaper please', { cheaper: true, rest: '' }],
  ])('%s', (text, expected) => {
    expect(readFollowUp(text)).toMatchObject(expected);
  });

  it("keeps every turn's limits and wishes for the engine, without the words that only steered one answer", () => {
    const turns = turnsOf('a vegan lunch for two; cheaper, no cheese; more like the second one; for three');
    expect(engineText(turns)).toBe('a vegan lunch; no cheese');
    expect(servingsOf(turns)).toBe(3);
    expect(servingsOf(turnsOf('a vegan lunch'))).toBe(1);
  });
});

describe('reading a combination', () => {
  it('asks each course with the rest of the request and none of the other courses', () => {
    expect(coursesOf('a main and a drink under $15, no nuts')).toEqual([
      { name: 'main', text: 'a main under $15, no nuts' },
      { name: 'drink', text: 'a drink under $15, no nuts' },
    ]);
    expect(coursesOf('starter, main course and dessert').map((course) => course.name)).toEqual([
      'starter',
      'main',
      'dessert',
    ]);
  });

  it('is not a combination with one course, or courses not joined', () => {
    expect(coursesOf('a vegan main')).toEqual([]);
    expect(coursesOf('a drink that goes well with curry')).toEqual([]);
  });
});
