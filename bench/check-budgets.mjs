// The size budgets of bench/budgets.json, held in `npm test`: the production builds of the shell and
// every remote, served with an API of their own on free ports (nothing of a running `npm start` is
// touched), are loaded in Chromium (bench/lib/page-weight.mjs); a page whose JavaScript (gzip) exceeds
// its budget by more than the tolerance fails the check, which names the chunks that grew against the
// sizes recorded beside the budget.
// Usage: node bench/check-budgets.mjs            check (exit 1 when over budget)
//        node bench/check-budgets.mjs --record   record today's chunk sizes beside the budgets
//                                                 (after a deliberate change; budgets stay as written)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../scripts/lib/remotes.mjs';
import { workspaceRoot } from '../scripts/shell-config.mjs';
import { freePort, startApi } from './lib/api-process.mjs';
import { signUpBenchUser } from './lib/bench-user.mjs';
import { missingBuilds, serveBuiltApp } from './lib/built-app.mjs';
import { byChunk, measurePageWeights, pageWeightsText, totalGzip } from './lib/page-weight.mjs';
import { launchBenchChromium } from './lib/scroll-frames.mjs';

const BUDGETS_FILE = join(workspaceRoot, 'bench/budgets.json');
const record = process.argv.includes('--record');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The verdict for one page: over budget or not, and the chunks that grew (or are new) against the
 * recorded sizes, largest growth first.
 */
export function judgePage(name, scripts, budget, tolerance) {
  const total = totalGzip(scripts);
  const limit = budget.budgetKb * 1024 * (1 + tolerance);
  const now = byChunk(scripts);
  const before = budget.chunks ?? {};
  const grown = Object.entries(now)
    .map(([chunk, size]) => ({ chunk, size, before: before[chunk] ?? null, growth: size - (before[chunk] ?? 0) }))
    // A chunk a few bytes larger only because a chunk it imports was renamed is not news.
    .filter((entry) => entry.growth >= 256)
    .sort((a, b) => b.growth - a.growth);
  return { name, total, limit, over: total > limit, grown };
}

export function verdictText(verdict, budget, tolerance) {
  const head = `${verdict.name}: ${kb(verdict.total)} of JavaScript (gzip), budget ${budget.budgetKb} KB + ${tolerance * 100} %`;
  if (!verdict.over) return `ok    ${head}`;
  const lines = [`OVER  ${head} (limit ${kb(verdict.limit)})`];
  for (const entry of verdict.grown.slice(0, 8)) {
    const was = entry.before === null ? 'new chunk' : `was ${kb(entry.before)}`;
    lines.push(`      grew: ${entry.chunk} ${kb(entry.size)} (${was}, +${kb(entry.growth)})`);
  }
  return lines.join('\n');
}

async function measure() {
  const missing = missingBuilds(['shell', ...REMOTE_NAMES]);
  if (missing.length) throw new Error(`no production build of ${missing.join(', ')}: run npm run build first`);
  const shellPort = await freePort();
  const api = await startApi(undefined, { CORS_ORIGINS: `http://127.0.0.1:${shellPort}` });
  let app;
  let browser;
  try {
    app = await serveBuiltApp({ apiUrl: api.url, remotes: [...REMOTE_NAMES], shellPort, idlePreload: false });
    const user = await signUpBenchUser(api.url);
    browser = await launchBenchChromium();
    return await measurePageWeights(browser, { appUrl: app.url, session: user.signIn, appOf: app.appOf });
  } finally {
    await browser?.close();
    await app?.stop();
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
  const pages = await measure();
  console.log(`\nJavaScript per page (gzip -9 of each script), production builds\n${pageWeightsText(pages, budgets.pages)}\n`);
  const unbudgeted = Object.keys(pages).filter((name) => !budgets.pages[name]);
  if (record) {
    for (const [name, scripts] of Object.entries(pages)) {
      budgets.pages[name] = { budgetKb: budgets.pages[name]?.budgetKb ?? Math.ceil((totalGzip(scripts) * 1.05) / 1024), chunks: byChunk(scripts) };
    }
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log(`recorded the chunk sizes of ${Object.keys(pages).length} pages in bench/budgets.json`);
  } else {
    let failed = unbudgeted.length > 0;
    for (const name of unbudgeted) console.log(`NO BUDGET  ${name}: add it to bench/budgets.json (node bench/check-budgets.mjs --record)`);
    for (const [name, budget] of Object.entries(budgets.pages)) {
      if (!pages[name]) {
        console.log(`NOT MEASURED  ${name}: in bench/budgets.json but no longer a page of the bench`);
        failed = true;
        continue;
      }
      const verdict = judgePage(name, pages[name], budget, budgets.tolerance);
      console.log(verdictText(verdict, budget, budgets.tolerance));
      failed ||= verdict.over;
    }
    if (failed) {
      console.error('\nSize budgets exceeded (bench/budgets.json). Shrink what grew, or raise the budget in a reviewed change.');
      process.exit(1);
    }
  }
}
