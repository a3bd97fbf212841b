/** Finds the longest known phrase starting at a token, comparing stems (or exact words, for `=word` parts). */
import { tokenize } from './text.ts';

interface Part {
  key: string;
  exact: boolean;
}

interface Phrase<T> {
  parts: Part[];
  value: T;
}

export interface PhraseHit<T> {
  value: T;
  /** Index just past the phrase's last token. */
  end: number;
}

export class PhraseMatcher<T> {
  private readonly byFirst = new Map<string, Phrase<T>[]>();

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, value] of entries) {
      const parts = phrase
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((part): Part[] =>
          part.startsWith('=')
            ? [{ key: part.slice(1), exact: true }]
            : tokenize(part).map((t) => ({ key: t.stem, exact: false })),
        );
      if (parts.length === 0) continue;
      const list = this.byFirst.get(parts[0]!.key) ?? [];
      list.push({ parts, value });
      list.sort((a, b) => b.parts.length - a.parts.length);
      this.byFirst.set(parts[0]!.key, list);
    }
  }

  /**
   * The longest phrase at `index` that `accept` takes. `keys` are token stems; `words` are the tokens' words,
   * needed only for `=word` parts.
   */
  longestAt(
    keys: readonly string[],
    index: number,
    accept: (value: T) => boolean = () => true,
    words: readonly string[] = keys,
  ): PhraseHit<T> | null {
    const first = keys[index];
    const candidates = [
      ...(first === undefined ? [] : (this.byFirst.get(first) ?? [])),
      ...((words[index] !== undefined && words[index] !== first && this.byFirst.get(words[index])) || []),
    ];
    let best: PhraseHit<T> | null = null;
    for (const { parts, value } of candidates) {
      if (best && best.end - index >= parts.length) continue;
      const fits = parts.every((part, k) => (part.exact ? words[index + k] : keys[index + k]) === part.key);
      if (fits && accept(value)) best = { value, end: index + parts.length };
    }
    return best;
  }
}
