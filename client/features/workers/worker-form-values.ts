/** The worker form's text values, and the checked API body they become (the shared schemas decide what is valid). */
import type { WorkerType } from '../../../shared/constants.ts';
import {
  createWorkerBody,
  updateWorkerBody,
  type NewWorker,
  type Worker,
  type WorkerChanges,
} from '../../../shared/workers.ts';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors.ts';

export const TYPE_LABELS: Record<WorkerType, string> = { WORKER: 'Worker', DELIVERY_MAN: 'Delivery Man' };

export interface WorkerFormValues extends Record<string, string> {
  name: string;
  /** Digits only, calling code first; empty for none. */
  phone: string;
  email: string;
  password: string;
  position: string;
  salary: string;
  type: WorkerType;
  vehicle: string;
}

export const EMPTY_WORKER_FORM: WorkerFormValues = {
  name: '',
  phone: '',
  email: '',
  password: '',
  position: '',
  salary: '',
  type: 'WORKER',
  vehicle: '',
};

/** The form for editing a worker: their details, and a blank password that keeps the current one. */
export function formValuesOf(worker: Worker): WorkerFormValues {
  return {
    name: worker.name,
    phone: worker.phone ?? '',
    email: worker.email,
    password: '',
    position: worker.position,
    salary: String(worker.salary),
    type: worker.role,
    vehicle: worker.vehicle ?? '',
  };
}

/**
 * Salary is typed as text; an empty box is a missing salary, anything else is read as a number for the schema. A
 * new worker's blank name leaves the naming to the server (after the e-mail address); an edit's blank name is an
 * error the schema names. A blank phone is no phone.
 */
function bodyOf(values: WorkerFormValues, editing: boolean) {
  const salary = values.salary.trim();
  const name = !editing && values.name.trim() === '' ? undefined : values.name;
  return { ...values, name, phone: values.phone || null, salary: salary === '' ? undefined : Number(salary) };
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

export function checkNewWorker(values: WorkerFormValues): Checked<NewWorker> {
  const result = createWorkerBody.safeParse(bodyOf(values, false));
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: fieldErrorsOf(result.error) };
}

export function checkWorkerChanges(workerId: number, values: WorkerFormValues): Checked<WorkerChanges> {
  const result = updateWorkerBody.safeParse({ ...bodyOf(values, true), workerId });
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: fieldErrorsOf(result.error) };
}

/** The worker as the list shows them after a successful update. */
export function applyChanges(worker: Worker, changes: WorkerChanges): Worker {
  const { email, name, phone, position, salary, type, vehicle } = changes;
  return { ...worker, email, name: name ?? worker.name, phone: phone ?? null, position, salary, role: type, vehicle };
}
