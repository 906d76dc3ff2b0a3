// Import cycles inside a source folder. The imports of each file are read with the TypeScript
// compiler's own scanner (ts.preProcessFile), so `import type` and `export … from` count: a
// cycle through types alone still makes the modules one unit that cannot be read, tested or
// moved apart, and is how value cycles start. Only relative imports are followed; which
// workspace may import which is the architecture-boundaries lint rule's job.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each source file (absolute path) and the files of the folder it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;

/** The file a relative specifier names, written as ESM sources write it (`./a.js` for a.ts). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(from), specifier);
  const stem = target.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, target, path.join(target, 'index.ts')].find(
    (candidate) => SOURCE.test(candidate) && existsSync(candidate),
  );
}

export function importGraph(folder: string): ImportGraph {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(folder, name));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(file, imported.fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The groups of files that import each other, directly or round a loop (Tarjan's strongly
 * connected components of more than one file, or a file importing itself), each sorted.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(group.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
