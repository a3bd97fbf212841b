/**
 * Families of ingredients a customer leaves out with one word ("no poultry", "no pork", "nothing with cheese"), as
 * data. A member is a word or phrase of an ingredient's name, or another family (`@poultry`), so families nest:
 * chicken is poultry, poultry is white meat. `except` names things that look like members and are not ("beef bacon"
 * is no pork, "cashew cheese" no cheese).
 */
export interface IngredientFamily {
  members: readonly string[];
  except?: readonly string[];
}

export const INGREDIENT_FAMILIES: Readonly<Record<string, IngredientFamily>> = {
  poultry: { members: ['chicken', 'turkey', 'duck', 'quail', 'murgh', 'murghi'] },
  'white meat': { members: ['@poultry'] },
  pork: {
    members: ['pork', 'bacon', 'ham', 'lard', 'salami', 'chorizo', 'prosciutto', 'pepperoni', 'pancetta'],
    except: [
      'beef bacon',
      'chicken bacon',
      'turkey bacon',
      'beef pepperoni',
      'chicken pepperoni',
      'chicken ham',
      'turkey ham',
      'beef salami',
      'chicken salami',
    ],
  },
  'red meat': {
    members: [
      'beef',
      'mutton',
      'lamb',
      'goat',
      'veal',
      'venison',
      'steak',
      'brisket',
      'keema',
      'qeema',
      'mince',
      '@pork',
    ],
    except: ['chicken mince', 'chicken keema', 'chicken qeema', 'turkey mince'],
  },
  alcohol: {
    members: ['wine', 'beer', 'rum', 'vodka', 'whisky', 'whiskey', 'brandy', 'liqueur', 'sake', 'mirin', 'tequila'],
    except: ['root beer', 'ginger beer', 'non alcoholic'],
  },
  fried: { members: ['fried', 'deep fried', 'fries', 'crispy', 'batter', 'breadcrumbs', 'panko', 'tempura'] },
  // A chipotle is a smoked, dried jalapeño.
  jalapeno: { members: ['jalapeno', 'chipotle'] },
  // Falafel and hummus are made with them, whatever the menu lists.
  onion: { members: ['onion', 'shallot', 'scallion', 'spring onion', 'leek', 'chives', 'pyaz', 'falafel'] },
  garlic: {
    members: ['garlic', 'lehsan', 'toum', 'aioli', 'hummus', 'houmous', 'falafel', 'tzatziki', 'pesto', 'baba ganoush'],
  },
  'root vegetable': {
    members: [
      'potato',
      'aloo',
      'carrot',
      'gajar',
      'beetroot',
      'beet',
      'radish',
      'mooli',
      'turnip',
      'sweet potato',
      'yam',
      'taro',
      'cassava',
      'parsnip',
      'fries',
      'hash brown',
    ],
  },
  // What pregnancy advice leaves out: eggs served runny, and sauces and desserts made with raw yolk.
  'raw egg': {
    members: [
      'runny',
      'poached egg',
      'soft boiled egg',
      'sunny side up',
      'hollandaise',
      'bearnaise',
      'aioli',
      'mayo',
      'mayonnaise',
      'caesar dressing',
      'tiramisu',
      'mousse',
    ],
    except: ['vegan mayo', 'eggless mayo', 'egg free mayo', 'vegan aioli', 'avocado mousse'],
  },
  // A shish tawook is marinated in it.
  yogurt: {
    members: ['yogurt', 'yoghurt', 'dahi', 'curd', 'raita', 'tzatziki', 'labneh', 'lassi', 'ayran', 'kefir', 'tawook'],
    except: ['bean curd', 'soy yogurt', 'coconut yogurt', 'vegan yogurt'],
  },
  almond: { members: ['almond', 'badam', 'marzipan', 'frangipane'] },
  cashew: { members: ['cashew', 'kaju'] },
  pistachio: { members: ['pistachio', 'pista'] },
  walnut: { members: ['walnut', 'akhrot'] },
  'pine nut': { members: ['pine nut', 'chilgoza', 'pignoli', 'pesto'] },
  hazelnut: { members: ['hazelnut', 'nutella', 'praline', 'gianduja'] },
  pecan: { members: ['pecan'] },
  macadamia: { members: ['macadamia'] },
  cheese: {
    members: [
      'cheese',
      'cheddar',
      'mozzarella',
      'parmesan',
      'feta',
      'paneer',
      'ricotta',
      'mascarpone',
      'halloumi',
      'burrata',
      'gouda',
      'brie',
      'provolone',
    ],
    // A vegan cheese is no dairy, but it is cheese to whoever says "no cheese": when in doubt, leave it out.
  },
  // Mutton here is goat or lamb: whoever leaves out one leaves out the other.
  mutton: { members: ['mutton', 'lamb', 'goat'] },
  lamb: { members: ['lamb', 'mutton', 'goat'] },
  mushroom: { members: ['mushroom', 'portobello', 'shiitake', 'porcini', 'truffle', 'enoki'] },
  chili: {
    members: [
      'chili',
      'chilli',
      'chilies',
      'chillies',
      'jalapeno',
      'sriracha',
      'cayenne',
      'paprika',
      'peri peri',
      'gochujang',
      'sambal',
      'harissa',
    ],
  },
  oats: { members: ['oat', 'oatmeal', 'granola', 'muesli', 'porridge', 'flapjack'] },
  corn: {
    members: [
      ...['corn', 'sweetcorn', 'popcorn', 'cornflakes', 'cornmeal', 'cornflour', 'cornstarch', 'corn flour'],
      ...['tortilla chips', 'nachos', 'maize', 'makai', 'makki', 'polenta'],
    ],
    // Named for their size, not their coating.
    except: ['popcorn chicken', 'popcorn shrimp', 'popcorn prawns'],
  },
  // What a grain-free diet leaves out besides wheat (gluten is left out with it): rice, corn, oats and the rest.
  grain: {
    members: [
      '@oats',
      '@corn',
      'rice',
      'basmati',
      'arborio',
      'chawal',
      'biryani',
      'pulao',
      'risotto',
      'khichdi',
      'poha',
      'millet',
      'bajra',
      'jowar',
      'sorghum',
      'barley',
      'rye',
      'quinoa',
      'buckwheat',
    ],
  },
  // Green chutney is coriander and mint; falafel is made with it, whatever the menu lists.
  coriander: {
    members: ['coriander', 'cilantro', 'dhania', 'green chutney', 'mint chutney', 'hari chutney', 'falafel'],
  },
  mustard: { members: ['mustard', 'sarson', 'dijon'] },
  // The sauces and salads made on tomato, whatever the menu lists: a BBQ sauce is ketchup, a tabbouleh has it diced.
  tomato: {
    members: [
      ...['tomato', 'tamatar', 'ketchup', 'marinara', 'pizza sauce', 'bbq sauce', 'barbecue sauce', 'barbeque sauce'],
      ...['salsa', 'pico de gallo', 'passata', 'arrabbiata', 'pomodoro', 'bolognese', 'shakshuka', 'gazpacho'],
      ...['tabbouleh', 'tabouleh', 'fattoush', 'bruschetta'],
    ],
  },
  nightshade: {
    members: [
      ...['@tomato', 'potato', 'aloo', 'fries', 'eggplant', 'aubergine', 'brinjal', 'baingan'],
      ...['capsicum', 'bell pepper', 'green pepper', 'red pepper', 'shimla mirch', 'mirch', 'jalapeno', 'jalapeño'],
      ...['paprika', 'cayenne', 'sriracha', 'chipotle', 'goji', '@chili'],
    ],
    except: ['sweet potato', 'sweet potato fries', 'kali mirch'],
  },
  // A taste, not an allergy: vegan mayo is mayo too, and so are dressings and sauces made on a mayonnaise base.
  mayo: {
    members: [
      'mayo',
      'mayonnaise',
      'aioli',
      'kewpie',
      'ranch',
      'caesar dressing',
      'tartar sauce',
      'thousand island',
      'remoulade',
      'coleslaw',
      'burger sauce',
      // As shawarma and burger shops here make them; toum is garlic and oil.
      'garlic sauce',
      'shawarma sauce',
      'dynamite sauce',
      'cocktail sauce',
    ],
  },
};

/** Each family's test, built once: its exceptions and its own members as patterns, then its nested families. */
const tests = new Map<IngredientFamily, (ingredient: string) => boolean>();

function testOf(family: IngredientFamily): (ingredient: string) => boolean {
  const own = family.members.filter((m) => !m.startsWith('@'));
  const nested = family.members.flatMap((m) => (m.startsWith('@') ? [testOf(INGREDIENT_FAMILIES[m.slice(1)]!)] : []));
  const excepted = family.except?.length ? new RegExp(`\\b(${family.except.join('|')})\\b`, 'g') : null;
  const member = new RegExp(`\\b(${own.join('|')})(s|es)?\\b`);
  return (ingredient) => {
    const name = excepted ? ingredient.replace(excepted, ' ') : ingredient;
    return (own.length > 0 && member.test(name)) || nested.some((test) => test(name));
  };
}

/** Whether a normalised ingredient name is of `family`, its nested families included. */
export function inFamily(family: IngredientFamily, ingredient: string): boolean {
  let test = tests.get(family);
  if (!test) {
    test = testOf(family);
    tests.set(family, test);
  }
  return test(ingredient);
}

/** Every one-word food a family names ("ketchup", "salami"): a request that leaves one out is understood anywhere. */
export const FAMILY_WORDS: readonly string[] = [
  ...new Set(
    Object.values(INGREDIENT_FAMILIES).flatMap((family) => family.members.filter((member) => /^[a-z]+$/.test(member))),
  ),
];
