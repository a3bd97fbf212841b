/**
 * The words of food requests, in English and Roman Urdu, and what each asks for. Phrases are written as people
 * type them; the parser stems them the same way it stems the request, so plurals and verb forms match.
 */
import type { Allergen } from '../../../../shared/constants.ts';
import type { MealTag, Temperature } from '../../../../shared/constants.ts';
import type { Diet } from '../../intent.ts';
import { stem } from '../text.ts';
import { DISH_WORDS, KIND_WORDS, kindNamed } from './dish-kinds.ts';

/** Roman Urdu and spelling variants, rewritten to the English word the rest of the lexicon uses. */
export const SYNONYMS: Record<string, string> = {
  // Roman Urdu food words
  khana: 'food',
  khaana: 'food',
  khane: 'food',
  bhook: 'hungry',
  bhookh: 'hungry',
  bhuk: 'hungry',
  bhukh: 'hungry',
  pyaas: 'thirsty',
  pyas: 'thirsty',
  piyas: 'thirsty',
  meetha: 'sweet',
  meethi: 'sweet',
  meethay: 'sweet',
  mitha: 'sweet',
  mithi: 'sweet',
  mithai: 'dessert',
  teekha: 'spicy',
  teekhi: 'spicy',
  teekhay: 'spicy',
  tikha: 'spicy',
  tikhi: 'spicy',
  masaledar: 'spicy',
  chatpata: 'spicy',
  chatpati: 'spicy',
  mirch: 'chili',
  mirchi: 'chili',
  mirchain: 'chili',
  thanda: 'cold',
  thandi: 'cold',
  thanday: 'cold',
  thande: 'cold',
  garam: 'hot',
  garm: 'hot',
  halka: 'light',
  lite: 'light',
  halki: 'light',
  halkay: 'light',
  bhari: 'heavy',
  bhaari: 'heavy',
  sasta: 'cheap',
  sasti: 'cheap',
  sastay: 'cheap',
  saste: 'cheap',
  mehenga: 'expensive',
  mehnga: 'expensive',
  mehngi: 'expensive',
  nashta: 'breakfast',
  nashtay: 'breakfast',
  nashte: 'breakfast',
  subah: 'morning',
  dopahar: 'lunch',
  dopehar: 'lunch',
  raat: 'night',
  shaam: 'evening',
  sham: 'evening',
  gosht: 'meat',
  murgh: 'chicken',
  murghi: 'chicken',
  murgi: 'chicken',
  machli: 'fish',
  machhli: 'fish',
  jheenga: 'prawn',
  jhinga: 'prawn',
  sabzi: 'vegetable',
  sabzee: 'vegetable',
  sabziyan: 'vegetable',
  dal: 'daal',
  chawal: 'rice',
  chawel: 'rice',
  anda: 'egg',
  anday: 'egg',
  ande: 'egg',
  doodh: 'milk',
  dudh: 'milk',
  gandum: 'wheat',
  gehun: 'wheat',
  dahi: 'yogurt',
  makhan: 'butter',
  sharab: 'alcohol',
  sharaab: 'alcohol',
  pyaz: 'onion',
  piyaz: 'onion',
  lehsan: 'garlic',
  lehsun: 'garlic',
  adrak: 'ginger',
  tamatar: 'tomato',
  aloo: 'potato',
  pudina: 'mint',
  dhania: 'coriander',
  sarson: 'mustard',
  palak: 'spinach',
  matar: 'peas',
  chana: 'chickpeas',
  cholay: 'chickpeas',
  chholay: 'chickpeas',
  badam: 'almond',
  kaju: 'cashew',
  pista: 'pistachio',
  akhrot: 'walnut',
  moongphali: 'peanut',
  cheeni: 'sugar',
  shehad: 'honey',
  kheera: 'cucumber',
  nimbu: 'lemon',
  aam: 'mango',
  kela: 'banana',
  phal: 'fruit',
  roti: 'bread',
  chai: 'tea',
  bina: 'without',
  baghair: 'without',
  bagair: 'without',
  zyada: 'more',
  ziada: 'more',
  zyaada: 'more',
  kam: 'less',
  thora: 'little',
  thoda: 'little',
  thori: 'little',
  bohat: 'very',
  bohot: 'very',
  bahut: 'very',
  boht: 'very',
  bht: 'very',
  bilkul: 'very',
  sirf: 'only',
  aur: 'and',
  ya: 'or',
  chahiye: 'want',
  chahye: 'want',
  chaiye: 'want',
  chahiay: 'want',
  chahta: 'want',
  chahti: 'want',
  // spellings
  desert: 'dessert',
  deserts: 'dessert',
  diary: 'dairy',
  yoghurt: 'yogurt',
  yoghourt: 'yogurt',
  chilli: 'chili',
  chillies: 'chili',
  chilies: 'chili',
  chile: 'chili',
  veggie: 'vegetarian',
  veggies: 'vegetable',
  vegetarian: 'vegetarian',
  vegie: 'vegetarian',
  coeliac: 'celiac',
  // "tali hui cheez nahi": nothing fried.
  tali: 'fried',
  tala: 'fried',
  talay: 'fried',
  tlay: 'fried',
  savory: 'savoury',
  flavor: 'flavour',
  nonveg: 'meat',
  brekkie: 'breakfast',
  bevs: 'drink',
  preggo: 'pregnant',
  baarish: 'barish',
  preggers: 'pregnant',
  // Roman Urdu "to drink": "kuch thanda peene ko", "pila do"
  peena: 'drink',
  peene: 'drink',
  peeney: 'drink',
  piyo: 'drink',
  pila: 'drink',
  pls: 'please',
  plz: 'please',
  u: 'you',
  ur: 'your',
  r: 'are',
  n: 'and',
  nd: 'and',
  w: 'with',
  kinda: 'little',
  smth: 'something',
  sth: 'something',
  sumthing: 'something',
  gonna: 'going',
  // short typos of the words that carry an exclusion, too short for typo correction
  wiht: 'with',
  whit: 'with',
  wth: 'with',
  witout: 'without',
  wihtout: 'without',
  withuot: 'without',
  wthout: 'without',
  whithout: 'without',
  tonite: 'tonight',
  '2nite': 'tonight',
  im: 'i',
  wanna: 'want',
  gimme: 'give',
};

/** Food emoji read as the word they picture ("🍕🍕?" asks for pizza). Feelings stay emoji for the mood. */
export const FOOD_EMOJI: Record<string, string> = {
  '🍕': 'pizza',
  '🍔': 'burger',
  '🍟': 'fries',
  '🌭': 'hotdog',
  '🥪': 'sandwich',
  '🌯': 'wrap',
  '🌮': 'taco',
  '🥗': 'salad',
  '🍜': 'noodles',
  '🍝': 'pasta',
  '🍲': 'soup',
  '🍛': 'curry',
  '🍚': 'rice',
  '🍣': 'sushi',
  '🥟': 'dumpling',
  '🍗': 'chicken',
  '🍖': 'meat',
  '🥩': 'steak',
  '🐟': 'fish',
  '🦐': 'prawn',
  '🥚': 'egg',
  '🧀': 'cheese',
  '🥞': 'pancakes',
  '🍰': 'cake',
  '🎂': 'cake',
  '🍫': 'chocolate',
  '🍦': 'ice cream',
  '🍨': 'ice cream',
  '🍩': 'donut',
  '🍪': 'cookie',
  '☕': 'coffee',
  '🍵': 'tea',
  '🧋': 'bubble tea',
  '🥤': 'drink',
  '🥛': 'milk',
  '🍋': 'lemon',
  '🥭': 'mango',
  '🍓': 'strawberry',
  '🥑': 'avocado',
  '🍄': 'mushroom',
};

export type Signal =
  | { kind: 'diet'; diet: Diet }
  | { kind: 'meal'; meal: MealTag }
  /** `implied` when said of the weather or an illness: what the customer asks for outright wins over it. */
  | { kind: 'temperature'; temperature: Temperature; implied?: true }
  | { kind: 'weight'; weight: 'light' | 'heavy' }
  | { kind: 'spice'; min?: number; max?: number }
  | { kind: 'sweet'; sweet: boolean }
  | { kind: 'category'; category: string }
  | { kind: 'cheap' }
  | { kind: 'protein' }
  | { kind: 'lowCarb' }
  | { kind: 'caffeine' }
  | { kind: 'avoid'; allergens?: Allergen[]; ingredients?: string[]; allergy?: true }
  | { kind: 'keyword'; keyword: string };

const spice = (min?: number, max?: number): Signal => ({ kind: 'spice', min, max });
const meal = (m: MealTag): Signal => ({ kind: 'meal', meal: m });
const temp = (t: Temperature): Signal => ({ kind: 'temperature', temperature: t });
const weather = (t: Temperature): Signal => ({ kind: 'temperature', temperature: t, implied: true });
const weight = (w: 'light' | 'heavy'): Signal => ({ kind: 'weight', weight: w });
const category = (c: string): Signal => ({ kind: 'category', category: c });
const keyword = (k: string): Signal => ({ kind: 'keyword', keyword: k });
const diet = (d: Diet): Signal => ({ kind: 'diet', diet: d });

/** Phrases that ask for something by themselves. The longest match wins ("hot day" before "hot"). */
export const PHRASES: [string, Signal[]][] = [
  // diet
  ['vegan', [diet('vegan')]],
  ['plant based', [diet('vegan')]],
  ['fully plant based', [diet('vegan')]],
  ['no animal product', [diet('vegan')]],
  ['vegetarian', [diet('vegetarian')]],
  ['veg', [diet('vegetarian')]],
  ['meatless', [diet('vegetarian')]],
  ['meat free', [diet('vegetarian')]],
  ['non veg', [diet('meat')]],
  ['meat', [diet('meat')]],
  ['meaty', [diet('meat')]],
  ['carnivore', [diet('meat')]],
  ['seafood', [diet('seafood')]],
  ['sea food', [diet('seafood')]],
  // A pescatarian leaves out meat and is glad of the fish: a lean, not a wish every dish must meet.
  ['pescatarian', [{ kind: 'avoid', ingredients: ['meat'] }, keyword('seafood')]],
  ['pescetarian', [{ kind: 'avoid', ingredients: ['meat'] }, keyword('seafood')]],
  ['calorie bomb', [weight('heavy'), keyword('filling')]],
  ['most calories', [weight('heavy'), keyword('filling')]],
  ['keto', [{ kind: 'lowCarb' }]],
  ['low carb', [{ kind: 'lowCarb' }]],
  ['low carbs', [{ kind: 'lowCarb' }]],
  ['carb free', [{ kind: 'lowCarb' }]],
  ['no carb', [{ kind: 'lowCarb' }]],
  ['no carbs', [{ kind: 'lowCarb' }]],
  ['zero carb', [{ kind: 'lowCarb' }]],
  ['cutting carbs', [{ kind: 'lowCarb' }]],
  ['atkins', [{ kind: 'lowCarb' }]],
  // allergies that need no "no"
  ['celiac', [{ kind: 'avoid', allergens: ['gluten'], allergy: true }]],
  ['diabetic', [{ kind: 'avoid', ingredients: ['sugar'] }]],
  // Jain food: vegetarian without eggs, honey, or anything grown underground
  [
    'jain',
    [
      diet('vegetarian'),
      { kind: 'avoid', allergens: ['egg'], ingredients: ['root vegetable', 'onion', 'garlic', 'ginger', 'honey'] },
    ],
  ],
  ['diabetes', [{ kind: 'avoid', ingredients: ['sugar'] }]],
  // "sugar ka mareez hun": diabetic.
  ...['sugar ka mareez', 'sugar ki mareez', 'sugar ke mareez', 'sugar ki bimari', 'sugar patient'].map(
    (phrase): [string, Signal[]] => [phrase, [{ kind: 'avoid', ingredients: ['sugar'] }]],
  ),
  // "I don't eat anything that had a face": no meat, poultry or fish.
  ...['anything that had a face', 'anything with a face', 'nothing with a face', 'nothing that had a face'].map(
    (phrase): [string, Signal[]] => [phrase, [diet('vegetarian')]],
  ),
  // "halal only", "halal hona chahiye", "is everything halal?": no pork and no alcohol, in any form.
  ['halal', [{ kind: 'avoid', ingredients: ['pork', 'alcohol'] }]],
  // "non halal is fine", "halal nahi chahiye" (as read: "want"), "doesn't need to be halal": no such limit.
  ...[
    ...['non halal', 'not halal', 'halal nahi want', 'halal zaroori nahi', 'halal not needed', 'halal not required'],
    ...[
      'not need to be halal',
      'not have to be halal',
      'not care about halal',
      'not mind non halal',
      'no need for halal',
    ],
    ...['not need halal', 'not care if halal', 'not care if it is halal', 'halal does not matter'],
    ...['halal nhi want', 'halal nai want', 'halal ki koi parwah nahi', 'halal ki parwah nahi', 'no need to be halal'],
  ].map((phrase): [string, Signal[]] => [phrase, []]),
  ['decaf', [{ kind: 'avoid', ingredients: ['caffeine'] }]],
  ['eggless', [{ kind: 'avoid', allergens: ['egg'] }]],
  ['pregnant', [{ kind: 'avoid', ingredients: ['raw fish', 'raw egg', 'alcohol'] }]],
  ['pregnancy', [{ kind: 'avoid', ingredients: ['raw fish', 'raw egg', 'alcohol'] }]],
  ['expecting a baby', [{ kind: 'avoid', ingredients: ['raw fish', 'raw egg', 'alcohol'] }]],
  // meal times
  ['breakfast', [meal('breakfast')]],
  ['brunch', [meal('breakfast')]],
  ['morning', [meal('breakfast')]],
  ['sehri', [meal('breakfast')]],
  ['lunch', [meal('lunch')]],
  ['noon', [meal('lunch')]],
  ['midday', [meal('lunch')]],
  ['afternoon', [meal('lunch')]],
  ['lunch break', [meal('lunch')]],
  ['tiffin', [meal('lunch')]],
  ['dinner', [meal('dinner')]],
  ['supper', [meal('dinner')]],
  ['tonight', [meal('dinner')]],
  ['evening', [meal('dinner')]],
  ['night', [meal('dinner')]],
  ['late night', [meal('dinner')]],
  ['iftar', [meal('dinner')]],
  ['night food', [meal('dinner')]],
  ['lunch food', [meal('lunch')]],
  // temperature, and weather that asks for the opposite
  ['hot', [temp('hot')]],
  ['warm', [temp('hot')]],
  ['warming', [temp('hot')]],
  ['steaming', [temp('hot')]],
  ['piping hot', [temp('hot')]],
  ['hot hot', [temp('hot')]],
  ['warm me up', [temp('hot')]],
  ['winter', [weather('hot')]],
  ['sardi', [weather('hot')]],
  ['cold day', [weather('hot')]],
  ['cold weather', [weather('hot')]],
  ['cold outside', [weather('hot')]],
  ['freezing outside', [weather('hot')]],
  ['rainy', [weather('hot')]],
  ['raining', [weather('hot')]],
  ['barish', [weather('hot')]],
  ['cold', [temp('cold')]],
  // Food that survives going cold is no wish for cold food.
  ...['gone cold', 'gone a bit cold', 'goes cold', 'gets cold', 'even cold', 'when cold'].map(
    (phrase): [string, Signal[]] => [phrase, []],
  ),
  // feeling unwell asks for something warm and gentle, whatever the word
  ['bad cold', [weather('hot'), keyword('bland')]],
  ['caught a cold', [weather('hot'), keyword('bland')]],
  ['got a cold', [weather('hot'), keyword('bland')]],
  ['down with a cold', [weather('hot'), keyword('bland')]],
  ['sore throat', [weather('hot'), keyword('bland')]],
  ...['n a cold', 'and a cold', 'have a cold', 'with a cold', 'head cold', 'common cold'].map(
    (phrase): [string, Signal[]] => [phrase, [weather('hot'), keyword('bland')]],
  ),
  ['flu', [weather('hot'), keyword('bland')]],
  ['fever', [weather('hot'), keyword('bland')]],
  ['cough', [weather('hot'), keyword('bland')]],
  ['sick', [keyword('bland')]],
  ['unwell', [keyword('bland')]],
  ['upset stomach', [keyword('bland')]],
  ...['nauseous', 'queasy', 'stomach feels off', 'stomach is off', 'stomach doing flips', 'stomach is upset'].map(
    (phrase): [string, Signal[]] => [phrase, [keyword('bland'), weight('light')]],
  ),
  ['stomach ache', [keyword('bland')]],
  ...[
    'morning sickness',
    'pet kharab',
    'pait kharab',
    'pet kharaab',
    'tummy upset',
    'stomach upset',
    'upset tummy',
  ].map((phrase): [string, Signal[]] => [phrase, [keyword('bland'), weight('light')]]),
  // "since this morning" says when, not what to eat
  ['subah se', []],
  ...[
    'kal raat se',
    'raat se',
    'light chali gayi',
    'light bhi chali gayi',
    'light gayi',
    'load shedding',
    'loadshedding',
  ].map((phrase): [string, Signal[]] => [phrase, []]),
  // hot with a spice word is the heat of chilli, not of the plate
  ...['hot n fiery', 'hot and fiery', 'hot and spicy', 'hot n spicy'].map((phrase): [string, Signal[]] => [
    phrase,
    [spice(2)],
  ]),
  ...['keep me going', 'hours of sleep', 'hrs of sleep', 'hour of sleep'].map((phrase): [string, Signal[]] => [
    phrase,
    [{ kind: 'caffeine' }],
  ]),
  // a heart kept healthy: light and lean
  ...['low fat', 'low salt', 'low sodium', 'heart patient', 'heart condition', 'cholesterol', 'blood pressure'].map(
    (phrase): [string, Signal[]] => [phrase, [weight('light'), keyword('healthy')]],
  ),
  ...['upset my stomach', 'settle my stomach', 'easy on my stomach', 'easy on the stomach'].map(
    (phrase): [string, Signal[]] => [phrase, [keyword('bland'), weight('light')]],
  ),
  ['chilled', [temp('cold')]],
  ['iced', [temp('cold')]],
  ['icy', [temp('cold')]],
  ['ice cold', [temp('cold')]],
  ['cool', [temp('cold')]],
  ['cooling', [temp('cold')]],
  ['cool down', [temp('cold')]],
  ['frozen', [temp('cold')]],
  ['hot day', [weather('cold')]],
  ['hot weather', [weather('cold')]],
  ['hot outside', [weather('cold')]],
  ['so hot', [weather('cold')]],
  ['too hot', [weather('cold')]],
  ['garmi', [weather('cold')]],
  ['summer', [weather('cold')]],
  ['heatwave', [weather('cold')]],
  ['this heat', [weather('cold')]],
  ['beat the heat', [weather('cold')]],
  ['heat outside', [weather('cold')]],
  ['heat wave', [weather('cold')]],
  ['scorching', [weather('cold')]],
  // light or heavy
  ['light', [weight('light')]],
  ['lighter', [weight('light')]],
  ['small', [weight('light')]],
  ['low calorie', [weight('light')]],
  ['low cal', [weight('light')]],
  ['few calorie', [weight('light')]],
  ['diet', [weight('light')]],
  ['dieting', [weight('light')]],
  ['calorie conscious', [weight('light')]],
  ['not very hungry', [weight('light')]],
  ['not hungry', [weight('light')]],
  ['not that hungry', [weight('light')]],
  ['not too hungry', [weight('light')]],
  ['heavy', [weight('heavy')]],
  ['filling', [keyword('filling')]],
  ['hearty', [keyword('filling')]],
  ['hungry', [keyword('filling')]],
  ['feed me', [keyword('filling')]],
  ['pait bhar', [keyword('filling')]],
  ['pet bhar', [keyword('filling')]],
  ['pait bhar jaye', [keyword('filling')]],
  ['pet bharna', [keyword('filling')]],
  ['pait bharna', [keyword('filling')]],
  ['substantial', [keyword('filling')]],
  ['satisfying', [keyword('filling')]],
  ['very hungry', [weight('heavy')]],
  ['starving', [weight('heavy')]],
  ['famished', [weight('heavy')]],
  ['something big', [weight('heavy')]],
  ['big meal', [weight('heavy')]],
  ['big portion', [weight('heavy')]],
  ['big appetite', [weight('heavy')]],
  ['large portion', [weight('heavy')]],
  ['something large', [weight('heavy')]],
  ['barely eat', [weight('light')]],
  ['hardly eat', [weight('light')]],
  ['not hungry', [weight('light')]],
  ['not very hungry', [weight('light')]],
  ['not that hungry', [weight('light')]],
  ['no appetite', [weight('light')]],
  ['small appetite', [weight('light')]],
  ['lost my appetite', [weight('light')]],
  ['can not eat much', [weight('light')]],
  ['can not really eat much', [weight('light')]],
  ['can not really eat', [weight('light')]],
  ['huge', [weight('heavy')]],
  ['full meal', [weight('heavy')]],
  ['proper meal', [weight('heavy'), category('main')]],
  ['feast', [weight('heavy')]],
  ['high calorie', [weight('heavy')]],
  ['to bulk', [{ kind: 'protein' }, keyword('filling')]],
  ...['bulking', 'bulking season', 'max calories', 'maximum calories'].map((phrase): [string, Signal[]] => [
    phrase,
    [weight('heavy'), keyword('filling')],
  ]),
  ...['big order', 'bara order', 'bada order'].map((phrase): [string, Signal[]] => [
    phrase,
    [weight('heavy'), keyword('share')],
  ]),
  ['bulking up', [{ kind: 'protein' }, keyword('filling')]],
  // protein
  ['protein', [{ kind: 'protein' }]],
  ['high protein', [{ kind: 'protein' }]],
  ['protein rich', [{ kind: 'protein' }]],
  ['high in protein', [{ kind: 'protein' }]],
  ['rich in protein', [{ kind: 'protein' }]],
  ['lots of protein', [{ kind: 'protein' }]],
  ['more protein', [{ kind: 'protein' }]],
  ['protein packed', [{ kind: 'protein' }]],
  ['gym', [{ kind: 'protein' }]],
  ['workout', [{ kind: 'protein' }]],
  ['work out', [{ kind: 'protein' }]],
  ['post workout', [{ kind: 'protein' }]],
  ['leg day', [{ kind: 'protein' }]],
  ['muscle', [{ kind: 'protein' }]],
  ['gains', [{ kind: 'protein' }]],
  ['lifting', [{ kind: 'protein' }]],
  // spice
  ['spicy', [spice(2)]],
  ['spice', [spice(2)]],
  ['chili', [spice(2)]],
  ['hot and spicy', [spice(2)]],
  ['fiery', [spice(2)]],
  ['that burns', [spice(3)]],
  ['burn my mouth', [spice(3)]],
  // "fire", never "fired": a lost job is no wish for heat.
  ['=fire', [spice(2)]],
  ['heat', [spice(2)]],
  ['kick', [spice(2)]],
  ['🌶', [spice(2)]],
  ['🔥', [spice(2)]],
  ['🌶 🌶', [spice(3)]],
  ['🔥 🔥', [spice(3)]],
  ['spiciest', [spice(3)]],
  ['hottest', [spice(3)]],
  ['spicier', [spice(3)]],
  ['very spicy', [spice(3)]],
  ['extra spicy', [spice(3)]],
  ['super spicy', [spice(3)]],
  ['really spicy', [spice(3)]],
  ['extremely spicy', [spice(3)]],
  ['insanely spicy', [spice(3)]],
  ['more spicy', [spice(3)]],
  ['more chili', [spice(3)]],
  ['extra hot', [spice(3)]],
  ['mouth on fire', [spice(3)]],
  ['set my mouth on fire', [spice(3)]],
  ['max spice', [spice(3)]],
  ['maximum spice', [spice(3)]],
  ['as spicy as possible', [spice(3)]],
  ['little spicy', [spice(1, 2)]],
  ['a little spicy', [spice(1, 2)]],
  ['bit spicy', [spice(1, 2)]],
  ['a bit spicy', [spice(1, 2)]],
  ['slightly spicy', [spice(1, 2)]],
  ['mildly spicy', [spice(1, 2)]],
  // "Lightly spicy", "light spicy", "halka (sa) spicy", "lite spicy" (one phrase to the stemmer): a mild heat, no more.
  ['lightly spicy', [spice(1, 1)]],
  ['lightly spiced', [spice(1, 1)]],
  ['light sa spicy', [spice(1, 1)]],
  ['light si spicy', [spice(1, 1)]],
  ['medium spicy', [spice(1, 2)]],
  ['medium spice', [spice(1, 2)]],
  ['medium heat', [spice(1, 2)]],
  // "medium max", "medium tak", "medium se zyada (spicy) nahi": a ceiling at medium.
  ...[
    ...['medium max', 'max medium', 'medium at most', 'at most medium', 'up to medium', 'medium tak'],
    // Written as the parser reads them: "zyada" is "more", "teekha" "spicy", "kam" "less", "mirch" "chili".
    ...['medium se more nahi', 'medium se more spicy nahi'],
  ].map((phrase): [string, Signal[]] => [phrase, [spice(undefined, 2)]]),
  // "teekha kam se kam", "spice kam se kam rakhna": as little heat as there is.
  ...['spicy less se less', 'spice less se less', 'chili less se less', 'spice level less se less'].map(
    (phrase): [string, Signal[]] => [phrase, [spice(undefined, 1)]],
  ),
  ['some heat', [spice(1, 2)]],
  ['some spice', [spice(1, 2)]],
  ['a little heat', [spice(1, 2)]],
  ['mild', [spice(undefined, 1)]],
  ['mildly', [spice(undefined, 1)]],
  ['less spicy', [spice(undefined, 1)]],
  // "kam oil", "low oil": nothing fried.
  ...['less oil', 'low oil', 'less oily', 'oil free', 'light on oil'].map((phrase): [string, Signal[]] => [
    phrase,
    [{ kind: 'avoid', ingredients: ['fried'] }],
  ]),
  ['less spice', [spice(undefined, 1)]],
  ['less chili', [spice(undefined, 1)]],
  ['chili less', [spice(undefined, 1)]],
  // "mirch halki", "halki mirch": the chili kept light.
  ['chili light', [spice(undefined, 1)]],
  ['light chili', [spice(undefined, 1)]],
  ['low spice', [spice(undefined, 1)]],
  ['little spice', [spice(undefined, 1)]],
  ['light on spice', [spice(undefined, 1)]],
  ['bland', [spice(undefined, 1), keyword('bland')]],
  ['plain', [spice(undefined, 1), keyword('bland')]],
  ['non spicy', [spice(undefined, 0)]],
  ['mildest', [spice(undefined, 0)]],
  ['least spicy', [spice(undefined, 0)]],
  ['zero spice', [spice(undefined, 0)]],
  // "mirch zero", "spice none", "teekha 0": the amount said after the heat ("spicy, zero sugar" is no such amount).
  ...['chili', 'spice', 'heat'].flatMap((heat) =>
    ['zero', '0', 'none', 'level zero', 'level 0'].map((none): [string, Signal[]] => [
      `${heat} ${none}`,
      [spice(undefined, 0)],
    ]),
  ),
  ...['spicy 0', 'spicy none', 'spicy level zero', 'spicy level 0'].map((none): [string, Signal[]] => [
    none,
    [spice(undefined, 0)],
  ]),
  // sweet or savoury
  ['sweet', [{ kind: 'sweet', sweet: true }]],
  ['sweet tooth', [{ kind: 'sweet', sweet: true }]],
  ['sugary', [{ kind: 'sweet', sweet: true }]],
  ['sugar craving', [{ kind: 'sweet', sweet: true }]],
  ['need sugar', [{ kind: 'sweet', sweet: true }]],
  ['sugar rush', [{ kind: 'sweet', sweet: true }]],
  ['lot of sugar', [{ kind: 'sweet', sweet: true }]],
  ['sweet potato', [keyword('sweet potato')]],
  ['sweet corn', [keyword('corn')]],
  ['savoury', [{ kind: 'sweet', sweet: false }]],
  ['salty', [{ kind: 'sweet', sweet: false }]],
  ['namkeen', [{ kind: 'sweet', sweet: false }]],
  // kinds of dish
  ['dessert', [category('dessert'), { kind: 'sweet', sweet: true }]],
  ['sweet dish', [category('dessert'), { kind: 'sweet', sweet: true }]],
  ['drink', [category('drink')]],
  ['beverage', [category('drink')]],
  ['something to drink', [category('drink')]],
  ['thirsty', [category('drink')]],
  ['sip', [category('drink'), category('soup')]],
  ['sipping', [category('drink'), category('soup')]],
  ['to sip', [category('drink'), category('soup')]],
  // Not "main" alone, which in Roman Urdu is "I" or "in": the tokenizer makes "a main" "a mains".
  ['=mains', [category('main')]],
  ['main course', [category('main')]],
  ['no food', [category('drink')]],
  ['just drinks', [category('drink')]],
  ['just a drink', [category('drink')]],
  ['only drinks', [category('drink')]],
  ['only a drink', [category('drink')]],
  ['drinks only', [category('drink')]],
  ['main dish', [category('main')]],
  ['entree', [category('main')]],
  ['meal', [keyword('meal')]],
  ['food', [category('food')]],
  ['eat', [category('food')]],
  ['something to eat', [category('food')]],
  ['dish', [category('food')]],
  ['side', [category('side')]],
  ['side dish', [category('side')]],
  ['starter', [category('side')]],
  ['appetizer', [category('side')]],
  ['appetiser', [category('side')]],
  ['snack', [category('snack')]],
  ['snacky', [category('snack')]],
  ['munchies', [category('snack')]],
  ['tea time', [category('snack')]],
  ['nibble', [category('snack')]],
  ['light bite', [category('snack'), weight('light')]],
  ['soup', [category('soup')]],
  ['shorba', [category('soup')]],
  ['yakhni', [category('soup')]],
  ['salad', [category('salad')]],
  ['desi', [category('desi')]],
  ['pakistani', [category('desi')]],
  ['indian', [category('desi')]],
  ['home food', [keyword('desi'), keyword('comfort')]],
  ['ghar ka food', [keyword('desi'), keyword('comfort')]],
  ['home cooked', [keyword('desi'), keyword('comfort')]],
  ['like home', [keyword('desi'), keyword('comfort')]],
  ['taste of home', [keyword('desi'), keyword('comfort')]],
  ['pizza', [category('pizza')]],
  ['burger', [category('burger')]],
  ['pasta', [category('pasta')]],
  ['wrap', [category('wrap')]],
  ['roll', [category('wrap')]],
  ['sandwich', [category('sandwich')]],
  ['bbq', [category('bbq')]],
  ['barbecue', [category('bbq')]],
  ['bowl', [category('bowl')]],
  // money
  ['cheap', [{ kind: 'cheap' }]],
  ['cheapest', [{ kind: 'cheap' }]],
  ['budget', [{ kind: 'cheap' }]],
  ['on a budget', [{ kind: 'cheap' }]],
  ['tight budget', [{ kind: 'cheap' }]],
  ['low budget', [{ kind: 'cheap' }]],
  ['affordable', [{ kind: 'cheap' }]],
  ['inexpensive', [{ kind: 'cheap' }]],
  ['economical', [{ kind: 'cheap' }]],
  ['pocket friendly', [{ kind: 'cheap' }]],
  ['value for money', [{ kind: 'cheap' }]],
  ['am broke', [{ kind: 'cheap' }]],
  ['so broke', [{ kind: 'cheap' }]],
  ['i m broke', [{ kind: 'cheap' }]],
  ['broke student', [{ kind: 'cheap' }]],
  ['less money', [{ kind: 'cheap' }]],
  ['less paisa', [{ kind: 'cheap' }]],
  ['less paise', [{ kind: 'cheap' }]],
  // who and how, kept as soft words
  ['kid', [keyword('kid')]],
  ['kids', [keyword('kid')]],
  ['child', [keyword('kid')]],
  ['children', [keyword('kid')]],
  ['toddler', [keyword('kid')]],
  ['son', [keyword('kid')]],
  ['daughter', [keyword('kid')]],
  ['bacha', [keyword('kid')]],
  ['bachay', [keyword('kid')]],
  ['bachon', [keyword('kid')]],
  ['bachche', [keyword('kid')]],
  ['crunchy', [keyword('crunchy')]],
  // Wanted, not left out: "something greasy", "cheat day"
  ...[
    'something greasy',
    'greasy food',
    'greasy breakfast',
    'need greasy',
    'want greasy',
    'craving greasy',
    'junk food',
    'cheat day',
    'cheat meal',
  ].map((phrase): [string, Signal[]] => [phrase, [keyword('crunchy'), weight('heavy')]]),
  ['crunch', [keyword('crunchy')]],
  ['crispy', [keyword('crunchy')]],
  ['crisp', [keyword('crunchy')]],
  ['kurkura', [keyword('crunchy')]],
  ['comfort', [keyword('comfort')]],
  ['comfort food', [keyword('comfort')]],
  ['comforting', [keyword('comfort')]],
  ['fresh', [keyword('fresh')]],
  ['refreshing', [keyword('fresh')]],
  ['clean', [keyword('fresh')]],
  ['healthy', [keyword('healthy')]],
  ['wholesome', [keyword('healthy')]],
  ['nutritious', [keyword('healthy')]],
  ['coffee', [keyword('coffee')]],
  ['caffeine', [{ kind: 'caffeine' }]],
  ['caffeinated', [{ kind: 'caffeine' }]],
  ['energy boost', [{ kind: 'caffeine' }]],
  ['keep me awake', [{ kind: 'caffeine' }]],
  ['keeps me awake', [{ kind: 'caffeine' }]],
  ['stay awake', [{ kind: 'caffeine' }]],
  ['strong coffee', [{ kind: 'caffeine' }, keyword('coffee')]],
  ['all nighter', [{ kind: 'caffeine' }]],
  ...['barely slept', 'hardly slept', 'no sleep', 'did not sleep', 'zero sleep', 'wake me up', 'need to wake up'].map(
    (phrase): [string, Signal[]] => [phrase, [{ kind: 'caffeine' }]],
  ),
  ['tea', [keyword('tea')]],
  ['calming', [keyword('calm')]],
  ['soothing', [keyword('calm')]],
  ['share', [keyword('share')]],
  ['date night', [keyword('share')]],
  ['first date', [keyword('share')]],
  ['on a date', [keyword('share')]],
  ['romantic', [keyword('share')]],
  ['sharing', [keyword('share')]],
  ['friends', [keyword('share')]],
  ['family', [keyword('share')]],
  ['party', [keyword('share')]],
  ['spread', [keyword('share')]],
  ['hosting', [keyword('share')]],
];

/**
 * Words after which the next word is always something to leave out, known or not ("no X", "allergic to X"): a word
 * the engine does not know is left out by resemblance and named in the answer.
 */
/**
 * Words that make what they name an allergy or an intolerance, said before it ("allergic to") or after it ("nut
 * allergy", "nuts se reaction hota hai"): an allergy to cashews is one to every tree nut, and what many versions of a
 * dish hold is left out for it too. They are avoid words like the others, and the parser marks the allergy.
 */
export const ALLERGY_BEFORE = [
  // "can't digest milk", "unable to digest lactose".
  ...['can not digest', 'unable to digest'],
  ...['allergic to', 'allergy to', 'allergic of', 'intolerant to', 'sensitive to', 'anaphylactic to'],
  ...['reacts to', 'react to'],
  // "allergic with nuts", "allergic 2 nuts", "allergy from eggs".
  ...['allergic with', 'allergic 2', 'allergy from', 'allergic from'],
];
/** Who a "se" phrase is said of, between "se" and the rest: "mayo se mujhe nafrat hai", "anday se hamein allergy". */
const SAID_OF = ['mujhe', 'mujhay', 'muje', 'mujhko', 'hamein', 'humein', 'hume'];
const withWhoSaid = (phrases: readonly string[]) => [
  ...phrases,
  ...phrases
    .filter((phrase) => phrase.startsWith('se '))
    .flatMap((phrase) => SAID_OF.map((who) => `se ${who} ${phrase.slice(3)}`)),
];

export const ALLERGY_AFTER = withWhoSaid([
  ...['allergy', 'allergies', 'allergic', 'intolerant', 'intolerance', 'sensitivity', 'sensitive'],
  // "nuts se allergy hai", "nuts ki allergy hai", "mujhe dairy ki allergy", "coconut se bhi allergy hai".
  ...['se', 'ki', 'se bhi', 'ki bhi'].flatMap((of) => [`${of} allergy`, `${of} allergies`, `${of} allergic`]),
  // "gluten se problem hai", "lehsan aur pyaz dono se masla hai", "nuts se reaction hota hai": trouble with it.
  ...['se problem', 'se masla', 'se takleef', 'se reaction'],
  // "lactose issue hai", "gluten ka issue hai", "dairy ki problem hai".
  ...['issue', 'issues', 'se issue', 'ka issue', 'ki issue', 'ka masla', 'ki problem', 'ka problem'],
  // "anday se khujli hoti hai", "shrimp gives me hives": an allergy by its signs.
  ...['se khujli', 'se kharish', 'se rash', 'se itching', 'se sojan', 'se daane'],
  ...['gives me hives', 'gives me a rash', 'gives me rashes', 'makes me itchy', 'makes my throat itchy'],
  ...['makes my throat swell', 'makes my lips swell', 'makes me break out'],
  // "doodh hazam nahi hota", "dairy digest nahi hoti": not digested, an intolerance.
  ...['hazam nahi', 'hazam nahin', 'hazam nai', 'digest nahi', 'digest nahin', 'digest nai'],
]);

/** Roman Urdu's plain "not", said after what it denies: "mirch nahi", "800 se upar nahi". */
export const ROMAN_URDU_NOT = ['nahi', 'nahin', 'nhi', 'nai', 'mat'];

/**
 * What people leave out almost only because they are allergic to it: "no nuts", "sesame nahi" is read as an
 * allergy without the word. Dairy, egg and gluten are also left out for a diet, and stay a plain "no" without it.
 */
export const ALLERGY_WHENEVER_LEFT_OUT: readonly Allergen[] = ['nuts', 'peanuts', 'shellfish', 'sesame'];

export const FIRM_AVOID_BEFORE = [
  'no',
  'without',
  'avoid',
  'skip',
  'hold',
  'minus',
  'except',
  'free of',
  ...ALLERGY_BEFORE,
  'hate',
  'cries at',
  'cry at',
  'staying off',
  'stay off',
  // "i'm off dairy": not "30% off pizza".
  'i m off',
  'i off',
  'i am off',
  'we are off',
  'stay away from',
  'staying away from',
  'keep away from',
  'cutting out',
  'cut out',
  'giving up',
  'gave up',
  'quitting',
  'quit',
  'neither',
  'na hi',
];

/**
 * Words after which what follows is not wanted. Beyond the firm ones, these often stand before words that are no
 * food ("not sure", "nothing fancy"), so only what the engine knows is left out after them.
 */
export const AVOID_BEFORE = [
  ...FIRM_AVOID_BEFORE,
  'not',
  'non',
  'zero',
  'nothing',
  // "i never eat pork", "we never have alcohol".
  'never',
  'not in the mood for',
  'not in mood for',
  'not feeling',
  'sick of',
  'tired of',
  'bored of',
  'had enough of',
  'fed up with',
  'not a fan of',
  'no more',
  'anything but',
  'everything but',
  'anything except',
  'anything else but',
  'something else but',
  'anything else except',
  'something else except',
  'other than',
  'apart from',
  'instead of',
  'rather than',
  // "cutting caffeine completely" leaves it out; "cutting" before no food it knows says nothing.
  'cutting',
  'cutting down on',
  'cut down on',
];

/**
 * Words after what is not wanted: "nut allergy", "gluten free", "mirch nahi", "pyaz ke bina". Only Roman Urdu
 * puts a plain "not" after the thing, so "spicy not sweet" still wants spicy.
 */
export const AVOID_AFTER = withWhoSaid([
  'free',
  ...ALLERGY_AFTER,
  'nahi',
  'nahin',
  'nai',
  'mat',
  'na',
  'ke without',
  'kay without',
  'k without',
  'ke not',
  // Roman Urdu puts the verb last: "caffeine avoid kar rahi hun", "gosht se parhez hai".
  'avoid',
  'avoiding',
  'se parhez',
  'se parhaiz',
  // "pickles pasand nahi", "olives se nafrat hai": not liked, hated.
  'pasand nahi',
  'pasand nahin',
  'pasand nai',
  'se nafrat',
  // "caffeine se door rehna hai": kept away from.
  'se door',
  'se dur',
  'se problems',
  // "dr ne caffeine mana kiya hai", "palak aur nuts se mana kiya": forbidden (by a doctor, as often as not).
  ...['mana', 'bilkul mana', 'se mana', 'se bilkul mana', 'mana hai', 'mana kiya', 'mana kia', 'mana kar'],
  // "doctor ne caffeine band kar di hai": stopped; not "band gobhi" (cabbage) or "naak band hai" (a blocked nose).
  ...['band kar di', 'band kardi', 'band kar do', 'band kiya', 'band kar rakha', 'band karwa di', 'band hai'],
  ...['bilkul band', 'bilkul band hai'],
  // "chocolate aur caffeine dono se migraine hota hai": what brings on an illness.
  ...['se migraine', 'se headache', 'se sar dard', 'se pet kharab', 'se acidity', 'se gas', 'se bloating'],
  ...['gives me gas', 'makes me bloated', 'gives me acidity'],
  // "chocolate se ulti aati hai", "dahi se mera pet kharab hota hai": what makes one sick.
  ...['se ulti', 'se ultee', 'se vomit', 'se vomiting', 'se nausea', 'se mera pet kharab'],
  ...['gives me migraines', 'gives me migraine', 'gives me a migraine', 'gives me a headache', 'triggers my migraine'],
  // "lehsan nikal do", "cheese hata do": taken out.
  ...['nikal do', 'nikaal do', 'nikal dein', 'nikalo', 'hata do', 'hata dein', 'hatao', 'hata ke'],
  // "dahi ke ilawa kuch bhi", "beef ke siwa": anything but ("biryani ke ilawa raita bhi" adds, so "kuch" must follow).
  ...['ke ilawa kuch', 'ke alawa kuch', 'k ilawa kuch', 'ke siwa', 'ke siwaa', 'ke sawa'],
  // "dairy is a no for me", "nuts are a no-go", "gluten is off limits", "mushrooms are gross", "olives yuck".
  ...['is', 'are'].flatMap((be) =>
    ['a no', 'a big no', 'a no go', 'off limits', 'not allowed', 'banned'].map((no) => `${be} ${no}`),
  ),
  ...['is', 'are', 'r', ''].flatMap((be) =>
    ['yuck', 'yuk', 'eww', 'ew', 'gross', 'disgusting'].map((yuck) => `${be} ${yuck}`.trim()),
  ),
  // "Keeps", as written: "a coffee to keep me awake" says what the coffee is for.
  '=keeps me up',
  '=keeps me awake',
  'upsets me',
  'upset me',
  'upsets my stomach',
  'makes me sick',
  'make me sick',
  'makes me ill',
  'makes me feel sick',
  'makes me throw up',
  'makes me vomit',
  'makes me puke',
  'does not agree with me',
  'do not agree with me',
  // "teekha bilkul suit nahi karta": it does not suit me.
  ...['', 'bilkul '].flatMap((degree) =>
    ROMAN_URDU_NOT.filter((not) => not !== 'mat').map((not) => `${degree}suit ${not}`),
  ),
  'does not suit me',
  'do not suit me',
  'bothers me',
  'bothers my stomach',
  'messes with my stomach',
  'is bad for me',
  'gives me heartburn',
]);

/** Words that may stand between "no" and what is not wanted. The degree words soften spice to "mild". */
export const AVOID_FILLERS = [
  'any',
  'the',
  'a',
  'an',
  'some',
  'with',
  'of',
  'to',
  'in',
  'my',
  'want',
  'like',
  'have',
  'eat',
  'handle',
  'touch',
  'usual',
  'same',
  'take',
  'tolerate',
  'stand',
  'consume',
  'consuming',
  'do',
  'need',
  'contain',
  'containing',
  'include',
  'put',
  'add',
  'added',
  'use',
  'please',
  'at',
  'all',
  'be',
  'ke',
  'ka',
  'ki',
  'se',
  'koi',
  'bhi',
  'mein',
  'hai',
  'food',
  'anything',
  'something',
  'thing',
  'even',
  'little',
  'bit',
  'tiny',
  'single',
  // "without any sort of dairy".
  'sort',
];
export const DEGREE_WORDS = ['too', 'very', 'that', 'so', 'much', 'overly', 'extra', 'more', 'super', 'really'];

export type AvoidEffect =
  | { kind: 'allergens'; allergens: Allergen[] }
  | { kind: 'ingredient'; ingredient: string }
  | { kind: 'spice' }
  | { kind: 'sweet' }
  | { kind: 'heavy' }
  | { kind: 'meat' }
  | { kind: 'expensive' }
  | { kind: 'fried' }
  | { kind: 'dishKind'; dishKind: string };

const allergens = (...list: Allergen[]): AvoidEffect[] => [{ kind: 'allergens', allergens: list }];
const ingredient = (name: string): AvoidEffect[] => [{ kind: 'ingredient', ingredient: name }];
const effect = (kind: 'spice' | 'sweet' | 'heavy' | 'meat' | 'expensive' | 'fried'): AvoidEffect[] => [{ kind }];

/** What can be excluded by name, beyond the menu's own ingredient words. */
export const AVOID_TARGETS: [string, AvoidEffect[]][] = [
  ...KIND_WORDS.map(([word, kind]): [string, AvoidEffect[]] => [
    word,
    kind === 'dessert'
      ? [{ kind: 'dishKind', dishKind: kind }, { kind: 'sweet' }]
      : [{ kind: 'dishKind', dishKind: kind }],
  ]),
  ['gluten', allergens('gluten')],
  ['wheat', allergens('gluten')],
  // Refined wheat flour.
  ['maida', allergens('gluten')],
  ['celiac', allergens('gluten')],
  ['dairy', allergens('dairy')],
  ['lactose', allergens('dairy')],
  ['milk', allergens('dairy')],
  ['egg', allergens('egg')],
  ['nut', allergens('nuts', 'peanuts')],
  ['tree nut', allergens('nuts')],
  ['peanut', allergens('peanuts')],
  ['groundnut', allergens('peanuts')],
  ['sesame', allergens('sesame')],
  ['sesame seed', allergens('sesame')],
  ['til', allergens('sesame')],
  ['soy', allergens('soy')],
  ['soya', allergens('soy')],
  ['fish', allergens('fish')],
  ['shellfish', allergens('shellfish')],
  ['prawn', allergens('shellfish')],
  ['shrimp', allergens('shellfish')],
  ['crab', allergens('shellfish')],
  ['lobster', allergens('shellfish')],
  ['seafood', allergens('fish', 'shellfish')],
  ['from the sea', allergens('fish', 'shellfish')],
  ['sea food', allergens('fish', 'shellfish')],
  ['spicy', effect('spice')],
  ['spice', effect('spice')],
  ['spices', effect('spice')],
  ['chili', effect('spice')],
  ['heat', effect('spice')],
  ['hot', effect('spice')],
  ['sweet', effect('sweet')],
  ['sugary', effect('sweet')],
  ['sugar', ingredient('sugar')],
  ['heavy', effect('heavy')],
  ['filling', effect('heavy')],
  ['rich', effect('heavy')],
  ['greasy', effect('fried')],
  ['burns', effect('spice')],
  ['that burns', effect('spice')],
  ['junk', effect('fried')],
  ['junky', effect('fried')],
  ['junk food', effect('fried')],
  ['oily', effect('fried')],
  ['fried', effect('fried')],
  ['deep fried', effect('fried')],
  ['meat', effect('meat')],
  ['carb', ingredient('carbs')],
  ['carbohydrate', ingredient('carbs')],
  // "no animal products": what a vegan leaves out.
  ['animal product', [...effect('meat'), ...allergens('dairy', 'egg', 'fish', 'shellfish'), ...ingredient('honey')]],
  ['expensive', effect('expensive')],
  ['pricey', effect('expensive')],
  ['costly', effect('expensive')],
  ['caffeine', ingredient('caffeine')],
  ['caffeinated', ingredient('caffeine')],
  ['coffee', ingredient('caffeine')],
  ['tea', ingredient('tea')],
  ['chocolate', ingredient('chocolate')],
  ['cocoa', ingredient('chocolate')],
  ['alcohol', ingredient('alcohol')],
  ['gelatin', ingredient('gelatin')],
  ['gelatine', ingredient('gelatin')],
  ['raw fish', ingredient('raw fish')],
  ['root veg', ingredient('root vegetable')],
  ['root vegetable', ingredient('root vegetable')],
  ['raw egg', ingredient('raw egg')],
  ['runny egg', ingredient('raw egg')],
  ['undercooked egg', ingredient('raw egg')],
  ['raw or runny egg', ingredient('raw egg')],
  ['sushi grade fish', ingredient('raw fish')],
  ['pork', ingredient('pork')],
  ['onion', ingredient('onion')],
  ['garlic', ingredient('garlic')],
  ['cheese', ingredient('cheese')],
  ['mushroom', ingredient('mushroom')],
  ['red meat', ingredient('red meat')],
  ['white meat', ingredient('white meat')],
  ['poultry', ingredient('poultry')],
  ['beef', ingredient('beef')],
  ['mutton', ingredient('mutton')],
  ['lamb', ingredient('lamb')],
  ['chicken', ingredient('chicken')],
  ['tomato', ingredient('tomato')],
  ['coriander', ingredient('coriander')],
  ['mustard', ingredient('mustard')],
  ['jalapeno', ingredient('jalapeno')],
  ['nightshade', ingredient('nightshade')],
  ['oat', ingredient('oats')],
  ['oats', ingredient('oats')],
  ['grain', [...allergens('gluten'), ...ingredient('grain')]],
  ['grains', [...allergens('gluten'), ...ingredient('grain')]],
  ['cilantro', ingredient('coriander')],
  ['olive', ingredient('olive')],
  ['pickle', ingredient('pickle')],
  ['mayo', ingredient('mayo')],
  ['mayonnaise', ingredient('mayo')],
  ['aioli', ingredient('mayo')],
  ['honey', ingredient('honey')],
  ['ginger', ingredient('ginger')],
  ['cream', ingredient('cream')],
  ['butter', ingredient('butter')],
  ['ghee', ingredient('ghee')],
  ['yogurt', ingredient('yogurt')],
  ['coconut', ingredient('coconut')],
  ['mint', ingredient('mint')],
  ['lemon', ingredient('lemon')],
  ['avocado', ingredient('avocado')],
  ['corn', ingredient('corn')],
  ['potato', ingredient('potato')],
  ['tofu', ingredient('tofu')],
  ['almond', ingredient('almond')],
  ['cashew', ingredient('cashew')],
  ['pistachio', ingredient('pistachio')],
  ['walnut', ingredient('walnut')],
  ['pine nut', ingredient('pine nut')],
  ['chilgoza', ingredient('pine nut')],
  ['hazelnut', ingredient('hazelnut')],
  ['pecan', ingredient('pecan')],
  ['macadamia', ingredient('macadamia')],
];

/**
 * What can be excluded by a word no typo is corrected to: "beti" is no "boti", and "something cheesy" keeps being
 * read as a wish for cheese.
 */
export const UNCORRECTED_AVOID_TARGETS: [string, AvoidEffect[]][] = [
  // "nothing cheesy or fried", "nothing garlicky": what tastes of a food holds it, whatever a dish's name says.
  ['cheesy', ingredient('cheese')],
  ['cheesey', ingredient('cheese')],
  // "no nan": naan as often spelt, a word too short to be corrected.
  ['nan', ingredient('naan')],
  ['garlicky', ingredient('garlic')],
  ['buttery', ingredient('butter')],
  ['eggy', allergens('egg')],
  ['nutty', allergens('nuts', 'peanuts')],
  ['fishy', allergens('fish')],
  ['meaty', effect('meat')],
  // "naan nahi", "no biryani": a dish called by its own word is left out by that word, as an ingredient is, not by
  // its kind ("biryani nahi" keeps the pulao).
  ...DISH_WORDS.filter((word) => kindNamed(word) === null).map((word): [string, AvoidEffect[]] => [
    word,
    ingredient(word),
  ]),
];

/** Soft words that stand for several menu words; the ranker looks for any of them. */
export const CONCEPTS: Record<string, string[]> = {
  kid: ['kid', 'kids', 'child', 'children', 'family'],
  crunchy: ['crunch', 'crunchy', 'crisp', 'crispy', 'fried', 'fries', 'croutons', 'roasted'],
  comfort: ['comfort', 'comforting', 'cozy', 'warming', 'hug', 'soul', 'home', 'hearty'],
  fresh: ['fresh', 'refreshing', 'crisp', 'clean', 'light', 'zesty', 'bright'],
  healthy: ['healthy', 'wholesome', 'grilled', 'fresh', 'light', 'lean', 'clean', 'protein', 'salad', 'quinoa'],
  bland: ['mild', 'plain', 'simple', 'gentle', 'soothing', 'easy', 'calming', 'soothes'],
  calm: ['calm', 'calming', 'soothing', 'soothes', 'gentle', 'comforting', 'easy'],
  coffee: ['coffee', 'espresso', 'latte', 'americano', 'cappuccino', 'mocha', 'macchiato'],
  tea: ['tea', 'chai', 'chamomile', 'kahwa'],
  share: ['share', 'sharing', 'shared', 'friends', 'family', 'platter', 'serves'],
  seafood: ['fish', 'prawn', 'prawns', 'shrimp', 'salmon', 'tuna', 'seafood', 'crab', 'calamari', 'squid'],
  filling: [],
  meal: [],
};

/** Request words that mean nothing to the ranker; they are never typo-corrected into food words either. */
export const PLAIN_WORDS = `
i me my mine myself we us our you your he she it its they them their a an the this that these those there here
some something anything any thing things stuff food foods dish dishes item items menu option options choice choices
pick picks recommendation recommend suggest suggestion want wants wanted need needs needed would like likes love
loves could can cannot will shall should may might must get give gimme got have has had having do does did done
doing be am is are was were been being go going gone come coming order ordering ordered eat eating ate eaten try
trying please thanks thank today now right just really very quite so too also only even still again maybe perhaps
what which who whom whose when where why how whats what's and or but if then than because as of at by for from
in into on onto off out over up down with without about around after before during until while to not no yes
ok okay hi hello hey yaar yar bhai bro sir madam dear guys dadi nani dada nana ammi abbu amma abba baba behen khala phupho chacha mamu mujhe muje mujhay hume humein hum ham mera meri mere
tum aap kuch koi kya hai hain pas paas ho hy hay tha thi the ka ki ke ko se mein main par pe toh to bhi wala wali walay
abhi aaj kal bas sirf lagi laga lag raha rahi rahe hoon hun de dena dein dedo do karo kar kr chahiye khilao
got gotta feel feeling felt mood day days week time times tomorrow yesterday tonight place restaurant kitchen
one two three four five six seven eight nine ten first second last next other another same different each every
all both either neither much many more most less least few little lot lots bit kind sort type types way
good great nice best better tasty delicious yummy yum amazing awesome perfect fine bad okay special normal
make makes made let lets say said tell told know think thought see saw look looking find found take took eat
today's tonight's home house office work job boss family friend friends people person guest guests party
under below over above less than handle sa si friendly product products ve m re ll d s t front everyone everybody someone anyone nobody outside inside super extremely totally mind keep barely hardly
keeps possible finished finish disease way saw seen appetite safe safely eat options available serve served
new rn shaking shaky powder karun karoon karu ibs kisi kisee form shakal aana aaya aayi aaye gaya gayi gaye pada padi raha rahi saath jaib jeb sake sakta sakti saktay jaye jaey jaldi ban log cheez cheezain cheezein cheezen cheezon chezain andar dena deni dene dein hota hoti hote hotay ne kiya kia zaroor zarur phir lekin lage lagay liye wali wale karna karni karein hoon
bani bana bane banay baje aata aati aate batao bataen bataein bataiye naak milega milegi milta milti juicy
`;

/**
 * Words in dish and ingredient names that do not name a food by themselves ("red" chili, garlic "sauce"):
 * never used to narrow the menu.
 */
export const DESCRIPTORS = new Set(
  `classic special house signature garden village street style crunch crunchy crispy crisp creamy smoky juicy
  loaded fluffy molten fudge golden rich mild hot spicy fiery sweet sour tangy zesty fresh grilled fried roasted
  baked steamed smash smashed deluxe supreme mini large small half full kids kid family platter combo pcs pc kg
  stack bowl lahori peshawari sindhi karachi thai greek italian mexican chinese vegan veg vegetarian healthy
  light heavy double single with and the of in on green red black white yellow brown whole dried crushed
  chopped sliced shredded smoked baby wild ground powder sauce oil water salt stock paste flakes seeds seed
  leaves dressing ice extra`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that give a request a food meaning even when they ask for nothing in particular ("what should I eat?",
 * "kuch khilao"): with none of these and nothing else understood, the assistant says it did not understand.
 */
export const FOOD_MEANING = new Set(
  [
    ...`eat eating ate eaten food foods hungry hunger starving starved famished peckish appetite meal meals dish dishes
    menu order ordering recommend recommendation suggest suggestion craving crave snack snacks drink drinks thirsty
    taste tasty delicious yummy lunch dinner breakfast brunch supper sehri iftar dessert treat bite cook cooked
    want something anything feel feeling mood surprise choose pick decide fuel fuelled fueled khana khaana khane bhook bhookh bhuk pyaas khilao kuch nashta`.split(
      /\s+/,
    ),
    // Single dish words only, and not those with an everyday meaning ("club", "melt").
    ...DISH_WORDS.filter((word) => !word.includes(' ') && word.length >= 4 && !['club', 'melt'].includes(word)),
    ...Object.values(FOOD_EMOJI),
  ]
    .filter(Boolean)
    .map(stem),
);
