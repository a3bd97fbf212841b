/**
 * Numbers said in words, in English and Roman Urdu: what amounts ("five dollars", "do hazar") and numbers of people
 * ("for two", "teen log") are read from.
 */
export const ENGLISH_NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

export const URDU_NUMBERS: Readonly<Record<string, number>> = {
  ek: 1,
  aik: 1,
  do: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  chay: 6,
  chhe: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
  dedh: 1.5,
  dhai: 2.5,
  dhaai: 2.5,
};

/** The number a word or numeral says, or null. */
export function numberOf(word: string): number | null {
  const lower = word.toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(lower)) return Number(lower);
  return ENGLISH_NUMBERS[lower] ?? URDU_NUMBERS[lower] ?? null;
}
