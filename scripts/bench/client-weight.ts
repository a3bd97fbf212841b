/**
 * Client weight: the JavaScript (gzip) a first visit to each main route loads, from a production build made in
 * memory (scripts/bundle-report.ts follows the real chunks), and where the two heavy libraries sit: ECharts only on
 * the admin dashboard, in a lazy chunk; Leaflet only in the checkout map's lazy chunk, so no first visit loads it.
 *
 * Budgets: at most 170 KB for the customer home, /chat, /checkout, /track-order, the kitchen board and the delivery
 * list; the admin dashboard may load ECharts lazily. Run with `npm run bench:client`; exits 1 when a budget is
 * missed (the test suite only checks where ECharts goes, in scripts/bundle-report.test.ts).
 */
import { chartLeaks, kb, measureBundle, type MeasuredRoute } from '../bundle-report.ts';
import { isMain, runAlone, type Figure, type PartResult } from './figures.ts';

const BUDGET_BYTES = 170 * 1024;
const BUDGETED: readonly MeasuredRoute[] = [
  '/',
  '/chat',
  '/checkout',
  '/track-order',
  '/orders/prepare',
  '/orders/deliver',
];
const CUSTOMER_ROUTES: readonly MeasuredRoute[] = ['/', '/chat', '/checkout', '/track-order'];
const ROUTE_NAMES: Partial<Record<MeasuredRoute, string>> = {
  '/': '/ (customer home)',
  '/orders/prepare': '/orders/prepare (kitchen)',
  '/orders/deliver': '/orders/deliver (delivery)',
};

const list = (names: string[]) => (names.length ? names.join(', ') : 'none');

export async function runClient(): Promise<PartResult> {
  const report = await measureBundle();
  const figures: Figure[] = report.routes.map(({ route, gzipBytes, chartModules }) => {
    const name = `${ROUTE_NAMES[route] ?? route} JS on first visit (gzip)`;
    if (BUDGETED.includes(route)) {
      return {
        name,
        measured: kb(gzipBytes),
        ceiling: null,
        budget: `≤ ${kb(BUDGET_BYTES)}`,
        ok: gzipBytes <= BUDGET_BYTES,
      };
    }
    const charts = chartModules ? ', ECharts included' : '';
    return { name, measured: `${kb(gzipBytes)}${charts}`, ceiling: null, budget: 'reported', ok: true };
  });

  const chartsOnCustomerRoutes = report.routes
    .filter(({ route, chartModules }) => CUSTOMER_ROUTES.includes(route) && chartModules > 0)
    .map(({ route }) => route);
  const leaks = chartLeaks(report).map(({ group }) => group);
  const mapOnFirstVisit = report.routes.filter(({ mapModules }) => mapModules > 0).map(({ route }) => route);
  figures.push(
    {
      name: 'customer routes whose first visit loads ECharts',
      measured: list(chartsOnCustomerRoutes),
      ceiling: null,
      budget: 'none',
      ok: chartsOnCustomerRoutes.length === 0,
    },
    {
      name: 'route groups whose pages could load ECharts',
      measured: list(report.groups.filter(({ chartModules }) => chartModules > 0).map(({ group }) => group)),
      ceiling: null,
      budget: 'admin only',
      ok: leaks.length === 0,
    },
    {
      name: 'routes whose first visit loads Leaflet',
      measured: list(mapOnFirstVisit),
      ceiling: null,
      budget: 'none (it loads with the checkout map)',
      ok: mapOnFirstVisit.length === 0,
    },
  );
  for (const { name, behind, inItsChunk, elsewhere } of report.libraries) {
    figures.push({
      name: `${name} modules outside the lazy chunk of ${behind}`,
      measured: `${elsewhere} (${inItsChunk} inside it)`,
      ceiling: null,
      budget: '0, and the chunk holds it',
      ok: elsewhere === 0 && inItsChunk > 0,
    });
  }
  return { part: 'client', figures };
}

if (isMain(import.meta.filename)) await runAlone(runClient);
