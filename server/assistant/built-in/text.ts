/** Turning free text into comparable tokens: normalising, stemming and tolerating typos. */

/** A table lookup that ignores what every object inherits: a request may well say "constructor". */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export interface Token {
  /** Lowercase, accents removed, as written otherwise. */
  word: string;
  /** What `word` is compared by; see `stem`. */
  stem: string;
  /** As typed, so emotion detection can see shouting. */
  raw: string;
  kind: 'word' | 'number' | 'symbol' | 'emoji';
}

/** Words that describe a main course between an article and "main": "a vegan main", "your best main". */
const MAIN_WORDS = [
  ...['veg', 'vegan', 'vegetarian', 'meat', 'chicken', 'beef', 'mutton', 'fish', 'seafood', 'desi'],
  ...['light', 'heavy', 'big', 'good', 'best', 'spicy', 'filling', 'hearty', 'healthy'],
].join('|');
/**
 * "Main" as the course: after an article or a count ("a vegan main", "ek main aur ek drink", "your best main") or
 * before an English join ("main and drink", "main with a side"). Alone it is as often Roman Urdu's "I" or "in" ("anda
 * nahi khata main", "lunch main kya hai", "1 ghante main"), which asks for no course.
 */
const MAIN_COURSE = new RegExp(
  String.raw`(?<=\b(?:(?:an?|any|another|one|1|ek)\s+(?:(?:${MAIN_WORDS})\s+)?|(?:the|your|my|our)\s+(?:${MAIN_WORDS})\s+))main\b|\bmain(?=\s*(?:(?:and|with|plus)\b|[+&]))`,
  'gi',
);

/** `MAIN_COURSE` held to the one place `isMainCourseAt` is asked about, built once. */
const MAIN_COURSE_AT = new RegExp(MAIN_COURSE.source, 'iy');

/** Whether the "main" at `at` in `text` is the course (see `MAIN_COURSE`). */
export function isMainCourseAt(text: string, at: number): boolean {
  MAIN_COURSE_AT.lastIndex = at;
  return MAIN_COURSE_AT.test(text);
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bw\/o(?:ut)?\b/gi, 'without'],
  [
    /\b(gluten|dairy|nuts?|eggs?|soy|sugar|caffeine|meat|lactose|peanuts?|sesame|fish|shellfish|alcohol)free\b/gi,
    '$1 free',
  ],
  // "gf + nut allergy", "GF and DF dessert", "any gf options?": gluten-free where a diet, an allergen or a kind of
  // food goes with it; otherwise "gf" is as often a girlfriend ("me and the gf", "gf dumped me", "gf vegan hai").
  [
    /(?<!\b(?:my|meri|mera|mere|your|ur|his|with|w|for|apni|apne|the|and|n|bf|me)\s*[&+]?\s+)\bgf\b(?=[\s+,&/]*(?:(?:and|n|aur)\s+)?(?:[?!.]|(?:df|dairy|nut|nuts|peanut|egg|eggs|soy|sesame|lactose|celiac|coeliac|options?|menu|food|diet|dessert|desserts|bread|pasta|pizza|please|pls|plz|only|friendly|version)\b))/gi,
    'gluten free',
  ],
  [/\bdf\b/gi, 'dairy free'],
  [MAIN_COURSE, 'mains'],
  [/(\d),(\d{3})\b/g, '$1$2'],
  [/\b(can)(?:['’]?t|not)\b/gi, '$1 not'],
  [/\bwon['’]?t\b/gi, 'will not'],
  [/\b(do|does|did|is|was|were|are|have|has|had|should|could|would)nt\b/gi, '$1 not'],
  [/\b(\w+)n['’]t\b/gi, '$1 not'],
  [/['’](m|re|ve|ll|d)\b/gi, ' $1'],
  [/['’]s?\b/gi, ''],
];

const MAY_CONTRACT = /['’]|nt\b|cannot|\/|free\b|\d,\d|\b[gd]f\b|\bmain\b/i;

const TOKEN =
  /(\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}\p{Extended_Pictographic})*)|(\d+(?:\.\d+)?)|([\p{L}]+)|([$<>!?°.,;:"])/gu;

/** Splits text into words, numbers, emoji and the symbols that carry meaning: money, comparison, clause breaks. */
export function tokenize(text: string): Token[] {
  // Most text is plain ASCII without contractions; skipping the rewrites for it keeps indexing a menu cheap.
  let clean = /[^ -~\s]/.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  if (MAY_CONTRACT.test(clean)) {
    for (const [pattern, replacement] of CONTRACTIONS) clean = clean.replace(pattern, replacement);
  }
  const tokens: Token[] = [];
  for (const match of clean.matchAll(TOKEN)) {
    const raw = match[0];
    const kind = match[1] ? 'emoji' : match[2] ? 'number' : match[3] ? 'word' : 'symbol';
    const word = kind === 'emoji' ? raw.replace(/\u{FE0F}/gu, '') : raw.toLowerCase();
    tokens.push({ word, stem: kind === 'word' ? stem(word) : word, raw, kind });
  }
  return tokens;
}

const VOWEL = /[aeiouy]/;
/** Words the suffix rules would merge with a different word ("evening" is not "even"). */
const STEM_EXCEPTIONS: Record<string, string> = {
  iced: 'ice',
  evening: 'evening',
  evenings: 'evening',
  morning: 'morning',
  mornings: 'morning',
  nothing: 'nothing',
  something: 'something',
  anything: 'anything',
  everything: 'everything',
  wedding: 'wedding',
  spring: 'spring',
  bed: 'bed',
  made: 'made',
  rate: 'rate',
  rates: 'rate',
  please: 'please',
  fine: 'fine',
  lately: 'lately',
  bare: 'bare',
  barely: 'barely',
  lone: 'lone',
  slime: 'slime',
  friendly: 'friendly',
};

/**
 * A light English stemmer: plurals, -ed, -ing, -ly and a final e, so "fries", "fried" and "fry" meet, as do
 * "loved" and "love". Deliberately weaker than Porter: food words like "burger" must survive it.
 */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = lookup(STEM_EXCEPTIONS, word) ?? suffixStem(word);
    if (stems.size > 20_000) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}

const stems = new Map<string, string>();

/** One of a plural as a reason may say it: "shakes" is a "shake", "sandwiches" a "sandwich", "berries" a "berry". */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function suffixStem(word: string): string {
  if (word.length <= 3) return word;
  let w = word.endsWith('ied') && word.length > 4 ? `${word.slice(0, -3)}y` : singular(word);
  if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([^aeioulsz])\1$/.test(w) ? w.slice(0, -1) : w;
}

/** Stems every word of a phrase: "Desserts with nuts" becomes "dessert with nut". */
export function stemPhrase(phrase: string): string {
  return tokenize(phrase)
    .map((t) => t.stem)
    .join(' ');
}

/** Optimal-string-alignment distance (edits and swaps of neighbours), giving up once it exceeds `max`. */
/**
 * Whether a word stem looks like `word`, a word the engine does not know: for such words it errs on the safe side
 * ("tofoo" is tofu, "mushrum" mushroom). Four-letter words get less room, or a typo would rule out half the menu.
 * The constraint layer leaves out what looks like it; the truth check says "nothing looks like it" only where
 * this finds nothing, so the two never disagree.
 */
export function lookalikeOf(word: string): (candidate: string) => boolean {
  const typed = stem(word.toLowerCase());
  const edits = typed.length >= 5 ? 2 : typed.length >= 4 ? 1 : 0;
  const prefix = typed.length >= 5 ? typed.slice(0, 5) : null;
  return (s) => s === typed || (prefix !== null && s.startsWith(prefix)) || editDistance(s, typed, edits) <= edits;
}

export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return d[rows * cols - 1]!;
}

/** How many typos a word of this length may carry and still be recognised. */
function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 8) return 1;
  return 2;
}

/**
 * Words the engine understands, for correcting typos. Words in `plain` are correct English that means nothing
 * to the engine: they, and their plurals and verb forms, are never "corrected" into something they are not.
 */
export class Vocabulary {
  private readonly known = new Set<string>();
  private readonly targets = new Set<string>();
  private readonly knownStems = new Set<string>();
  private readonly byLength = new Map<number, string[]>();
  private readonly cache = new Map<string, string | null>();

  /**
   * `minLength`: shorter words are never corrected (short words sit one typo away from too many others), except,
   * with `shortWhenUnique`, a word one letter shorter that only one known word is a typo away from ("piza").
   */
  constructor(
    targets: Iterable<string>,
    plain: Iterable<string> = [],
    private readonly minLength = 4,
    private readonly shortWhenUnique = false,
  ) {
    for (const word of targets) this.add(word);
    for (const word of plain) this.addPlain(word);
  }

  /** A word typos may be corrected to. */
  add(word: string): void {
    if (this.targets.has(word) || !/^[a-z]+$/.test(word)) return;
    this.targets.add(word);
    const bucket = this.byLength.get(word.length) ?? [];
    bucket.push(word);
    this.byLength.set(word.length, bucket);
    this.addPlain(word);
  }

  addPlain(word: string): void {
    if (!word) return;
    this.known.add(word);
    this.knownStems.add(stem(word));
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /** A word typos may be corrected to: one of the menu's or the lexicons'. */
  isTarget(word: string): boolean {
    return this.targets.has(word);
  }

  /**
   * The word as the vocabulary knows it: stretched letters squeezed ("soooo" to "so", "gooood" to "good") and
   * typos corrected; unknown words come back squeezed.
   */
  normalise(word: string): string {
    const squeezed = squeeze(word);
    if (this.has(squeezed)) return squeezed;
    const single = squeezed.replace(/(.)\1+/g, '$1');
    if (this.has(single)) return single;
    return this.correct(squeezed) ?? squeezed;
  }

  /** The closest known word, or null when `word` is known already or nothing is close enough. */
  correct(word: string): string | null {
    if (this.known.has(word) || !/^[a-z]+$/.test(word) || this.knownStems.has(stem(word))) return null;
    if (word.length < this.minLength) {
      return this.shortWhenUnique && word.length === this.minLength - 1 ? this.uniqueNeighbour(word) : null;
    }
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    const max = allowedEdits(word.length);
    let best: string | null = null;
    let bestDistance = max + 1;
    for (let length = word.length - max; length <= word.length + max && bestDistance > 1; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // Typos rarely hit the first letter; insisting on it keeps "cheap" from becoming "cheat".
        if (candidate[0] !== word[0] || allowedEdits(candidate.length) === 0) continue;
        const distance = editDistance(word, candidate, bestDistance - 1);
        if (distance < bestDistance) {
          best = candidate;
          bestDistance = distance;
          if (distance === 1) break;
        }
      }
    }
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(word, best);
    return best;
  }

  /**
   * Two words the vocabulary may correct to, written as one ("chowmein"), each at least four letters;
   * null when `word` is known or splits no such way.
   */
  split(word: string): [string, string] | null {
    if (this.known.has(word) || !/^[a-z]{8,}$/.test(word)) return null;
    // Halves of four letters at least: "season" is no "sea son".
    for (let at = 4; at <= word.length - 4; at++) {
      const [first, second] = [word.slice(0, at), word.slice(at)];
      if (this.targets.has(first) && this.targets.has(second)) return [first, second];
    }
    return null;
  }

  /**
   * The one known word a single typo away from `word` (starting with the same letter), if there is one. A dropped
   * letter is the likeliest typo, so when several are that close, the one `word` is missing a letter of wins alone.
   */
  private uniqueNeighbour(word: string): string | null {
    const near = [word.length, word.length + 1].flatMap((length) =>
      (this.byLength.get(length) ?? []).filter((c) => c[0] === word[0] && editDistance(word, c, 1) === 1),
    );
    const longer = near.filter((c) => c.length > word.length);
    return near.length === 1 ? near[0]! : longer.length === 1 ? longer[0]! : null;
  }
}

/** Removes repeated letters beyond two ("sooo goood" becomes "soo good"), the usual way people stretch words. */
export function squeeze(word: string): string {
  return word.replace(/(.)\1{2,}/g, '$1$1');
}
