/**
 * Gives features `app.assistant`. The built-in engine always answers; when Ollama is configured it answers
 * first, and any failure of it (timeout, malformed answer, unreachable) falls back to the built-in engine and is logged.
 */
import fp from 'fastify-plugin';
import type { AssistantHealth } from '../../shared/assistant.ts';
import type { Config } from '../config.ts';
import { createBuiltInEngine, warmUp } from '../assistant/built-in/index.ts';
import type { EmotionReading, MenuItem, RecommendationAnswer, RecommendationType } from '../assistant/engine.ts';
import { createOllamaEngine } from '../assistant/ollama-engine.ts';

type EngineName = 'built-in' | 'ollama';

export interface Assistant {
  recommend(
    text: string,
    type: RecommendationType,
    menu: readonly MenuItem[],
  ): Promise<RecommendationAnswer & { engine: EngineName }>;
  detectEmotion(text: string): Promise<EmotionReading & { engine: EngineName }>;
  health(): Promise<AssistantHealth>;
  /**
   * Readies the built-in engine for this menu (its knowledge file and dish profiles, about 170 ms) before anyone asks;
   * it answers too whenever Ollama fails.
   */
  warmUp(menu: readonly MenuItem[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    assistant: Assistant;
  }
}

export default fp(
  async (app, options: { ollama: Config['ollama'] }) => {
    const builtIn = createBuiltInEngine();
    const ollama = options.ollama && createOllamaEngine(options.ollama);

    /** Ollama's answer when it gives one; otherwise the built-in engine's, with the reason logged. */
    async function withFallback<T>(
      operation: string,
      viaOllama: (() => Promise<T>) | undefined,
      viaBuiltIn: () => Promise<T>,
    ) {
      if (viaOllama) {
        try {
          return { engine: 'ollama' as const, result: await viaOllama() };
        } catch (error) {
          app.log.warn(
            { operation, error: error instanceof Error ? error.message : String(error) },
            'Ollama failed; the built-in engine answers',
          );
        }
      }
      return { engine: 'built-in' as const, result: await viaBuiltIn() };
    }

    app.decorate('assistant', {
      async recommend(text, type, menu) {
        const { engine, result } = await withFallback(
          'recommend',
          ollama && (() => ollama.recommend(text, type, menu)),
          () => builtIn.recommend(text, type, menu),
        );
        return { ...result, engine };
      },
      async detectEmotion(text) {
        const { engine, result } = await withFallback(
          'detectEmotion',
          ollama && (() => ollama.detectEmotion(text)),
          () => builtIn.detectEmotion(text),
        );
        return { ...result, engine };
      },
      async health() {
        if (!ollama || !options.ollama) return { engine: 'built-in', ollama: null };
        const status = await ollama.health();
        return {
          engine: status.reachable && status.modelInstalled ? 'ollama' : 'built-in',
          ollama: { host: options.ollama.host, model: options.ollama.model, ...status },
        };
      },
      warmUp,
    } satisfies Assistant);
  },
  { name: 'assistant' },
);
