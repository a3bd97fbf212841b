/**
 * Kitchen and delivery staff: accounts in `users` with their details in `staff_profiles` (docs/decisions/0002).
 * Removing a worker deactivates the account instead of deleting it, so the orders they moved keep their actor.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffProfiles, users } from '../../drizzle/schema.ts';
import { NAME_MAX, WORKER_TYPES, type WorkerType } from '../../shared/constants.ts';
import type { NewWorker, Worker, WorkerChanges } from '../../shared/workers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createPasswordChanges } from '../auth/password-changes.ts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import type { Writer } from '../db/database.ts';
import { conflict, notFound } from '../errors.ts';
import { createUserStore, isUniqueViolation } from '../users/user-store.ts';

const EMAIL_TAKEN = 'An account with this e-mail address already exists.';
const NO_SUCH_WORKER = 'No such worker.';

/** "ali.khan+kitchen@example.com" -> "Ali Khan Kitchen": something readable where staff names are shown. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local.split(/[._+-]+/).filter(Boolean);
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  return (name || local || 'Staff').slice(0, NAME_MAX);
}

/** Join dates are calendar days, as the seed writes them. */
const today = () => new Date().toISOString().slice(0, 10);

export function createWorkerService(app: FastifyInstance, options: { publicUrl: string }) {
  const accounts = createUserStore(app.db);
  const passwordChanges = createPasswordChanges(app, options.publicUrl);
  const isActiveStaff = and(inArray(users.role, WORKER_TYPES), isNull(users.deactivatedAt));

  /** The worker's current role, or a 404 for customers, admins, removed workers and unknown ids alike. */
  function activeRole(tx: Writer, workerId: number): WorkerType {
    const row = tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, workerId), isActiveStaff))
      .get();
    if (!row) throw notFound(NO_SUCH_WORKER);
    return row.role as WorkerType;
  }

  return {
    list(): Worker[] {
      return app.db
        .select({
          workerId: users.id,
          email: users.email,
          name: users.name,
          phone: users.phone,
          position: staffProfiles.position,
          salary: staffProfiles.salary,
          joinDate: staffProfiles.joinDate,
          role: users.role,
          vehicle: staffProfiles.vehicle,
        })
        .from(users)
        .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .where(isActiveStaff)
        .orderBy(users.id)
        .all()
        .map((row) => ({ ...row, role: row.role as WorkerType }));
    },

    async create(input: NewWorker): Promise<Worker> {
      if (accounts.findByEmail(input.email)) throw conflict(EMAIL_TAKEN);
      assertAcceptablePassword(input.password, { ...input, restaurantName: app.restaurant.profile().name });
      const passwordHash = await hashPassword(input.password);
      const now = Date.now();
      const worker = app.db.transaction((tx) => {
        // The admin vouches for the address, so the account works at once, with no code to enter.
        const user = accounts.insert(
          tx,
          {
            email: input.email,
            name: input.name ?? nameFromEmail(input.email),
            phone: input.phone ?? null,
            passwordHash,
            role: input.type,
            emailVerifiedAt: now,
          },
          now,
        );
        if (!user) return null;
        const profile = { position: input.position, salary: input.salary, joinDate: today(), vehicle: input.vehicle };
        tx.insert(staffProfiles)
          .values({ userId: user.id, ...profile })
          .run();
        return {
          workerId: user.id,
          email: user.email,
          name: user.name,
          phone: user.phone,
          role: input.type,
          ...profile,
        };
      });
      // Two creations for one address at once: the unique index let only one in.
      if (!worker) throw conflict(EMAIL_TAKEN);
      return worker;
    },

    /**
     * Changes a worker's details; a null password keeps the current one. A new password ends the worker's sessions
     * and is confirmed to them by e-mail, as every new password is.
     */
    async update(input: WorkerChanges): Promise<void> {
      if (input.password !== null)
        assertAcceptablePassword(input.password, { ...input, restaurantName: app.restaurant.profile().name });
      const passwordHash = input.password === null ? null : await hashPassword(input.password);
      const roleChanged = app.db.transaction((tx) => {
        const role = activeRole(tx, input.workerId);
        try {
          tx.update(users)
            .set({
              email: input.email,
              role: input.type,
              ...(input.name ? { name: input.name } : {}),
              ...(input.phone === undefined ? {} : { phone: input.phone }),
            })
            .where(eq(users.id, input.workerId))
            .run();
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
          throw error;
        }
        if (passwordHash) passwordChanges.save(tx, input.workerId, passwordHash);
        const details = { position: input.position, salary: input.salary, vehicle: input.vehicle };
        tx.insert(staffProfiles)
          .values({ userId: input.workerId, joinDate: today(), ...details })
          .onConflictDoUpdate({ target: staffProfiles.userId, set: details })
          .run();
        return role !== input.type;
      });
      // Live rooms are chosen by role when a socket connects: reconnecting puts the worker in the right one.
      if (roleChanged) app.realtime.disconnectUser(input.workerId);
      const worker = passwordHash && accounts.findById(input.workerId);
      if (worker) await passwordChanges.announce(worker);
    },

    /** Deactivates the account and ends its sessions; its tokens and live connections stop working at once. */
    deactivate(workerId: number): void {
      const now = Date.now();
      app.db.transaction((tx) => {
        activeRole(tx, workerId);
        tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, workerId)).run();
        app.sessions.closeAllOf(tx, workerId, { now });
      });
      app.realtime.disconnectUser(workerId);
    },
  };
}
