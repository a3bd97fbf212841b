import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dish, TEST_MENU } from '../../../tests/fixtures/assistant/test-menu.ts';
import { intentSchema, type Intent } from '../intent.ts';
import { parseIntent } from './intent-parser.ts';
import { PHRASES } from './knowledge/request-lexicon.ts';
import { stemPhrase } from './text.ts';

const parse = (text: string, type: 'nutritional' | 'emotional' = 'nutritional') => parseIntent(text, type, TEST_MENU);

/** Each request with the part of the intent it must produce. */
const CASES: [string, Partial<Intent>][] = [
  // mood, with negation
  ['I feel so sad today', { mood: 'sadness' }],
  ['not happy at all today', { mood: 'sadness' }],
  ['not in a good mood', { mood: 'sadness' }],
  ['just got promoted, want to celebrate', { mood: 'joy' }],
  ['so angry right now', { mood: 'anger' }],
  ['exam tomorrow and I am anxious', { mood: 'fear' }],
  ['saw something gross and lost my appetite', { mood: 'disgust' }],
  ['nothing special, a normal everyday lunch', { mood: 'neutral', mealTime: 'lunch' }],
  ['I love desi food', { mood: null }],
  // diet
  ['I am vegan', { diet: 'vegan' }],
  ['plant-based please', { diet: 'vegan' }],
  ['vegetarian options', { diet: 'vegetarian' }],
  ['no meat please', { diet: 'vegetarian' }],
  ['non-veg dinner', { diet: 'meat', mealTime: 'dinner' }],
  ['any seafood?', { diet: 'seafood' }],
  // exclusions and allergies
  ['no nuts', { excludeAllergens: ['nuts', 'peanuts'] }],
  ['tree nut allergy', { excludeAllergens: ['nuts'] }],
  // A peanut allergy keeps tree nuts out too.
  ['allergic to peanuts', { excludeAllergens: ['peanuts', 'nuts'] }],
  ['allergic to dairy', { excludeAllergens: ['dairy'] }],
  ['lactose intolerant', { excludeAllergens: ['dairy'] }],
  ['I have celiac disease', { excludeAllergens: ['gluten'] }],
  ['gluten-free please', { excludeAllergens: ['gluten'] }],
  ['shellfish and peanut allergy', { excludeAllergens: ['shellfish', 'peanuts', 'nuts'] }],
  ['no eggs or dairy', { excludeAllergens: ['egg', 'dairy'] }],
  ['without onion', { excludeIngredients: ['onion'] }],
  ['no onions and no garlic', { excludeIngredients: ['onion', 'garlic'] }],
  ['no caffeine', { excludeIngredients: ['caffeine'] }],
  ['sweet but NOT chocolate', { sweet: true, excludeIngredients: ['chocolate'] }],
  ['hold the mushrooms', { excludeIngredients: ['mushroom'] }],
  // spice
  ['nothing spicy', { spiceMax: 0, spiceMin: null }],
  ['not too spicy', { spiceMax: 1 }],
  ['mild please', { spiceMax: 1 }],
  ['I cannot handle much spice', { spiceMax: 1 }],
  ['something spicy', { spiceMin: 2 }],
  ['the spiciest thing you have', { spiceMin: 3 }],
  ['mouth on fire 🔥', { spiceMin: 3 }],
  ['medium spicy', { spiceMin: 1, spiceMax: 2 }],
  ['spice level 0', { spiceMin: null, spiceMax: 0 }],
  ['spice level 2 please', { spiceMin: 2, spiceMax: 2 }],
  ['not too sweet', { sweet: null }],
  ['not sweet', { sweet: false }],
  // budget and calories
  ['under $10', { maxPrice: 10 }],
  ['less than 8 dollars', { maxPrice: 8 }],
  ['$12 or less', { maxPrice: 12 }],
  ['cheap eats', { cheap: true }],
  ['under 600 calories', { maxCalories: 600 }],
  ['under 300 cal', { maxCalories: 300 }],
  ['at least 700 kcal', { minCalories: 700 }],
  ['table for 2 people', { maxPrice: null }],
  // meal time, temperature, weight, protein
  ['breakfast ideas', { mealTime: 'breakfast' }],
  ['something for dinner', { mealTime: 'dinner' }],
  ['a cold drink', { temperature: 'cold', categories: ['drink'] }],
  ['it is 40 degrees outside', { temperature: 'cold' }],
  ['warm me up, it is a cold day', { temperature: 'hot' }],
  ['something light', { weight: 'light' }],
  ['a heavy meal', { weight: 'heavy' }],
  ['high protein', { highProtein: true }],
  ['post workout', { highProtein: true }],
  // categories, dishes and free text
  ['which desserts do you have', { categories: ['dessert'], sweet: true }],
  ['any pizza?', { categories: ['pizza'] }],
  ['I want the palak paneer', { dishNames: ['Palak Paneer'] }],
  ['something with mango', { keywords: ['mango'] }],
  // typos
  ['vegitarian', { diet: 'vegetarian' }],
  ['spicey food', { spiceMin: 2 }],
  ['alergic to nuts', { excludeAllergens: ['nuts', 'peanuts'] }],
  ['somthing sweeet', { sweet: true }],
  ['brekfast', { mealTime: 'breakfast' }],
  ['chiken', { keywords: ['chicken'] }],
  // Roman Urdu
  ['kuch meetha chahiye', { sweet: true }],
  ['teekha khana', { spiceMin: 2 }],
  ['thanda drink', { temperature: 'cold', categories: ['drink'] }],
  ['garam chai', { temperature: 'hot', keywords: ['tea'] }],
  ['halka khana', { weight: 'light' }],
  ['sasta aur halka', { cheap: true, weight: 'light' }],
  ['nashta', { mealTime: 'breakfast' }],
  ['raat ka khana', { mealTime: 'dinner' }],
  ['dopahar ka khana', { mealTime: 'lunch' }],
  ['mirch nahi', { spiceMax: 0 }],
  ['bina mirch', { spiceMax: 0 }],
  ['kam mirch', { spiceMax: 1 }],
  ['zyada mirch', { spiceMin: 3 }],
  ['gosht nahi chahiye', { diet: 'vegetarian' }],
  ['pyaz ke bina', { excludeIngredients: ['onion'] }],
  ['anday se allergy hai', { excludeAllergens: ['egg'] }],
  ['bina doodh ke', { excludeAllergens: ['dairy'] }],
  ['pyaas lagi hai', { categories: ['drink'] }],
  ['mood off hai', { mood: 'sadness' }],
  ['bohat bhook lagi hai', { weight: 'heavy' }],
  // what is neither wanted nor left out
  ['alergic to tree nuts (peanuts r fine)', { excludeAllergens: ['nuts'] }],
  ['vegetarian, eggs are fine but no dairy', { diet: 'vegetarian', excludeAllergens: ['dairy'], keywords: [] }],
  ['a proper meal, not just a side', { categories: ['main'] }],
  // what keeps someone up, and how they feel
  ['caffeine keeps me up', { excludeIngredients: ['caffeine'] }],
  ['cries at even a little bit of mirch', { spiceMax: 0 }],
  ['shaky and jittery', { mood: 'fear' }],
  ['nothing junky', { excludeIngredients: ['fried'] }],
  ['something to keep me awake', { caffeine: true }],
  ['I need a coffee to keep me awake', { caffeine: true, excludeIngredients: [] }],
  ['nothing that burns', { spiceMin: null }],
  ['under $10 500 calories', { maxPrice: 10, maxCalories: 500, minPrice: null }],
  ['no more than $10', { maxPrice: 10, minPrice: null }],
  ['not only vegan but gluten free', { diet: 'vegan', excludeAllergens: ['gluten'] }],
  ['no egg plant based', { diet: 'vegan', excludeAllergens: ['egg'] }],
  ['banana shake please', { mood: null }],
  ['just got dumped, i need sugar', { sweet: true }],
  ['pescatarian, fish/seafood is fine', { excludeIngredients: ['meat'], keywords: ['seafood'] }],
  ['biggest calorie bomb u have', { weight: 'heavy' }],
  ['ordering for my ammi, she cant take even a tiny bit of spice', { spiceMax: 0 }],
  ['who won the match yesterday?', { mood: null }],
  ['12 hour shift, feed me', { keywords: expect.arrayContaining(['filling']) }],
  ['spicy food upsets my stomach', { spiceMax: 0, spiceMin: null }],
  ['allergic to cashews', { excludeAllergens: ['nuts'] }],
  ['dinner somewhere in the $8-10 range', { minPrice: 8, maxPrice: 10, mealTime: 'dinner' }],
  ['1000 to 1500 rs', { minPrice: 3.57, maxPrice: 5.36 }],
  // The abbreviation's point: "Rs. 2000", "rs.1500" (converted on a menu that prices in dollars).
  ['koi karahi under Rs. 2,800', { maxPrice: 10 }],
  ['rs.1400 tak', { maxPrice: 5 }],
  ['1500 rs. 2 log hain', { maxPrice: 5.36 }],
  // Thousands as "2k" are rupees; a heading's colon; "se upar nahi" (not above), "ke andar" (within).
  ['under 2k', { maxPrice: 7.14, maxCalories: null }],
  ['Rs 1.4k max', { maxPrice: 5 }],
  ['2k calories max', { maxCalories: 2000, maxPrice: null }],
  ['budget: 8', { maxPrice: 8 }],
  ['600 calories se upar nahi', { maxCalories: 600, minCalories: null }],
  ['rs 1400 ke andar', { maxPrice: 5, excludeAllergens: [], keywords: [] }],
  ['no mushrooms, and nothing over 9', { maxPrice: 9, minPrice: null }],
  // Amounts in words: English with a currency, Urdu thousands and hundreds (rupees, as "2k" is).
  ['below ten bucks', { maxPrice: 10 }],
  ['do hazar ka budget', { maxPrice: 7.14 }],
  ['paanch sau se kam', { maxPrice: 1.79 }],
  ['dedh hazar calories max', { maxCalories: 1500, maxPrice: null }],
  ['i do hazard work, so lunch', { maxPrice: null }],
  ['teen dollar se kam mein koi snack?', { maxPrice: 3 }],
  ['smth savoury, under four hundred cals pls', { maxCalories: 400 }],
  ['keto pe hun, carbs nahi', { excludeIngredients: ['carbs'], lowCarb: true }],
  ['~three fifty calories tak', { maxCalories: 350 }],
  ['har cheez 3 se zyada ki nahi', { maxPrice: 3, minPrice: null }],
  // What a doctor forbade, what brings on an illness, and the illnesses themselves.
  ['dr ne caffeine bilkul mana kiya hai', { excludeIngredients: ['caffeine'], caffeine: false, mood: null }],
  [
    'doc ne palak aur nuts se mana kiya hai',
    { excludeIngredients: ['spinach'], excludeAllergens: ['nuts', 'peanuts'] },
  ],
  ['chocolate aur caffeine dono se migraine hota hai', { excludeIngredients: ['chocolate', 'caffeine'] }],
  ['sugar ka mareez hun', { excludeIngredients: ['sugar'] }],
  ['my son has milk protein allergy', { excludeAllergens: ['dairy'], allergies: ['dairy'], highProtein: false }],
  ['i dont eat anything that had a face', { diet: 'vegetarian' }],
  ['four hundred and fifty cals max', { maxCalories: 450 }],
  ['under three fifty dollars', { maxPrice: 3.5 }],
  // Every spelling of a currency, wherever a currency is read.
  ['under five dolars', { maxPrice: 5 }],
  ['do sau rupaye tak', { maxPrice: 0.71 }],
  ['under fourteen hundred rupees', { maxPrice: 5 }],
  ['budget two fifty rs', { maxPrice: 0.89 }],
  ['kam mirch, kam oil', { spiceMax: 1, excludeIngredients: ['fried'] }],
  // An allergy, and a condition of the gut, are medical: what many versions hold is left out too.
  ['allergic to corn & soy & peanuts', { excludeIngredients: ['corn'], allergies: ['soy', 'peanuts', 'nuts'] }],
  ['celiac here', { allergies: ['gluten'] }],
  // Nuts, sesame and shellfish are left out almost only for an allergy; dairy, egg and gluten also for a diet.
  ['no nuts please', { allergies: ['nuts', 'peanuts'] }],
  ['til nahi, prawns bhi nahi', { allergies: ['sesame', 'shellfish'] }],
  ['no dairy no eggs', { excludeAllergens: ['dairy', 'egg'], allergies: [] }],
  // An allergy said of nothing in particular is to what the request leaves out.
  ['no dairy, no egg — my kid has multiple allergies', { allergies: ['dairy', 'egg'] }],
  ['koi allergy nahi, bas dairy nahi', { excludeAllergens: ['dairy'], allergies: [] }],
  ['no allergies, just no eggs pls', { excludeAllergens: ['egg'], allergies: [] }],
  // Only what the allergy names: "no dairy" beside it is a plain "no".
  ['allergic to peanuts, no dairy', { excludeAllergens: ['peanuts', 'nuts', 'dairy'], allergies: ['peanuts', 'nuts'] }],
  // Not when tree nuts are said to be fine, nor for a plain "no peanuts".
  ['peanut allergy hai lekin almonds theek hain, kheer', { allergies: ['peanuts'] }],
  ['allergic to peanuts (tree nuts are fine)', { allergies: ['peanuts'] }],
  ['peanuts nahi, cashew tofu bowl chahiye', { excludeAllergens: ['peanuts'] }],
  ['mujhe nuts ki allergy nahi hai, kuch meetha', { excludeAllergens: [], allergies: [] }],
  ['nuts se reaction hota hai', { allergies: ['nuts', 'peanuts'] }],
  ['mujhe egg, nuts aur dairy teeno se allergy hai', { allergies: ['egg', 'nuts', 'peanuts', 'dairy'] }],
  ['coconut se bhi allergy hai', { excludeIngredients: ['coconut'] }],
  ['koi sharab wali cheez nahi chahiye, dessert batao', { excludeIngredients: ['alcohol'], categories: ['dessert'] }],
  // A rule one lives by leaves out what many versions hold, as an allergy does; "main" is then "I", no main course.
  ['anda nahi khata main, breakfast?', { excludeAllergens: ['egg'], allergies: ['egg'], categories: [] }],
  ['sharab nahi peeta, dessert', { strictIngredients: ['alcohol'], categories: ['dessert'] }],
  ['I never eat eggs', { allergies: ['egg'] }],
  ['i dont eat eggs', { allergies: ['egg'] }],
  ['i dont want eggs today', { excludeAllergens: ['egg'], allergies: [] }],
  ['burger without cheese, i cant stand cheese', { excludeIngredients: ['cheese'], allergies: [] }],
  // So is "at all": not even what many versions hold of the food named, though no allergy to its group.
  ['onion aur garlic bilkul nahi, kya order karun?', { strictIngredients: ['onion', 'garlic'] }],
  ['no onion at all', { strictIngredients: ['onion'] }],
  ['no onion no garlic, kisi bhi form mein nahi, lunch?', { strictIngredients: ['onion', 'garlic'] }],
  ['burger chahiye but mayo bilkul nahi, hate it', { strictIngredients: ['mayo'], allergies: [] }],
  ['no onion if at all possible', { strictIngredients: [] }],
  ['no garlic and not spicy at all', { strictIngredients: [] }],
  ["i don't want to eat eggs today", { allergies: [] }],
  ['no onion please', { strictIngredients: [] }],
  ['allergic to garlic', { strictIngredients: ['garlic'] }],
  ['one main one drink', { categories: ['main', 'drink'] }],
  ['ek main aur ek drink', { categories: ['main', 'drink'] }],
  ['what is your best main', { categories: ['main'] }],
  ['1 ghante main kya ready ho sakta hai', { categories: [] }],
  // After a comma, what is wanted is no longer left out.
  ['no dairy, wings chahiye', { excludeAllergens: ['dairy'], excludeIngredients: [] }],
  // So is a dish named by its kind, though foods come before the kind; a list going on is still left out.
  ['no egg, chicken cheeseburger', { excludeAllergens: ['egg'], excludeIngredients: [], categories: ['burger'] }],
  ['no egg, dairy, chicken burger', { excludeAllergens: ['egg', 'dairy'], excludeIngredients: [] }],
  ['no egg, chicken or beef', { excludeAllergens: ['egg'], excludeIngredients: ['chicken', 'beef'] }],
  ['no onion, chicken karahi', { excludeIngredients: ['onion'] }],
  ['no egg, garlic naan', { excludeAllergens: ['egg'], excludeIngredients: [] }],
  // A dish called by its own word is left out by it, not by its kind; a word like it is not corrected to it.
  ['roti naan nahi, kuch aur', { excludeKinds: ['bread'], excludeIngredients: ['naan'], keywords: [] }],
  ['biryani nahi, pulao chalega', { excludeIngredients: ['biryani'], excludeKinds: [] }],
  ['no paratha', { excludeIngredients: ['paratha'], unknownExclusions: [] }],
  ['beti ke liye, usay egg se allergy hai', { excludeAllergens: ['egg'], excludeIngredients: [] }],
  // A food and a dish word after it are one dish.
  ['mutton biryani nahi, chicken biryani do', { excludeIngredients: ['mutton biryani'] }],
  ['no chicken chow mein', { excludeIngredients: ['chicken chow mein'] }],
  ['no chicken or biryani', { excludeIngredients: ['chicken', 'biryani'] }],
  // Never two dishes, and never a food left out for itself (an allergen, a part the knowledge file tracks).
  ['no karahi biryani, kuch desi', { excludeIngredients: ['karahi', 'biryani'] }],
  ['no garlic naan, I am allergic', { excludeIngredients: ['garlic', 'naan'] }],
  ['no chilgoza kulfi', { excludeIngredients: ['pine nut', 'kulfi'] }],
  ['no nan', { excludeIngredients: ['naan'], unknownExclusions: [] }],
  // Asking whether there is some; cabbage; an allergy denied before a "no".
  ['karahi nahi milegi?', { excludeIngredients: [] }],
  ['naan nahi hai kya?', { excludeIngredients: [] }],
  ['mirch nahi hai kya isme?', { spiceMax: 0 }],
  ['aloo band gobhi wali koi cheez', { excludeIngredients: [] }],
  ['sugar bilkul band hai, koi drink', { excludeIngredients: ['sugar'] }],
  ['no gluten allergy, just no onion', { excludeAllergens: ['gluten'], allergies: [] }],
  // What tastes of a food holds it, on a menu that names a dish "Cheesy".
  ['nothing cheesy or fried', { excludeIngredients: ['cheese', 'fried'] }],
  ['something cheesy', { excludeIngredients: [] }],
  // Stopped; an issue with it is an allergy, said after the "no" or on its own.
  ['doctor ne caffeine band kar di hai', { excludeIngredients: ['caffeine'] }],
  ['gluten ka issue hai', { excludeAllergens: ['gluten'], allergies: ['gluten'] }],
  ['no milk (lactose intolerant)', { excludeAllergens: ['dairy'], allergies: ['dairy'] }],
  ['no gelatine', { excludeIngredients: ['gelatin'], unknownExclusions: [] }],
  ['chocolate se ulti aati hai mujhe, koi aur dessert batao', { excludeIngredients: ['chocolate'], keywords: [] }],
  ['no tomato, I am allergic', { excludeIngredients: ['tomato'], strictIngredients: ['tomato'] }],
  // An allergy word denied near it is none; one said of nothing covers what the list names, cheese as dairy.
  ['not allergic, just no egg', { excludeAllergens: ['egg'], allergies: [] }],
  ['no known allergies, no egg', { allergies: [] }],
  ['I dont have any food allergies, no egg', { allergies: [] }],
  ['my allergies are fine, no egg', { allergies: [] }],
  ['no cheese or mayo, my son has allergies', { allergies: ['dairy', 'egg'] }],
  ['anda, doodh aur gandum teeno se allergy hai', { allergies: ['egg', 'dairy', 'gluten'] }],
  ['anda mujhe suit nahi karta', { excludeAllergens: ['egg'] }],
  // "Under 3 people" is no price.
  ['lunch for under 3 people', { maxPrice: null }],
  ['max 3 log hain', { maxPrice: null }],
  ['no onion, garlic, tomato', { excludeIngredients: ['onion', 'garlic', 'tomato'] }],
  // "Under 3" and "3 se kam" leave out what costs 3; "3 tak" and "max 3" keep it.
  ['3 se kam mein koi drink?', { maxPrice: 3, maxPriceExcluded: true }],
  ['under $3', { maxPrice: 3, maxPriceExcluded: true }],
  ['3 tak kuch', { maxPrice: 3, maxPriceExcluded: false }],
  ['max $3', { maxPrice: 3, maxPriceExcluded: false }],
  ['$2-3 range', { maxPrice: 3, maxPriceExcluded: false }],
  ['3 se kam ya barabar', { maxPrice: 3, maxPriceExcluded: false }],
  ['2 se neeche koi drink', { maxPrice: 2, maxPriceExcluded: true }],
  // "kam se kam" is at least; what one has is the most one spends, and "paas" (have) is no thirst ("pyaas").
  ['kam se kam 5 dollar wala kuch', { minPrice: 5, maxPrice: null }],
  ['kam az kam 5', { minPrice: 5, maxPrice: null }],
  ['mere pas sirf 3 hain', { maxPrice: 3 }],
  ['mere paas bas 3 hain, kuch khilao', { maxPrice: 3, categories: [] }],
  ['hamare paas 2 bachay hain, kya order karein', { maxPrice: null }],
  ['mere pas 2 ghante hain', { maxPrice: null }],
  // Heat: "kam se kam" is as little as there is; "medium se zyada nahi" a ceiling at medium.
  ['teekha kam se kam rakhna', { spiceMax: 1, spiceMin: null }],
  ['medium se zyada spicy nahi', { spiceMax: 2 }],
  ['chicken ke ilawa kuch nahi khata', { excludeIngredients: [] }],
  ['spicy food is no problem, want karahi', { spiceMax: null }],
  ['we are off to the airport, something quick', { unknownExclusions: [] }],
  // "k" alone is "ke" ("2 k liye" is for two); "do" before a price is "give"; "se upar" alone sets no floor.
  ['2 k liye kuch khana', { maxPrice: null }],
  ['cheese hata do rs 1000 tak', { excludeIngredients: ['cheese'], maxPrice: 3.57 }],
  ['1000 se upar bhi chalega', { minPrice: null, minCalories: null }],
  ['dinner for me and the gf', { excludeAllergens: [] }],
  ['gf vegan hai', { excludeAllergens: [] }],
  ['GF and DF dessert', { excludeAllergens: ['gluten', 'dairy'] }],
  // "gf" is gluten-free beside a diet, an allergy or a kind of food; otherwise as often a girlfriend.
  ['gf + nut allergy, any dessert?', { excludeAllergens: ['gluten', 'nuts', 'peanuts'] }],
  ['GF DF dessert', { excludeAllergens: ['gluten', 'dairy'] }],
  ['gf dumped me. just want something to eat in bed', { excludeAllergens: [] }],
  ['my gf loves pasta', { excludeAllergens: [] }],
  ['something over $10', { minPrice: 10, maxPrice: null }],
  ['around $6', { minPrice: 4.2, maxPrice: 6.9 }],
  ['stomach feels off, something bland', { weight: 'light', spiceMax: 1 }],
  ['i want food that burns', { spiceMin: 3 }],
  ['feels off and a bit tired', { keywords: expect.not.arrayContaining(['egg']) }],
  ['no caffeine, something to keep me awake', { caffeine: false, excludeIngredients: ['caffeine'] }],
  // combined
  [
    'something vegan and not spicy under $10',
    { diet: 'vegan', spiceMax: 0, maxPrice: 10, excludeAllergens: [], excludeIngredients: [] },
  ],
  [
    'lactose intolerant, no nuts, cheap lunch under 300 calories',
    { excludeAllergens: ['dairy', 'nuts', 'peanuts'], cheap: true, mealTime: 'lunch', maxCalories: 300 },
  ],
  // limits as people write them
  ['allergic: nuts, dairy, eggs. main course suggest karo', { excludeAllergens: ['nuts', 'peanuts', 'dairy', 'egg'] }],
  ['kuch chahiye jo na spicy ho na meat wala', { spiceMax: 0, excludeIngredients: ['meat'] }],
  ['na cheese na mayo, burger chahiye', { excludeIngredients: ['cheese', 'mayo'] }],
  ['theek hai na, biryani', { excludeIngredients: [] }],
  ['zyada spicy nahi', { spiceMax: 1, spiceMin: null }],
  ['bilkul teekha nahi plz', { spiceMax: 0, spiceMin: null }],
  ['400 calories se zyada kuch nahi', { maxCalories: 400, minCalories: null }],
  ['500 calories se kam nahi', { minCalories: 500, maxCalories: null }],
  ['budget sirf 6 hai, pet bharne wala', { maxPrice: 6 }],
  ['no prwans pls', { excludeAllergens: ['shellfish'], unknownExclusions: [] }],
  ['no zqxwort please', { unknownExclusions: ['zqxwort'], excludeAllergens: [] }],
  ['2 dollar tak kuch meetha, ice cream nahi', { excludeKinds: ['ice cream'], sweet: true }],
  ['no bun no bread', { excludeKinds: ['bread'], unknownExclusions: [] }],
  ['olives aur pickles se nafrat hai', { excludeIngredients: ['olive', 'pickle'] }],
  ['lehsan aur pyaz dono se problem hai stomach ko', { excludeIngredients: ['garlic', 'onion'] }],
  ['wife ko gluten se masla hai', { excludeAllergens: ['gluten'] }],
  ['na cheese na mayo na anda, nashta', { excludeIngredients: ['cheese', 'mayo'], excludeAllergens: ['egg'] }],
  // A degree after the heat tempers it as one before does; "chalega" (will do) allows some.
  ['mirch zyada nahi chahiye', { spiceMax: 1, spiceMin: null }],
  ['thora sa teekha chalega, zyada nahi', { spiceMax: 1, spiceMin: null }],
  ['teekha nahi chalega', { spiceMax: 0 }],
  ['teekha bohat zyada nahi', { spiceMax: 1, spiceMin: null }],
  ["we don't consume pork", { excludeIngredients: ['pork'] }],
  ['i never eat pork, not even in cooking', { excludeIngredients: ['pork'] }],
  ['allergic to peanutz and basically all nuts', { excludeAllergens: ['peanuts', 'nuts'], unknownExclusions: [] }],
  // Only a Roman Urdu degree before a plain "nahi" tempers what comes before it; an English one starts a new thought.
  ['i want noodles so allergic to peanuts', { excludeAllergens: ['peanuts', 'nuts'], excludeIngredients: [] }],
  ['mirch se problem nahi hai', { spiceMax: null }],
  // A "na" after a new clause is no third half: "theek hai na" is "isn't it".
  ['na spicy na oily, theek hai na biryani', { spiceMax: 0, excludeIngredients: ['fried'], excludeKinds: [] }],
  ['na spicy chahiye na meat', { spiceMax: 0, spiceMin: null, excludeIngredients: ['meat'] }],
  ['grain free diet, what can i eat', { excludeAllergens: ['gluten'], excludeIngredients: ['grain'] }],
  ['sarson se allergy hai', { excludeIngredients: ['mustard'] }],
  ['diabetic hun, sugar wali koi cheez nahi', { excludeIngredients: ['sugar'] }],
  ['hum 3 log hain, 15 ka budget', { maxPrice: 15 }],
  ['2 log, 10$ total. dono same plate lenge', { maxPrice: 5 }],
  // Children are plates too, on top of the grown-ups; "3000 ka budget" is rupees.
  ['2 bachay hain, no spicy at all, $15 for both of them', { maxPrice: 7.5 }],
  ['family dinner 2 adults 3 kids, total 40 dollar max', { maxPrice: 8 }],
  ['2 log hain, 3000 ka budget total, kuch desi khilao', { maxPrice: 5.36 }],
  // The chat's own reading of people: "for two" shares a total out as "2 log" does.
  ['lunch for two, $12 total', { maxPrice: 6 }],
  ['garam soup chahiye, lekin mirch halki', { spiceMax: 1, spiceMin: null, temperature: 'hot' }],
  ['celiac here, what can i eat', { excludeAllergens: ['gluten'] }],
  ["wait i'm cutting caffeine completely, something warm", { excludeIngredients: ['caffeine'], caffeine: false }],
  ['quitting sugar', { excludeIngredients: ['sugar'] }],
  ['pregnant hun, caffeine se door rehna hai', { excludeIngredients: expect.arrayContaining(['caffeine']) }],
  ['staying away from dairy', { excludeAllergens: ['dairy'] }],
  ['allergic to peanutz and all tree nuts', { excludeAllergens: ['peanuts', 'nuts'] }],
  ['caffeine allowed nahi, koi thanda drink', { excludeIngredients: ['caffeine'] }],
  ['heart patient hun, fried cheezein nahi', { excludeIngredients: ['fried'] }],
  ['tali hui cheez nahi', { excludeIngredients: ['fried'] }],
  // An amount said after the heat: "mirch zero" is none, never a wish for heat.
  ['bachon ke liye khana, mirch zero', { spiceMax: 0, spiceMin: null }],
  ['teekha 0 chahiye', { spiceMax: 0, spiceMin: null }],
  ['spicy pasand hai lekin medium max', { spiceMin: 2, spiceMax: 2 }],
  ['something spicy, zero sugar', { spiceMax: null, excludeIngredients: ['sugar'] }],
  // What it is made without, then what is wanted; a list of kinds stays a list.
  ['zero sugar drink', { excludeIngredients: ['sugar'], excludeKinds: [], categories: ['drink'] }],
  ['no dairy dessert pls', { excludeAllergens: ['dairy'], excludeKinds: [], categories: ['dessert'] }],
  ['no bread rice pasta', { excludeKinds: ['bread', 'rice', 'pasta'] }],
  ['Allergies -> fish, shellfish, pine nuts', { excludeAllergens: ['fish', 'shellfish', 'nuts'] }],
  ['no pine nuts', { excludeIngredients: ['pine nut'], excludeAllergens: [] }],
  ['dairy is a no for me', { excludeAllergens: ['dairy'] }],
  ['nuts are a no-go', { excludeAllergens: ['nuts', 'peanuts'] }],
  ['gluten is off limits', { excludeAllergens: ['gluten'] }],
  ['eggless only', { excludeAllergens: ['egg'] }],
  ['w/out mayo', { excludeIngredients: ['mayo'] }],
  ['mushrooms & olives = yuck. veg pizza?', { excludeIngredients: ['mushroom', 'olive'] }],
  ['olives are gross', { excludeIngredients: ['olive'] }],
  ['lehsan nikal do', { excludeIngredients: ['garlic'] }],
  ['cheese hata do', { excludeIngredients: ['cheese'] }],
  ['doodh se bani cheezen nahi', { excludeAllergens: ['dairy'] }],
  ['maida se bani cheez nahi', { excludeAllergens: ['gluten'] }],
  ['dahi ke ilawa kuch bhi', { excludeIngredients: ['yogurt'] }],
  ['biryani ke ilawa raita bhi', { excludeIngredients: [], excludeKinds: [] }],
  ['no animal products', { excludeAllergens: ['dairy', 'egg', 'fish', 'shellfish'] }],
  ['allergic with cashews', { excludeAllergens: ['nuts'] }],
  ['allergy from eggs', { excludeAllergens: ['egg'] }],
  ['nuts ki allergy hai', { excludeAllergens: ['nuts', 'peanuts'] }],
  ['gluten sensitive', { excludeAllergens: ['gluten'] }],
  ['sesame oil bhi nahi', { excludeAllergens: ['sesame'], excludeIngredients: [] }],
  ['no coconut oil or cashews', { excludeIngredients: ['coconut', 'cashew'] }],
  ['yuck weather, soup', { excludeIngredients: [] }],
  ['without any sort of dairy', { excludeAllergens: ['dairy'] }],
  ['im off dairy these days', { excludeAllergens: ['dairy'] }],
  ['dairy nd gluten free', { excludeAllergens: ['dairy', 'gluten'] }],
  // Who it is said of, between "se" and the rest.
  ['mayo se mujhe nafrat hai', { excludeIngredients: ['mayo'] }],
  ['anday se hamein allergy hai', { excludeAllergens: ['egg'], allergies: ['egg'] }],
  // A budget for each of them, not for both together.
  ['a burger and a shake, both under $4', { maxPrice: 4 }],
  // A mild heat, however it is said.
  ['halka sa spicy, biryani', { spiceMin: 1, spiceMax: 1 }],
  ['lightly spiced curry', { spiceMin: 1, spiceMax: 1 }],
  ['lite spicy burger', { spiceMin: 1, spiceMax: 1 }],
  // An allergy by its signs; what upsets a stomach.
  ['anday se khujli hoti hai, nashta?', { excludeAllergens: ['egg'], allergies: ['egg'] }],
  ['shrimp gives me hives', { excludeAllergens: ['shellfish'], allergies: ['shellfish'] }],
  ['dairy makes me bloated', { excludeAllergens: ['dairy'], allergies: [] }],
  // Not digested: an intolerance.
  ['doodh hazam nahi hota', { excludeAllergens: ['dairy'], allergies: ['dairy'] }],
  ["i can't digest milk", { excludeAllergens: ['dairy'], allergies: ['dairy'] }],
];

describe('parseIntent', () => {
  it.each(CASES)('reads %j', (text, expected) => {
    expect(parse(text)).toMatchObject(expected);
  });

  it('has one reading for each phrase as the stemmer sees it: a second would never be read', () => {
    const readings = new Map<string, string>();
    const twins = PHRASES.flatMap(([phrase, signals]) => {
      const key = stemPhrase(phrase.replace(/^=/, ''));
      const said = JSON.stringify(signals);
      if (readings.has(key) && readings.get(key) !== said) return [phrase];
      readings.set(key, said);
      return [];
    });
    expect(twins).toEqual([]);
  });

  it('reads no mood into text that shows none, even in emotional requests', () => {
    expect(parse('asdfgh qwerty', 'emotional').mood).toBeNull();
  });

  it('reads mood more readily in emotional requests', () => {
    expect(parse('a bit under the weather', 'nutritional').mood).toBeNull();
    expect(parse('a bit under the weather', 'emotional').mood).toBe('fear');
  });

  it('keeps unknown words as keywords and drops filler', () => {
    expect(parse('can you give me something with the mango please').keywords).toEqual(['mango']);
    expect(parse('asdfgh').keywords).toEqual(['asdfgh']);
  });

  it('works without a menu', () => {
    expect(parseIntent('no nuts, vegan lunch under $8', 'nutritional')).toMatchObject({
      diet: 'vegan',
      excludeAllergens: ['nuts', 'peanuts'],
      mealTime: 'lunch',
      maxPrice: 8,
    });
  });

  it('leaves out what tastes of a food on a menu that names a dish by the taste', () => {
    const menu = [dish({ name: 'Cheesy Tteokbokki', ingredients: ['rice cakes', 'mozzarella'] })];
    expect(parseIntent('nothing cheesy or deep fried pls', 'nutritional', menu).excludeIngredients).toEqual([
      'cheese',
      'fried',
    ]);
  });

  it('knows a food a family names on a menu that has none of it: no "I don\'t know ketchup"', () => {
    const menu = [dish({ name: 'Falafel Wrap', ingredients: ['falafel', 'tahini', 'pita'] })];
    expect(parseIntent('no ketchup, something for lunch', 'nutritional', menu).unknownExclusions).toEqual([]);
    expect(parseIntent('no ketchapp, something for lunch', 'nutritional', menu).unknownExclusions).toEqual([
      'ketchapp',
    ]);
  });

  it('reads what is wanted after a comma as wanted, on a menu that does not know the word', () => {
    expect(parseIntent('no dairy, wings chahiye', 'nutritional', [])).toMatchObject({
      excludeAllergens: ['dairy'],
      unknownExclusions: [],
    });
    expect(parseIntent('no dairy, wings', 'nutritional', []).unknownExclusions).toEqual(['wings']);
    expect(parseIntent('no dairy, buffalo wings chahiye', 'nutritional', []).unknownExclusions).toEqual([]);
  });

  it('always produces an intent the schema accepts', () => {
    for (const [text] of CASES) expect(intentSchema.safeParse(parse(text)).success).toBe(true);
    for (const text of ['', '$0', 'under 0 calories', '🔥🔥🔥', 'constructor']) {
      expect(intentSchema.safeParse(parse(text)).success).toBe(true);
    }
  });

  it('reads a bare number after "under" as a price on a menu that prices in the thousands', () => {
    const rupees = [dish({ name: 'Chicken Biryani', price: 1800 }), dish({ name: 'Mutton Karahi', price: 3900 })];
    expect(parseIntent('a main and a drink for two under 4000', 'nutritional', rupees).maxPrice).toBe(4000);
    expect(parseIntent('under 500 calories', 'nutritional', rupees)).toMatchObject({
      maxCalories: 500,
      maxPrice: null,
    });
    expect(parseIntent('under 400', 'nutritional', TEST_MENU)).toMatchObject({ maxCalories: 400, maxPrice: null });
    // In the thousands, above what a dollar menu charges, a bare number is rupees: no one caps an order at 2,000 kcal.
    expect(parseIntent('pizza chahiye lekin 2000 se kam', 'nutritional', TEST_MENU)).toMatchObject({
      maxPrice: 7.14,
      maxCalories: null,
    });
    // Said in English, it may well be calories.
    expect(parseIntent('something under 1200', 'nutritional', TEST_MENU)).toMatchObject({ maxCalories: 1200 });
  });

  it('has a JSON schema a local model can be held to', () => {
    const schema = z.toJSONSchema(intentSchema) as { required: string[]; properties: Record<string, unknown> };
    expect(schema.required).toEqual(Object.keys(schema.properties));
  });
});
