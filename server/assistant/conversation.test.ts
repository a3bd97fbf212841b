/**
 * The chat as a way to order, over HTTP as the client asks it: follow-ups that keep every earlier limit, and
 * combination answers ("a main and a drink for two under $15") with a set to add at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendAnswer } from '../../shared/assistant.ts';
import { createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

const MAINS = [
  ['Paneer Butter Masala', 9.5, 'veg', ['paneer', 'tomato', 'cream', 'butter']],
  ['Cheese Quesadilla', 7.5, 'veg', ['flour tortilla', 'cheddar', 'peppers']],
  ['Chana Masala with Rice', 5.5, 'vegan', ['chickpeas', 'tomato', 'onion', 'rice']],
  ['Vegetable Biryani', 6.5, 'veg', ['basmati rice', 'yogurt', 'potato', 'peas']],
  ['Aloo Gobi with Roti', 4.5, 'vegan', ['potato', 'cauliflower', 'wheat flour']],
  ['Falafel Wrap', 5, 'vegan', ['falafel', 'flour tortilla', 'lettuce', 'tahini']],
  ['Mushroom Risotto', 8.5, 'veg', ['arborio rice', 'mushrooms', 'parmesan', 'butter']],
  ['Chicken Karahi', 12, 'non-veg', ['chicken', 'tomato', 'ginger', 'ghee']],
  ['Beef Burger', 8, 'non-veg', ['beef patty', 'bun', 'cheddar', 'lettuce']],
] as const;
const DRINKS = [
  ['Mint Lemonade', 2, ['lemon', 'mint', 'sugar']],
  ['Mango Lassi', 3, ['mango', 'yogurt', 'sugar']],
  ['Iced Coffee', 3.5, ['coffee', 'milk', 'ice']],
  ['Fresh Lime Soda', 1.5, ['lime', 'soda water', 'sugar']],
] as const;

type Shown = RecommendAnswer['data'][number];

describe('the chat takes follow-ups and combinations', () => {
  let t: TestApp;
  let asks = 0;
  const sessions: Record<string, string>[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, price, type, ingredients] of MAINS) {
      createProduct(t.app, { name, price, type, category: 'Mains', ingredients: [...ingredients], tags: ['lunch'] });
    }
    for (const [name, price, ingredients] of DRINKS) {
      createProduct(t.app, { name, price, type: 'vegan', category: 'Drinks', ingredients: [...ingredients] });
    }
    for (let i = 0; i < 6; i++) {
      sessions.push({ authorization: `Bearer ${sessionToken(t.app, await createUser(t.app))}` });
    }
  });
  afterAll(() => t.close());

  /** Each customer may ask 10 times a minute; the tests share the asks out. */
  async function ask(payload: object) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recommendation/recommend',
      payload,
      headers: sessions[Math.floor(asks++ / 8) % sessions.length],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RecommendAnswer;
  }
  /** As the client sends a follow-up: the request, the dishes shown in order, and the set of a combination. */
  const followUp = (before: RecommendAnswer, text: string) =>
    ask({
      text,
      previous: {
        request: before.request,
        shown: before.data.map((dish) => dish.id),
        set: before.bundle?.items.map(({ id }) => id) ?? [],
      },
    });
  const ingredientsOf = (dish: Shown) => dish.ingredients.map((ingredient) => ingredient.name);

  it('"cheaper, no cheese" keeps the first limit, and every dish costs less than the cheapest shown', async () => {
    const first = await ask({ text: 'a vegetarian main for lunch' });
    expect(first.request).toBe('a vegetarian main for lunch');
    expect(first.servings).toBe(1);
    expect(first.data.length).toBeGreaterThan(1);
    const cheapest = Math.min(...first.data.map((dish) => dish.price));

    const next = await followUp(first, 'cheaper, no cheese');
    expect(next.request).toBe(`a vegetarian main for lunch; no cheese, cheaper than ${cheapest}`);
    expect(next.data.length).toBeGreaterThan(0);
    for (const dish of next.data) {
      expect(dish.price).toBeLessThan(cheapest);
      expect(['veg', 'vegan']).toContain(dish.type);
      expect(ingredientsOf(dish).join(' ')).not.toMatch(/cheese|cheddar|parmesan|paneer/);
    }
    expect(next.message).toContain('Cheaper than');
  });

  it('"something else" answers none of the dishes just shown, still within the limits', async () => {
    const first = await ask({ text: 'something vegan' });
    const next = await followUp(first, 'something else');
    const before = new Set(first.data.map((dish) => dish.id));
    for (const dish of next.data) {
      expect(before.has(dish.id)).toBe(false);
      expect(dish.type).toBe('vegan');
    }
  });

  it('"more like the second one" puts what is most like that dish first and never repeats it', async () => {
    const first = await ask({ text: 'a vegan main' });
    const second = first.data[1]!;
    const next = await followUp(first, 'more like the second one');
    expect(next.notes).toContain(`Like ${second.name}.`);
    expect(next.data.map((dish) => dish.id)).not.toContain(second.id);
    expect(next.data[0]?.category).toBe(second.category);
    for (const dish of next.data) expect(dish.type).toBe('vegan');
  });

  it("keeps a cheaper answer's price as a limit of the turns after it", async () => {
    const first = await ask({ text: 'a vegetarian main for lunch' });
    const cheapest = Math.min(...first.data.map((dish) => dish.price));
    const cheaper = await followUp(first, 'something cheaper');
    expect(cheaper.request).toBe(`a vegetarian main for lunch; cheaper than ${cheapest}`);
    const later = await followUp(cheaper, 'without onion');
    expect(later.data.length).toBeGreaterThan(0);
    for (const dish of later.data) {
      expect(dish.price).toBeLessThan(cheapest);
      expect(ingredientsOf(dish).join(' ')).not.toMatch(/onion/);
    }
  });

  it("never shares a carried price out per plate again, nor reads a set's total as calories", async () => {
    // As an earlier cheaper answer carried them on: $16 shared by two is 8 a plate, then under the $5.20 shown.
    const shared = await ask({
      text: 'without mint',
      previous: { request: 'a vegan main, 2 log, $16 total; cheaper than 5.2' },
    });
    expect(shared.data.map((dish) => dish.name).sort()).toEqual(['Aloo Gobi with Roti', 'Falafel Wrap']);
    // Nothing under a carried price is no "closest" to show.
    const none = await ask({ text: 'a pizza', previous: { request: 'a cold drink; cheaper than 0.5' } });
    expect(none.data).toEqual([]);
    expect(none.notes.join(' ')).not.toContain('here are the closest');
    const set = await ask({ text: 'no nuts', previous: { request: 'a main and a drink for two; cheaper than 120' } });
    expect(set.bundle).not.toBeNull();
    expect(set.bundle!.total).toBeLessThan(120);
  });

  it('says so when a follow-up points at nothing shown, and when a party is larger than one order feeds', async () => {
    const cheaper = await ask({ text: 'something cheaper' });
    expect(cheaper.notes).toContain('There were no dishes shown to go on from, so here is what fits your request.');
    const first = await ask({ text: 'a cold drink' });
    expect(first.data.length).toBeLessThan(8);
    const past = await followUp(first, 'more like the eighth one');
    expect(past.notes).toContain(`Only ${first.data.length} dishes were shown, so here is what fits your request.`);
    const gone = await ask({
      text: 'more like the second one',
      previous: { request: first.request, shown: [first.data[0]!.id, 999_999] },
    });
    expect(gone.notes).toContain('That dish is no longer on the menu, so here is what fits your request.');
    const party = await ask({ text: 'biryani for 40 people' });
    expect(party.servings).toBe(1);
    expect(party.notes).toContain('One order here is for up to 12 people; for 40, please ask the restaurant.');
  });

  it('"for two" keeps the same dishes and asks the cart for two of each', async () => {
    const first = await ask({ text: 'a vegan lunch under $6' });
    const next = await followUp(first, 'for two');
    expect(next.servings).toBe(2);
    expect(new Set(next.data.map((dish) => dish.id))).toEqual(new Set(first.data.map((dish) => dish.id)));
    const later = await followUp(next, 'without onion');
    expect(later.servings).toBe(2);
    for (const dish of later.data) expect(dish.price).toBeLessThanOrEqual(6);
  });

  it('leaves out a set of exactly the budget for "under 6", and keeps it for "6 tak"', async () => {
    // The cheapest main and drink cost 4.50 and 1.50.
    expect((await ask({ text: 'a main and a drink under $6' })).bundle).toBeNull();
    expect((await ask({ text: 'a main and a drink, 6 dollar tak' })).bundle?.total).toBe(6);
  });

  it('answers "a main and a drink for two under $15" with a set within the budget, added two of each', async () => {
    const answer = await ask({ text: 'a main and a drink for two under $15' });
    expect(answer.servings).toBe(2);
    expect(answer.bundle).not.toBeNull();
    const byId = new Map(answer.data.map((dish) => [dish.id, dish]));
    const set = answer.bundle!.items.map(({ id, quantity }) => ({ dish: byId.get(id)!, quantity }));
    expect(set.map(({ dish }) => dish.category).sort()).toEqual(['Drinks', 'Mains']);
    expect(set.every(({ quantity }) => quantity === 2)).toBe(true);
    const total = set.reduce((sum, { dish, quantity }) => sum + dish.price * quantity, 0);
    expect(answer.bundle!.total).toBeCloseTo(total, 2);
    expect(total).toBeLessThanOrEqual(15);
    expect(answer.data.slice(0, 2).map((dish) => dish.id)).toEqual(answer.bundle!.items.map(({ id }) => id));

    const cheaper = await followUp(answer, 'something cheaper');
    expect(cheaper.bundle).not.toBeNull();
    expect(cheaper.bundle!.total).toBeLessThan(answer.bundle!.total);
    // The set's total stays the budget of the turns after it.
    expect(cheaper.request).toBe(`a main and a drink for two under $15; cheaper than ${answer.bundle!.total}`);
    const later = await followUp(cheaper, 'no nuts');
    expect(later.bundle!.total).toBeLessThan(answer.bundle!.total);
  });

  it('reads "2 log, 12$ total" as 12 for the whole set, 6 a plate', async () => {
    // Aloo Gobi ($4.50) and a Fresh Lime Soda ($1.50) for two come to exactly $12.
    const answer = await ask({ text: 'a main and a drink, 2 log, 12$ total' });
    expect(answer.servings).toBe(2);
    expect(answer.bundle?.total).toBe(12);
    for (const dish of answer.data) expect(dish.price).toBeLessThanOrEqual(6);
  });

  it('says so when no set fits the budget, and shows no dish that could not make one', async () => {
    const answer = await ask({ text: 'a main and a drink for four under $10' });
    expect(answer.bundle).toBeNull();
    expect(answer.message).toMatch(/No main and drink together fit within \$10\.00 for 4/);
    expect(answer.data).toEqual([]);
  });

  it('keeps every limit said between the courses for each course, and never counts a course refused', async () => {
    const answer = await ask({ text: 'a main with no cheese and a drink' });
    expect(answer.bundle).not.toBeNull();
    for (const dish of answer.data) expect(ingredientsOf(dish).join(' ')).not.toMatch(/cheddar|paneer|parmesan/);
    const single = await ask({ text: 'a main, no drink' });
    expect(single.bundle).toBeNull();
    expect(single.data.every((dish) => dish.category === 'Mains')).toBe(true);
  });

  it('never says the menu lacks what a follow-up only set aside', async () => {
    const first = await ask({ text: 'a paneer dish' });
    const next = await followUp(first, 'something else');
    expect(next.message).not.toMatch(/on the menu today/);
    for (const dish of next.data) expect(first.data.map((shown) => shown.id)).not.toContain(dish.id);
  });

  it('never takes "anything else but pizza" for a wish for pizza', async () => {
    const answer = await ask({ text: 'anything else but paneer' });
    expect(answer.data.map((dish) => dish.name)).not.toContain('Paneer Butter Masala');
  });

  it('refuses a follow-up it cannot read with a message, and answers a plain request as before', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/recommendation/recommend',
      payload: { text: 'cheaper', previous: { request: ' ', shown: ['x'] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/previous/);
    const plain = await ask({ text: 'something sweet' });
    expect(plain.bundle).toBeNull();
    expect(plain.servings).toBe(1);
  });
});
