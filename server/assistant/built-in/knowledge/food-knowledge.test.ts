import { describe, expect, it } from 'vitest';
import { createFoodMatcher, readFoodKnowledge, usualParts } from './food-knowledge.ts';

const entries = readFoodKnowledge();
const match = createFoodMatcher(entries);

describe('the food knowledge file', () => {
  it('holds at least 1,000 dishes and drinks across the cuisines restaurants here serve, each named once', () => {
    expect(entries.length).toBeGreaterThanOrEqual(1000);
    const names = entries.map((entry) => entry.name.toLowerCase());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const cuisines = new Set(entries.map((entry) => entry.cuisine));
    for (const cuisine of ['south-asian', 'chinese', 'italian', 'american', 'middle-eastern', 'mexican', 'cafe']) {
      expect(cuisines, cuisine).toContain(cuisine);
    }
  });

  it('never gives one spelling to two dishes', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of entries) {
      for (const name of [entry.name, ...entry.aliases].map((n) => n.toLowerCase())) {
        const other = owner.get(name);
        if (other !== undefined && other !== entry.name) clashes.push(`${name}: ${other} / ${entry.name}`);
        owner.set(name, entry.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('says what a menu leaves out of its own list: the caffeine in a cola, the dairy and gluten in a naan', () => {
    expect(match('Coca-Cola 500ml')?.entry.hidden).toContain('caffeine');
    expect(match('Butter Naan')?.entry.hidden).toEqual(expect.arrayContaining(['gluten', 'dairy']));
    expect(match('Chicken Biryani (Full)')?.entry.hidden).toContain('chicken');
  });

  it('matches the longest name a dish carries, and nothing for a dish it does not know', () => {
    expect(match('Chicken Karahi Half')?.entry.name.toLowerCase()).toContain('chicken karahi');
    expect(match('Chef Special Surprise')).toBeNull();
  });

  it('of two names as long, takes the later: English names what a thing is last', () => {
    expect(match('Pita Croutons')?.entry.name).toBe('Croutons');
  });

  it('takes what comes before "with" when it knows it, and what comes with it as a part', () => {
    expect(match('Creamy Tomato Soup with Garlic Bread')?.entry.name).toBe('Tomato Basil Soup');
    expect(match('Fries with Garlic Bread')?.entry.name).toBe('Garlic Bread');
    const naan = usualParts({
      name: 'Garlic Naan with Butter Chicken',
      ingredients: [],
      description: '',
      type: 'non-veg',
    });
    expect(naan.maybe).toContain('nuts');
  });

  it("knows the parts menus list as a dish's ingredients: a sweet chili sauce, a green curry paste", () => {
    expect(match('Sweet Chili Sauce')?.entry.hidden).toContain('garlic');
    expect(match('Green Curry Paste')?.entry.hidden).toContain('shellfish');
    expect(match('Puff Pastry')?.entry.kind).toBe('dough');
    expect(match('Black Bean Patty')?.entry.hidden).toContain('garlic');
    expect(match('Halal Beef Pepperoni')?.entry.hidden).toEqual(expect.arrayContaining(['beef', 'garlic']));
  });

  it('gives a dish what many versions of its parts hold as well as what most hold: the egg a nugget may be breaded in', () => {
    const meal = {
      name: 'Kids Nugget Meal',
      ingredients: ['chicken nuggets', 'potatoes'],
      description: '',
      type: 'non-veg' as const,
    };
    expect(match('Chicken Nuggets')?.entry.maybe).toContain('egg');
    expect(usualParts(meal).hidden).toContain('gluten');
    expect(usualParts(meal).hidden).not.toContain('egg');
    expect(usualParts(meal).maybe).toContain('egg');
    expect(usualParts({ ...meal, ingredients: ['eggless chicken nuggets'] }).maybe).not.toContain('egg');
  });

  it('knows the tomato of a karahi and the mustard a mayonnaise may hold', () => {
    expect(match('Chicken Karahi')?.entry.hidden).toContain('tomato');
    expect(match('Mayonnaise')?.entry.maybe).toContain('mustard');
    expect(match('Naan')?.entry.hidden).not.toContain('tomato');
  });

  it("takes the restaurant's word that a dish is made without nuts, soy or sesame over what many versions hold", () => {
    const bowl = { name: 'Buddha Bowl', ingredients: ['brown rice', 'tahini'], type: 'vegan' as const };
    expect(usualParts({ ...bowl, description: 'Under a creamy tahini dressing.' }).maybe).toContain('nuts');
    const nutFree = usualParts({ ...bowl, description: 'Vegan, gluten-free and nut-free.' });
    expect(nutFree.maybe).not.toContain('nuts');
    expect(nutFree.maybe).not.toContain('peanuts');
    expect(usualParts({ ...bowl, description: 'Tree-nut free.' }).maybe).not.toContain('nuts');
    expect(usualParts({ ...bowl, description: 'Soy-free, sesame free.' }).maybe).not.toContain('soy');
  });
});
