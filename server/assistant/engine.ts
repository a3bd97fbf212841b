/**
 * The assistant's one interface. Two engines implement it: the built-in engine (no network, no model; the default)
 * and the Ollama engine (a local model reads the request; the same code ranks and enforces constraints).
 */
import type { Emotion, ProductType } from '../../shared/constants.ts';

/** A dish as the assistant sees it: the product plus the facts it reasons with. */
export interface MenuItem {
  id: number;
  name: string;
  category: string;
  /** In currency units, e.g. 8.5. */
  price: number;
  emotion: Emotion;
  description: string;
  ingredients: string[];
  type: ProductType;
  available: boolean;
  calories: number | null;
  /** 0 (not spicy) to 3 (very spicy). */
  spiceLevel: number;
  /** Declared allergens; the engine also derives them from the ingredients. */
  allergens: string[];
  /** Meal times and traits such as breakfast, lunch, dinner, hot, cold, light, heavy, sweet, high-protein. */
  tags: string[];
}

export type RecommendationType = 'nutritional' | 'emotional';

export interface Recommendation {
  item: MenuItem;
  /** One short human sentence, e.g. "Vegan, no nuts, and under $8". */
  reason: string;
}

/** What the engine answers to one request. */
export interface RecommendationAnswer {
  /** Best first; available dishes only; every hard constraint of the request holds for each. */
  items: Recommendation[];
  /** What the customer should know about the answer: a word it could not leave out, a wish it relaxed. */
  notes: string[];
  /** A wish of the request had to be relaxed for anything to fit; `notes` says which. */
  relaxed: boolean;
  /** False when the text has no food meaning; `items` is then empty and the caller offers favourites. */
  understood: boolean;
}

export interface EmotionReading {
  emotion: Emotion;
  /** 0 to 1. */
  confidence: number;
}

export interface AssistantEngine {
  readonly name: 'built-in' | 'ollama';
  recommend(text: string, type: RecommendationType, menu: readonly MenuItem[]): Promise<RecommendationAnswer>;
  detectEmotion(text: string): Promise<EmotionReading>;
}
