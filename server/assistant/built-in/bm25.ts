/** BM25 relevance over dishes, with fields weighted by how much they say about what a dish is. */
import { tokenize } from './text.ts';

export interface Field {
  text: string;
  weight: number;
}

/** Short documents: less length normalisation than the usual 0.75. */
const K1 = 1.2;
const B = 0.5;

export class Bm25Index {
  private readonly termFrequencies: Map<string, number>[] = [];
  private readonly lengths: number[] = [];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(documents: readonly Field[][]) {
    for (const fields of documents) {
      const tf = new Map<string, number>();
      let length = 0;
      for (const { text, weight } of fields) {
        for (const token of tokenize(text)) {
          if (token.kind !== 'word') continue;
          tf.set(token.stem, (tf.get(token.stem) ?? 0) + weight);
          length += weight;
        }
      }
      for (const term of tf.keys()) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      this.termFrequencies.push(tf);
      this.lengths.push(length);
    }
    this.averageLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, this.lengths.length);
  }

  has(term: string): boolean {
    return this.documentFrequency.has(term);
  }

  private idf(term: string): number {
    const n = this.termFrequencies.length;
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Score of document `doc` for weighted query stems. */
  score(doc: number, query: ReadonlyMap<string, number>): number {
    const tf = this.termFrequencies[doc]!;
    const norm = K1 * (1 - B + (B * this.lengths[doc]!) / this.averageLength);
    let total = 0;
    for (const [term, weight] of query) {
      const f = tf.get(term);
      if (!f) continue;
      total += weight * this.idf(term) * ((f * (K1 + 1)) / (f + norm));
    }
    return total;
  }
}
