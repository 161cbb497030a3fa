// @vitest-environment node
// What keeps the bundles small: the size budget check of `npm test` (bench/check-budgets.mjs) and the
// tree-shaken shared packages of scripts/vite/federation.ts, whose export lists must cover every import
// of them in the apps (else a remote asking for more would load a second, full copy of a singleton).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../../..');

interface Script {
  app: string;
  name: string;
  gzip: number;
}
interface Verdict {
  over: boolean;
  total: number;
  grown: { chunk: string; size: number; before: number | null; growth: number }[];
}
interface BudgetCheck {
  judgePage(name: string, scripts: Script[], budget: { budgetKb: number; chunks?: Record<string, number> }, tolerance: number): Verdict;
  verdictText(verdict: Verdict & { name: string; limit: number }, budget: { budgetKb: number }, tolerance: number): string;
}
interface PageWeight {
  chunkName(url: string): string;
}

const load = async <T>(path: string) => (await import(pathToFileURL(join(root, path)).href)) as T;

describe('the size budget check', () => {
  // 100 KB recorded: login-page.js 40 KB, vendor.js 60 KB; budget 100 KB + 5 %.
  const budget = { budgetKb: 100, chunks: { 'shell:login-page.js': 40 * 1024, 'shell:vendor.js': 60 * 1024 } };
  const page = (loginKb: number, extra: Script[] = []): Script[] => [
    { app: 'shell', name: 'login-page.js', gzip: loginKb * 1024 },
    { app: 'shell', name: 'vendor.js', gzip: 60 * 1024 },
    ...extra,
  ];

  it('fails a page that grew 10 %, naming the chunk that grew', async () => {
    const { judgePage, verdictText } = await load<BudgetCheck>('bench/check-budgets.mjs');
    const verdict = judgePage('first-page', page(50), budget, 0.05);
    expect(verdict.over).toBe(true);
    expect(verdict.grown.map((entry) => entry.chunk)).toEqual(['shell:login-page.js']);
    const text = verdictText({ ...verdict, name: 'first-page', limit: 105 * 1024 }, budget, 0.05);
    expect(text).toContain('OVER');
    expect(text).toContain('grew: shell:login-page.js 50.0 KB (was 40.0 KB, +10.0 KB)');
  });

  it('passes a page within the 5 % tolerance', async () => {
    const { judgePage } = await load<BudgetCheck>('bench/check-budgets.mjs');
    expect(judgePage('first-page', page(44), budget, 0.05).over).toBe(false);
  });

  it('names a chunk that was not there before as new', async () => {
    const { judgePage, verdictText } = await load<BudgetCheck>('bench/check-budgets.mjs');
    const verdict = judgePage('first-page', page(40, [{ app: 'shell', name: 'charts.js', gzip: 30 * 1024 }]), budget, 0.05);
    expect(verdict.over).toBe(true);
    expect(verdictText({ ...verdict, name: 'first-page', limit: 105 * 1024 }, budget, 0.05)).toContain('grew: shell:charts.js 30.0 KB (new chunk, +30.0 KB)');
  });

  it('names chunks without their content hash and the federation plugin’s build number', async () => {
    const { chunkName } = await load<PageWeight>('bench/lib/page-weight.mjs');
    expect(chunkName('https://cdn.example/assets/login-page-BOmQCCNI.js')).toBe('login-page.js');
    expect(chunkName('https://cdn.example/assets/__mfe_internal__shell__mf_owner__2060292124744__tree_shaking__react_mf_2_router-DN_oMAkK.js')).toBe(
      '__mfe_internal__shell__mf_owner__tree_shaking__react_mf_2_router.js',
    );
    expect(chunkName('https://cdn.example/assets/_virtual_mf-localSharedImportMap___mfe_internal__shell__mf_owner__1-D1e23wkI.js')).toBe(
      '_virtual_mf-localSharedImportMap___mfe_internal__shell__mf_owner__.js',
    );
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' || entry === 'dist' || entry === 'mocks' || entry === 'stories' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('tree-shaken shared packages', () => {
  it('list every export the apps and libraries import from them', async () => {
    const { TREE_SHAKEN_SHARED } = await load<{ TREE_SHAKEN_SHARED: Record<string, readonly string[]> }>('scripts/vite/federation.ts');
    const files = ['apps', 'libs'].flatMap((top) => readdirSync(join(root, top)).flatMap((project) => {
      const src = join(root, top, project, 'src');
      return statSync(join(root, top, project)).isDirectory() && readdirSync(join(root, top, project)).includes('src') ? sourceFiles(src) : [];
    }));
    expect(Object.keys(TREE_SHAKEN_SHARED).length).toBeGreaterThan(0);
    for (const [pkg, listed] of Object.entries(TREE_SHAKEN_SHARED)) {
      const missing = new Set<string>();
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        const quoted = pkg.replace(/[/.]/g, '\\$&');
        expect(text, `${file} imports all of ${pkg}`).not.toMatch(new RegExp(`import \\* as \\w+ from '${quoted}'`));
        for (const match of text.matchAll(new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${quoted}'`, 'g'))) {
          for (const part of (match[1] ?? '').split(',')) {
            const name = part.trim();
            if (!name || name.startsWith('type ')) continue;
            const imported = name.split(' as ')[0]?.trim() ?? name;
            if (!listed.includes(imported)) missing.add(`${imported} (${file.slice(root.length + 1)})`);
          }
        }
      }
      expect([...missing], `imports of ${pkg} missing from TREE_SHAKEN_SHARED in scripts/vite/federation.ts`).toEqual([]);
    }
  });
});
