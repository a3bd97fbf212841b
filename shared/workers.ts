/** Kitchen and delivery staff as the admin manages them (spec points 3, 4 and 7): the worker and the form bodies. */
import { z } from 'zod';
import { numberOrNumeral } from './numerals.ts';
import { emailField, nameField, passwordField, phoneField } from './auth.ts';
import { WORKER_TYPES } from './constants.ts';
import { lineOfText, saysSomething } from './plain-text.ts';

export const POSITION_MAX = 100;
export const VEHICLE_MAX = 100;
/** A sanity cap, far above any real salary, so a typo of extra zeros is caught. */
export const SALARY_MAX = 100_000_000;

export const workerSchema = z.object({
  workerId: z.number().int(),
  email: z.string(),
  /** The display name; customers see the first word of a rider's once their order is delivered. */
  name: z.string(),
  /** Digits only, calling code first; null when the admin has not given one. Never shown to customers. */
  phone: z.string().nullable(),
  position: z.string(),
  salary: z.number().int(),
  /** YYYY-MM-DD. */
  joinDate: z.string(),
  role: z.enum(WORKER_TYPES),
  /** Only delivery staff have one. */
  vehicle: z.string().nullable(),
});
export type Worker = z.infer<typeof workerSchema>;

const required = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required.` : undefined;

export const workerIdField = numberOrNumeral(
  z
    .number({ error: (issue) => required('workerId')(issue) ?? 'workerId must be a number.' })
    .int({ message: 'workerId must be a whole number.' })
    .positive({ message: 'workerId must be positive.' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'workerId is too large.' }),
);

const salaryField = numberOrNumeral(
  z
    .number({ error: (issue) => required('Salary')(issue) ?? 'Salary must be a number.' })
    .int({ message: 'Salary must be a whole number.' })
    .nonnegative({ message: 'Salary cannot be negative.' })
    .max(SALARY_MAX, { message: `Salary must be at most ${SALARY_MAX}.` }),
);

const positionField = lineOfText(
  z.string({ error: (issue) => required('Position')(issue) ?? 'Position must be text.' }),
)
  .min(1, { message: 'Position is required.' })
  .max(POSITION_MAX, { message: `Position must be at most ${POSITION_MAX} characters.` })
  .refine(...saysSomething('Position'));

const typeField = z.enum(WORKER_TYPES, {
  error: (issue) => required('Type')(issue) ?? `Type must be ${WORKER_TYPES.join(' or ')}.`,
});

const vehicleField = lineOfText(z.string({ message: 'Vehicle must be text.' }))
  .max(VEHICLE_MAX, { message: `Vehicle must be at most ${VEHICLE_MAX} characters.` })
  .refine(...saysSomething('Vehicle'))
  .nullish();

const workerFields = {
  email: emailField,
  position: positionField,
  salary: salaryField,
  type: typeField,
  vehicle: vehicleField,
  /** Optional: when missing, a new worker is named after their e-mail address and an edit keeps the name. */
  name: nameField.optional(),
  /** Optional: missing keeps the current number (the spec's client never sends one); null or blank removes it. */
  phone: z
    .string({ message: 'Phone number must be text.' })
    .nullish()
    .transform((phone) => (phone?.trim() === '' ? null : phone))
    .pipe(phoneField.nullish()),
};

type TypedBody = { type: (typeof WORKER_TYPES)[number]; vehicle?: string | null | undefined };

/**
 * Spec point 4: a delivery worker needs a vehicle; a kitchen worker has none, whatever was sent,
 * so switching someone to WORKER clears it.
 */
function withVehicleRule<S extends z.ZodType<TypedBody>>(schema: S) {
  return schema
    .refine((body) => body.type !== 'DELIVERY_MAN' || Boolean(body.vehicle), {
      message: 'Vehicle is required for a delivery worker.',
      path: ['vehicle'],
      // Checked even when other fields are wrong, so a form shows every problem at once.
      when: ({ value }) => typeof value === 'object' && value !== null,
    })
    .transform((body) => ({ ...body, vehicle: body.type === 'DELIVERY_MAN' ? (body.vehicle ?? null) : null }));
}

/**
 * The spec's original client names the worker's type `role` when it updates a worker (the list answers it so): taken
 * as `type` when that is missing, refused when the two disagree.
 */
function roleAsType<S extends z.ZodType>(schema: S) {
  return z.preprocess((body, ctx) => {
    if (typeof body !== 'object' || body === null || !('role' in body)) return body;
    const { role, ...rest } = body as Record<string, unknown>;
    if (rest.type === undefined) return { ...rest, type: role };
    if (rest.type !== role) {
      ctx.issues.push({
        code: 'custom',
        message: 'Type and role name different kinds of worker; send one.',
        path: ['type'],
        input: body,
      });
    }
    return rest;
  }, schema) as unknown as z.ZodType<z.output<S>, z.input<S> | (Omit<z.input<S>, 'type'> & { role: unknown })>;
}

export const createWorkerBody = roleAsType(withVehicleRule(z.object({ ...workerFields, password: passwordField })));
export type CreateWorkerBody = z.input<typeof createWorkerBody>;
/** A create body as checked: e-mail lower-cased, texts trimmed, vehicle null for a kitchen worker. */
export type NewWorker = z.output<typeof createWorkerBody>;

/** A blank password means "keep the current one", so editing a worker never needs to know it. */
const keepOrNewPassword = z
  .string({ message: 'Password must be text.' })
  .nullish()
  .transform((password) => (password == null || password.trim() === '' ? null : password))
  .pipe(passwordField.nullable());

export const updateWorkerBody = roleAsType(
  withVehicleRule(z.object({ workerId: workerIdField, ...workerFields, password: keepOrNewPassword })),
);
export type UpdateWorkerBody = z.input<typeof updateWorkerBody>;
/** An update body as checked; `password` is null when the current one stays. */
export type WorkerChanges = z.output<typeof updateWorkerBody>;

export const deleteWorkerBody = z.object({ workerId: workerIdField });
export type DeleteWorkerBody = z.input<typeof deleteWorkerBody>;

export const updateWorkerAnswer = z.object({ message: z.string(), data: z.literal('WORKER_UPDATED') });
export const deleteWorkerAnswer = z.object({ message: z.string(), data: z.literal('WORKER_DELETED') });
