/** The admin's calls for staff (spec point 7): the list, and adding, changing and removing a worker. */
import { z } from 'zod';
import {
  deleteWorkerAnswer,
  updateWorkerAnswer,
  workerSchema,
  type NewWorker,
  type Worker,
  type WorkerChanges,
} from '../../../shared/workers.ts';
import { api } from '../../lib/api.ts';

export async function fetchWorkers(signal: AbortSignal): Promise<Worker[]> {
  return z.array(workerSchema).parse(await api.get('workers/get/all', { signal }).json());
}

export async function createWorker(body: NewWorker): Promise<Worker> {
  return workerSchema.parse(await api.post('worker/create', { json: body }).json());
}

export async function updateWorker(body: WorkerChanges) {
  return updateWorkerAnswer.parse(await api.post('worker/update', { json: body }).json());
}

export async function deleteWorker(workerId: number) {
  return deleteWorkerAnswer.parse(await api.post('worker/delete', { json: { workerId } }).json());
}
