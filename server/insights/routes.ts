/**
 * The admin dashboard's figures: GET /api/insights/{get-revenue, top-sold-items, top-business-hours, orders-by-sector,
 * kpis, ticket-times}.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../shared/api.ts';
import {
  INSIGHT_CHARTS,
  insightKpisAnswer,
  insightSeriesAnswer,
  insightTicketTimesAnswer,
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

/** `redMinutes`: when a kitchen card turns red (KITCHEN_RED_MINUTES); a ticket that long is late. */
export async function insightsRoutes(app: FastifyInstance, options: { redMinutes: number }) {
  const insights = createInsights(app.db, { timeZone: app.restaurant.timeZone, redMinutes: options.redMinutes });
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

  route.get(
    '/insights/ticket-times',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['insights'],
        summary:
          "The kitchen's ticket times (confirmation to ready) today: average, 90th percentile and late tickets, " +
          'against the same weekday in each of the 4 weeks before, pooled',
        description:
          'A ticket counts on the local day its order was confirmed (restaurant time zone), once the kitchen has made ' +
          'it ready; a ticket of `redMinutes` (KITCHEN_RED_MINUTES) or more is late.',
        response: { 200: insightTicketTimesAnswer, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ message: 'Ticket times', data: insights.ticketTimes() }),
  );
}
