/**
 * POST /api/recommendation/recommend (anyone: guests browse and ask before signing in, docs/decisions/0035) and
 * GET /api/recommendation/health (admin).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../shared/api.ts';
import { assistantHealth, recommendAnswer, recommendBody } from '../../shared/assistant.ts';
import type { Product } from '../../shared/menu.ts';
import { formatPrice } from '../../shared/money.ts';
import { cheapestChoiceIds, cheapestPrice, priceWith } from '../../shared/options.ts';
import { createMenuStore } from '../menu/menu-store.ts';
import { authenticate, requireRole } from '../plugins/auth.ts';
import { LIMITS } from '../security/limits.ts';
import { RateLimiter } from '../security/rate-limiter.ts';
import { answerTurn } from './conversation-turn.ts';
import type { MenuItem } from './engine.ts';
import { favouriteProductIds } from './favourites.ts';

export const NO_MATCH_MESSAGE =
  'Nothing on the menu fits that. Try fewer conditions, or ask for something like "a light vegan lunch" or "something sweet".';
export const NOT_UNDERSTOOD_MESSAGE =
  'I didn\'t understand that. Here are this week\'s favourites; or ask for something like "a light vegan lunch".';
const FAVOURITES = 5;

/**
 * The assistant reasons over the product's facts; it never sees more than the menu API shows. A dish with option
 * groups is priced at its cheapest valid choices ("under $10" holds for a half karahi), and one whose required group
 * has nothing left on sale cannot be ordered at all.
 */
export function toMenuItem(product: Product): MenuItem {
  const cheapest = cheapestPrice(product);
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    price: cheapest ?? product.price,
    emotion: product.emotion,
    description: product.description,
    ingredients: product.ingredients.map((i) => i.name),
    type: product.type,
    available: product.availability && cheapest !== null,
    calories: product.calories,
    spiceLevel: product.spiceLevel,
    allergens: product.allergens,
    tags: product.tags,
  };
}

/**
 * A price in a reason holds at the dish's cheapest choices, while its row shows its usual price: "under $7.14" beside
 * a $9.49 pizza says which size it is ("(Small 8": $6.99)").
 */
function withCheapestChoices(product: Product, reason: string): string {
  const ids = cheapestChoiceIds(product);
  const cheapest = ids && priceWith(product, ids);
  if (cheapest === null || cheapest >= product.price || !/\b(under|up to)\b/i.test(reason)) return reason;
  const chosen = new Set(ids);
  const names = product.optionGroups.flatMap((group) =>
    group.choices.filter((c) => chosen.has(c.id)).map((c) => c.name),
  );
  return `${reason} (${names.join(', ')}: ${formatPrice(cheapest)})`;
}

export async function assistantRoutes(app: FastifyInstance) {
  const menu = createMenuStore(app.db, app.publicUrl);

  /** This week's most ordered available dishes, topped up from the menu when few orders came in. */
  function favourites(products: readonly Product[]) {
    const available = products.filter((p) => p.availability);
    const byId = new Map(available.map((p) => [p.id, p]));
    const ordered = favouriteProductIds(app.db, Date.now(), FAVOURITES * 2).flatMap((id) => byId.get(id) ?? []);
    const picks = [...new Set([...ordered, ...available])].slice(0, FAVOURITES);
    return picks.map((product) => ({
      ...product,
      reason: ordered.includes(product) ? 'A favourite this week' : 'From our menu',
    }));
  }
  // Once the server listens, off the way of its start, so the first customer to ask does not wait for it.
  app.addHook('onListen', () => {
    setImmediate(() => {
      try {
        app.assistant.warmUp(menu.all().map(toMenuItem));
      } catch (error) {
        // Only the first request is slower for it; that request would meet the same error and answer it.
        app.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'Assistant warm-up failed');
      }
    });
  });
  const perCaller = new RateLimiter(LIMITS.recommendationsPerCaller);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/recommendation/recommend',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Ask the assistant what to eat; answers up to 8 available dishes, best first, each with a reason',
        body: recommendBody,
        response: { 200: recommendAnswer, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      // Guests behind one address (a family's router) share its allowance; a signed-in customer has their own.
      const caller = authenticate(request);
      perCaller.consume(caller ? `user:${caller.id}` : `ip:${request.ip}`, 'You are asking very quickly.');
      const products = menu.all();
      const byId = new Map(products.map((p) => [p.id, p]));
      const { text, type, previous } = request.body;
      const answer = await answerTurn(app.assistant.recommend, { text, type, previous }, products.map(toMenuItem));
      const { engine, notes, understood, servings, bundle } = answer;
      const conversation = { request: answer.request, servings, engine, notes, understood };
      if (!understood) {
        return { ...conversation, message: NOT_UNDERSTOOD_MESSAGE, data: favourites(products), bundle: null };
      }
      const data = answer.items.flatMap(({ item, reason }) => {
        const product = byId.get(item.id);
        return product?.availability ? [{ ...product, reason: withCheapestChoices(product, reason) }] : [];
      });
      const found = data.length
        ? `Here ${data.length === 1 ? 'is 1 dish' : `are ${data.length} dishes`} for you.`
        : NO_MATCH_MESSAGE;
      return {
        ...conversation,
        message: [...notes, found].join(' '),
        data,
        bundle: bundle && {
          items: bundle.items.map(({ item, quantity }) => ({ id: item.id, quantity })),
          total: bundle.total,
        },
      };
    },
  );

  route.get(
    '/recommendation/health',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['assistant'],
        summary: 'Which assistant engine is active, and whether Ollama answers',
        response: { 200: assistantHealth, 401: errorBody, 403: errorBody },
      },
    },
    async () => app.assistant.health(),
  );
}
