/**
 * `npm run eval:assistant -- [--part tuning|held-out] [--failures]`: the built-in engine over the whole evaluation
 * suite (every menu's requests and the feedback set), per menu and pooled, against the targets.
 * `--failures` lists the tuning part's failed cases; the held-out part only ever prints totals. Exits 1 when a
 * target is missed.
 */
import { createBuiltInEngine } from '../server/assistant/built-in/index.ts';
import type { RecommendSummary } from '../server/assistant/built-in/evaluation/evaluate.ts';
import {
  evaluateSuite,
  humanAgreement,
  PARTS,
  TARGETS,
  type Part,
} from '../server/assistant/built-in/evaluation/suite.ts';
import { exitWithUsage, readOptions } from './eval-cli.ts';

const WEAK_PRECISION = 0.6;

const USAGE = 'eval-assistant [--part tuning|held-out] [--failures]';

function fail(message: string): never {
  return exitWithUsage(USAGE, message);
}

const args = readOptions(USAGE, {
  part: { type: 'string', default: 'held-out' },
  failures: { type: 'boolean', default: false },
});
if (!PARTS.includes(args.part as Part)) fail(`--part must be one of ${PARTS.join(', ')}`);
const part = args.part as Part;
if (args.failures && part === 'held-out') fail('the held-out part is measured only: its cases are never listed');

const suite = await evaluateSuite(createBuiltInEngine(), part);
const out = (line = '') => process.stdout.write(`${line}\n`);
const f = (x: number) => x.toFixed(2);
const row = (name: string, s: RecommendSummary) =>
  `${name.padEnd(13)} ${String(s.cases).padStart(5)}  ${f(s.precisionAt5)}  ${f(s.recallAt5)}  ${f(s.ndcgAt5)}   ` +
  `${f(s.violationRate)}      ${f(s.unclearRecognised)}       ${s.misunderstood}`;

out(`${part} part`);
out('menu          cases  P@5   R@5   nDCG@5 violated  unclear seen  misread');
for (const { name, summary } of suite.sets) out(row(name, summary));
out(row('all', suite.pooled));
out(row('limits rounds', suite.limits));
out();
out(
  `feedback: ${suite.emotion.cases} cases, accuracy ${f(suite.emotion.accuracy)}, macro-F1 ${f(suite.emotion.macroF1)}`,
);
const agreement = humanAgreement();
out(
  `people agree: a second author's picks for ${agreement.cases} tuning requests score P@5 ${f(agreement.precisionAt5)}, ` +
    `R@5 ${f(agreement.recallAt5)}, nDCG@5 ${f(agreement.ndcgAt5)} against the first's`,
);

const misses = [
  suite.pooled.precisionAt5 < TARGETS.precisionAt5 && `precision@5 below ${TARGETS.precisionAt5}`,
  suite.pooled.ndcgAt5 < TARGETS.ndcgAt5 && `nDCG@5 below ${TARGETS.ndcgAt5}`,
  suite.pooled.recallAt5 < TARGETS.recallAt5 && `recall@5 below ${TARGETS.recallAt5}`,
  suite.pooled.violationRate > TARGETS.violationRate && 'constraint violations',
  suite.limits.violationRate > TARGETS.violationRate && 'constraint violations in the limits rounds',
  suite.emotion.macroF1 < TARGETS.macroF1 && `emotion macro-F1 below ${TARGETS.macroF1}`,
].filter(Boolean);
out(misses.length ? `targets missed: ${misses.join('; ')}` : 'every target met');

if (args.failures) {
  for (const { name, summary } of [...suite.sets, { name: 'limits', summary: suite.limits }]) {
    for (const r of summary.results) {
      const wrongUnclear = (r.type === 'unclear') === r.understood;
      if (!r.violated && !wrongUnclear && (r.type === 'unclear' || r.precision >= WEAK_PRECISION)) continue;
      out();
      out(`${name} ${r.id} ${JSON.stringify(r.text)} P@5 ${f(r.precision)} R@5 ${f(r.recall)}`);
      if (r.violated) out('  VIOLATED');
      if (wrongUnclear) out(r.understood ? '  not recognised as unclear' : '  wrongly called not understood');
      out(`  top 5: ${r.ranked.slice(0, 5).join(' | ') || '(nothing)'}`);
      if (r.notes.length) out(`  notes: ${r.notes.join(' / ')}`);
    }
  }
  for (const r of suite.emotion.results.filter((e) => e.label !== e.predicted)) {
    out(`feedback ${r.id} ${JSON.stringify(r.text)}: ${r.label}, read as ${r.predicted}`);
  }
}
process.exitCode = misses.length ? 1 : 0;
