import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's layout holds (docs/architecture.md#the-server-by-area): no import circles, type imports included
 * (ESLint's no-cycle skips those); areas depend on each other one way; the shared plumbing never reaches into an
 * area; a repository knows nothing of services, routes or HTTP. ESLint keeps areas to each other's index.ts.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const fromRoot = (file: string) => path.relative(root, file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Each file's relative imports, `import type` and re-exports included, as paths from src/. */
const imports = new Map(
  sourceFiles(root).map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => fromRoot(path.resolve(path.dirname(file), name)));
    return [fromRoot(file), [...new Set(targets)]];
  }),
);

const areaOf = (file: string) => /^areas\/([^/]+)\//.exec(file)?.[1];
const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith('test-support/');
/** Plumbing every area may use; it uses no area. */
const isShared = (file: string) =>
  /^(db|http|plugins|email|jobs|shared)\//.test(file) || file === 'config.ts' || file === 'clock.ts';

/** Strongly connected components with more than one member (Tarjan): each is an import circle. */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    const mine = order.size;
    order.set(node, mine);
    low.set(node, mine);
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!order.has(target)) visit(target);
      if (stack.includes(target)) low.set(node, Math.min(low.get(node) ?? mine, low.get(target) ?? mine));
    }
    if (low.get(node) !== mine) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

function violations(rule: (from: string, to: string) => boolean): string[] {
  return [...imports].flatMap(([from, targets]) =>
    targets.filter((to) => rule(from, to)).map((to) => `${from} → ${to}`),
  );
}

describe('the server layout', () => {
  it('has no import circles between files', () => {
    expect(circles(imports)).toEqual([]);
  });

  it('has areas that depend on each other one way only', () => {
    const areas = new Map<string, string[]>();
    for (const [from, targets] of imports) {
      const area = areaOf(from);
      if (!area || isTest(from)) continue;
      const used = targets.map(areaOf).filter((target): target is string => !!target && target !== area);
      areas.set(area, [...new Set([...(areas.get(area) ?? []), ...used])]);
    }
    expect(circles(areas)).toEqual([]);
  });

  it('keeps the shared plumbing out of the areas and the composition', () => {
    expect(violations((from, to) => isShared(from) && !isTest(from) && !isShared(to))).toEqual([]);
  });

  it('keeps repositories to the database', () => {
    const above = (file: string) => /-(service|routes)\.ts$/.test(file) || /^(http|plugins|email)\//.test(file);
    expect(violations((from, to) => from.endsWith('-repository.ts') && above(to))).toEqual([]);
  });

  it('keeps routes at the top of their area', () => {
    const below = (file: string) => !!areaOf(file) && !/(-routes|\/index)\.ts$/.test(file) && !isTest(file);
    expect(violations((from, to) => below(from) && to.endsWith('-routes.ts'))).toEqual([]);
  });

  it('lets an area reach another only through its index.ts', () => {
    expect(
      violations((from, to) => {
        const area = areaOf(to);
        return !!area && areaOf(from) !== area && to !== `areas/${area}/index.ts`;
      }),
    ).toEqual([]);
  });
});
