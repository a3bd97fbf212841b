/**
 * Combination requests ("a main and a drink for two under $15"): one dish per course, together within the budget.
 * Each course is asked of the engine on its own, with every other word of the request, so each pick keeps all the
 * request's limits; the bundle is then the best-ranked set whose total fits.
 */
import { isMainCourseAt } from './built-in/text.ts';
import type { MenuItem } from './engine.ts';

/** Course words as customers write them, by the course the engine understands. */
const COURSE_WORDS: Record<string, readonly string[]> = {
  main: ['main course', 'main dish', 'main', 'mains', 'entree', 'entrée'],
  drink: ['drink', 'drinks', 'beverage', 'beverages', 'juice', 'shake', 'soda'],
  dessert: ['dessert', 'desserts', 'something sweet', 'sweet dish'],
  starter: ['starter', 'starters', 'appetizer', 'appetiser', 'side', 'sides', 'side dish'],
  soup: ['soup'],
  salad: ['salad'],
};
const COURSE_PATTERN = new RegExp(
  `\\b(?:an?\\s+|some\\s+|one\\s+)?(${Object.values(COURSE_WORDS)
    .flat()
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'gi',
);
const JOINED = /\b(?:and|with|plus|aur)\b|[+&,]/i;
/** "a main, no dessert", "skip the drink": a course refused is no course of the set. */
const REFUSED_BEFORE = /\b(?:no|not|without|skip|minus|na|nahi|except)\s+(?:the\s+|any\s+|a\s+)?$/i;
/** How far down each course's answer a bundle may reach for a dish that makes the total fit. */
const PICKS_PER_COURSE = 5;
/** Most courses one set holds: each is an engine call, and a model's take several seconds each. */
export const MAX_COURSES = 4;

export interface Course {
  name: string;
  /**
   * The request as asked of the engine for this course alone: every word of it, so every limit holds for every
   * course ("a dessert without nuts and a drink" keeps nuts out of the drink too), less the other courses' names.
   */
  text: string;
}

function courseOf(word: string): string {
  const lower = word.toLowerCase();
  return Object.entries(COURSE_WORDS).find(([, words]) => words.includes(lower))![0];
}

/** The courses a request joins ("a main and a drink"), or [] when it asks for fewer than two. */
export function coursesOf(text: string): Course[] {
  const found = [...text.matchAll(COURSE_PATTERN)].filter(
    (match) =>
      !REFUSED_BEFORE.test(text.slice(Math.max(0, match.index - 16), match.index)) &&
      // "main soch raha tha ke koi drink aur dessert" is a drink and a dessert: Roman Urdu's "main" is "I".
      (match[1]!.toLowerCase() !== 'main' || isMainCourseAt(text, match.index + match[0].length - match[1]!.length)),
  );
  const names = [...new Set(found.map((match) => courseOf(match[1]!)))].slice(0, MAX_COURSES);
  if (names.length < 2) return [];
  if (!JOINED.test(text.slice(found[0]!.index, found.at(-1)!.index))) return [];
  return names.map((name) => ({
    name,
    text: found
      .filter((match) => courseOf(match[1]!) !== name)
      .reduceRight((rest, match) => rest.slice(0, match.index) + rest.slice(match.index + match[0].length), text)
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

export interface Bundle {
  items: { item: MenuItem; quantity: number }[];
  total: number;
}

/**
 * The set with the best ranks (the sum of each pick's place in its course's answer) whose total for `servings`
 * people stays within `budget`; the cheaper of two equally ranked sets. Null when no set fits.
 */
export function chooseBundle(
  answers: readonly (readonly MenuItem[])[],
  servings: number,
  budget: number | null,
): Bundle | null {
  let best: { picks: MenuItem[]; rank: number; total: number } | null = null;
  const walk = (course: number, picks: MenuItem[], rank: number) => {
    if (course === answers.length) {
      const total = picks.reduce((sum, item) => sum + item.price * servings, 0);
      if (budget !== null && total > budget + 1e-9) return;
      if (!best || rank < best.rank || (rank === best.rank && total < best.total)) best = { picks, rank, total };
      return;
    }
    answers[course]!.slice(0, PICKS_PER_COURSE).forEach((item, place) => {
      if (!picks.some((picked) => picked.id === item.id)) walk(course + 1, [...picks, item], rank + place);
    });
  };
  walk(0, [], 0);
  const chosen = best as { picks: MenuItem[]; total: number } | null;
  if (!chosen) return null;
  return {
    items: chosen.picks.map((item) => ({ item, quantity: servings })),
    total: Math.round(chosen.total * 100) / 100,
  };
}
