import { useState } from 'react';
import type { Product } from '../../../shared/menu.ts';
import { choiceProblems, defaultChoiceIds, priceWith } from '../../../shared/options.ts';
import type { CartItem } from '../cart/cart-state.ts';

/**
 * The choices and note a customer is making for a dish, starting from its defaults (or a cart line's, to change it):
 * what one costs with them, and the first thing that stops it being added, in the customer's words. The dish is
 * today's menu's, so a choice the kitchen sells out meanwhile shows at once.
 */
export function useDishChoice(product: Product, start?: { choices: readonly number[]; note: string | null }) {
  const [choices, setChoices] = useState<number[]>(() => [...(start?.choices ?? defaultChoiceIds(product))]);
  const [note, setNote] = useState(start?.note ?? '');
  const [problem] = choiceProblems(product, choices);
  const blocker = !product.availability ? `${product.name} is sold out right now.` : (problem?.message ?? null);
  const item: CartItem & { product: Product } = { product, choices, note: note.trim() || null };
  return { choices, setChoices, note, setNote, unitPrice: priceWith(product, choices), blocker, item };
}
