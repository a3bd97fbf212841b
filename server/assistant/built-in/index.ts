/**
 * The built-in assistant engine: no network and no model. Requests are parsed into an Intent by rules and
 * lexicons, the menu is ranked against it, and feedback emotion comes from a weighted lexicon.
 */
import type { AssistantEngine, MenuItem } from '../engine.ts';
import { detectEmotion } from './emotion.ts';
import { parseIntent } from './intent-parser.ts';
import { rankMenu } from './ranker.ts';

export { detectEmotion } from './emotion.ts';
export { parseIntent } from './intent-parser.ts';
export { MAX_RECOMMENDATIONS, rankMenu } from './ranker.ts';

/** Reads and indexes now what the engine would on its first request about this menu (knowledge file, dish profiles). */
export function warmUp(menu: readonly MenuItem[]): void {
  rankMenu(parseIntent('something to eat', 'nutritional', menu), 'nutritional', menu);
}

export function createBuiltInEngine(): AssistantEngine {
  return {
    name: 'built-in',
    async recommend(text, type, menu) {
      return rankMenu(parseIntent(text, type, menu), type, menu);
    },
    async detectEmotion(text) {
      return detectEmotion(text);
    },
  };
}
