// One way to write an API resource, held by a scan of the sources' text: route files declare routes
// and thin handlers (SQL lives in the resource's X-reads.ts / X-writes.ts), no `store` module stands
// outside storage, config.ts depends on no folder of src, and no import circle ties the sources.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The text without comments, so a comment that names a query or a path is not taken for one. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const SOURCES = new Map(
  sourceFiles(SOURCE_ROOT).map((path) => [relative(SOURCE_ROOT, path).split(sep).join('/'), code(readFileSync(path, 'utf8'))] as const),
);

/** Every module a file names: static imports and re-exports (types included: tsc follows them too) and import(). */
function specifiers(text: string): string[] {
  const found = text.matchAll(/\b(?:import|export)\s[^;]*?\bfrom\s*'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)|\bimport\s+'([^']+)'/g);
  return [...found].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** The source file a relative specifier names, or null for a package (or a file outside src). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier).split(sep).join('/');
  const candidates = [base, `${base}.ts`, `${base}/index.ts`, base.replace(/\.js$/, '.ts')];
  return candidates.find((candidate) => SOURCES.has(candidate)) ?? null;
}

const IMPORTS = new Map(
  [...SOURCES].map(([path, text]) => [path, [...new Set(specifiers(text).flatMap((specifier) => resolve(path, specifier) ?? []))]] as const),
);

/** Groups of files that import each other, directly or around a loop (Tarjan's strongly connected components). */
function importCircles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of IMPORTS.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    if (members.length > 1 || IMPORTS.get(file)?.includes(file)) circles.push(members.sort());
  };
  for (const file of IMPORTS.keys()) if (!index.has(file)) visit(file);
  return circles;
}

const ROUTE_FILE = /(^|\/)(routes|[\w-]+-routes?)\.ts$/;
const ROUTE_FILES = [...SOURCES.keys()].filter((path) => ROUTE_FILE.test(path));

/** Query building and running: kysely's builders and executors, raw sql templates, transactions. */
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|execute|executeTakeFirst|executeTakeFirstOrThrow)\s*\(|\bsql\s*(<[^`]*?>)?\s*`|\bsql\.(raw|ref|lit|val|join|id|table)\s*\(|\.transaction\s*\(\s*\)|\bimport\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*'kysely'/;

const hasSql = (path: string) => SQL.test(SOURCES.get(path) ?? '');

describe('the API sources keep one shape', () => {
  it('finds the sources and their route files', () => {
    expect(SOURCES.size).toBeGreaterThan(100);
    expect(ROUTE_FILES).toContain('products/routes.ts');
  });

  it('keeps SQL out of route files: it lives in the resource’s X-reads.ts and X-writes.ts', () => {
    expect(ROUTE_FILES.length).toBeGreaterThan(20);
    const withSql = ROUTE_FILES.filter((path) => hasSql(path));
    expect(withSql).toEqual([]);
  });

  it('has no store module but storage’s (reads and writes are split instead)', () => {
    const stores = [...SOURCES.keys()].filter((path) => /(^|\/|-)store\.ts$/.test(path) && !path.startsWith('storage/'));
    expect(stores).toEqual([]);
  });

  it('keeps config.ts off every folder of src, so anything may import it', () => {
    const intoFolders = specifiers(SOURCES.get('config.ts') ?? '').filter((specifier) => specifier.startsWith('.') && specifier.slice(2).includes('/'));
    expect(SOURCES.has('config.ts')).toBe(true);
    expect(intoFolders).toEqual([]);
  });

  it('has no import circle', () => {
    expect(importCircles()).toEqual([]);
  });
});
