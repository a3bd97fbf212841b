/**
 * What every part of the benchmark suite answers: figures measured in this run, each beside the ceiling measured in
 * the same run (when the part has one) and the budget it is held to. `npm run bench` prints them as one table and
 * writes that table into docs/performance.md; each part also runs alone and prints its own rows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';

export interface Figure {
  /** What was measured, e.g. "menu req/s at 50 connections". */
  name: string;
  /** The figure with its unit, e.g. "8,120 req/s (p99 9.1 ms)". */
  measured: string;
  /** The same measurement of the bare ceiling in this run, or null when the budget is absolute. */
  ceiling: string | null;
  /** The budget in words, e.g. "≥ 0.8 × ceiling (0.93)". */
  budget: string;
  ok: boolean;
}

export interface PartResult {
  /** The suite's name for the part, e.g. "menu". */
  part: string;
  figures: Figure[];
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The results as a Markdown table, one row a figure. */
export function figuresTable(results: readonly PartResult[]): string {
  const rows = results.flatMap(({ part, figures }) =>
    figures.map((f) =>
      [part, f.name, f.measured, f.ceiling ?? '—', f.budget, f.ok ? 'PASS' : 'FAIL'].map(cell).join(' | '),
    ),
  );
  return [
    '| part | figure | measured | ceiling (same run) | budget | verdict |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

export const allHold = (results: readonly PartResult[]) => results.every((r) => r.figures.every((f) => f.ok));

/** Where `npm run bench` asks a part's process to leave its result. */
export const RESULT_FILE_ENV = 'FORKCAST_BENCH_RESULT';

/**
 * For a part run as a script: prints its table and exits 1 when a budget is missed. Run by `npm run bench`, it also
 * leaves its result as JSON in the file named by FORKCAST_BENCH_RESULT.
 */
export async function runAlone(run: () => Promise<PartResult>): Promise<void> {
  const result = await run();
  process.stdout.write(`${figuresTable([result])}\n`);
  const resultFile = process.env[RESULT_FILE_ENV];
  if (resultFile) fs.writeFileSync(resultFile, JSON.stringify(result));
  process.exit(allHold([result]) ? 0 : 1);
}

/** Whether this module is the script node was started with, so a part runs alone only when invoked directly. */
export const isMain = (moduleFile: string) =>
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(moduleFile);

/** The configuration of a Forkcast built inside a bench part: its own data folder, a fixed session secret. */
export function benchConfig(dataDir: string, env: Record<string, string>) {
  return loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', ...env });
}
