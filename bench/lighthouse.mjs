// Lighthouse's performance score of /login (signed out) and the dashboard / (signed in), on its
// desktop and mobile presets, in Debian's Chromium, over the production builds of the shell and all
// remotes. Starts the API in a process of its own (PGlite, fresh data folder, free port) and serves
// the builds as `npm start` does (bench/lib/composed-app.mjs), all on free loopback ports, so
// nothing else needs to run and a running `npm start` or e2e suite is left alone.
// The dashboard runs are signed in: a bench user signs up through the API and logs in through the
// /login form in the same browser; Lighthouse then clears the origin's caches but not its
// localStorage (its default `clearStorageTypes`), so every run loads the code cold and the session
// survives. Each run checks that it measured the page it asked for (a signed-in dashboard, not a
// redirect to /login).
// Usage: npm run bench:lighthouse [-- --runs=3 --report=<folder>]   (builds the shell and the remotes
// first; Nx replays unchanged builds), or node bench/lighthouse.mjs [--runs=…] over existing builds;
// PRELOAD_IDLE=0 in the environment turns the app's idle preload of the sidebar's areas off.
// Prints per page and preset: the performance score, FCP, LCP, TBT, CLS, Speed Index, the transfer
// size of scripts and of everything, then the audits that cost the most (savings as Lighthouse gives
// them). --runs=N measures each case N times and keeps the run with the median score; --report=dir
// writes each kept run's report there (HTML to read, JSON to compare); --pages=login,dashboard and
// --presets=desktop,mobile measure only those (e.g. --pages=dashboard --presets=mobile --runs=5).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { REMOTE_NAMES } from '../scripts/lib/remotes.mjs';
import { freePort, startApi } from './lib/api-process.mjs';
import { logInThroughForm, signUpBenchUser } from './lib/bench-user.mjs';
import { missingBuilds } from './lib/built-app.mjs';
import { serveComposedApp } from './lib/composed-app.mjs';
import { CHROMIUM_ARGS } from './lib/scroll-frames.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const RUNS = Number(args.runs ?? 1);
const REPORT_DIR = args.report ? resolve(args.report) : null;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, got ${args.runs}`);

const ALL_PRESETS = [
  { name: 'desktop', config: desktopConfig },
  // Lighthouse's default: a mid-range phone, simulated slow 4G and a 4× slower CPU.
  { name: 'mobile', config: undefined },
];
const ALL_PAGES = [
  { key: 'login', name: '/login', path: '/login', signedIn: false, expectPath: '/login', expectTitle: 'Log in' },
  { key: 'dashboard', name: 'dashboard /', path: '/', signedIn: true, expectPath: '/', expectTitle: 'Dashboard' },
];

/** The entries of `all` that `--option=a,b` names (all of them without the option). */
function chosen(all, option, keyOf) {
  if (args[option] === undefined) return all;
  const wanted = args[option].split(',');
  const unknown = wanted.filter((key) => !all.some((entry) => keyOf(entry) === key));
  if (unknown.length) throw new Error(`--${option}: unknown ${unknown.join(', ')} (choose from ${all.map(keyOf).join(', ')})`);
  return all.filter((entry) => wanted.includes(keyOf(entry)));
}
const PRESETS = chosen(ALL_PRESETS, 'presets', (preset) => preset.name);
const PAGES = chosen(ALL_PAGES, 'pages', (page) => page.key);
const TOP_AUDITS = 10;

const missing = missingBuilds(['shell', ...REMOTE_NAMES]);
if (missing.length) {
  console.error(`No production build of ${missing.join(', ')}: run npm run build (npx nx run-many -t build --projects=tag:type:host,tag:type:remote) first.`);
  process.exit(1);
}

/** What the page shows after a run: its path and the first heading's text. */
async function shownPage(page) {
  return page.evaluate(() => ({ path: location.pathname, heading: document.querySelector('h1, h2, h3')?.textContent?.trim() ?? '' }));
}

async function measure(browser, url, preset, expected) {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(url, { logLevel: 'error', output: ['html', 'json'], onlyCategories: ['performance'] }, preset.config, page);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const shown = await shownPage(page);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== expected.expectPath || shown.path !== expected.expectPath || shown.heading !== expected.expectTitle) {
      throw new Error(`${url} (${preset.name}) ended on ${finalPath} showing "${shown.heading}", not ${expected.expectPath} with "${expected.expectTitle}"`);
    }
    return { lhr, report: result.report };
  } finally {
    await page.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const ofType = (type) => resources.find((item) => item.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    scripts: ofType('script'),
    total: ofType('total'),
  };
}

/** The audits that cost score, most first: opportunities by their estimated savings, then diagnostics. */
function costlyAudits(lhr) {
  const perf = lhr.categories.performance.auditRefs.filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden');
  const ids = new Set([...perf.map((ref) => ref.id), ...Object.keys(lhr.audits).filter((id) => lhr.audits[id].details?.type === 'opportunity')]);
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      return {
        title: audit.title,
        display: audit.displayValue ?? '',
        savingsMs: audit.details?.overallSavingsMs ?? Math.max(savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0),
        savingsBytes: audit.details?.overallSavingsBytes ?? 0,
        cls: savings.CLS ?? 0,
      };
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes || b.cls - a.cls)
    .slice(0, TOP_AUDITS);
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.figures.score - b.figures.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

ensureChromium();
const shellPort = await freePort();
const api = await startApi(undefined, { CORS_ORIGINS: `http://127.0.0.1:${shellPort}` });
let app;
let browser;
try {
  app = await serveComposedApp({ apiUrl: api.url, shellPort });
  const user = await signUpBenchUser(api.url);
  browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, defaultViewport: null });
  const version = await browser.version();
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

  const results = [];
  let signedIn = false;
  for (const target of PAGES) {
    if (target.signedIn && !signedIn) {
      await logInThroughForm(browser, app.url, user);
      signedIn = true;
    }
    for (const preset of PRESETS) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        process.stderr.write(`measuring ${target.name} (${preset.name})${RUNS > 1 ? ` run ${run + 1}/${RUNS}` : ''}…\n`);
        const { lhr, report } = await measure(browser, `${app.url}${target.path}`, preset, target);
        runs.push({ lhr, report, figures: figures(lhr) });
      }
      const kept = median(runs);
      results.push({ target, preset, ...kept, scores: runs.map((run) => run.figures.score) });
      if (REPORT_DIR) {
        const [html, json] = kept.report;
        const name = `${target.path === '/' ? 'dashboard' : target.path.slice(1)}-${preset.name}`;
        writeFileSync(join(REPORT_DIR, `${name}.html`), html);
        writeFileSync(join(REPORT_DIR, `${name}.json`), json);
      }
    }
  }

  console.log(`\nLighthouse ${results[0].lhr.lighthouseVersion}, performance, ${version} (${CHROMIUM_PATH}), production builds on loopback, ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} each`);
  const header = ['page', 'preset', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'scripts (transfer)', 'all (transfer)'];
  const rows = results.map(({ target, preset, figures: f, scores }) => [
    target.name,
    preset.name,
    RUNS > 1 ? `${f.score} (${scores.join(', ')})` : String(f.score),
    ms(f.fcp),
    ms(f.lcp),
    ms(f.tbt),
    f.cls.toFixed(3),
    ms(f.si),
    `${kb(f.scripts.transferSize)} in ${f.scripts.requestCount}`,
    `${kb(f.total.transferSize)} in ${f.total.requestCount}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));

  for (const { target, preset, lhr } of results) {
    const audits = costlyAudits(lhr);
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    console.log(`\n${target.name} (${preset.name}): ${audits.length ? 'what costs the most' : 'nothing flagged'}${lcpElement ? `; LCP element ${lcpElement}` : ''}`);
    for (const audit of audits) {
      const savings = [
        audit.savingsMs ? `~${ms(audit.savingsMs)}` : '',
        audit.savingsBytes ? `~${kb(audit.savingsBytes)}` : '',
        audit.cls ? `CLS ${audit.cls.toFixed(3)}` : '',
      ].filter(Boolean);
      console.log(`  - ${audit.title}${audit.display ? `: ${audit.display}` : ''}${savings.length ? ` (saves ${savings.join(', ')})` : ''}`);
    }
  }
  if (REPORT_DIR) console.log(`\nReports (HTML, JSON) in ${REPORT_DIR}`);
} finally {
  await browser?.close();
  await app?.stop();
  await api.stop();
}
