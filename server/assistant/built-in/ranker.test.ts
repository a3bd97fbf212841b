import { describe, expect, it } from 'vitest';
import { dish, TEST_MENU } from '../../../tests/fixtures/assistant/test-menu.ts';
import type { MenuItem, RecommendationType } from '../engine.ts';
import { emptyIntent, type Intent } from '../intent.ts';
import { createBuiltInEngine, MAX_RECOMMENDATIONS, parseIntent, rankMenu } from './index.ts';

const engine = createBuiltInEngine();
const names = async (text: string, type: RecommendationType = 'nutritional', menu = TEST_MENU) =>
  (await engine.recommend(text, type, menu)).items.map((r) => r.item.name);
const byName = (name: string) => TEST_MENU.find((item) => item.name === name)!;
const intent = (fields: Partial<Intent>): Intent => ({ ...emptyIntent(), ...fields });

describe('hard constraints, checked against the menu data', () => {
  it('never returns unavailable dishes', async () => {
    expect(await names('pizza')).not.toContain('Truffle Pizza');
    expect(await names('creamy mushroom pizza')).not.toContain('Truffle Pizza');
  });

  it('keeps vegan requests free of animal ingredients even when the type says vegan', async () => {
    const found = await names('something vegan');
    expect(found).not.toContain('Mislabelled Buttery Rice');
    expect(found).not.toContain('Palak Paneer');
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(byName(name).type).toBe('vegan');
  });

  it('treats egg dishes as vegetarian and anchovies as not', async () => {
    const found = await names('vegetarian rice');
    expect(found).toContain('Egg Fried Rice');
    expect(await names('vegetarian salad')).not.toContain('Caesar Salad');
  });

  it('derives allergens from ingredients: nuts, dairy, gluten, egg, fish, shellfish', async () => {
    expect(await names('nut allergy, dessert please')).toEqual(
      expect.not.arrayContaining(['Almond Kheer', 'Vegan Garden Pizza']),
    );
    const dairyFree = await names('no dairy');
    for (const dairy of ['Palak Paneer', 'Margherita Pizza', 'Karak Chai', 'Chicken Karahi', 'Almond Kheer']) {
      expect(dairyFree).not.toContain(dairy);
    }
    expect(await names('I am celiac, what rice do you have')).not.toContain('Egg Fried Rice');
    expect(await names('no eggs, something sweet')).not.toContain('Chocolate Brownie');
    const fishFree = await engine.recommend('allergic to fish, any salad?', 'nutritional', TEST_MENU);
    for (const { item } of fishFree.items) expect(item.name).not.toMatch(/caesar|fish/i);
    expect(await names('shellfish allergy, spicy dinner')).not.toContain('Prawn Curry');
  });

  it('honours declared allergens as well as derived ones', () => {
    const menu = [dish({ name: 'Secret Sauce Bowl', allergens: ['sesame'] }), dish({ name: 'Plain Bowl' })];
    expect(
      rankMenu(intent({ excludeAllergens: ['sesame'] }), 'nutritional', menu).items.map((r) => r.item.name),
    ).toEqual(['Plain Bowl']);
  });

  it('keeps budget, calorie and spice limits', async () => {
    for (const name of await names('dinner under $8')) expect(byName(name).price).toBeLessThanOrEqual(8);
    for (const name of await names('under 400 calories')) expect(byName(name).calories).toBeLessThanOrEqual(400);
    for (const name of await names('nothing spicy')) expect(byName(name).spiceLevel).toBe(0);
    for (const name of await names('not too spicy')) expect(byName(name).spiceLevel).toBeLessThanOrEqual(1);
    const spicy = await names('something spicy');
    expect(spicy[0]).toBe('Chicken Karahi');
    for (const name of spicy) expect(byName(name).spiceLevel).toBeGreaterThanOrEqual(1);
  });

  it('excludes named ingredients and ingredient groups', async () => {
    for (const name of await names('something without garlic')) {
      expect(byName(name).ingredients.join(' ')).not.toContain('garlic');
    }
    expect(await names('a drink, no caffeine')).not.toContain('Karak Chai');
    expect(await names('something sweet but not chocolate')).not.toContain('Chocolate Brownie');
  });

  it('never relaxes a hard constraint: the kind of dish goes first, and the answer says so', async () => {
    const answer = await engine.recommend('vegan pizza without gluten', 'nutritional', TEST_MENU);
    expect(answer.items.length).toBeGreaterThan(0);
    for (const { item } of answer.items) {
      expect(item.type).toBe('vegan');
      expect(item.name).not.toMatch(/pizza/i);
      expect(item.ingredients.join(' ')).not.toMatch(/flour|bread|naan|pasta|dough/);
    }
    expect(answer.notes.join(' ')).toMatch(/pizza/);
    expect(rankMenu(intent({ maxPrice: 1 }), 'nutritional', TEST_MENU).items).toEqual([]);
  });

  it('enforces an intent from elsewhere, and adds what the request text says', () => {
    const fromModel = intent({ diet: 'vegan', categories: ['Desserts'] });
    expect(rankMenu(fromModel, 'nutritional', TEST_MENU).items.map((r) => r.item.name)).toEqual(['Mango Sorbet']);
    // A model that missed the allergy does not cost the customer.
    const missed = intent({ categories: ['dessert'] });
    const found = rankMenu(missed, 'nutritional', TEST_MENU, 'a dessert, I have a nut allergy').items.map(
      (r) => r.item.name,
    );
    expect(found).not.toContain('Almond Kheer');
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('ranking', () => {
  it('answers at most eight dishes, each with a short reason', async () => {
    const big: MenuItem[] = Array.from({ length: 30 }, (_, i) => dish({ name: `Dal ${i}`, ingredients: ['lentils'] }));
    const answer = (await engine.recommend('lentils', 'nutritional', big)).items;
    expect(answer).toHaveLength(MAX_RECOMMENDATIONS);
    for (const { reason } of answer) expect(reason.length).toBeGreaterThan(3);
  });

  it('matches the mood of emotional requests to the dishes’ emotion', async () => {
    const found = await names('feeling really low today', 'emotional');
    expect(found.length).toBeGreaterThan(0);
    for (const name of found.slice(0, 3)) expect(byName(name).emotion).toBe('sadness');
  });

  it('weighs the mood more in emotional requests than in nutritional ones', () => {
    const wanted = intent({ mood: 'fear', highProtein: true });
    const emotional = rankMenu(wanted, 'emotional', TEST_MENU).items[0]!.item;
    const nutritional = rankMenu(wanted, 'nutritional', TEST_MENU).items[0]!.item;
    expect(emotional.emotion).toBe('fear');
    expect(nutritional.emotion).not.toBe('fear');
  });

  it('prefers what was named: a course, a dish, a food, a meal time, hot or cold', async () => {
    expect((await names('which desserts do you have')).every((n) => byName(n).category === 'Desserts')).toBe(true);
    expect((await names('I want the palak paneer'))[0]).toBe('Palak Paneer');
    expect(await names('something with mango')).toEqual(['Mango Sorbet']);
    expect(await names('breakfast')).toEqual(expect.arrayContaining(['Aloo Paratha', 'Fruit Pancakes']));
    expect(await names('a cold drink')).toEqual(['Mint Lemonade']);
    expect((await names('a hot drink, no caffeine'))[0]).toBe('Chamomile Tea');
  });

  it('offers children what children eat: no soup, no heat', async () => {
    for (const name of (await names('food the kids will actually eat')).slice(0, 3)) {
      expect(byName(name).spiceLevel, name).toBe(0);
      expect(byName(name).category, name).not.toMatch(/soup|salad|drink/i);
    }
  });

  it('ranks light, heavy, cheap and high-protein requests by the dish data', async () => {
    const light = await names('something light');
    expect(byName(light[0]!).calories).toBeLessThanOrEqual(300);
    expect((await names('the cheapest drink'))[0]).toBe('Karak Chai');
    expect(['Chicken Karahi', 'Prawn Curry']).toContain((await names('high protein meal'))[0]);
  });

  it('understands Roman Urdu and typos', async () => {
    const sweet = await names('kuch meetha chahiye');
    expect(sweet).toEqual(expect.arrayContaining(['Mango Sorbet', 'Almond Kheer']));
    expect(sweet).not.toContain('Chicken Karahi');
    expect(await names('thanda drink')).toEqual(['Mint Lemonade']);
    for (const name of await names('vegitarian, no diary')) {
      expect(byName(name).type).not.toBe('non-veg');
      expect(byName(name).ingredients).not.toContain('paneer');
    }
  });

  it('shows a varied choice when nothing was asked for, and still keeps availability', async () => {
    for (const text of ['what do you recommend?', 'surprise me']) {
      const found = await names(text);
      expect(found.length).toBeGreaterThan(3);
      expect(new Set(found.map((n) => byName(n).category)).size).toBeGreaterThan(3);
      expect(found).not.toContain('Truffle Pizza');
    }
  });

  it('says why in a sentence built from what matched, and what the dish itself is made of', async () => {
    const [vegan] = (await engine.recommend('vegan, no nuts, under $8', 'nutritional', TEST_MENU)).items;
    expect(vegan!.reason).toBe('Vegan with yellow lentils, no nuts, and under $8');
    const [spicy] = (await engine.recommend('something spicy for dinner', 'nutritional', TEST_MENU)).items;
    expect(spicy!.reason).toBe('Very spicy (3/3) chicken dinner with tomato');
    const [low] = (await engine.recommend('feeling low', 'emotional', TEST_MENU)).items;
    expect(low!.reason).toMatch(/comfort food for a low day/i);
    // Never the request said back eight times: each reason names something of its own dish.
    const answer = await engine.recommend('vegan, under $10', 'nutritional', TEST_MENU);
    expect(new Set(answer.items.map((r) => r.reason)).size).toBe(answer.items.length);
  });

  it('says when it did not understand, instead of guessing', async () => {
    for (const text of ['asdfgh qwerty', 'whats the wifi password', 'hello']) {
      const answer = await engine.recommend(text, 'nutritional', TEST_MENU);
      expect(answer).toMatchObject({ understood: false, items: [] });
    }
    expect((await engine.recommend('kuch khilao yaar', 'nutritional', TEST_MENU)).understood).toBe(true);
  });

  it('caches what it derives per menu, by identity and by content', () => {
    const copy = TEST_MENU.map((item) => ({ ...item }));
    const parsed = parseIntent('vegan lunch', 'nutritional', TEST_MENU);
    expect(rankMenu(parsed, 'nutritional', copy)).toEqual(rankMenu(parsed, 'nutritional', TEST_MENU));
  });
});
