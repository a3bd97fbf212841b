import { describe, expect, it } from 'vitest';
import type { Worker } from '../../../shared/workers.ts';
import {
  applyChanges,
  checkNewWorker,
  checkWorkerChanges,
  EMPTY_WORKER_FORM,
  formValuesOf,
  type WorkerFormValues,
} from './worker-form-values.ts';

const rider: Worker = {
  workerId: 12,
  email: 'rider@example.com',
  name: 'Ali Raza',
  phone: '923001234567',
  position: 'Rider',
  salary: 45000,
  joinDate: '2025-01-04',
  role: 'DELIVERY_MAN',
  vehicle: 'Honda CD-70',
};

const filled: WorkerFormValues = {
  name: '',
  phone: '',
  email: ' New.Cook@Example.com ',
  password: 'kitchen-pass-1',
  position: 'Cook',
  salary: ' 38000 ',
  type: 'WORKER',
  vehicle: '',
};

describe('the worker form', () => {
  it('turns the text values into the create body', () => {
    expect(checkNewWorker(filled)).toEqual({
      ok: true,
      body: {
        phone: null,
        email: 'new.cook@example.com',
        password: 'kitchen-pass-1',
        position: 'Cook',
        salary: 38000,
        type: 'WORKER',
        vehicle: null,
      },
    });
  });

  it('names what is wrong with each field', () => {
    const check = checkNewWorker({ ...EMPTY_WORKER_FORM, type: 'DELIVERY_MAN', salary: '12.5' });
    expect(check).toEqual({
      ok: false,
      errors: {
        email: 'E-mail is required.',
        password: 'Password must be at least 8 characters.',
        position: 'Position is required.',
        salary: 'Salary must be a whole number.',
      },
    });
    expect(checkNewWorker({ ...filled, salary: '' })).toMatchObject({ errors: { salary: 'Salary is required.' } });
    expect(checkNewWorker({ ...filled, salary: 'lots' })).toMatchObject({
      errors: { salary: 'Salary must be a number.' },
    });
    expect(checkNewWorker({ ...filled, type: 'DELIVERY_MAN' })).toMatchObject({
      errors: { vehicle: 'Vehicle is required for a delivery worker.' },
    });
  });

  it('edits a worker with a blank password, which keeps the current one', () => {
    const values = formValuesOf(rider);
    expect(values).toEqual({
      name: 'Ali Raza',
      phone: '923001234567',
      email: 'rider@example.com',
      password: '',
      position: 'Rider',
      salary: '45000',
      type: 'DELIVERY_MAN',
      vehicle: 'Honda CD-70',
    });
    const check = checkWorkerChanges(rider.workerId, { ...values, salary: '50000', type: 'WORKER' });
    expect(check).toEqual({
      ok: true,
      body: { ...values, workerId: 12, salary: 50000, type: 'WORKER', vehicle: null, password: null },
    });
    if (!check.ok) return;
    expect(applyChanges(rider, check.body)).toEqual({ ...rider, salary: 50000, role: 'WORKER', vehicle: null });
  });

  it('names a new worker when a name is typed, and refuses an edit that erases the name', () => {
    expect(checkNewWorker({ ...filled, name: ' Hina Baig ', phone: '923001112233' })).toMatchObject({
      ok: true,
      body: { name: 'Hina Baig', phone: '923001112233' },
    });
    expect(checkWorkerChanges(rider.workerId, { ...formValuesOf(rider), name: ' ' })).toEqual({
      ok: false,
      errors: { name: 'Name is required.' },
    });
    const noPhone = checkWorkerChanges(rider.workerId, { ...formValuesOf(rider), phone: '' });
    expect(noPhone).toMatchObject({ ok: true, body: { phone: null } });
    if (noPhone.ok) expect(applyChanges(rider, noPhone.body).phone).toBeNull();
  });
});
