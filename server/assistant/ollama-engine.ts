/**
 * The Ollama engine: a local model reads the request into the same intent structure the built-in parser
 * produces (constrained by a JSON schema), and the built-in ranker does the rest. Hard constraints are always
 * enforced by that code, never trusted to the model. Any failure throws; the assistant falls back.
 */
import { Ollama } from 'ollama';
import { z } from 'zod';
import { EMOTIONS } from '../../shared/constants.ts';
import { moneySettings } from '../../shared/money.ts';
import { rankMenu } from './built-in/index.ts';
import { untrueStatements } from './built-in/truth.ts';
import type { AssistantEngine, EmotionReading, MenuItem, RecommendationType } from './engine.ts';
import { intentSchema } from './intent.ts';

export interface OllamaOptions {
  host: string;
  model: string;
  timeoutMs: number;
}

const emotionAnswer = z.object({ emotion: z.enum(EMOTIONS), confidence: z.number().min(0).max(1) });

const INTENT_PROMPT = [
  'You read one customer request sent to a restaurant food assistant and fill the given JSON structure.',
  'Fill only what the customer actually asked for or clearly implied; leave every other field null, false or empty.',
  'The request may mix English with Roman Urdu and may contain typos or emoji.',
  'Mood is how the customer feels right now (joy, sadness, disgust, fear, neutral, anger); respect negation ("not happy" is not joy).',
  'Put allergies and things the customer does not want into the exclusion fields.',
  'Answer with the JSON object only.',
].join(' ');

/** The restaurant's own currency, so "under 500" is read in its money, not in dollars. */
const pricesIn = () => `Prices are in ${moneySettings().currency}.`;

const EMOTION_PROMPT = [
  'Label the emotion of one piece of restaurant customer feedback as exactly one of:',
  `${EMOTIONS.join(', ')}.`,
  'The text may mix English with Roman Urdu, and may contain emoji, typos, negation ("not bad at all" is positive) or sarcasm (label the intended emotion).',
  'Answer with the JSON object only; confidence is between 0 and 1.',
].join(' ');

export function createOllamaEngine(options: OllamaOptions): AssistantEngine & { health(): Promise<OllamaHealth> } {
  const client = new Ollama({
    host: options.host,
    // Every call is bounded, so a slow model never holds a customer's request for long.
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        signal: init?.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(options.timeoutMs)])
          : AbortSignal.timeout(options.timeoutMs),
      }),
  });
  const intentFormat = z.toJSONSchema(intentSchema);
  const emotionFormat = z.toJSONSchema(emotionAnswer);

  async function ask<T>(system: string, user: string, format: object, schema: z.ZodType<T>): Promise<T> {
    const response = await client.chat({
      model: options.model,
      stream: false,
      format,
      options: { temperature: 0 },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.message.content);
    } catch {
      throw new Error('the model did not answer JSON');
    }
    const checked = schema.safeParse(parsed);
    if (!checked.success)
      throw new Error(`the model's answer does not fit the schema: ${checked.error.issues[0]?.message ?? ''}`);
    return checked.data;
  }

  return {
    name: 'ollama',

    async recommend(text: string, type: RecommendationType, menu: readonly MenuItem[]) {
      const categories = [...new Set(menu.map((item) => item.category))].join(', ');
      const fromModel = await ask(
        `${INTENT_PROMPT} ${pricesIn()} The menu's categories are: ${categories}.`,
        `Request (${type}): ${text}`,
        intentFormat,
        intentSchema,
      );
      // Given the text, the ranker re-reads its hard constraints itself: the model cannot loosen them.
      const readFromTextOnly = {
        unknownExclusions: [],
        allergies: [],
        strictIngredients: [],
        maxPriceExcluded: false,
        budgetParts: [],
        priceCaps: {},
        saysFood: false,
        stems: [],
      };
      const ranked = rankMenu({ ...fromModel, ...readFromTextOnly }, type, menu, text);
      // A reading that leaves nothing, or only something after relaxing a wish (often a model wish the customer ruled
      // out), is no answer: let the built-in engine read the request itself.
      if (ranked.items.length === 0) throw new Error("the model's reading of the request matches nothing on the menu");
      if (ranked.relaxed) throw new Error("the model's reading of the request asks for what nothing allowed fits");
      // The same truth check as every answer: a reading that would make the answer say something untrue is none.
      if (untrueStatements(ranked, menu).length)
        throw new Error("the answer to the model's reading says something untrue");
      return ranked;
    },

    async detectEmotion(text: string): Promise<EmotionReading> {
      return ask(EMOTION_PROMPT, text, emotionFormat, emotionAnswer);
    },

    async health(): Promise<OllamaHealth> {
      try {
        const { models } = await client.list();
        const wanted = options.model.includes(':') ? options.model : `${options.model}:latest`;
        return { reachable: true, modelInstalled: models.some((m) => m.name === wanted || m.model === wanted) };
      } catch (error) {
        return {
          reachable: false,
          modelInstalled: false,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}

export interface OllamaHealth {
  reachable: boolean;
  modelInstalled: boolean;
  error?: string;
}
