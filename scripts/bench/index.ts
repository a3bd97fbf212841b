/**
 * `npm run bench [-- part ...]`: the benchmark suite. Runs each part in a fresh process of its own, one after the
 * other (so no part's heap, JIT or sockets colour the next), prints every figure beside its ceiling and budget, and
 * exits 1 when a budget is missed. A run of the whole suite also writes the table into docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allHold, figuresTable, RESULT_FILE_ENV, type PartResult } from './figures.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DOC = path.join(HERE, '..', '..', 'docs', 'performance.md');
const TABLE_START = '<!-- bench:start -->';
const TABLE_END = '<!-- bench:end -->';

/** The parts in the order the issue lists them, by the name `npm run bench -- <name>` takes. */
const PARTS: Record<string, string> = {
  menu: 'menu.ts',
  orders: 'orders.ts',
  live: 'live-updates.ts',
  assistant: 'assistant.ts',
  startup: 'startup.ts',
  client: 'client-weight.ts',
  pages: 'page-speed.ts',
};

function runPart(name: string): PartResult {
  const resultFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-')), 'result.json');
  process.stdout.write(`\n▶ ${name}\n`);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(HERE, PARTS[name]!)], {
    stdio: 'inherit',
    env: { ...process.env, [RESULT_FILE_ENV]: resultFile },
  });
  if (!fs.existsSync(resultFile)) {
    const why = run.signal ? `was killed by ${run.signal}` : `exited with ${run.status} before reporting`;
    return { part: name, figures: [{ name: 'the part ran', measured: why, ceiling: null, budget: 'runs', ok: false }] };
  }
  const result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as PartResult;
  fs.rmSync(path.dirname(resultFile), { recursive: true, force: true });
  return result;
}

/** Replaces the table between the markers in docs/performance.md, with where and when it was measured. */
function writeDoc(table: string) {
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
  const block = [
    TABLE_START,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
    '',
    table,
    '',
    TABLE_END,
  ].join('\n');
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${DOC} has lost its ${TABLE_START} … ${TABLE_END} markers`);
  fs.writeFileSync(DOC, doc.slice(0, start) + block + doc.slice(end + TABLE_END.length));
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length) {
  process.stderr.write(`No such part: ${unknown.join(', ')}. The parts: ${Object.keys(PARTS).join(', ')}.\n`);
  process.exit(2);
}
const names = asked.length ? asked : Object.keys(PARTS);
const results = names.map(runPart);
const table = figuresTable(results);
process.stdout.write(`\n${table}\n`);
if (!asked.length) {
  writeDoc(table);
  process.stdout.write(`\nThe table is in ${path.relative(process.cwd(), DOC)}.\n`);
}
const hold = allHold(results);
process.stdout.write(hold ? '\n✓ every budget holds\n' : '\n✗ a budget was missed\n');
process.exit(hold ? 0 : 1);
