import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module graph of shared/ (tests excluded), from its `import ... from '...'` and
 * `export ... from '...'` statements: no file cycles, and the checkout areas depend one way,
 * carts -> checkout -> orders (docs/decisions.md §10.7).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const SHARED = join(ROOT, 'shared');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** Statements start a line; `[^;]*?` spans the lines of a multi-line import list. */
const STATEMENT_FROM = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT_IMPORT = /^\s*import\s*['"]([^'"]+)['"]/gm;

/** File -> the files under shared/ it imports, as paths relative to the repository root. */
const importGraph = (): Map<string, string[]> => {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SHARED)) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(STATEMENT_FROM), ...text.matchAll(SIDE_EFFECT_IMPORT)].map(
      (match) => match[1]!,
    );
    const targets = specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(file), specifier))
      .filter((target) => target.startsWith(SHARED + '/'))
      .map((target) => relative(ROOT, target));
    graph.set(relative(ROOT, file), [...new Set(targets)]);
  }
  return graph;
};

/** Every cycle reachable by a depth-first walk, each as the path that closes it. */
const findCycles = (graph: Map<string, string[]>): string[][] => {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return cycles;
};

const importsInto = (graph: Map<string, string[]>, from: string, to: string): string[] =>
  [...graph]
    .filter(([file]) => file.startsWith(`shared/${from}/`))
    .flatMap(([file, targets]) =>
      targets.filter((target) => target.startsWith(`shared/${to}/`)).map((target) => `${file} -> ${target}`),
    );

describe('shared/ import graph', () => {
  const graph = importGraph();

  it('reads the graph (the parser finds multi-line imports and re-exports)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('shared/orders/service.ts')).toContain('shared/orders/records.ts');
    expect(graph.get('shared/orders/transitions.ts')).toContain('shared/orders/status-table.ts');
  });

  it('has no import cycle between files', () => {
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('orders imports nothing from checkout or carts', () => {
    expect([...importsInto(graph, 'orders', 'checkout'), ...importsInto(graph, 'orders', 'carts')]).toEqual(
      [],
    );
  });

  it('checkout imports nothing from carts', () => {
    expect(importsInto(graph, 'checkout', 'carts')).toEqual([]);
  });
});
