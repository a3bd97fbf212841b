/**
 * What an ingredient name tells about a dish: allergens, animal products, caffeine, sweetness, protein.
 * Each fact is a pattern over the ingredient's words plus, where a qualifier changes the answer, a "safe" pattern
 * removed first ("coconut milk" is not dairy, "vegan mayo" holds no egg, "gram flour" no gluten).
 */
import type { Allergen } from '../../../../shared/constants.ts';
import { inFamily, INGREDIENT_FAMILIES } from './ingredient-families.ts';

interface Rule {
  pattern: RegExp;
  safe?: RegExp;
}

const ALLERGEN_RULES: Record<Allergen, Rule> = {
  gluten: {
    pattern:
      /\b(wheat|flour|maida|atta|breads?|breadcrumbs?|buns?|naans?|rotis?|chapatis?|parathas?|puris?|pooris?|pitas?|tortillas?|wraps?|dough|crusts?|pasta|spaghetti|penne|fettuccine|linguine|macaroni|lasagna|lasagne|noodles?|ramen|udon|couscous|semolina|suji|sooji|barley|rye|bulgur|seitan|croutons?|panko|crackers?|biscuits?|cookies?|cakes?|brownies?|pastry|pastries|brioche|sourdough|bagels?|croissants?|toast|hoagies?|baguettes?|ciabatta|focaccia|pretzels?|bao|gyoza|wrappers?|batter|breaded|worcestershire|gochujang|soy sauce|teriyaki|hoisin|miso|beer|malt|oats?|granola|muesli|vermicelli|seviyan|falooda|samosas?|dumplings?|wafers?|cones?|tempura|wontons?|filo|phyllo|kulcha|sheermal|bakarkhani|rusks?|pav|jalebi|baklava|muffins?|crumpets?|scones?|ladyfingers?|lady fingers?|savoiardi|tiramisu|waffles?|pancakes?|crepes?|biscotti|nuggets?|chicken strips|tenders|popcorn chicken|tabbouleh|tabouleh|tabouli|freekeh|kibbeh|kibbe|kunafa|knafeh|kanafeh|kataifi|maamoul|fattoush|manakish|manakeesh|borek|lahmacun|gozleme|pide)\b/,
    safe: /\b(gluten free|gram|besan|rice|corn|maize|almond|coconut|chickpea|potato|tapioca|cassava|buckwheat|lettuce|rice paper|corn) (\w+ )?(flour|noodles?|tortillas?|wraps?|bread|pasta|crust|granola|oats?)\b|\bgluten free \w+( \w+)?|\btamari\b/g,
  },
  dairy: {
    pattern:
      /\b(milk|buttermilk|cream|butter|ghee|cheese|cheddar|mozzarella|parmesan|feta|paneer|ricotta|mascarpone|halloumi|burrata|gouda|brie|provolone|yogh?urt|dahi|curd|raita|lassi|khoa|khoya|malai|whey|custard|kulfi|rabri|rabdi|ice cream|yakult|naans?|brioche|tzatziki|alfredo|bechamel|caesar dressing|ranch|labneh|kheer|falooda|rasmalai|kalakand|barfi|hollandaise|bearnaise|tawook|soft serve|sundaes?|softy)\b/,
    safe: /\b(coconut|oat|almond|soy|soya|rice|cashew|vegan|plant|plant based|peanut|cocoa|nut|dairy free|non dairy) (milk|cream|butter|cheese|yogh?urt|ice cream|curd)\b|\bcream of tartar\b/g,
  },
  egg: {
    pattern:
      /\b(eggs?|egg whites?|egg yolks?|omelett?es?|mayo|mayonnaise|aioli|brioche|meringues?|custard|hollandaise|caesar dressing|frittata|anda|anday|ande|quiche|tiramisu|eggnog|tartar sauce|ranch|thousand island|tempura)\b/,
    safe: /\b(vegan|egg free|eggless|plant based) (\w+ )?(mayo|mayonnaise|aioli)\b|\begg free\b|\beggless\b/g,
  },
  nuts: {
    pattern:
      /\b(almonds?|cashews?|pistachios?|walnuts?|hazelnuts?|pecans?|macadamias?|brazil nuts?|pine nuts?|chestnuts?|praline|marzipan|nutella|pesto|badam|kaju|pista|akhrot|chilgoza|nuts?|frangipane|baklava)\b/,
    safe: /\b(nut free|coconut|nutmeg|water chestnuts?|peanuts?|ground ?nuts?)\b/g,
  },
  peanuts: { pattern: /\b(peanuts?|groundnuts?|ground nuts?|satay|moongphali|mungphali)\b/ },
  sesame: {
    pattern: /\b(sesame|tahini|hummus|houmous|til|halva|baba ganoush|zaatar|za atar|gomasio|furikake|hoisin)\b/,
  },
  soy: { pattern: /\b(soy|soya|soybeans?|tofu|edamame|tempeh|miso|tamari|teriyaki|hoisin|gochujang)\b/ },
  fish: {
    pattern:
      /\b(fish|salmon|tuna|cod|anchov(y|ies)|sardines?|tilapia|trout|mackerel|haddock|pomfret|rohu|surmai|machli|machhli|halibut|snapper|hammour|hamour|worcestershire|caesar dressing|bonito|dashi|surimi)\b/,
  },
  shellfish: {
    pattern:
      /\b(prawns?|shrimps?|crabs?|lobsters?|mussels?|clams?|oysters?|scallops?|squid|calamari|octopus|crayfish|jheenga|jhinga|oyster sauce)\b/,
  },
};

/** Land animals and poultry. Dish words like "tikka" or "kebab" are left out: "paneer tikka" exists. */
const MEAT: Rule = {
  pattern:
    /\b(chicken|beef|mutton|lamb|goat|pork|bacon|ham|pepperoni|salami|sausages?|turkey|duck|veal|venison|keema|qeema|mince|minced meat|meat|meatballs?|gosht|murgh|murghi|boti|bone marrow|marrow|shank|steak|brisket|ribs|liver|kaleji|paya|lard|tallow|gelatine?|bone broth)\b/,
  safe: /\b(vegan|plant based|mock|soy|soya|veggie|vegetarian|meat free|meatless|beyond|impossible) (\w+ )?(chicken|beef|meat|mince|sausages?|burger|nuggets?|keema)\b|\bmeat free\b|\bmeatless\b/g,
};

/** Fish and shellfish that only flavour a dish, which does not make it a seafood dish. */
const SEAFOOD_CONDIMENT = /\b(fish sauce|oyster sauce|anchov(y|ies)|worcestershire|caesar dressing|dashi|bonito)\b/;

const ANIMAL_EXTRA: Rule = { pattern: /\b(honey|gelatine?|isinglass|carmine|shellac)\b/ };

const CAFFEINE: Rule = {
  pattern:
    /\b(coffee|espresso|latte|cappuccino|americano|mocha|macchiato|cold brew|tea|chai|matcha|cola|energy drink|guarana|mate|kahwa|qahwa|doodh patti|chocolate|cocoa|nutella|oreos?|brownies?)\b/,
  safe: /\b(chamomile|herbal|peppermint|mint|rooibos|hibiscus|fruit|lemongrass|ginger|decaf|caffeine free) (\w+ )?(tea|chai|coffee)\b|\b(decaf|decaffeinated) (\w+ ){0,2}(espresso|coffee|latte|americano|cappuccino|mocha)\b|\bdecaf\b|\bcaffeine free\b|\bwhite chocolate\b/g,
};

const SWEETENER =
  /\b(sugar|sugar syrup|syrup|maple|honey|jaggery|gur|caramel|molasses|condensed milk|chocolate|cocoa|nutella|jam|ice cream|whipped cream|custard|marshmallows?|candy|sprinkles|rose syrup|rooh afza|halwa|dates)\b/;

/** Sauces made sweet with sugar: what someone who avoids sugar leaves out too, though they sweeten nothing much. */
const SWEET_SAUCE =
  /\b(sweet chil(l)?i|ketchup|hoisin|teriyaki|bbq sauce|barbecue sauce|sweet and sour|honey mustard|peanut (sauce|dressing)|satay sauce)\b/;

/** Drinks that are mostly sugar, whatever their ingredient list says about sweeteners; a squeeze of lime is none. */
const SUGARY: Rule = {
  pattern: /\b(juice|cola|coca cola|lemonade|soft drink|fizzy drink|iced tea|sweet tea|boba|smoothie|sharbat)\b/,
  safe: /\b(lime|lemon) juice\b/g,
};

const FRUIT =
  /\b(mango|banana|strawberr(y|ies)|blueberr(y|ies)|raspberr(y|ies)|berr(y|ies)|apple|pear|peach|pineapple|acai|kiwi|grapes?|orange|papaya|guava|cherr(y|ies)|watermelon|melon|pomegranate|lychee|figs?|dates|raisins?)\b/;

/** Savoury markers; a dish with these is not sweet however much fruit it holds. */
const SAVOURY =
  /\b(onions?|garlic|chil(i|li|lies)|pepper|salt|masala|cumin|meat|chicken|beef|fish|cheese|paneer|lentils?|tomato|vinegar|soy sauce)\b/;

/** Proteins by how much they dominate a dish. */
const PROTEIN_LEAN =
  /\b(chicken breast|grilled chicken|chicken tikka|fish|fillets?|salmon|tuna|prawns?|shrimps?|turkey|egg whites?|tofu|tempeh|seitan|whey)\b/;
const PROTEIN_MEAT =
  /\b(chicken|chicken thigh|beef|mutton|lamb|goat|keema|qeema|mince|steak|kebabs?|boti|shank|meat|eggs?|paneer|halloumi|cottage cheese|greek yogh?urt)\b/;
const PROTEIN_PLANT =
  /\b(lentils?|daal|dal|chickpeas?|chana|beans?|edamame|falafel|hummus|quinoa|peas|soya chunks|cheese|cheddar|mozzarella|parmesan|feta)\b/;

const STARCH =
  /\b(rice|bread|buns?|naans?|parathas?|puris?|pitas?|tortillas?|pasta|spaghetti|penne|fettuccine|linguine|macaroni|noodles?|potato(es)?|fries|flour|dough|crust|oats?|granola)\b/;

/** What "keto" and "low-carb" rule out: staple starches, grains, pulses and sugars. */
const CARBS =
  /\b(wheat|barley|lentils?|daal|dal|chickpeas?|chana|kidney beans|black beans|baked beans|corn|sweetcorn|semolina|quinoa|couscous|bulgur|sweet potato(es)?|taro|tapioca|breadcrumbs|panko|batter|tempura|wrappers?|bao|brioche|toast|bagels?|croissants?|sourdough|baguettes?|hoagies?|udon|soba|ramen|vermicelli|dumplings?|wontons?|pastry|crackers?|sugar|honey|syrup|jaggery|condensed milk|juice|cola|coca cola|soda|lemonade|boba|tapioca pearls|mashed potatoes|hash browns?|chips|croutons?|muffins?|scones?|waffles?|pancakes?|crepes?|falafel|hummus|freekeh|tabbouleh|tabouleh|kibbeh|mujaddara|kunafa|knafeh|baklava|maamoul|dates|ciabatta|focaccia|rotis?|chapatis?|pooris?|kulcha|sheermal|bakarkhani|pav|rusks?|pretzels?|biscuits?|cookies?|cakes?|brownies?|pastries|pizza|lasagn[ae]|gnocchi|risotto|polenta|cereal|muesli|idli|dosa|samosas?|wafers?|cones?|jalebi|crumpets?|ladyfingers?|biscotti|nuggets?|seviyan|falooda)\b/;

const RICH = /\b(cream|butter|ghee|cheese|cheddar|mozzarella|mayo|mayonnaise|aioli|bone marrow|deep fried|fried)\b/;

const CHOCOLATE = /\b(chocolate|cocoa|nutella|brownies?|fudge)\b/;

function holds(ingredient: string, rule: Rule): boolean {
  const text = rule.safe ? ingredient.replace(rule.safe, ' ') : ingredient;
  return rule.pattern.test(text);
}

/**
 * Every word the ingredient patterns name ("pepperoni", "tahini"), so a request that leaves one out is understood
 * even when this menu has none of it.
 */
export const KNOWN_INGREDIENT_WORDS: readonly string[] = [
  ...new Set(
    [
      ...Object.values(ALLERGEN_RULES).map((rule) => rule.pattern),
      MEAT.pattern,
      ANIMAL_EXTRA.pattern,
      CAFFEINE.pattern,
      SWEETENER,
      FRUIT,
      CARBS,
    ].flatMap((pattern) => pattern.source.match(/[a-z]{3,}/g) ?? []),
  ),
];

/** Lowercase, accent-free, hyphens as spaces, so patterns see "gluten free granola" whatever was typed. */
export function normaliseIngredient(ingredient: string): string {
  return ingredient
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-_/]/g, ' ')
    .replace(/['’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface IngredientFacts {
  allergens: Set<Allergen>;
  meat: boolean;
  /** Fish or shellfish as a real part of the dish, not only a sauce. */
  seafood: boolean;
  /** Honey, gelatin and the like: not vegan, though not meat either. */
  otherAnimal: boolean;
  caffeine: boolean;
  sweeteners: number;
  fruits: number;
  savoury: boolean;
  chocolate: boolean;
  /** 3 lean, 2 meat/egg/paneer, 1 plant or cheese, 0 none: the strongest protein present. */
  proteinClass: number;
  starch: boolean;
  /** Staple starches, grains, pulses or sugars: what a low-carb diet leaves out. */
  carbs: boolean;
  richness: number;
}

/** Facts about a whole ingredient list, from normalised ingredient names. */
export function ingredientFacts(ingredients: readonly string[]): IngredientFacts {
  const facts: IngredientFacts = {
    allergens: new Set(),
    meat: false,
    seafood: false,
    otherAnimal: false,
    caffeine: false,
    sweeteners: 0,
    fruits: 0,
    savoury: false,
    chocolate: false,
    proteinClass: 0,
    starch: false,
    carbs: false,
    richness: 0,
  };
  for (const ingredient of ingredients) {
    for (const [allergen, rule] of Object.entries(ALLERGEN_RULES) as [Allergen, Rule][]) {
      if (holds(ingredient, rule)) facts.allergens.add(allergen);
    }
    if (holds(ingredient, MEAT)) facts.meat = true;
    if (ALLERGEN_RULES.fish.pattern.test(ingredient) || ALLERGEN_RULES.shellfish.pattern.test(ingredient)) {
      if (!SEAFOOD_CONDIMENT.test(ingredient)) facts.seafood = true;
    }
    if (holds(ingredient, ANIMAL_EXTRA)) facts.otherAnimal = true;
    if (holds(ingredient, CAFFEINE)) facts.caffeine = true;
    if (SWEETENER.test(ingredient)) facts.sweeteners++;
    if (FRUIT.test(ingredient)) facts.fruits++;
    if (SAVOURY.test(ingredient)) facts.savoury = true;
    if (CHOCOLATE.test(ingredient)) facts.chocolate = true;
    if (STARCH.test(ingredient)) facts.starch = true;
    // A keto diet leaves out the sugar of a sweet sauce too: a ketchup, a teriyaki, a peanut dressing.
    if (STARCH.test(ingredient) || CARBS.test(ingredient) || SWEET_SAUCE.test(ingredient)) facts.carbs = true;
    if (RICH.test(ingredient)) facts.richness++;
    const protein = PROTEIN_LEAN.test(ingredient)
      ? 3
      : PROTEIN_MEAT.test(ingredient)
        ? 2
        : PROTEIN_PLANT.test(ingredient)
          ? 1
          : 0;
    facts.proteinClass = Math.max(facts.proteinClass, protein);
  }
  return facts;
}

/**
 * Words that stand for a group of ingredients when someone excludes them ("no meat", "no caffeine", "no poultry"):
 * the families of `ingredient-families.ts`, and the groups the allergen and property patterns above define.
 */
export const INGREDIENT_GROUPS: Record<string, (ingredient: string) => boolean> = {
  ...Object.fromEntries(
    Object.entries(INGREDIENT_FAMILIES).map(([name, family]) => [name, (i: string) => inFamily(family, i)]),
  ),
  meat: (i) => holds(i, MEAT),
  caffeine: (i) => holds(i, CAFFEINE),
  chocolate: (i) => CHOCOLATE.test(i),
  sugar: (i) => (SWEETENER.test(i) && !/\b(dates|halwa)\b/.test(i)) || holds(i, SUGARY) || SWEET_SAUCE.test(i),
  seafood: (i) => ALLERGEN_RULES.fish.pattern.test(i) || ALLERGEN_RULES.shellfish.pattern.test(i),
};

/** Which allergen group an ingredient belongs to ("cheese" is dairy, "hoisin" soy), if any. */
export function allergenOf(word: string): Allergen | null {
  for (const [allergen, rule] of Object.entries(ALLERGEN_RULES) as [Allergen, Rule][]) {
    if (holds(word, rule)) return allergen;
  }
  return null;
}

/**
 * The words that name an allergen group as a whole. Leaving one out leaves out the group ("no dairy", "no milk",
 * "no sesame"); leaving out one of its members leaves out that member only ("no cheese" keeps the butter chicken,
 * "no hoisin" the bao with soy sauce). Shellfish is named by its members too: "no shrimp" means the prawns as well.
 */
const ALLERGEN_NAMES: Record<Allergen, readonly string[]> = {
  gluten: ['gluten', 'wheat'],
  dairy: ['dairy', 'milk', 'lactose'],
  egg: ['egg', 'eggs'],
  nuts: ['nut', 'nuts', 'tree nut', 'tree nuts'],
  peanuts: ['peanut', 'peanuts', 'groundnut', 'groundnuts'],
  sesame: ['sesame', 'til', 'sesame seeds'],
  soy: ['soy', 'soya', 'soybean', 'soybeans'],
  fish: ['fish'],
  shellfish: ['shellfish', 'crustacean', 'crustaceans', 'prawn', 'prawns', 'shrimp', 'shrimps', 'crab', 'lobster'],
};

/** The allergen group a word names as a whole (see `ALLERGEN_NAMES`), if any. */
export function allergenNamed(word: string): Allergen | null {
  const typed = word.toLowerCase().trim();
  const named = (Object.entries(ALLERGEN_NAMES) as [Allergen, readonly string[]][]).find(([, names]) =>
    names.includes(typed),
  );
  return named?.[0] ?? null;
}
