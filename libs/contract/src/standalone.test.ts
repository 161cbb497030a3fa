// The contract runs on the server and in the browser alike: its sources import only each other and
// the npm packages it declares, and touch no browser or network API.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

const SOURCE_ROOT = import.meta.dirname;
const DECLARED = new Set(Object.keys(packageJson.dependencies));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const FILES = sources(SOURCE_ROOT).map((path) => ({ path: relative(SOURCE_ROOT, path), text: readFileSync(path, 'utf8') }));

describe('the contract stands alone', () => {
  it('has sources to check', () => {
    expect(FILES.length).toBeGreaterThan(20);
  });

  it.each(FILES)('$path imports only the contract and its declared packages', ({ text }) => {
    const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] ?? match[2] ?? '');
    const outside = specifiers.filter((specifier) => !specifier.startsWith('./') && !specifier.startsWith('../') && !DECLARED.has(specifier));
    expect(outside).toEqual([]);
  });

  it.each(FILES)('$path uses no browser or network API', ({ text }) => {
    const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.toMatch(/\b(fetch|window|document|localStorage|sessionStorage|XMLHttpRequest)\s*[.(]/);
  });
});
