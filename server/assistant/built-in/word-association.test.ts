import { describe, expect, it } from 'vitest';
import { dish } from '../../../tests/fixtures/assistant/test-menu.ts';
import { profileDish } from './dish-profile.ts';
import { parseIntent } from './intent-parser.ts';
import {
  associationScores,
  associationWords,
  dishProperties,
  priceScale,
  trainAssociation,
} from './word-association.ts';

const menu = [
  dish({ name: 'Grilled Chicken Breast', category: 'Mains', price: 9, calories: 520, ingredients: ['chicken breast'] }),
  dish({
    name: 'Chocolate Brownie',
    category: 'Desserts',
    price: 4,
    calories: 450,
    ingredients: ['chocolate', 'flour'],
  }),
  dish({ name: 'Zinger Burger', category: 'Burgers', price: 7, calories: 800, ingredients: ['chicken', 'bun'] }),
  dish({ name: 'Mango Lassi', category: 'Drinks', price: 3, calories: 250, ingredients: ['mango', 'yogurt', 'sugar'] }),
  dish({ name: 'Garden Salad', category: 'Salads', price: 5, calories: 200, ingredients: ['lettuce', 'cucumber'] }),
  dish({ name: 'Lentil Soup', category: 'Soups', price: 4, calories: 300, ingredients: ['red lentils', 'cumin'] }),
].map(profileDish);
const prices = priceScale(menu);
const properties = menu.map((d) => dishProperties(d, prices));

describe('dish properties', () => {
  it('names general properties, never the dish itself: a zinger is a burger, not a "zinger"', () => {
    const zinger = properties[2]!;
    expect(zinger).toEqual(expect.arrayContaining(['course:main', 'kind:burger', 'fried', 'diet:meat']));
    expect(zinger.some((p) => p.includes('zinger'))).toBe(false);
  });

  it('places each dish in a price band of its own menu', () => {
    const band = (i: number) => properties[i]!.find((p) => p.startsWith('price:'));
    expect([band(0), band(2), band(4), band(3)]).toEqual(['price:2', 'price:2', 'price:1', 'price:0']);
  });
});

describe('what the association reads in a request', () => {
  it('reads the words and what the parser made of them as a whole', () => {
    const intent = parseIntent('feeling so low tonight, dinner?', 'emotional');
    expect(associationWords(intent, 'emotional')).toEqual(
      expect.arrayContaining(['low', '@mood:sadness:emotional', '@meal:dinner']),
    );
  });
});

describe('learning what words lean towards', () => {
  const gymRequest = (extra: string) => ({
    stems: ['gym', extra],
    dishes: properties.map((list, i) => ({ properties: list, relevant: i === 0 || i === 2 })),
  });
  const sweetRequest = (extra: string) => ({
    stems: ['sweet', extra],
    dishes: properties.map((list, i) => ({ properties: list, relevant: i === 1 || i === 3 })),
  });
  const often = (make: (extra: string) => ReturnType<typeof gymRequest>) =>
    Array.from({ length: 8 }, (_, i) => make(`word${i}`));
  const model = trainAssociation(
    [...often(gymRequest), ...often(sweetRequest), gymRequest('leg'), gymRequest('leg'), sweetRequest('tooth')],
    1,
  );

  it('learns a positive lift for what relevant dishes shared, and a negative one for what they lacked', () => {
    expect(model.lifts.gym!['protein:2']).toBeGreaterThan(0);
    expect(model.lifts.gym!['course:dessert']).toBeLessThan(0);
    expect(model.lifts.sweet!['course:dessert']).toBeGreaterThan(0);
  });

  it('leaves out words seen in only one request', () => {
    expect(model.lifts.tooth).toBeUndefined();
    expect(model.lifts.leg).toBeDefined();
  });

  it('scores dishes by what the request words lean towards, the weakest at 0', () => {
    const gym = associationScores(model, ['gym', 'today'], properties);
    expect(Math.min(gym[0]!, gym[2]!)).toBeGreaterThan(Math.max(gym[1]!, gym[3]!, gym[4]!, gym[5]!));
    expect(Math.min(...gym)).toBe(0);
    const sweet = associationScores(model, ['sweet'], properties);
    expect(Math.min(sweet[1]!, sweet[3]!)).toBeGreaterThan(Math.max(sweet[0]!, sweet[2]!, sweet[4]!, sweet[5]!));
  });

  it('gives every dish 0 when it knows none of the words, so the rest of the ranking decides', () => {
    expect(associationScores(model, ['weather'], properties)).toEqual(properties.map(() => 0));
  });
});
