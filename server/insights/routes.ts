/** The admin dashboard's figures: GET /api/insights/{get-revenue, top-sold-items, top-business-hours, orders-by-sector, kpis}. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../shared/api.ts';
import {
  INSIGHT_CHARTS,
  insightKpisAnswer,
  insightSeriesAnswer,
  insightsRangeQuery,
  type InsightChart,
  type InsightSeries,
  type InsightsRange,
} from '../../shared/insights.ts';
import { requireRole } from '../plugins/auth.ts';
import { createInsights } from './insights-service.ts';

const RANGE_HELP =
  '`startDate` and `endDate` are optional days (YYYY-MM-DD, the end included) in the restaurant time zone ' +
  '(TZ_RESTAURANT); empty means no limit. Only confirmed orders that were not cancelled count.';

export async function insightsRoutes(app: FastifyInstance) {
  const insights = createInsights(app.db, { timeZone: app.restaurant.timeZone });
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');

  const charts: Record<
    InsightChart,
    { summary: string; message: string; read: (range: InsightsRange) => InsightSeries }
  > = {
    revenue: {
      summary: 'Revenue per day (currency units), every day of the range; unfiltered, the last 30 days',
      message: 'Revenue per day',
      read: insights.revenue,
    },
    itemsSold: {
      summary: 'Portions sold per dish, most first; unfiltered, all time',
      message: 'Items sold',
      read: insights.topSoldItems,
    },
    businessHours: {
      summary: 'Orders per local hour, keyed "0" to "23" (clients label them "13:00"); unfiltered, all time',
      message: 'Orders per hour',
      read: insights.topBusinessHours,
    },
    topAreas: {
      summary: 'Orders per delivery sector, most first; unfiltered, all time',
      message: 'Orders per sector',
      read: insights.ordersBySector,
    },
  };

  for (const [chart, path] of Object.entries(INSIGHT_CHARTS) as [InsightChart, string][]) {
    const { summary, message, read } = charts[chart];
    route.get(
      `/insights/${path}`,
      {
        onRequest: adminOnly,
        schema: {
          tags: ['insights'],
          summary,
          description: RANGE_HELP,
          querystring: insightsRangeQuery,
          response: { 200: insightSeriesAnswer, 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => ({ message, data: read(request.query) }),
    );
  }

  route.get(
    '/insights/kpis',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['insights'],
        summary:
          "Today's revenue, orders and average order value, the average kitchen time over 7 days, and the average " +
          'rating of the last 7 days against the 7 before',
        description:
          'The rating weeks are local days in the restaurant time zone, today included; feedback without stars does ' +
          'not count.',
        response: { 200: insightKpisAnswer, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ message: 'Key figures', data: insights.kpis() }),
  );
}
