/**
 * What a dish's usual recipe may hold beyond the restaurant's own ingredient list, as the assistant's food knowledge
 * names it (less the meats: the restaurant always names its dish's main protein itself), and the tag with which the
 * restaurant says its own dish is made without one ("garlic-free").
 */
export const USUAL_PARTS = [
  'caffeine',
  'gluten',
  'dairy',
  'egg',
  'nuts',
  'peanuts',
  'sesame',
  'soy',
  'fish',
  'shellfish',
  'alcohol',
  'garlic',
  'onion',
  'mushroom',
  'gelatin',
  'honey',
  'tomato',
  'mustard',
] as const;
export type UsualPart = (typeof USUAL_PARTS)[number];

export const isUsualPart = (part: string): part is UsualPart => (USUAL_PARTS as readonly string[]).includes(part);

export type WithoutTag = `${UsualPart}-free`;

export function withoutTag(part: UsualPart): WithoutTag {
  return `${part}-free`;
}

export const WITHOUT_TAGS: readonly WithoutTag[] = USUAL_PARTS.map(withoutTag);
