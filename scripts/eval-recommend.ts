/**
 * `npm run eval:recommend -- --menu FILE --cases FILE`: runs the built-in engine over recommendation cases and
 * prints precision@5, recall@5, nDCG@5 and constraint violations per case and overall, then the failed cases,
 * then one JSON line with the aggregates.
 */
import { createBuiltInEngine } from '../server/assistant/built-in/index.ts';
import {
  evaluateRecommendations,
  readJsonl,
  readMenu,
  recommendCase,
} from '../server/assistant/built-in/evaluation/evaluate.ts';
import { exitWithUsage, readOptions } from './eval-cli.ts';

/** A case fails below this precision@5 even without a violation. */
const WEAK_PRECISION = 0.6;

const USAGE = 'eval-recommend --menu MENU.json --cases CASES.jsonl';

function fail(message: string): never {
  return exitWithUsage(USAGE, message);
}

const args = readOptions(USAGE, {
  menu: { type: 'string' },
  cases: { type: 'string' },
});
if (!args.menu || !args.cases) fail('both --menu and --cases are required');

let menu, cases;
try {
  menu = readMenu(args.menu);
  cases = readJsonl(args.cases, recommendCase);
} catch (error) {
  fail(`cannot read the evaluation data: ${error instanceof Error ? error.message : String(error)}`);
}

const summary = await evaluateRecommendations(createBuiltInEngine(), menu, cases);
const out = (line = '') => process.stdout.write(`${line}\n`);
const f = (x: number) => x.toFixed(2);
const idWidth = Math.max(4, ...summary.results.map((r) => r.id.length));

out(`${'case'.padEnd(idWidth)}  P@5   R@5   nDCG@5  violated`);
for (const r of summary.results) {
  out(`${r.id.padEnd(idWidth)}  ${f(r.precision)}  ${f(r.recall)}  ${f(r.ndcg)}    ${r.violated ? 'YES' : 'no'}`);
}
out();
out(`cases              ${summary.cases}`);
out(`precision@5        ${f(summary.precisionAt5)}`);
out(`recall@5           ${f(summary.recallAt5)}`);
out(`nDCG@5             ${f(summary.ndcgAt5)}`);
out(`violation rate     ${f(summary.violationRate)}`);

const failed = summary.results.filter((r) => r.violated || r.precision < WEAK_PRECISION);
out();
out(failed.length ? `failed cases (${failed.length}):` : 'failed cases: none');
for (const r of failed) {
  out(`- ${r.id} ${JSON.stringify(r.text)} P@5 ${f(r.precision)}${r.violated ? ' VIOLATED' : ''}`);
  out(`  top 5: ${r.ranked.slice(0, 5).join(' | ') || '(nothing)'}`);
}
out();
out(
  JSON.stringify({
    cases: summary.cases,
    precisionAt5: round(summary.precisionAt5),
    recallAt5: round(summary.recallAt5),
    ndcgAt5: round(summary.ndcgAt5),
    violationRate: round(summary.violationRate),
  }),
);

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
