/**
 * The learned models are JSON files the training commands write (`knowledge/*.json`), imported so the server bundle
 * carries them. Each is checked once, when the engine loads: a broken file stops the server at its start rather
 * than bending every answer.
 */
import { z } from 'zod';

export function checkedModel<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.output<Schema> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`${file} at ${issue.path.join('.') || 'its top'}: ${issue.message}`);
}

/** Whether `value` is an object of entries by name, each of which `fits`. */
export function isTableOf<Entry>(
  value: unknown,
  fits: (entry: unknown) => entry is Entry,
): value is Record<string, Entry> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(fits);
}

/**
 * A model's table of entries by word, checked in one plain loop and kept as it is: as zod records, the two models'
 * 40,000 learned numbers would cost every start of the server about 100 ms.
 */
export function tableOf<Entry>(fits: (entry: unknown) => entry is Entry, message: string) {
  return z.custom<Record<string, Entry>>((value) => isTableOf(value, fits), message);
}
