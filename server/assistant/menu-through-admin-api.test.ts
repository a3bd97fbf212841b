/**
 * A restaurant's menu added dish by dish through the admin API is understood as well as the same menu read from
 * its file: the engine learns a new dish's properties from what the admin types, with no code for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/menu.ts';
import { createUser, sessionToken } from '../../tests/factories.ts';
import { png } from '../../tests/images.ts';
import { multipart } from '../../tests/multipart.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { createBuiltInEngine } from './built-in/index.ts';
import { evaluateRecommendations } from './built-in/evaluation/evaluate.ts';
import { limitsRequestsOf, MENU_SETS, menuOf, PARTS, requestsOf } from './built-in/evaluation/suite.ts';
import type { MenuItem } from './engine.ts';
import { toMenuItem } from './routes.ts';

const engine = createBuiltInEngine();

async function addThroughAdminApi(t: TestApp, menu: readonly MenuItem[]): Promise<MenuItem[]> {
  const admin = sessionToken(t.app, await createUser(t.app, { role: 'ADMIN' }));
  for (const item of menu) {
    const product = {
      name: item.name,
      category: item.category,
      price: item.price,
      emotion: item.emotion,
      description: item.description,
      type: item.type,
      availability: item.available,
      ingredients: item.ingredients,
      calories: item.calories,
      spiceLevel: item.spiceLevel,
    };
    const { payload, headers } = multipart([
      { name: 'product', data: JSON.stringify(product) },
      { name: 'image', data: png(), filename: 'dish.png', contentType: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const served = (await t.app.inject('/api/products/get/all')).json() as Product[];
  return served.map(toMenuItem);
}

describe('a menu the admin added through the API', () => {
  let t: TestApp;
  const set = MENU_SETS.find((s) => s.addedThroughAdminApi)!;
  let served: MenuItem[];
  beforeAll(async () => {
    t = await createTestApp();
    served = await addThroughAdminApi(t, menuOf(set));
  }, 60_000);
  afterAll(() => t.close());

  it('gets the same answers as the menu file, on every request written for it', async () => {
    expect(served).toHaveLength(menuOf(set).length);
    const cases = PARTS.flatMap((part) => [...requestsOf(set, part), ...limitsRequestsOf(set, part)]);
    const ranked = async (menu: readonly MenuItem[]) =>
      (await evaluateRecommendations(engine, menu, cases)).results.map((r) => [r.id, r.ranked]);
    const fromApi = await ranked(served);
    expect(fromApi).toEqual(await ranked(menuOf(set)));
    expect(fromApi.length).toBeGreaterThan(100);
  });
});
