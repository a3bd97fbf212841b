/** What the evaluation commands share: reading their options, and failing with the usage line and exit code 2. */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export function exitWithUsage(usage: string, message: string): never {
  process.stderr.write(`${message}\nusage: ${usage}\n`);
  process.exit(2);
}

export function readOptions<O extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: O) {
  try {
    return parseArgs({ options, strict: true }).values;
  } catch (error) {
    return exitWithUsage(usage, error instanceof Error ? error.message : String(error));
  }
}
