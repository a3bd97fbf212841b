/** Ranking and classification metrics, as the assistant's evaluation data defines them. */

/** Share of the top `k` that is relevant; the denominator is min(k, number of results). */
export function precisionAt(k: number, ranked: readonly string[], relevant: ReadonlySet<string>): number {
  const top = ranked.slice(0, k);
  if (top.length === 0) return 0;
  return top.filter((name) => relevant.has(name)).length / top.length;
}

/** Share of the relevant items found in the top `k`. */
export function recallAt(k: number, ranked: readonly string[], relevant: ReadonlySet<string>): number {
  if (relevant.size === 0) return 0;
  return ranked.slice(0, k).filter((name) => relevant.has(name)).length / relevant.size;
}

/** nDCG with gain 1 per relevant item, normalised by the ideal ordering of the relevant items. */
export function ndcgAt(k: number, ranked: readonly string[], relevant: ReadonlySet<string>): number {
  const discount = (position: number) => 1 / Math.log2(position + 2);
  let dcg = 0;
  ranked.slice(0, k).forEach((name, i) => {
    if (relevant.has(name)) dcg += discount(i);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += discount(i);
  return ideal === 0 ? 0 : dcg / ideal;
}

/** Whether any of the top `k` is forbidden. */
export function violatesAt(k: number, ranked: readonly string[], forbidden: ReadonlySet<string>): boolean {
  return ranked.slice(0, k).some((name) => forbidden.has(name));
}

export interface Classification {
  accuracy: number;
  macroF1: number;
  perLabel: Record<string, { precision: number; recall: number; f1: number }>;
  /** confusion[actual][predicted] = count. */
  confusion: Record<string, Record<string, number>>;
}

export function classification(
  labels: readonly string[],
  pairs: readonly { actual: string; predicted: string }[],
): Classification {
  const confusion = Object.fromEntries(labels.map((a) => [a, Object.fromEntries(labels.map((p) => [p, 0]))]));
  for (const { actual, predicted } of pairs) {
    const row = confusion[actual];
    if (row && predicted in row) row[predicted]! += 1;
  }
  const perLabel: Classification['perLabel'] = {};
  for (const label of labels) {
    const tp = confusion[label]![label]!;
    const predicted = labels.reduce((sum, a) => sum + confusion[a]![label]!, 0);
    const actual = labels.reduce((sum, p) => sum + confusion[label]![p]!, 0);
    const precision = predicted ? tp / predicted : 0;
    const recall = actual ? tp / actual : 0;
    perLabel[label] = {
      precision,
      recall,
      f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
    };
  }
  const correct = pairs.filter((p) => p.actual === p.predicted).length;
  return {
    accuracy: pairs.length ? correct / pairs.length : 0,
    macroF1: labels.reduce((sum, l) => sum + perLabel[l]!.f1, 0) / labels.length,
    perLabel,
    confusion,
  };
}
