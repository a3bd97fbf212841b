/**
 * The constraint layer on what customers actually type: typos in what they leave out, kinds of dish, hidden
 * ingredients, words it does not know, wishes it has to relax, and text with no food meaning.
 */
import { describe, expect, it } from 'vitest';
import { dish, TEST_MENU } from '../../../tests/fixtures/assistant/test-menu.ts';
import { answerTurn } from '../conversation-turn.ts';
import type { MenuItem, RecommendationType } from '../engine.ts';
import { createBuiltInEngine } from './index.ts';

const engine = createBuiltInEngine();
const ask = (text: string, menu: readonly MenuItem[] = TEST_MENU) => engine.recommend(text, 'nutritional', menu);
const names = async (text: string, menu: readonly MenuItem[] = TEST_MENU) =>
  (await ask(text, menu)).items.map((r) => r.item.name);
const byName = (name: string) => TEST_MENU.find((item) => item.name === name)!;
const holds = (name: string, pattern: RegExp) => byName(name).ingredients.some((i) => pattern.test(i));

describe('exclusions written with typos', () => {
  it.each([
    ['no chiken please', /chicken/],
    ['alergic to mushroms', /mushroom/],
    ['nothing wiht eggs', /egg/],
    ['witout garlic', /garlic/],
    ['im lactose intolerent', /(?<!coconut |cashew )(milk|cheese)|butter|ghee|cream|paneer|mozzarella|parmesan/],
  ])('%s', async (text, pattern) => {
    const found = await names(text);
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(holds(name, pattern), name).toBe(false);
  });
});

describe('short typos', () => {
  it('reads a four-letter typo as the one menu word it is a dropped letter from', async () => {
    const found = await names('piza?');
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name).toMatch(/pizza/i);
  });

  it('does not want what an allergy rules out, even when it is named', async () => {
    const answer = await ask('tree nut allergy (almonds etc), a dessert');
    expect(answer.relaxed).toBe(false);
    for (const { item } of answer.items) expect(item.name).not.toMatch(/almond/i);
  });
});

describe('exclusions of a kind of dish', () => {
  it('leaves out pizzas, rice dishes, salads, drinks and desserts however they are named', async () => {
    for (const name of await names('anything but pizza')) expect(name).not.toMatch(/pizza/i);
    for (const name of await names('not rice or pasta tonight')) expect(holds(name, /rice|pasta/)).toBe(false);
    expect(await names('hungry, not a salad or a soup')).not.toEqual(
      expect.arrayContaining(['Caesar Salad', 'Tomato Soup']),
    );
    for (const name of await names('no drinks, food please')) expect(byName(name).category).not.toBe('Drinks');
    for (const name of await names('no dessert, something sweet for breakfast')) {
      expect(byName(name).category).not.toBe('Desserts');
    }
  });

  it('knows a dish of penne is pasta and a biryani is rice, whatever the category says', async () => {
    const menu = [
      dish({ name: 'Arrabbiata', category: 'Mains', ingredients: ['penne', 'tomato', 'chili'] }),
      dish({ name: 'Sindhi Biryani', category: 'Mains', ingredients: ['basmati rice', 'chicken'], type: 'non-veg' }),
      dish({ name: 'Grilled Fish', category: 'Mains', ingredients: ['fish', 'lemon'], type: 'non-veg' }),
    ];
    expect(await names('no pasta or rice', menu)).toEqual(['Grilled Fish']);
  });
});

describe('hidden ingredients, from the knowledge base', () => {
  it('finds egg in mayonnaise, gluten in soy sauce, nuts in pesto, caffeine in cola and dairy in ghee', async () => {
    const menu = [
      dish({ name: 'Club Sandwich', ingredients: ['chicken', 'mayonnaise', 'lettuce'], type: 'non-veg' }),
      dish({ name: 'Stir Fry', ingredients: ['tofu', 'soy sauce', 'broccoli'], type: 'vegan' }),
      dish({ name: 'Pesto Pasta', ingredients: ['spaghetti', 'pesto'] }),
      dish({ name: 'Cola', category: 'Drinks', ingredients: ['cola', 'ice'], type: 'vegan' }),
      dish({ name: 'Tarka Daal', ingredients: ['lentils', 'ghee', 'cumin'] }),
      dish({ name: 'Green Salad', category: 'Salads', ingredients: ['lettuce', 'cucumber', 'lemon'], type: 'vegan' }),
    ];
    expect(await names('egg allergy', menu)).not.toContain('Club Sandwich');
    expect(await names('gluten free please', menu)).not.toEqual(expect.arrayContaining(['Stir Fry']));
    expect(await names('nut allergy', menu)).not.toContain('Pesto Pasta');
    expect(await names('a drink without caffeine', menu)).not.toContain('Cola');
    expect(await names('dairy free', menu)).not.toContain('Tarka Daal');
    expect(await names('keto', menu)).toEqual(expect.not.arrayContaining(['Pesto Pasta', 'Cola', 'Tarka Daal']));
  });

  it("knows a pizza's base is bread, a kulfi is an ice cream, and what a tiramisu may hold for someone who avoids alcohol", async () => {
    const menu = [
      dish({ name: 'Pepperoni Pizza', ingredients: ['pizza dough', 'mozzarella', 'beef pepperoni'], type: 'non-veg' }),
      dish({ name: 'Grilled Chicken', ingredients: ['chicken', 'lemon', 'garlic'], type: 'non-veg' }),
      dish({ name: 'Pista Kulfi', category: 'Desserts', ingredients: ['milk', 'pistachios', 'sugar'] }),
      dish({ name: 'Tiramisu', category: 'Desserts', ingredients: ['mascarpone', 'espresso', 'ladyfingers', 'cocoa'] }),
      dish({ name: 'Gulab Jamun', category: 'Desserts', ingredients: ['milk solids', 'sugar', 'cardamom'] }),
    ];
    expect(await names('no bun no bread, protein chahiye', menu)).not.toContain('Pepperoni Pizza');
    expect(await names('kuch meetha, ice cream nahi', menu)).not.toContain('Pista Kulfi');
    expect(await names('dessert without any alcohol', menu)).not.toContain('Tiramisu');
    expect(await names('dessert without any alcohol', menu)).toContain('Gulab Jamun');
  });

  it('leaves out what many versions of a dessert set with gelatin for "no gelatine", as for alcohol', async () => {
    const menu = [
      // Not marked vegetarian, which would rule gelatin out.
      dish({ name: 'Blueberry Cheesecake', category: 'Desserts', ingredients: ['cream cheese'], type: 'non-veg' }),
      dish({ name: 'Gulab Jamun', category: 'Desserts', ingredients: ['milk solids', 'sugar', 'cardamom'] }),
    ];
    expect(await names('dessert, no gelatine (halal)', menu)).toEqual(['Gulab Jamun']);
    expect(await names('dessert', menu)).toContain('Blueberry Cheesecake');
  });

  it('reads "halal" as no pork and no alcohol, and says what it left out only in doubt', async () => {
    const menu = [
      dish({ name: 'Tiramisu', category: 'Desserts', ingredients: ['mascarpone', 'espresso', 'ladyfingers', 'cocoa'] }),
      dish({ name: 'Pork Belly Bao', ingredients: ['pork belly', 'bao bun'], type: 'non-veg' }),
      dish({ name: 'Gulab Jamun', category: 'Desserts', ingredients: ['milk solids', 'sugar', 'cardamom'] }),
      dish({ name: 'Chicken Tikka', ingredients: ['chicken', 'yogurt', 'spices'], type: 'non-veg' }),
    ];
    for (const text of ['sab halal hai na? kuch meetha', 'dessert batao, halal ka masla hai']) {
      const answer = await ask(text, menu);
      const shown = answer.items.map((r) => r.item.name);
      expect(shown, text).toContain('Gulab Jamun');
      expect(shown, text).not.toContain('Tiramisu');
      expect(answer.notes, text).toEqual([
        'To be safe, I also left out dishes that often hold alcohol; ask the restaurant if you are unsure.',
      ]);
    }
    expect(await names('i only eat halal, something with meat', menu)).not.toContain('Pork Belly Bao');
    // Said not to matter, it is no limit.
    for (const text of [
      'non halal is fine, dessert',
      'halal nahi chahiye, kuch meetha',
      "doesn't need to be halal, dessert",
      'halal nhi chahiye, dessert',
      "halal doesn't matter, dessert",
    ]) {
      expect(await names(text, menu), text).toContain('Tiramisu');
    }
    // The restaurant's own word: a bacon its list says is beef is no pork.
    const diner = [
      dish({ name: 'Smoky Bacon Burger', ingredients: ['beef patty', 'beef bacon', 'bun'], type: 'non-veg' }),
      dish({ name: 'Pepperoni Pizza', ingredients: ['pizza dough', 'pork pepperoni'], type: 'non-veg' }),
    ];
    expect(await names('halal only, burger or pizza', diner)).toEqual(['Smoky Bacon Burger']);
  });

  it('knows a chipotle is a jalapeño, however the jalapeño is written', async () => {
    const menu = [
      dish({ name: 'Bean Burger', ingredients: ['black bean patty', 'bun', 'chipotle mayo'] }),
      dish({ name: 'Veggie Burger', ingredients: ['potato patty', 'bun', 'lettuce'] }),
    ];
    for (const text of ['no jalapenos, burger', 'jalapeno se allergy hai, burger chahiye']) {
      expect(await names(text, menu), text).toEqual(['Veggie Burger']);
    }
  });

  it('hears "juicy" as a juicy dish, not a juice', async () => {
    const menu = [
      dish({
        name: 'Smash Burger',
        category: 'Burgers',
        ingredients: ['beef patty', 'bun', 'cheddar'],
        type: 'non-veg',
      }),
      dish({ name: 'Orange Juice', category: 'Drinks', ingredients: ['orange juice'] }),
    ];
    const answer = await ask('want a juicy burger', menu);
    expect(answer.items.map((r) => r.item.name)).toEqual(['Smash Burger']);
    expect(answer.notes).toEqual([]);
  });

  it("knows a salad's croutons, a patty's puff pastry and a wheat wrap are bread, and a lettuce wrap is not", async () => {
    const menu = [
      dish({ name: 'Caesar Salad', ingredients: ['romaine lettuce', 'croutons', 'parmesan'] }),
      dish({ name: 'Chicken Puff Patty', ingredients: ['butter puff pastry', 'chicken'], type: 'non-veg' }),
      dish({ name: 'Falafel Wrap', ingredients: ['falafel', 'whole wheat wrap'], type: 'vegan' }),
      dish({ name: 'Chicken Lettuce Wraps', ingredients: ['chicken', 'lettuce wrap'], type: 'non-veg' }),
      dish({ name: 'Grilled Chicken', ingredients: ['chicken', 'lemon', 'garlic'], type: 'non-veg' }),
    ];
    expect((await names('no naan no roti no bread, lunch', menu)).sort()).toEqual([
      'Chicken Lettuce Wraps',
      'Grilled Chicken',
    ]);
  });

  it('leaves out lamb for "no mutton", a cashew cheese for "no cheese" and a sweet chili sauce for "no sugar"', async () => {
    const menu = [
      dish({ name: 'Kofta Bowl', ingredients: ['lamb kofta', 'rice', 'tomato'], type: 'non-veg' }),
      dish({ name: 'Vegan Pizza', ingredients: ['pizza dough', 'cashew cheese', 'spinach'], type: 'vegan' }),
      dish({ name: 'Spring Rolls', ingredients: ['cabbage', 'carrot', 'sweet chili sauce'], type: 'vegan' }),
      dish({ name: 'Chicken Tikka', ingredients: ['chicken', 'yogurt', 'lemon'], type: 'non-veg' }),
    ];
    expect(await names('beef aur mutton dono nahi', menu)).not.toContain('Kofta Bowl');
    expect(await names('something vegan, na hi cheese', menu)).not.toContain('Vegan Pizza');
    expect(await names('sugar wali koi cheez nahi', menu)).not.toContain('Spring Rolls');
    expect(await names('sugar wali koi cheez nahi', menu)).toContain('Chicken Tikka');
  });

  it('follows what the restaurant says its dish is made without ("garlic-free" from the product form)', async () => {
    const karahi = (name: string, tags: string[]) =>
      dish({ name, ingredients: ['chicken', 'tomato', 'ginger'], type: 'non-veg', tags });
    const menu = [karahi('Chicken Karahi', []), karahi('House Karahi', ['garlic-free'])];
    const named = await names('karahi without garlic', menu);
    expect(named).toContain('House Karahi');
    expect(named).not.toContain('Chicken Karahi');
  });

  it('knows families with parents: chicken is poultry, pork is red meat, beef bacon is no pork, ranch is mayo', async () => {
    const menu = [
      dish({ name: 'Roast Chicken', ingredients: ['chicken', 'lemon'], type: 'non-veg' }),
      dish({ name: 'Breakfast Stack', ingredients: ['beef bacon', 'eggs', 'toast'], type: 'non-veg' }),
      dish({ name: 'Pork Belly', ingredients: ['pork belly', 'rice'], type: 'non-veg' }),
      dish({ name: 'Chicken Keema Naan', ingredients: ['chicken keema', 'naan'], type: 'non-veg' }),
      dish({ name: 'Ranch Salad', category: 'Salads', ingredients: ['lettuce', 'ranch dressing'] }),
      dish({ name: 'Veggie Burger', ingredients: ['bean patty', 'vegan mayo', 'bun'], type: 'vegan' }),
      dish({ name: 'Lentil Soup', category: 'Soups', ingredients: ['lentils', 'carrot'], type: 'vegan' }),
    ];
    expect(await names('no poultry', menu)).not.toContain('Roast Chicken');
    expect(await names('no poultry', menu)).not.toContain('Chicken Keema Naan');
    const noPork = await names('halal only, no pork', menu);
    expect(noPork).toContain('Breakfast Stack');
    expect(noPork).not.toContain('Pork Belly');
    const noRedMeat = await names('no red meat', menu);
    expect(noRedMeat).toEqual(expect.arrayContaining(['Roast Chicken', 'Chicken Keema Naan']));
    expect(noRedMeat).not.toContain('Pork Belly');
    expect(await names('no mayo please', menu)).toEqual(expect.not.arrayContaining(['Ranch Salad', 'Veggie Burger']));
  });

  it('understands a dish the admin adds, from its ingredients alone', async () => {
    const added = dish({ name: 'Chef Special', category: 'Specials', ingredients: ['prawns', 'garlic butter'] });
    const menu = [...TEST_MENU, added];
    expect(await names('shellfish allergy', menu)).not.toContain('Chef Special');
    expect(await names('no dairy', menu)).not.toContain('Chef Special');
    expect(await names('pescatarian, anything with prawns?', menu)).toContain('Chef Special');
  });
});

describe('what a word leaves out', () => {
  const menu = [
    dish({ name: 'Hoisin Bao', category: 'Bao', ingredients: ['bao bun', 'hoisin sauce', 'mushroom'] }),
    dish({ name: 'Bulgogi Bao', category: 'Bao', ingredients: ['bao bun', 'beef', 'soy sauce'], type: 'non-veg' }),
    dish({ name: 'Cheese Toast', ingredients: ['bread', 'cheddar cheese'] }),
    dish({ name: 'Butter Chicken', ingredients: ['chicken', 'butter', 'cream'], type: 'non-veg' }),
    dish({ name: 'Shrimp Tacos', ingredients: ['shrimp', 'corn tortilla', 'lime'], type: 'non-veg' }),
    dish({ name: 'Lemonade', category: 'Drinks', ingredients: ['lemon juice', 'sugar syrup', 'water'] }),
    dish({ name: 'Iced Latte', category: 'Drinks', ingredients: ['espresso', 'milk', 'ice'] }),
    dish({ name: 'Mint Tea', category: 'Drinks', ingredients: ['mint', 'hot water'] }),
    dish({ name: 'Chana Chaat', category: 'Snacks', ingredients: ['chickpeas', 'onion', 'coriander'], type: 'vegan' }),
    dish({ name: 'Courgette Fritters', category: 'Snacks', ingredients: ['courgette', 'gram flour'], type: 'vegan' }),
  ];

  it('leaves out a whole allergen group by its name, and only the member when a member is named', async () => {
    const noHoisin = await names('cant have hoisin sauce, makes me sick. want a bao', menu);
    expect(noHoisin).toContain('Bulgogi Bao');
    expect(noHoisin).not.toContain('Hoisin Bao');
    const noCheese = await names('no cheese please, dinner?', menu);
    expect(noCheese).toContain('Butter Chicken');
    expect(noCheese).not.toContain('Cheese Toast');
    const noDairy = await names('no dairy please, dinner?', menu);
    expect(noDairy).not.toContain('Butter Chicken');
    expect(noDairy).not.toContain('Cheese Toast');
  });

  it('leaves out a food by all its names, and an allergy to one nut leaves out every tree nut', async () => {
    const sweets = [
      dish({ name: 'Kaju Katli', category: 'Desserts', ingredients: ['kaju', 'sugar', 'ghee'] }),
      dish({ name: 'Frangipane Tart', category: 'Desserts', ingredients: ['frangipane', 'pastry'] }),
      dish({ name: 'Cucumber Raita', category: 'Sides', ingredients: ['raita', 'cucumber'] }),
      dish({ name: 'Mapo Tofu', category: 'Mains', ingredients: ['bean curd', 'chili'] }),
      dish({ name: 'Mango Sorbet', category: 'Desserts', ingredients: ['mango', 'sugar'], type: 'vegan' }),
    ];
    expect(await names('no cashews, dessert?', sweets)).toEqual(['Mango Sorbet', 'Frangipane Tart']);
    expect(await names('allergic to cashews, dessert?', sweets)).toEqual(['Mango Sorbet']);
    const noYogurt = await names('no yogurt please', sweets);
    expect(noYogurt).not.toContain('Cucumber Raita');
    expect(noYogurt).toContain('Mapo Tofu');
  });

  it('reads what keeps someone up or upsets them as left out, and "even a little" as none at all', async () => {
    const drinks = await names('caffiene keeps me up all night, what can i drink', menu);
    expect(drinks).toContain('Mint Tea');
    expect(drinks).not.toContain('Iced Latte');
    expect(await names('dairy upsets me, something to drink?', menu)).not.toContain('Iced Latte');
    for (const { item } of (await ask('my son cries at even a little bit of mirch, what is safe')).items) {
      expect(item.spiceLevel, item.name).toBe(0);
    }
  });

  it('finds and leaves out the same food under another name: prawns are shrimp, zucchini is courgette', async () => {
    expect((await names('anything with prawns?', menu))[0]).toBe('Shrimp Tacos');
    expect(await names('no prawns, dinner?', menu)).not.toContain('Shrimp Tacos');
    const noZucchini = await ask('something to snack on, no zucchini', menu);
    expect(noZucchini.items.map((r) => r.item.name)).toEqual(['Chana Chaat']);
    expect(noZucchini.notes).toEqual([]);
  });

  it('leaves out the two-word ingredient named ("fava beans"), and corn in all its forms', async () => {
    const menu = [
      dish({ name: 'Ful Medames', ingredients: ['fava beans', 'garlic', 'lemon'], type: 'vegan' }),
      dish({ name: 'Bean Salad', ingredients: ['kidney beans', 'onion', 'lemon'], type: 'vegan' }),
      dish({ name: 'Muhallabia', category: 'Desserts', ingredients: ['milk', 'cornflour', 'sugar'] }),
      dish({ name: 'Rice Pudding', category: 'Desserts', ingredients: ['milk', 'rice', 'sugar'] }),
    ];
    expect(await names('no fava beans please', menu)).toEqual(expect.arrayContaining(['Bean Salad']));
    expect(await names('no fava beans please', menu)).not.toContain('Ful Medames');
    expect(await names('allergic to corn, a dessert?', menu)).toEqual(['Rice Pudding']);
    const popcorn = [
      dish({ name: 'Popcorn Chicken', ingredients: ['popcorn chicken', 'garlic mayo'], type: 'non-veg' }),
    ];
    expect(await names('no corn please', popcorn)).toEqual(['Popcorn Chicken']);
  });

  it('reads "no cucumber and avocado" as two foods, whatever two-word ingredient the menu has', async () => {
    const menu = [
      dish({ name: 'Salsa Bowl', ingredients: ['cucumber and tomato salsa', 'rice'] }),
      dish({ name: 'Raita', ingredients: ['cucumber', 'yogurt'] }),
      dish({ name: 'Avocado Toast', ingredients: ['avocado', 'bread'] }),
      dish({ name: 'Plain Rice', ingredients: ['rice'] }),
    ];
    expect(await names('no cucumber and avocado', menu)).toEqual(['Plain Rice']);
  });

  it('leaves out every nightshade for "I react to nightshades", and a shawarma garlic sauce for "no mayo"', async () => {
    const menu = [
      dish({ name: 'Aloo Gobi', ingredients: ['potato', 'cauliflower', 'cumin'], type: 'vegan' }),
      dish({ name: 'Baingan Bharta', ingredients: ['eggplant', 'onion', 'garlic'], type: 'vegan' }),
      dish({ name: 'Sweet Potato Mash', ingredients: ['sweet potato', 'butter', 'kali mirch'] }),
      dish({ name: 'Fish and Chips', ingredients: ['fish fillet', 'fries', 'tartare sauce'], type: 'non-veg' }),
      dish({ name: 'Chicken Shawarma Wrap', ingredients: ['chicken', 'pita bread', 'garlic sauce'], type: 'non-veg' }),
    ];
    expect((await names('I react to nightshades. whats safe?', menu)).sort()).toEqual([
      'Chicken Shawarma Wrap',
      'Sweet Potato Mash',
    ]);
    expect(await names('na cheese na mayo, wrap chahiye', menu)).not.toContain('Chicken Shawarma Wrap');
  });

  it('leaves out, for "no tomato", the sauces and salads made on it: a BBQ sauce, a tabbouleh', async () => {
    const menu = [
      dish({ name: 'BBQ Burger', ingredients: ['beef patty', 'bbq sauce', 'bun'], type: 'non-veg' }),
      dish({ name: 'Falafel Bowl', ingredients: ['falafel', 'hummus', 'tabbouleh'], type: 'vegan' }),
      dish({ name: 'Plain Burger', ingredients: ['beef patty', 'lettuce', 'bun'], type: 'non-veg' }),
    ];
    expect(await names('tamatar se allergy hai, ketchup bhi nahi. burger?', menu)).toEqual(['Plain Burger']);
    expect(await names('kuch bhi de do bas tomato na ho', menu)).toEqual(['Plain Burger']);
  });

  it('leaves out what tastes sweet for "meetha bilkul nahi", by its words or by most recipes of it', async () => {
    const bakery = [
      dish({ name: 'Cinnamon Roll', category: 'Pastries', ingredients: ['brioche dough', 'cinnamon', 'butter'] }),
      dish({ name: 'Cheese Puff', category: 'Pastries', ingredients: ['puff pastry', 'cheddar cheese'] }),
      dish({ name: 'Honey Cake', category: 'Pastries', ingredients: ['flour', 'honey', 'sugar', 'raisins'] }),
    ];
    expect(await names('meetha bilkul nahi chahiye, kuch namkeen', bakery)).toEqual(['Cheese Puff']);
    const karahi = dish({ name: 'Chicken Karahi', ingredients: ['chicken', 'green chilli'], spiceLevel: 3 });
    expect(await names('teekha bilkul suit nahi karta, kuch dinner', [...bakery, karahi])).not.toContain(
      'Chicken Karahi',
    );
    expect(await names('teekha chahiye, kuch dinner', [...bakery, karahi])).toContain('Chicken Karahi');
  });

  it('leaves out what costs the amount itself for "less than 3", and keeps it for "3 tak"', async () => {
    const drinks = [
      dish({ name: 'Peach Iced Tea', category: 'Drinks', ingredients: ['black tea', 'peach'], price: 3 }),
      dish({ name: 'Mint Lemonade', category: 'Drinks', ingredients: ['lemon', 'mint'], price: 2 }),
    ];
    expect(await names('3 se kam mein koi drink?', drinks)).toEqual(['Mint Lemonade']);
    expect(await names('3 tak koi drink?', drinks)).toContain('Peach Iced Tea');
  });

  it('says "up to" a ceiling that keeps its own price, and "under" one that does not', async () => {
    const drinks = [
      dish({ name: 'Peach Iced Tea', category: 'Drinks', ingredients: ['black tea', 'peach'], price: 3 }),
    ];
    expect((await ask('3 tak koi drink?', drinks)).items[0]?.reason).toMatch(/up to \$3\b/);
    expect((await ask('under $4, a drink', drinks)).items[0]?.reason).toMatch(/under \$4\b/);
  });

  it('keeps a nihari topped with fried onions for "anda nahi", and a black coffee for "meetha bilkul nahi"', async () => {
    const menu = [
      dish({ name: 'Beef Nihari', ingredients: ['beef shank', 'fried onion', 'naan'], type: 'non-veg' }),
      dish({
        name: 'Americano',
        category: 'Drinks',
        ingredients: ['espresso', 'hot water'],
        description: 'Brown sugar on the side.',
      }),
    ];
    expect(await names('anda nahi, nihari hai?', menu)).toContain('Beef Nihari');
    expect(await names('nothing sweet, a drink please', menu)).toContain('Americano');
  });

  it('leaves out a sugared drink for "meetha bilkul nahi", and a tawook\'s yogurt for "no yogurt"', async () => {
    const sides = [
      dish({ name: 'Fresh Lime Soda', category: 'Drinks', ingredients: ['lime juice', 'soda water', 'sugar', 'salt'] }),
      dish({ name: 'Mineral Water', category: 'Drinks', ingredients: ['water'] }),
      dish({ name: 'Shish Tawook Platter', ingredients: ['chicken shish tawook', 'rice'], type: 'non-veg' }),
      dish({ name: 'Lemon Herb Chicken', ingredients: ['chicken', 'lemon', 'herbs'], type: 'non-veg' }),
    ];
    expect(await names('khane ke sath kuch peena hai, meetha bilkul nahi', sides)).toEqual(['Mineral Water']);
    const noYogurt = await names('dahi bilkul pasand nahi, chicken chahiye', sides);
    expect(noYogurt).toContain('Lemon Herb Chicken');
    expect(noYogurt).not.toContain('Shish Tawook Platter');
  });

  it('leaves out, for "no butter", a dish whose dairy only the knowledge file knows of', async () => {
    const grills = [
      dish({ name: 'Chicken Handi', ingredients: ['chicken', 'tomato', 'green chilli'], type: 'non-veg' }),
      dish({ name: 'Grilled Fish', ingredients: ['fish fillet', 'lemon'], type: 'non-veg' }),
    ];
    expect(await names('makhan ya ghee bilkul nahi, dinner?', grills)).toEqual(['Grilled Fish']);
  });

  it('counts juice and syrup as sugar for someone who avoids it', async () => {
    expect(await names('diabetic so no sugar, a drink?', menu)).not.toContain('Lemonade');
  });

  it('reads two words written as one', async () => {
    const menu = [
      dish({
        name: 'Chicken Chow Mein',
        category: 'Noodles',
        ingredients: ['egg noodles', 'chicken'],
        type: 'non-veg',
      }),
      dish({ name: 'Chicken Fried Rice', category: 'Rice', ingredients: ['rice', 'chicken'], type: 'non-veg' }),
    ];
    expect((await names('chiken chowmein pls', menu))[0]).toBe('Chicken Chow Mein');
    const diner = [
      dish({ name: 'Philly Cheesesteak', category: 'Sandwiches', ingredients: ['beef', 'cheese', 'roll'] }),
      dish({ name: 'Cheese Omelette', category: 'Breakfast', ingredients: ['eggs', 'cheddar'] }),
    ];
    expect(await ask('philly cheese steak', diner)).toMatchObject({
      notes: [],
      items: [{ item: { name: 'Philly Cheesesteak' } }],
    });
  });

  it('offers caffeine to someone who needs to stay awake, and never a decaf as caffeinated', async () => {
    const drinks = await ask('all nighter tonight, need something to keep me awake', menu);
    expect(drinks.items[0]!.item.name).toBe('Iced Latte');
    for (const { item, reason } of drinks.items) {
      if (/caffeinated/i.test(reason)) expect(item.name).not.toMatch(/mint|decaf/i);
    }
    const decaf = dish({ name: 'Decaf Oat Latte', category: 'Drinks', ingredients: ['decaf espresso', 'oat milk'] });
    expect(await names('no caffeine, a latte?', [...menu, decaf])).toContain('Decaf Oat Latte');
    expect((await names('decaf espresso please', [...menu, decaf]))[0]).toBe('Decaf Oat Latte');
  });
});

describe('an allergy', () => {
  const menu = [
    dish({ name: 'Zinger Burger', ingredients: ['breaded chicken fillet', 'bun', 'lettuce'], type: 'non-veg' }),
    dish({ name: 'Grilled Fish', ingredients: ['fish fillet', 'lemon', 'olive oil'], type: 'non-veg' }),
  ];

  it('also leaves out what many versions of a dish hold, and says so; a plain "no" leaves out what most hold', async () => {
    // Many grilled chicken wraps hold yogurt or cheese, most do not.
    const wraps = [
      ...menu,
      dish({ name: 'Grilled Chicken Wrap', ingredients: ['chicken', 'tortilla'], type: 'non-veg' }),
    ];
    const allergic = await ask('dairy allergy, what can i have for lunch?', wraps);
    expect(allergic.items.map((r) => r.item.name)).toEqual(['Grilled Fish']);
    expect(allergic.notes).toEqual([expect.stringContaining('dishes that often hold dairy')]);
    const plain = await ask('no dairy, what can i have for lunch?', wraps);
    expect(plain.items.map((r) => r.item.name)).toContain('Grilled Chicken Wrap');
    expect(plain.items.map((r) => r.item.name)).not.toContain('Zinger Burger');
  });

  it('leaves out what many versions hold of a food left out for an allergy or a rule one lives by, and says so', async () => {
    // Many beef patties and beef burgers hold garlic; the burger's own list names none.
    const burgers = [
      dish({ name: 'Smash Burger', ingredients: ['beef patty', 'burger bun', 'cheddar'], type: 'non-veg' }),
      dish({ name: 'Grilled Fish', ingredients: ['fish fillet', 'lemon'], type: 'non-veg' }),
    ];
    for (const text of ['allergic to garlic, dinner?', 'hum lehsan nahi khate, dinner?']) {
      const answer = await ask(text, burgers);
      expect(answer.items.map((r) => r.item.name)).toEqual(['Grilled Fish']);
      expect(answer.notes).toEqual([expect.stringContaining('dishes that often hold')]);
    }
    expect((await ask('no garlic please, dinner?', burgers)).items.map((r) => r.item.name)).toContain('Smash Burger');
  });

  it('leaves out, for a plain "no", a fried dish whose batter or breading often holds it, and says so', async () => {
    const answer = await ask('no dairy, what can i have for lunch?', menu);
    expect(answer.items.map((r) => r.item.name)).toEqual(['Grilled Fish']);
    expect(answer.notes).toEqual([
      'To be safe, I also left out fried dishes whose batter or breading often holds dairy; ask the restaurant if you are unsure.',
    ]);
  });

  it('reads "no nuts" or "til nahi" as an allergy, and an allergy said of nothing as one to what is left out', async () => {
    const kids = [
      dish({ name: 'Cheese Puff', ingredients: ['puff pastry', 'cheddar cheese'] }),
      dish({ name: 'Granola Bowl', ingredients: ['granola', 'yogurt'], description: 'Oat and almond granola.' }),
      dish({ name: 'Fruit Cup', ingredients: ['mango', 'apple'], type: 'vegan' }),
    ];
    // Many granola parfaits hold nuts; many puff pastries are glazed with egg.
    expect(await names('no nuts pls, something for my son', kids)).not.toContain('Granola Bowl');
    expect(await names('no egg, something for my son', kids)).toContain('Cheese Puff');
    expect(await names('no egg, no nuts: my son has allergies', kids)).toEqual(['Fruit Cup']);
    expect(await names('no egg, koi allergy nahi, something for my son', kids)).toContain('Cheese Puff');
  });

  it('says nothing of what the allergy left out when the wishes would have left it out anyway', async () => {
    const drinks = [
      ...menu,
      dish({ name: 'Mint Lemonade', category: 'Drinks', ingredients: ['lemon', 'mint', 'sugar'], type: 'vegan' }),
    ];
    const answer = await ask('dairy allergy, something to drink', drinks);
    expect(answer.items.map((r) => r.item.name)).toEqual(['Mint Lemonade']);
    expect(answer.notes).toEqual([]);
  });

  it('keeps saying what the allergy left out when a follow-up asks for something cheaper', async () => {
    // The burger is the cheapest dish: what a cheaper answer could offer, were it not for the allergy.
    const priced = [
      dish({ name: 'Zinger Burger', ingredients: ['breaded chicken fillet', 'bun'], type: 'non-veg', price: 3 }),
      dish({ name: 'Grilled Fish', ingredients: ['fish fillet', 'lemon', 'olive oil'], type: 'non-veg', price: 8 }),
      dish({ name: 'Chicken Tikka', ingredients: ['chicken', 'lemon', 'spices'], type: 'non-veg', price: 4 }),
    ];
    const recommend = async (text: string, type: RecommendationType, items: readonly MenuItem[]) => ({
      ...(await engine.recommend(text, type, items)),
      engine: 'built-in' as const,
    });
    const first = await answerTurn(recommend, { text: 'dairy allergy, lunch?', type: 'nutritional' }, priced);
    const shown = first.items.map((r) => r.item.id);
    const previous = { request: first.request, shown, set: [] };
    const cheaper = await answerTurn(recommend, { text: 'something cheaper', previous, type: 'nutritional' }, priced);
    expect(first.items.map((r) => r.item.name)).toEqual(['Grilled Fish']);
    // Not "Nothing cheaper fits everything you asked": the allergy, not the menu, left the burger out.
    expect(cheaper.notes).toEqual([expect.stringContaining('often hold dairy'), 'Cheaper than $8.00.']);
  });
});

describe('what it cannot resolve, and what it relaxes', () => {
  it('says when it does not know a word it was asked to leave out, and leaves out whatever looks like it', async () => {
    const menu = [
      dish({ name: 'Zaatar Flatbread', ingredients: ['flatbread', 'zaatar'] }),
      dish({ name: 'Plain Rice', ingredients: ['rice'] }),
    ];
    // Two typos from "zaatar": too far to be read as it, close enough to leave it out.
    const answer = await ask('no zatarr please', menu);
    expect(answer.notes).toEqual([expect.stringContaining('"zatarr"')]);
    expect(answer.items.map((r) => r.item.name)).toEqual(['Plain Rice']);
  });

  it('relaxes a wish nothing meets, says so, and never relaxes a hard constraint', async () => {
    // Heat is a limit, not a wish: where every karahi is very spicy, it says so and offers mild dishes instead.
    const mild = await ask('karahi but not too spicy');
    expect(mild.notes).toEqual(['Every karahi on the menu is very spicy, so here are milder dishes like it.']);
    expect(mild.items.length).toBeGreaterThan(0);
    for (const { item } of mild.items) expect(item.spiceLevel).toBeLessThanOrEqual(1);
    expect(mild.relaxed).toBe(true);

    const pizza = await ask('vegan pizza without gluten');
    expect(pizza.notes.join(' ')).toMatch(/pizza/);
    for (const { item } of pizza.items) expect(item.type).toBe('vegan');

    expect((await ask('nothing spicy, under $1')).items).toEqual([]);
  });

  it('says nothing of a known word that no dish holds', async () => {
    const answer = await ask('no idea what to eat, surprise me');
    expect(answer.notes).toEqual([]);
    for (const { reason } of answer.items) expect(reason).not.toMatch(/idea/i);
    expect((await ask('pizza, no pepperoni')).notes).toEqual([]);
  });

  it('says when the menu has none of the kind of dish asked for', async () => {
    const answer = await ask('any sushi?');
    expect(answer.notes).toEqual(['We have no sushi on the menu today, so here are other dishes.']);
    expect(answer.items.length).toBeGreaterThan(0);
    expect((await ask('pizza please')).notes).toEqual([]);
    // Nothing to offer in its place, so none is promised.
    const empty = await ask('any sushi?', []);
    expect(empty).toMatchObject({ items: [], notes: ['We have no sushi on the menu today.'] });
    const allHoldFish = await ask('any sushi? no fish, vegan', [dish({ name: 'Fish Tikka', ingredients: ['fish'] })]);
    expect(allHoldFish).toMatchObject({ items: [], notes: ['We have no sushi on the menu today.'] });
  });

  it('offers what stands in for a kind or a dish the menu lacks: wraps for a burger, rice dishes for a biryani', async () => {
    const menu = [
      dish({ name: 'Chicken Shawarma Wrap', category: 'Wraps', ingredients: ['chicken', 'pita'], type: 'non-veg' }),
      dish({ name: 'Lamb Kofta Pita', category: 'Pitas', ingredients: ['lamb', 'pita bread'], type: 'non-veg' }),
      dish({ name: 'Chicken Rice Bowl', category: 'Bowls', ingredients: ['basmati rice', 'chicken'], type: 'non-veg' }),
      dish({ name: 'Lentil Soup', category: 'Soups', ingredients: ['red lentils'], type: 'vegan' }),
      dish({ name: 'Baklava', category: 'Desserts', ingredients: ['filo', 'pistachio', 'honey'] }),
    ];
    const burger = await ask('any burger?', menu);
    expect(burger.notes).toEqual(['We have no burger on the menu today, so here are other dishes.']);
    expect(burger.items.map((r) => r.item.name).sort()).toEqual(['Chicken Shawarma Wrap', 'Lamb Kofta Pita']);
    const biryani = await ask('biryani milegi?', menu);
    expect(biryani.understood).toBe(true);
    expect(biryani.notes).toEqual(['We have no biryani on the menu today, so here are other dishes.']);
    expect(biryani.items.map((r) => r.item.name)).toEqual(['Chicken Rice Bowl']);
  });

  it('offers the dishes most like one named that a constraint rules out', async () => {
    const menu = [
      dish({
        name: 'Zinger Burger',
        category: 'Burgers',
        ingredients: ['fried chicken', 'bun', 'mayonnaise'],
        type: 'non-veg',
      }),
      dish({
        name: 'Chicken Tikka Burger',
        category: 'Burgers',
        ingredients: ['chicken tikka', 'bun', 'lettuce'],
        type: 'non-veg',
      }),
      dish({ name: 'Mango Lassi', category: 'Drinks', ingredients: ['mango', 'yogurt'] }),
      dish({ name: 'Fruit Salad', category: 'Salads', ingredients: ['apple', 'melon'], type: 'vegan' }),
    ];
    const answer = await ask('want the zinger but no mayo', menu);
    expect(answer.items[0]!.item.name).toBe('Chicken Tikka Burger');
    expect(answer.relaxed).toBe(true);
  });

  it('reads "no olives, pizza for 2" as a pizza without olives', async () => {
    const found = await names('no olives, pizza for 2');
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name).toMatch(/pizza/i);
  });

  it('keeps a dish asked for by name when its word only qualifies an ingredient elsewhere ("biryani masala")', async () => {
    const menu = [
      dish({
        name: 'Chicken Biryani',
        category: 'Rice',
        ingredients: ['basmati rice', 'chicken', 'biryani masala'],
        spiceLevel: 2,
        type: 'non-veg',
      }),
      dish({ name: 'Vegetable Pulao', category: 'Rice', ingredients: ['basmati rice', 'peas'] }),
      dish({ name: 'Falafel Wrap', category: 'Wraps', ingredients: ['falafel', 'tortilla'], type: 'vegan' }),
    ];
    expect((await ask('biryani for dinner', menu)).items[0]!.item.name).toBe('Chicken Biryani');
    // Named, but too hot for the one who asked: said plainly, and the mild rice dish instead.
    const answer = await ask('biryani but not too spicy', menu);
    expect(answer.items[0]!.item.name).toBe('Vegetable Pulao');
    expect(answer.notes).toEqual([
      'Every biryani on the menu is spicier than you asked for, so here are milder dishes like it.',
    ]);
  });

  it('keeps to a price range, and says when nothing costs as much as asked', async () => {
    for (const { item } of (await ask('dinner in the $8-10 range')).items) {
      expect(item.price).toBeGreaterThanOrEqual(8);
      expect(item.price).toBeLessThanOrEqual(10);
    }
    const dear = await ask('a drink over $500');
    expect(dear.notes.join(' ')).toMatch(/as much as you said, so these are the dearest/);
    const drinkPrices = TEST_MENU.filter((i) => i.category === 'Drinks' && i.available).map((i) => i.price);
    const prices = dear.items.map((r) => r.item.price);
    expect(prices.length).toBe(Math.min(5, drinkPrices.length));
    expect(prices[0]).toBe(Math.max(...drinkPrices));
  });

  it('returns at least five dishes when five fit the hard constraints', async () => {
    expect((await names('vegetarian')).length).toBeGreaterThanOrEqual(5);
  });

  it('only gives reasons that are true of the dish', async () => {
    for (const { item, reason } of (await ask('something spicy')).items) {
      if (item.spiceLevel < 2) expect(reason).not.toMatch(/\bspicy \(/i);
    }
  });
});

describe('everyday words and whole-order budgets', () => {
  const menu = [
    dish({ name: 'Oreo Sundae', category: 'Desserts', price: 3, ingredients: ['soft serve', 'oreo'], calories: 420 }),
    dish({ name: 'Penne Arrabbiata', category: 'Pasta', price: 7, ingredients: ['penne', 'tomato', 'chili'] }),
    dish({ name: 'Chicken Corn Soup', category: 'Soups', price: 4, ingredients: ['chicken', 'corn', 'egg'] }),
    dish({ name: 'Mint Lemonade', category: 'Drinks', price: 2, ingredients: ['lemon', 'mint', 'sugar'] }),
    dish({ name: 'Iced Latte', category: 'Drinks', price: 3.5, ingredients: ['espresso', 'milk', 'ice'] }),
    dish({ name: 'Berry Smoothie', category: 'Drinks', price: 5, ingredients: ['berries', 'yogurt', 'honey'] }),
    dish({ name: 'Butter Croissant', category: 'Pastries', price: 2.5, ingredients: ['flour', 'butter'] }),
    dish({ name: 'Chocolate Brownie', category: 'Desserts', price: 3, ingredients: ['dark chocolate', 'flour'] }),
    dish({ name: 'Falafel Wrap', category: 'Wraps', price: 6, ingredients: ['falafel', 'tortilla', 'lettuce'] }),
    dish({ name: 'Hummus Plate', category: 'Mezze', price: 5, ingredients: ['hummus', 'olive oil', 'pita'] }),
    dish({ name: 'Veg Biryani', category: 'Rice', price: 8, ingredients: ['rice', 'carrot', 'peas'] }),
    dish({
      name: 'Tiramisu',
      category: 'Desserts',
      price: 4.5,
      ingredients: ['ladyfingers', 'mascarpone', 'espresso'],
    }),
    dish({ name: 'Eggs Benedict', category: 'Breakfast', price: 8, ingredients: ['poached eggs', 'hollandaise'] }),
    dish({ name: 'Mushroom Omelette', category: 'Breakfast', price: 7, ingredients: ['eggs', 'mushrooms'] }),
  ];

  it('never reads a day of the week or a Roman Urdu verb as a dish one typo away', async () => {
    expect(await names('lonely sunday, just want something warm and comforting', menu)).not.toContain('Oreo Sundae');
    const drinks = await names('kuch thanda peene ko', menu);
    expect(drinks.length).toBeGreaterThan(0);
    for (const name of drinks) expect(menu.find((d) => d.name === name)!.category).toBe('Drinks');
  });

  it('reads the heat of the weather as a wish for something cold, not for spice', async () => {
    const answer = await ask('something light for this heat', menu);
    expect(answer.notes.join(' ')).not.toMatch(/spicy|hottest/);
    expect(answer.items[0]!.item.category).toBe('Drinks');
  });

  it('reads "not too sweet" as a wish, never as a ban on desserts', async () => {
    expect(await names('a dessert, not too sweet', menu)).toContain('Chocolate Brownie');
  });

  it('leaves out everything listed before a Roman Urdu "nahi", and wants none of it', async () => {
    const answer = await ask('chai coffee bhi nahi, nashta', [
      ...menu,
      dish({ name: 'Masala Chai', ingredients: ['black tea'] }),
    ]);
    expect(answer).toMatchObject({ relaxed: false, notes: [] });
    expect(answer.items.map((r) => r.item.name)).not.toContain('Masala Chai');
  });

  it('keeps room in a total for what the request buys with each dish, as many of each as it names', async () => {
    const shop = [
      dish({ name: 'Karak Chai', category: 'Drinks', price: 1.99, ingredients: ['black tea', 'milk'] }),
      dish({ name: 'Fresh Lime Soda', category: 'Drinks', price: 2.5, ingredients: ['lime', 'soda water'] }),
      dish({ name: 'Mango Shake', category: 'Drinks', price: 4.5, ingredients: ['mango', 'milk'] }),
      dish({ name: 'Vegetable Samosa', category: 'Snacks', price: 2.49, ingredients: ['potato', 'pastry'] }),
      dish({ name: 'Loaded Fries', category: 'Snacks', price: 4.49, ingredients: ['potatoes', 'cheese sauce'] }),
      dish({ name: 'Veggie Burger', category: 'Burgers', price: 6.5, ingredients: ['potato patty', 'bun'] }),
      dish({
        name: 'Beef Burger',
        category: 'Burgers',
        price: 7.5,
        ingredients: ['beef patty', 'bun'],
        type: 'non-veg',
      }),
    ];
    const priceOf = (name: string) => shop.find((item) => item.name === name)!.price;
    // $8 less two chai leaves $4.02 for the snack.
    const snack = await ask('2 karak chai aur saath mein kuch snack, total $8 se kam', shop);
    expect(snack.items.map((r) => r.item.name)).toContain('Vegetable Samosa');
    expect(snack.items.map((r) => r.item.name)).not.toContain('Loaded Fries');
    expect(snack.items.find((r) => r.item.name === 'Vegetable Samosa')!.reason).toMatch(/under \$4\.02/);
    // A burger gets half of $20 less the cheapest drink, a drink half of it less the cheapest burger.
    const pairs = await ask('2 burgers + 2 drinks, total budget 20 dollars', shop);
    for (const { item } of pairs.items) {
      const cap = item.category === 'Burgers' ? 10 - 1.99 : 10 - 6.5;
      expect(priceOf(item.name), item.name).toBeLessThanOrEqual(cap);
    }
    expect(pairs.items.map((r) => r.item.name)).toEqual(expect.arrayContaining(['Veggie Burger', 'Fresh Lime Soda']));
    // What the request leaves out is nothing it buys: "no beef" keeps no room for a beef dish.
    const noBeef = await names('a burger and a drink, total $10, no beef please', shop);
    expect(noBeef).toContain('Veggie Burger');
    expect(noBeef).not.toContain('Mango Shake');
    // However the ceiling and the counts are said: "no more than", "2 spicy burgers", "2x".
    for (const text of ['2 spicy burgers and 2 drinks no more than $20 total', '2x burger + 2x drink, total $20']) {
      for (const { item } of (await ask(text, shop)).items) {
        expect(priceOf(item.name), `${text}: ${item.name}`).toBeLessThanOrEqual(
          item.category === 'Burgers' ? 8.01 : 3.5,
        );
      }
    }
    // The room left is for the cheapest dish the other limits allow: with "caffeine nahi", not the $1.99 chai.
    const decaf = await names('ek burger aur ek drink, total $9, caffeine nahi', [
      ...shop,
      dish({
        name: 'Chicken Burger',
        category: 'Burgers',
        price: 6.9,
        ingredients: ['chicken', 'bun'],
        type: 'non-veg',
      }),
    ]);
    expect(decaf).toContain('Veggie Burger');
    expect(decaf).not.toContain('Chicken Burger');
    // A price before a thing is no count of it.
    expect(await names('total 8 dollar mein drink aur snack', shop)).toContain('Vegetable Samosa');
    // A word names the dishes of its kind too: a toast on the sandwich list is a sandwich, within $8 less a coffee.
    const cafe = [
      dish({ name: 'Club Sandwich', category: 'Sandwiches', price: 7, ingredients: ['chicken', 'bread'] }),
      dish({ name: 'Chilli Cheese Toast', category: 'Sandwiches', price: 4.5, ingredients: ['bread', 'cheddar'] }),
      dish({ name: 'Cappuccino', category: 'Coffee', price: 3, ingredients: ['espresso', 'milk'] }),
    ];
    const lunch = await names('a sandwich and a coffee, total $8', cafe);
    expect(lunch).toContain('Chilli Cheese Toast');
    expect(lunch).not.toContain('Club Sandwich');
    // Naming nothing it buys, a total still leaves room for the cheapest other dish: $8 less a $1.99 chai.
    const anything = await names('$8 total, kuch bhi chalega', shop);
    expect(anything).toContain('Loaded Fries');
    expect(anything).not.toContain('Veggie Burger');
  });

  it('knows falafel and hummus hold garlic and onion, ladyfingers wheat, and what pregnancy leaves out', async () => {
    for (const name of await names('no garlic no onion please, something filling', menu)) {
      expect(name).not.toMatch(/falafel|hummus/i);
    }
    expect(await names('gluten free dessert', menu)).not.toContain('Tiramisu');
    const brunch = await names('pregnant, nothing with raw or runny egg, brunch ideas?', menu);
    expect(brunch).toContain('Mushroom Omelette');
    expect(brunch).not.toContain('Eggs Benedict');
  });

  it('knows what an ingredient that is a dish of its own holds: a paratha its ghee, a chipotle mayo its garlic', async () => {
    const rolls = [
      dish({ name: 'House Platter', ingredients: ['grilled chicken', 'paratha', 'onion'], type: 'non-veg' }),
      dish({ name: 'Crispy Veggie Burger', ingredients: ['potato patty', 'bun', 'chipotle mayo'], type: 'veg' }),
      dish({ name: 'Spicy Tuna Roll', ingredients: ['tuna', 'sushi rice', 'tempura flakes'], type: 'non-veg' }),
      dish({ name: 'Chicken Tikka', ingredients: ['chicken', 'yogurt', 'green chili', 'lemon'], type: 'non-veg' }),
      dish({ name: 'Chana Chaat', ingredients: ['chickpeas', 'tomato', 'tamarind'], type: 'vegan' }),
    ];
    expect(await names('lactose intolerant', rolls)).not.toContain('House Platter');
    expect(await names('garlic se allergy hai', rolls)).not.toContain('Crispy Veggie Burger');
    // "Tempura flakes" are no prawn tempura: the name matched must be what the ingredient is.
    expect(await names('shellfish allergy', rolls)).toContain('Spicy Tuna Roll');
    // A one-word alias names a raw ingredient as often as a dish: a green chili is no chili con carne.
    expect(await names('no onion please', rolls)).toContain('Chicken Tikka');
  });

  it('leaves out what a grain-free diet and "no coriander" leave out: granola, rice, a green chutney', async () => {
    const bowls = [
      dish({ name: 'Acai Bowl', ingredients: ['acai', 'banana', 'gluten-free granola'], type: 'vegan' }),
      dish({ name: 'Chicken Rice Bowl', ingredients: ['chicken', 'basmati rice'], type: 'non-veg' }),
      dish({ name: 'Chicken Tikka Boti', ingredients: ['chicken', 'yogurt', 'mint chutney'], type: 'non-veg' }),
      dish({ name: 'Grilled Fish', ingredients: ['fish fillet', 'lemon', 'olive oil'], type: 'non-veg' }),
    ];
    const grainFree = await names('grain free diet please', bowls);
    expect(grainFree).toContain('Grilled Fish');
    for (const name of grainFree) expect(name).not.toMatch(/Acai|Rice/);
    expect(await names('hate dhania, no coriander in anything', bowls)).not.toContain('Chicken Tikka Boti');
  });

  it('knows an English muffin is bread and a peanut dressing is sweetened', async () => {
    const plates = [
      dish({ name: 'Eggs Florentine', ingredients: ['english muffin', 'poached eggs', 'spinach'], type: 'veg' }),
      dish({ name: 'Thai Crunch Salad', ingredients: ['cabbage', 'tofu', 'peanut dressing'], type: 'vegan' }),
      dish({ name: 'Grilled Fish', ingredients: ['fish fillet', 'lemon', 'olive oil'], type: 'non-veg' }),
    ];
    expect(await names('no bread, no rice please', plates)).not.toContain('Eggs Florentine');
    expect(await names('keto, no sugar', plates)).not.toContain('Thai Crunch Salad');
    expect(await names('keto diet pe hun, carbs bilkul nahi', plates)).toEqual(['Grilled Fish']);
  });

  it('keeps "low carb" as a limit, as "keto": a pasta is no closest dish', async () => {
    const menu = [
      dish({ name: 'Penne Arrabbiata', category: 'Pasta', price: 7, ingredients: ['penne', 'tomato', 'chili'] }),
      dish({ name: 'Grilled Fish', price: 8, ingredients: ['fish fillet', 'lemon'], type: 'non-veg' }),
    ];
    expect(await names('low carb lunch, no bread no rice, under 9 dollars', menu)).toEqual(['Grilled Fish']);
    expect(await names('low carb lunch under 7.5', menu)).toEqual([]);
  });

  it('leaves out every bread, rice, pasta and sweet for "carbs nahi", and keeps what holds none', async () => {
    const plates = [
      dish({ name: 'Chicken Panini', ingredients: ['ciabatta', 'grilled chicken', 'mozzarella'], type: 'non-veg' }),
      dish({ name: 'Honey Yogurt', ingredients: ['greek yogurt', 'honey'], type: 'veg' }),
      dish({ name: 'Grilled Fish', ingredients: ['fish fillet', 'lemon', 'olive oil'], type: 'non-veg' }),
    ];
    expect(await names('keto pe hun, carbs nahi', plates)).toEqual(['Grilled Fish']);
  });

  it('offers coffee before chocolate to someone who barely slept', async () => {
    expect((await names('so tired, barely slept, need to survive today', menu))[0]).toBe('Iced Latte');
  });
});

describe('words that mean something else where they stand', () => {
  const menu = [
    dish({ name: 'Cappuccino', category: 'Coffee', price: 3, ingredients: ['espresso', 'milk'] }),
    dish({ name: 'Vanilla Shake', category: 'Shakes', price: 4, ingredients: ['vanilla ice cream', 'milk'] }),
    dish({ name: 'Butter Croissant', category: 'Pastries', price: 2.5, ingredients: ['flour', 'butter'] }),
    dish({ name: 'Cinnamon Roll', category: 'Pastries', price: 3, ingredients: ['flour', 'cinnamon', 'sugar'] }),
    dish({ name: 'New York Cheesecake', category: 'Desserts', price: 5, ingredients: ['cream cheese', 'biscuit'] }),
    dish({ name: 'Hot Wings', category: 'Chicken', price: 7, ingredients: ['chicken wings', 'chili'], spiceLevel: 3 }),
    dish({ name: 'Chicken Soup', category: 'Soups', price: 4, ingredients: ['chicken', 'carrot'], calories: 250 }),
    dish({ name: 'Fish Wrap', category: 'Wraps', price: 6, ingredients: ['fried fish', 'tortilla'] }),
    dish({ name: 'Shawarma Wrap', category: 'Wraps', price: 6, ingredients: ['chicken shawarma', 'pita'] }),
    dish({ name: 'Aloo Paratha', category: 'Breakfast', price: 4, ingredients: ['wheat flour', 'potato', 'butter'] }),
    dish({ name: 'Margherita Pizza', category: 'Pizza', price: 9, ingredients: ['dough', 'tomato', 'mozzarella'] }),
  ];
  const categoryOf = (name: string) => menu.find((d) => d.name === name)!.category;

  it('reads "hot n fiery" as heat of chilli, "new" and "shaking" as no dish, and the power cut as no wish for light food', async () => {
    expect((await names('so angry, my new car got scratched. need something hot n fiery', menu))[0]).toBe('Hot Wings');
    for (const name of await names('hands are literally shaking, something to eat', menu)) {
      expect(categoryOf(name)).not.toBe('Shakes');
    }
    expect((await ask('light bhi chali gayi, just feed me', menu)).notes).toEqual([]);
  });

  it('offers food to have with the drink a customer already has', async () => {
    const found = await names('what goes well with a cappuccino mid morning', menu);
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(['Coffee', 'Shakes']).not.toContain(categoryOf(name));
  });

  it('leaves out what someone will not touch, or is bored of, and roots for a Jain', async () => {
    expect(await names('husband wont touch fish, something for dinner', menu)).not.toContain('Fish Wrap');
    expect(await names('so bored of the usual shawarma, surprise me', menu)).not.toContain('Shawarma Wrap');
    // Croissants, cinnamon rolls and cheesecake usually hold egg, and a pizza sauce garlic: none of them is Jain.
    const fruit = dish({
      name: 'Fruit Chaat',
      category: 'Snacks',
      price: 3,
      ingredients: ['apple', 'banana', 'guava'],
    });
    const jain = await names('jain food please, no root veg like potato', [...menu, fruit]);
    expect(jain).toContain('Fruit Chaat');
    for (const name of jain) expect(name).not.toMatch(/aloo|chicken|fish|shawarma|soup/i);
  });

  it('lets what the customer asks for outright win over what an illness implies', async () => {
    expect(await names('sore throat, want something cold n soothing', menu)).toContain('Vanilla Shake');
  });

  it('reads a heart patient as no wish for heat, and raw food named in passing as no kind asked for', async () => {
    const heart = await ask('heart patient, low fat something', menu);
    expect(heart.notes).toEqual([]);
    for (const { item } of heart.items) expect(item.spiceLevel).toBe(0);
    expect((await ask('the last place gave me raw chicken, want something plain', menu)).notes).toEqual([]);
  });
});

describe('text with no food meaning', () => {
  it.each([
    'asdfgh jkl qwe',
    'whats the wifi password',
    'can you do my maths homework',
    'did pakistan win the match yesterday',
    'kal lahore mein mausam kaisa hoga?',
  ])('%s', async (text) => {
    expect(await ask(text)).toMatchObject({ understood: false, items: [] });
  });

  it.each(['surprise me', 'bhook lagi hai', '🍕?', 'what should i eat'])('understands %s', async (text) => {
    const answer = await ask(text);
    expect(answer.understood).toBe(true);
    expect(answer.items.length).toBeGreaterThan(0);
  });
});

describe('what a dish usually holds though its own list leaves it out (the food knowledge file)', () => {
  const drinks = [
    dish({
      name: 'Coca-Cola',
      category: 'Drinks',
      price: 2,
      ingredients: ['carbonated water', 'sugar'],
      calories: 140,
    }),
    dish({ name: 'Fresh Lime Soda', category: 'Drinks', price: 2, ingredients: ['lime', 'soda water', 'sugar'] }),
    dish({ name: 'Butter Naan', category: 'Breads', price: 1, ingredients: ['flour', 'butter'], calories: 300 }),
    dish({ name: 'Plain Naan', category: 'Breads', price: 1, ingredients: ['flour', 'water', 'yeast'] }),
  ];

  it('leaves a cola out of "no caffeine, something fizzy"', async () => {
    const found = await names('no caffeine, something fizzy', drinks);
    expect(found).toContain('Fresh Lime Soda');
    expect(found).not.toContain('Coca-Cola');
  });

  it('leaves a naan out for someone who cannot have dairy, though its list says only flour and water', async () => {
    expect(await names('lactose intolerant, some bread', drinks)).not.toContain('Plain Naan');
  });

  it("keeps the restaurant's word where it says a dish is vegan", async () => {
    const vegan = [...drinks, dish({ name: 'Vegan Naan', category: 'Breads', type: 'vegan', ingredients: ['flour'] })];
    expect(await names('dairy free bread', vegan)).toContain('Vegan Naan');
  });
});

describe('lists of what is left out, as people write them', () => {
  const menu = [
    dish({ name: 'Beef Nihari', ingredients: ['beef', 'flour'], type: 'non-veg' }),
    dish({ name: 'Mutton Karahi', ingredients: ['mutton', 'tomato'], type: 'non-veg' }),
    dish({ name: 'Chicken Tikka', ingredients: ['chicken', 'yogurt'], type: 'non-veg' }),
    dish({ name: 'Fish Fry', ingredients: ['fish', 'gram flour'], type: 'non-veg' }),
    dish({ name: 'Tofu Stir Fry', ingredients: ['tofu', 'peppers'], type: 'vegan' }),
    dish({ name: 'Daal Chawal', ingredients: ['lentils', 'rice'] }),
    dish({ name: 'Green Tea', category: 'Drinks', price: 2, ingredients: ['green tea'] }),
    dish({ name: 'Mint Lemonade', category: 'Drinks', price: 2, ingredients: ['lemon', 'mint'] }),
  ];

  it.each([
    ['beef aur mutton dono nahi khata, kuch desi', ['Beef Nihari', 'Mutton Karahi']],
    ['i eat neither beef nor chicken', ['Beef Nihari', 'Chicken Tikka']],
    ['chicken ya fish kuch nahi chahiye', ['Chicken Tikka', 'Fish Fry']],
    ['caffeine avoid kar rahi hun, kuch peena hai', ['Green Tea']],
    ['no tofoo please, dinner', ['Tofu Stir Fry']],
  ])('%s', async (text, left) => {
    const found = await names(text, menu);
    expect(found.length).toBeGreaterThan(0);
    for (const name of left) expect(found).not.toContain(name);
  });
});
