/**
 * How the training commands write what they learn: as JSON the engine imports, laid out the way Prettier lays it
 * out, so `prettier --check` passes on the written file and a retraining's diff shows only the entries that moved.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export async function writeLearnedModel(file: URL, model: unknown): Promise<void> {
  const filepath = fileURLToPath(file);
  const options = { ...(await resolveConfig(filepath)), filepath };
  fs.writeFileSync(filepath, await format(JSON.stringify(model), options));
}
