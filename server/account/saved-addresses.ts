/**
 * A customer's saved addresses. Saving under a label the customer already uses ("Home" after a move) replaces that
 * address rather than adding a twin. Which one the last order went to is read from the orders, so nothing has to be
 * written when an order is placed.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerAddresses, orders } from '../../drizzle/schema.ts';
import {
  SAVED_ADDRESSES_MAX,
  type CheckoutMemory,
  type SavedAddress,
  type savedAddressInput,
} from '../../shared/saved-addresses.ts';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../errors.ts';

type AddressFields = z.output<typeof savedAddressInput>;
type Row = typeof customerAddresses.$inferSelect;

const asSaved = (row: Row): SavedAddress => ({
  id: row.id,
  label: row.label,
  address: row.address,
  sector: row.sector,
  latitude: row.latitude,
  longitude: row.longitude,
  deliveryNote: row.deliveryNote ?? '',
});

/** A point on Earth, or a 400 naming the field: the map sends nothing else, a script might. */
function requireOnEarth({ latitude, longitude }: AddressFields) {
  if (Math.abs(latitude) > 90)
    throw badRequest('latitude must be between -90 and 90.', { fields: { latitude: 'Choose the point on the map.' } });
  if (Math.abs(longitude) > 180)
    throw badRequest('longitude must be between -180 and 180.', {
      fields: { longitude: 'Choose the point on the map.' },
    });
}

/** The stored columns of an address as sent. */
const columnsOf = (fields: AddressFields) => ({
  label: fields.label,
  address: fields.address,
  sector: fields.sector,
  latitude: fields.latitude,
  longitude: fields.longitude,
  deliveryNote: fields.deliveryNote || null,
});

export function createSavedAddresses(app: FastifyInstance) {
  const { db } = app;
  const ownedBy = (userId: number, id: number) =>
    and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id));
  const sameLabel = (userId: number, label: string) =>
    and(eq(customerAddresses.userId, userId), sql`lower(${customerAddresses.label}) = lower(${label})`);

  return {
    /** Newest first; `lastUsedId` is the saved address the customer's last order went to, if any. */
    memory(userId: number): CheckoutMemory {
      const rows = db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId))
        .orderBy(
          desc(sql`coalesce(${customerAddresses.updatedAt}, ${customerAddresses.createdAt})`),
          desc(customerAddresses.id),
        )
        .all();
      const last = db
        .select({
          address: orders.address,
          latitude: orders.latitude,
          longitude: orders.longitude,
          paymentMethod: orders.paymentMethod,
        })
        .from(orders)
        .where(eq(orders.customerId, userId))
        .orderBy(desc(orders.id))
        .get();
      const usedLast = last
        ? rows.find(
            (row) => row.address === last.address && row.latitude === last.latitude && row.longitude === last.longitude,
          )
        : undefined;
      return {
        addresses: rows.map(asSaved),
        lastUsedId: usedLast?.id ?? null,
        paymentMethod: last?.paymentMethod ?? null,
      };
    },

    save(userId: number, fields: AddressFields): SavedAddress {
      requireOnEarth(fields);
      return db.transaction((tx) => {
        const twin = tx.select().from(customerAddresses).where(sameLabel(userId, fields.label)).get();
        if (twin) {
          return asSaved(
            tx
              .update(customerAddresses)
              .set({ ...columnsOf(fields), updatedAt: Date.now() })
              .where(eq(customerAddresses.id, twin.id))
              .returning()
              .get(),
          );
        }
        const { count } = tx
          .select({ count: sql<number>`count(*)` })
          .from(customerAddresses)
          .where(eq(customerAddresses.userId, userId))
          .get()!;
        if (count >= SAVED_ADDRESSES_MAX)
          throw conflict(`You can save up to ${SAVED_ADDRESSES_MAX} addresses. Delete one you no longer use first.`);
        return asSaved(
          tx
            .insert(customerAddresses)
            .values({ userId, ...columnsOf(fields) })
            .returning()
            .get(),
        );
      });
    },

    update(userId: number, id: number, fields: AddressFields): SavedAddress {
      requireOnEarth(fields);
      return db.transaction((tx) => {
        const twin = tx
          .select({ id: customerAddresses.id })
          .from(customerAddresses)
          .where(sameLabel(userId, fields.label))
          .get();
        if (twin && twin.id !== id) throw conflict(`You already have an address called "${fields.label}".`);
        const row = tx
          .update(customerAddresses)
          .set({ ...columnsOf(fields), updatedAt: Date.now() })
          .where(ownedBy(userId, id))
          .returning()
          .get();
        // Another customer's address answers as one that does not exist.
        if (!row) throw notFound('No such saved address.');
        return asSaved(row);
      });
    },

    remove(userId: number, id: number): void {
      const gone = db
        .delete(customerAddresses)
        .where(ownedBy(userId, id))
        .returning({ id: customerAddresses.id })
        .get();
      if (!gone) throw notFound('No such saved address.');
    },
  };
}
