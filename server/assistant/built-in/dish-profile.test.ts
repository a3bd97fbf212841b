import { describe, expect, it } from 'vitest';
import { dish } from '../../../tests/fixtures/assistant/test-menu.ts';
import { DEMO_MENU } from '../../demo/menu.ts';
import { positiveWords, profileDish } from './dish-profile.ts';

describe('allergens and diet from ingredients', () => {
  it('finds at least every allergen the demo menu declares, from the ingredients alone', () => {
    for (const demo of DEMO_MENU) {
      const profile = profileDish(dish({ ...demo, spiceLevel: demo.spiceLevel, allergens: [], tags: [] }));
      expect([...profile.allergens], demo.name).toEqual(expect.arrayContaining(demo.allergens));
    }
  });

  it('knows the conventions: ghee is dairy, coconut is no nut, brioche holds egg and butter, hummus sesame', () => {
    const allergens = (ingredients: string[]) => [...profileDish(dish({ name: 'x', ingredients })).allergens];
    expect(allergens(['ghee'])).toEqual(['dairy']);
    expect(allergens(['coconut milk', 'coconut flakes'])).toEqual([]);
    expect(allergens(['brioche bun'])).toEqual(expect.arrayContaining(['egg', 'dairy', 'gluten']));
    expect(allergens(['hummus'])).toEqual(['sesame']);
    expect(allergens(['soy sauce'])).toEqual(expect.arrayContaining(['gluten', 'soy']));
    // Many misos are made with barley: not for a coeliac.
    expect(allergens(['white miso'])).toEqual(expect.arrayContaining(['gluten', 'soy']));
    expect(allergens(['vegan mayo'])).toEqual([]);
    expect(allergens(['gram flour', 'rice flour', 'cornflour', 'gluten-free granola'])).toEqual([]);
    expect(allergens(['peanut butter'])).toEqual(['peanuts']);
    expect(allergens(['cashew cheese'])).toEqual(['nuts']);
  });

  it('takes the type as the authority and the ingredients as extra evidence', () => {
    expect(profileDish(dish({ name: 'x', type: 'vegan', ingredients: ['rice', 'honey'] })).vegan).toBe(false);
    expect(profileDish(dish({ name: 'x', type: 'veg', ingredients: ['rice'] })).vegan).toBe(false);
    expect(profileDish(dish({ name: 'x', type: 'veg', ingredients: ['eggs'] })).vegetarian).toBe(true);
    expect(profileDish(dish({ name: 'x', type: 'veg', ingredients: ['chicken stock'] })).vegetarian).toBe(false);
    expect(profileDish(dish({ name: 'x', type: 'non-veg', ingredients: ['rice'] })).vegetarian).toBe(false);
  });

  it('tells seafood dishes from dishes that only use a fish sauce', () => {
    expect(profileDish(dish({ name: 'x', type: 'non-veg', ingredients: ['prawns'] })).seafood).toBe(true);
    expect(profileDish(dish({ name: 'x', type: 'non-veg', ingredients: ['anchovies', 'lettuce'] })).seafood).toBe(
      false,
    );
  });
});

describe('traits inferred when the menu has no tags', () => {
  it('reads course and meal times from category and name', () => {
    const paratha = profileDish(dish({ name: 'Aloo Paratha', category: 'Breakfast' }));
    expect(paratha.course).toBe('breakfast');
    expect(paratha.mealTimes.breakfast).toBe(1);
    expect(paratha.mealTimes.dinner).toBeLessThan(0.5);
    const roll = profileDish(dish({ name: 'Seekh Kebab Paratha Roll', category: 'Wraps' }));
    expect(roll.course).toBe('main');
    expect(profileDish(dish({ name: 'Masala Chai', category: 'Specials' })).course).toBe('drink');
  });

  it('reads hot or cold from name, ingredients and description', () => {
    expect(
      profileDish(dish({ name: 'Iced Latte', category: 'Drinks', ingredients: ['espresso', 'ice'] })).temperature,
    ).toBe('cold');
    expect(profileDish(dish({ name: 'Tomato Soup', category: 'Soups' })).temperature).toBe('hot');
  });

  it('reads a crispy tofu, fish or shallot as fried, and a crisp salad as not', () => {
    const fried = (description: string) => profileDish(dish({ name: 'Bowl', description, ingredients: [] })).fried;
    expect(fried('Crispy tofu tossed in a gochujang glaze over brown rice.')).toBe(true);
    expect(fried('Topped with crispy shallots.')).toBe(true);
    expect(fried('Crisp lettuce, cucumber and a lemon dressing.')).toBe(false);
  });

  it('reads sweetness, heaviness and protein', () => {
    expect(profileDish(dish({ name: 'Kulfi', category: 'Desserts' })).sweetness).toBeGreaterThan(0.8);
    const onion = dish({ name: 'Burger', description: 'With sweet caramelised onion.', ingredients: ['beef patty'] });
    expect(profileDish(onion).sweetness).toBeLessThan(0.35);
    expect(profileDish(dish({ name: 'x', calories: 1100 })).heaviness).toBe(1);
    expect(profileDish(dish({ name: 'x', calories: 150 })).heaviness).toBeLessThan(0.2);
    expect(profileDish(dish({ name: 'x', description: 'Lean, about 40 g protein.' })).protein).toBe(40);
  });

  it('counts a part its list names once, whatever the knowledge file adds: a honey tea is no sweeter for it', () => {
    const tea = profileDish(
      dish({ name: 'Chamomile Honey Tea', category: 'Tea', ingredients: ['chamomile', 'honey'] }),
    );
    expect(tea.contents.filter((part) => part === 'honey')).toHaveLength(1);
    expect(tea.sweetness).toBeLessThan(0.35);
  });

  it('lets tags decide when the menu has them', () => {
    const tagged = profileDish(dish({ name: 'Chai', category: 'Drinks', tags: ['breakfast', 'hot', 'sweet'] }));
    expect(tagged.temperature).toBe('hot');
    expect(tagged.sweetness).toBeGreaterThan(0.8);
    expect(tagged.mealTimes.lunch).toBeLessThan(0.5);
  });

  it('ignores what a description says a dish is not', () => {
    expect(positiveWords('Sweet, soft and not spicy; nut-free, no chocolate.')).not.toMatch(/spicy|nut|chocolate/);
  });
});

describe('hidden ingredients of fast food and cafés', () => {
  it('finds wheat in nuggets and muffins, dairy in soft serve and hollandaise, and no caffeine in decaf', () => {
    const profile = (ingredients: string[]) => profileDish(dish({ name: 'x', ingredients }));
    expect([...profile(['chicken nuggets']).allergens]).toContain('gluten');
    expect([...profile(['english muffin']).allergens]).toContain('gluten');
    expect([...profile(['soft serve']).allergens]).toContain('dairy');
    expect([...profile(['hollandaise']).allergens]).toEqual(expect.arrayContaining(['dairy', 'egg']));
    expect(profile(['decaf espresso', 'oat milk']).caffeine).toBe(false);
    expect(profile(['espresso', 'oat milk']).caffeine).toBe(true);
  });
});

describe('course and protein from what the menu says', () => {
  it('takes mezze and small plates for sides, whatever the dishes are called', () => {
    expect(profileDish(dish({ name: 'Fried Kibbeh', category: 'Mezze', ingredients: ['bulgur', 'lamb'] })).course).toBe(
      'side',
    );
  });

  it('reads the protein of a stated portion of meat: "250 g sirloin"', () => {
    const steak = dish({
      name: 'Grilled Sirloin',
      calories: 780,
      description: '250 g sirloin grilled to order, with roasted potatoes.',
      ingredients: ['beef sirloin', 'roasted potatoes'],
    });
    expect(profileDish(steak).protein).toBeGreaterThanOrEqual(60);
  });
});
