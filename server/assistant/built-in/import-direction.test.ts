/**
 * The assistant's imports run one way. In a cycle, which module's exports are still undefined while the others load
 * depends on which of them something imported first; and the knowledge (word lists, kinds of dish, learned models)
 * stays data the engine reads, never code that reaches back into it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ASSISTANT = fileURLToPath(new URL('..', import.meta.url));
const KNOWLEDGE = path.join(ASSISTANT, 'built-in', 'knowledge');
const SHARED = fileURLToPath(new URL('../../../shared/', import.meta.url));

/** Relative specifiers of imports, re-exports (`export ... from`), side-effect imports and dynamic imports. */
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every TypeScript file of the assistant, with the files it imports by relative path. */
function importGraph(): Map<string, string[]> {
  const files = fs
    .readdirSync(ASSISTANT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(ASSISTANT, file))
    .sort();
  return new Map(
    files.map((file) => [
      file,
      [...fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((m) => path.resolve(path.dirname(file), m[1]!)),
    ]),
  );
}

/** At least one cycle through each set of modules that reach each other, as the files along it. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const finished = new Set<string>();
  const trail: string[] = [];
  const visit = (file: string) => {
    if (finished.has(file)) return;
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push([...trail.slice(at), file]);
      return;
    }
    trail.push(file);
    for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next);
    trail.pop();
    finished.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

const name = (file: string) => path.relative(ASSISTANT, file);
const inside = (folder: string, file: string) => !path.relative(folder, file).startsWith('..');

describe('the assistant’s imports', () => {
  const graph = importGraph();

  it('are all read, type-only ones too', () => {
    expect(graph.get(path.join(ASSISTANT, 'built-in', 'menu-index.ts'))).toContain(
      path.join(ASSISTANT, 'built-in', 'word-association.ts'),
    );
    expect(graph.get(path.join(ASSISTANT, 'built-in', 'constraints.ts'))).toContain(
      path.join(ASSISTANT, 'built-in', 'menu-index-types.ts'),
    );
  });

  it('never come back to where they started', () => {
    expect(cycles(graph).map((cycle) => cycle.map(name).join(' → '))).toEqual([]);
  });

  it('leave the knowledge below the engine: it uses only shared code and modules that import nothing of the engine', () => {
    // The engine's contract (engine.ts, intent.ts) and its tokenizer (text.ts) are such modules: they import
    // nothing of the assistant, so the knowledge may stem its words and name the engine's types.
    const belowEngine = (file: string) => (graph.get(file) ?? []).every((dep) => inside(SHARED, dep));
    const reachingUp = [...graph]
      .filter(([file]) => inside(KNOWLEDGE, file))
      .flatMap(([file, deps]) =>
        deps
          .filter((dep) => !inside(KNOWLEDGE, dep) && !inside(SHARED, dep) && !(graph.has(dep) && belowEngine(dep)))
          .map((dep) => `${name(file)} imports ${name(dep)}`),
      );
    expect(reachingUp).toEqual([]);
  });
});
