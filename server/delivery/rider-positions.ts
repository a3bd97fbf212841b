/**
 * POST /api/rider/position: while a rider holds an order that is out, their phone reports where it is, and the
 * customer's tracker moves the rider's pin. One row per order is kept, replaced on each report and deleted by the
 * move that ends the trip (docs/decisions/0037); nothing else of a rider's whereabouts is stored or logged.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders, riderPositions } from '../../drizzle/schema.ts';
import { errorBody } from '../../shared/api.ts';
import { ROOMS } from '../../shared/events.ts';
import { POSITION_MIN_GAP_MS, riderPositionBody } from '../../shared/staff-orders.ts';
import { conflict, tooManyRequests } from '../errors.ts';
import { createCustomerOrders } from '../orders/customer-orders.ts';
import { requireRole } from '../plugins/auth.ts';

export async function riderPositionRoutes(app: FastifyInstance, options: { speedKmh: number }) {
  const customers = createCustomerOrders(app, options.speedKmh);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const p = sql.placeholder;
  const carried = app.db
    .select()
    .from(orders)
    .where(and(eq(orders.riderId, p('riderId')), eq(orders.status, 'OUT_FOR_DELIVERY')))
    .prepare();
  const save = app.db
    .insert(riderPositions)
    .values({
      orderId: p('orderId'),
      riderId: p('riderId'),
      latitude: p('latitude'),
      longitude: p('longitude'),
      accuracyMeters: p('accuracy'),
      at: p('at'),
    })
    .onConflictDoUpdate({
      target: riderPositions.orderId,
      set: {
        riderId: sql`excluded.rider_id`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        accuracyMeters: sql`excluded.accuracy_meters`,
        at: sql`excluded.at`,
      },
    })
    .prepare();
  // When each rider last reported: a phone that reports faster than the tracker can use is told to slow down.
  const lastReport = new Map<number, number>();

  route.post(
    '/rider/position',
    {
      onRequest: requireRole('DELIVERY_MAN'),
      schema: {
        tags: ['delivery'],
        summary: "Where the calling rider's phone is, while they carry an order that is out",
        description: `At most one report every ${POSITION_MIN_GAP_MS / 1000} s. A 409 means the rider carries no order that is out: stop sharing.`,
        body: riderPositionBody,
        response: {
          200: z.object({ message: z.string(), data: z.object({ orderIds: z.array(z.number().int()) }) }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const riderId = request.user!.id;
      const now = Date.now();
      const previous = lastReport.get(riderId);
      if (previous !== undefined && now - previous < POSITION_MIN_GAP_MS)
        throw tooManyRequests(`Send your position at most every ${POSITION_MIN_GAP_MS / 1000} seconds.`);
      const { latitude, longitude, accuracy } = request.body;
      const trips = app.db.transaction(() => {
        const out = carried.all({ riderId });
        for (const order of out)
          save.run({ orderId: order.id, riderId, latitude, longitude, accuracy: accuracy ?? null, at: now });
        return out;
      });
      if (!trips.length) {
        lastReport.delete(riderId);
        throw conflict('You carry no order that is out, so your position is not shared.');
      }
      lastReport.set(riderId, now);
      for (const order of trips) {
        const room = ROOMS.customer(order.customerId);
        if (!app.realtime.listening([room])) continue;
        const news = customers.riderPositionNews(order, { latitude, longitude, at: now }, now);
        app.realtime.publish([{ rooms: [room], event: 'rider.position', payload: { orderId: order.id, ...news } }]);
      }
      return { message: 'Position shared with your customers.', data: { orderIds: trips.map((order) => order.id) } };
    },
  );
}
