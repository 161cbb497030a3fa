// @vitest-environment node
// One spot model: the staleness rule has one constant (SPOT_STALE_AFTER_MS, in the contract) and the
// live spot one hook (useLiveSpot, in @bullion/shared). A second definition anywhere in apps/ or
// libs/ fails here. The samples are built from pieces, so this file defines neither.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const STALE_CONSTANT = ['SPOT', 'STALE', 'AFTER', 'MS'].join('_');
const HOOK = ['use', 'Live', 'Spot'].join('');

/** The text without comments, so a comment that quotes a definition is not taken for one. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** A value written as a number: digits, separators and arithmetic (`5 * 60_000`), not text or a call. */
const NUMBER_EXPRESSION = /^[\d_\s*+().]+$/;
/** Minutes in milliseconds: 60_000, 60000 or 60 * 1000. */
const MINUTES = /\b60_?000\b|\b60\s*\*\s*1_?000\b/;

/**
 * The spot staleness constants and live-spot hooks `source` defines: a constant named
 * SPOT_STALE_AFTER_MS, or any STALE constant that is a number and names a spot or quote or is
 * written in minutes (the spot rule is the app's only staleness in minutes); a function or const
 * named useLiveSpot.
 */
function spotRuleDefinitions(source: string): string[] {
  const text = code(source);
  const found: string[] = [];
  for (const [, name = '', value = ''] of text.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=;]+)?=\s*([^;\n]+)/g)) {
    const staleNumber = name.includes('STALE') && NUMBER_EXPRESSION.test(value.trim()) && (/SPOT|QUOTE/.test(name) || MINUTES.test(value));
    if (name === STALE_CONSTANT || staleNumber) found.push(name);
  }
  const hooks = text.matchAll(new RegExp(`\\bfunction\\s*\\*?\\s+${HOOK}\\b|\\b(?:const|let|var)\\s+${HOOK}\\b`, 'g'));
  return [...found, ...Array.from(hooks, () => HOOK)];
}

/** Source files under apps/ and libs/, tracked or new (not ignored). */
function appAndLibSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'libs'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\n')
    .filter((path) => /\.[cm]?[jt]sx?$/.test(path))
    .filter((path) => !path.startsWith('apps/api/src/seed/')) // seed data (catalog of coins and bars)
    .filter((path) => existsSync(`${workspaceRoot}${path}`)); // tracked but deleted in the working tree
}

describe('spotRuleDefinitions', () => {
  it('finds the staleness constant however it is written, and a copy under another name', () => {
    expect(spotRuleDefinitions(`export const ${STALE_CONSTANT} = 5 * 60_000;`)).toEqual([STALE_CONSTANT]);
    expect(spotRuleDefinitions(`const ${STALE_CONSTANT}: number = 300000;`)).toEqual([STALE_CONSTANT]);
    const quoteStale = ['QUOTE', 'STALE', 'MS'].join('_');
    expect(spotRuleDefinitions(`export const ${quoteStale} = 5 * 60_000;`)).toEqual([quoteStale]);
    const staleAfter = ['STALE', 'AFTER'].join('_');
    expect(spotRuleDefinitions(`const ${staleAfter} = 5 * 60 * 1000;`)).toEqual([staleAfter]);
  });

  it('finds the hook as a function, an arrow function or an export', () => {
    expect(spotRuleDefinitions(`export function ${HOOK}(): LiveSpot {`)).toEqual([HOOK]);
    expect(spotRuleDefinitions(`const ${HOOK} = () => useAppStore((state) => state.spotPrices);`)).toEqual([HOOK]);
    expect(spotRuleDefinitions(`export default function ${HOOK}() {}`)).toEqual([HOOK]);
  });

  it('ignores uses, imports, labels, other staleness and comments', () => {
    const source = [
      `import { ${HOOK}, type LiveSpot } from '@bullion/shared';`,
      `const spot = ${HOOK}();`,
      `expect(age).toBeGreaterThan(${STALE_CONSTANT});`,
      "export const STALE_SPOT_TEXT = 'Stale spot';",
      'export const PRELOAD_STALE_MS = 30_000;',
      'const staleSpot = async () => setSpot(3 * 60 * 60_000);',
      `// was: const ${STALE_CONSTANT} = 5 * 60_000;`,
      `/** function ${HOOK}() used to live here */`,
    ].join('\n');
    expect(spotRuleDefinitions(source)).toEqual([]);
  });
});

describe('the workspace', () => {
  it('defines the spot staleness constant once (the contract) and useLiveSpot once (@bullion/shared)', () => {
    const files = appAndLibSources();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => spotRuleDefinitions(readFileSync(`${workspaceRoot}${path}`, 'utf8')).map((name) => `${path}: ${name}`));
    expect(found, 'import SPOT_STALE_AFTER_MS, isSpotStale or spotState from @bullion/contract and useLiveSpot from @bullion/shared').toEqual([
      `libs/contract/src/spots/spot-state.ts: ${STALE_CONSTANT}`,
      `libs/shared/src/live-spot.ts: ${HOOK}`,
    ]);
  });
});
