/**
 * A customer's own account: changing their name and phone, and deleting the account. Deleting keeps the orders for
 * the restaurant's books with everything personal removed; the account row stays as an anonymous placeholder that
 * the orders point at (docs/decisions/0022).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  customerAddresses,
  feedback,
  mailLog,
  mailRequests,
  oneTimeCodes,
  orderEvents,
  orders,
  sessions,
  users,
} from '../../drizzle/schema.ts';
import type { AccountDetails } from '../../shared/account.ts';
import { findArea } from '../../shared/places.ts';
import { STATUS_LABELS, UNDER_WAY_STATUSES } from '../../shared/order-status.ts';
import type { AuthenticatedUser } from '../auth/sessions.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../auth/passwords.ts';
import type { Writer } from '../db/database.ts';
import { badRequest, conflict } from '../errors.ts';

const WRONG_PASSWORD = 'That password is not right.';
export const DELETED_NAME = 'Deleted customer';
export const REMOVED_ADDRESS = "Removed at the customer's request";

/** An address in the reserved .invalid domain: unique, never a mailbox, and never one a person can sign up with. */
export const deletedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

export function createAccountService(app: FastifyInstance, throttle: LoginThrottle) {
  function detailsOf(userId: number): AccountDetails {
    return app.db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .get()!;
  }

  /** Every trace of the person on their orders, keeping what the books need: lines, totals, times, sector. */
  function anonymiseOrders(tx: Writer, customerId: number) {
    const theirs = eq(orders.customerId, customerId);
    const sectors = tx.selectDistinct({ sector: orders.sector }).from(orders).where(theirs).all();
    for (const { sector } of sectors) {
      // An area without a centre (or one gone since) stands in with the restaurant itself: never the customer's door.
      const centre = findArea(app.delivery.places(), sector)?.point ?? app.restaurant.profile().location;
      tx.update(orders)
        .set({
          address: REMOVED_ADDRESS,
          latitude: centre.latitude,
          longitude: centre.longitude,
          idempotencyKey: null,
          requestHash: null,
        })
        .where(and(theirs, eq(orders.sector, sector)))
        .run();
    }
    // A corrected address keeps the old one as its reason, and a rider's return reason can describe the door.
    const orderIds = tx.select({ id: orders.id }).from(orders).where(theirs);
    tx.update(orderEvents).set({ reason: null }).where(inArray(orderEvents.orderId, orderIds)).run();
  }

  return {
    details: detailsOf,

    update(customerId: number, changes: { name: string; phone: string }): AccountDetails {
      app.db.update(users).set(changes).where(eq(users.id, customerId)).run();
      return detailsOf(customerId);
    },

    /**
     * Deletes the caller's account once they give its password: refused while an order of theirs is under way.
     * Wrong passwords count like failed logins. The caller's live connections end with it.
     */
    async delete(caller: AuthenticatedUser, password: string, ip: string): Promise<void> {
      const user = app.db.select().from(users).where(eq(users.id, caller.id)).get()!;
      const admitted = throttle.admit(user.email, { ip });
      if (!(await verifyPassword(password, user.passwordHash)))
        throw badRequest(WRONG_PASSWORD, { fields: { password: WRONG_PASSWORD } });
      throttle.succeeded(admitted);

      app.db.transaction((tx) => {
        const busy = tx
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(and(eq(orders.customerId, user.id), inArray(orders.status, UNDER_WAY_STATUSES)))
          .orderBy(orders.id)
          .get();
        if (busy)
          throw conflict(
            `Your order #${busy.id} is ${STATUS_LABELS[busy.status]}. You can delete your account once it has ` +
              'been delivered.',
          );
        anonymiseOrders(tx, user.id);
        tx.delete(feedback).where(eq(feedback.customerId, user.id)).run();
        tx.delete(customerAddresses).where(eq(customerAddresses.userId, user.id)).run();
        tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id)).run();
        tx.delete(sessions).where(eq(sessions.userId, user.id)).run();
        tx.delete(mailLog).where(eq(mailLog.recipient, user.email)).run();
        tx.delete(mailRequests).where(eq(mailRequests.email, user.email)).run();
        tx.update(users)
          .set({
            email: deletedEmail(user.id),
            name: DELETED_NAME,
            phone: null,
            passwordHash: UNUSABLE_PASSWORD_HASH,
            signupRepeatedAt: null,
            deactivatedAt: Date.now(),
          })
          .where(eq(users.id, user.id))
          .run();
      });
      // The pages as they were before the deletion are still in the write-ahead log: copied into the database (where
      // the deletion zeroed them) and the log emptied, so no copy of the address is left in either file.
      app.sqlite.pragma('wal_checkpoint(TRUNCATE)');
      app.realtime.disconnectUser(user.id);
    },
  };
}
