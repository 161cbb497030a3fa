// The main thread of a signed-in start on the dashboard, as a phone runs it: Chromium's CPU slowed
// 4× (Lighthouse's mobile preset), a phone's viewport, the cache cleared, then a trace with the CPU
// profiler for --seconds after the load event (long enough for the idle preload of the sidebar's
// areas). Prints every task that blocks the main thread (50 ms or longer at 4×, Lighthouse's long
// task), when it started, and the scripts its time went to (the profile's samples, each given to the
// nearest frame with a script address; "(browser)" is work without one: layout, style, compile, GC).
// Over the production builds of the shell and all remotes, served as `npm start` serves them, with an
// API of its own (PGlite, fresh data folder) and a new bench user with an empty desk, on free loopback
// ports (as bench/lighthouse.mjs measures the dashboard).
// Usage: node bench/main-thread.mjs [--runs=1] [--seconds=6] [--cpu=4] [--trace=<folder>]
// (after npm run build, or npm run bench:main-thread); --trace keeps each run's trace for DevTools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
const SECONDS = Number(args.seconds ?? 6);
const CPU = Number(args.cpu ?? 4);
const TRACE_DIR = args.trace ? resolve(args.trace) : null;
for (const [name, value] of [['runs', RUNS], ['seconds', SECONDS], ['cpu', CPU]]) {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got ${args[name]}`);
}
/** Lighthouse counts a task as long from 50 ms. */
const LONG_TASK_MS = 50;
const TOP_SCRIPTS = 3;

const missing = missingBuilds(['shell', ...REMOTE_NAMES]);
if (missing.length) {
  console.error(`No production build of ${missing.join(', ')}: run npm run build first.`);
  process.exit(1);
}

/** A script's address as a short name: the app that serves it, then its file without the hash and the federation plugin's long prefixes. */
function scriptName(url, apps) {
  const { origin, pathname } = new URL(url);
  const file = pathname
    .replace(/^.*\//, '')
    .replace(/_virtual_mf___mfe_internal__\w+?__mf_owner__\d+__/, 'mf:')
    .replace(/__mfe_internal__\w+?__mf_owner__\d+__/, 'mf:')
    .replace(/(\.js)?-[\w-]{8}\.js$/, '.js');
  return `${apps[origin] ?? origin}:${file || '(index.html)'}`;
}

/** The renderer's main thread of the navigation, its top-level tasks, and the CPU profile's samples. */
function readTrace(events) {
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'));
  if (!navigation) throw new Error('The trace has no navigation of the main frame.');
  const { pid, ts: start } = navigation;
  const thread = events.find((event) => event.pid === pid && event.name === 'thread_name' && event.args.name === 'CrRendererMain');
  const tasks = events
    .filter((event) => event.pid === pid && event.tid === thread.tid && event.ph === 'X' && event.name === 'RunTask' && event.ts >= start)
    .sort((a, b) => a.ts - b.ts);
  const nodes = new Map();
  const parents = new Map();
  const samples = [];
  let profileStart = 0;
  let time = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') profileStart = time = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.parent) parents.set(node.id, node.parent);
      for (const child of node.children ?? []) parents.set(child, node.id);
    }
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ id, time });
    });
  }
  if (!profileStart) throw new Error('The trace has no CPU profile.');
  return { start, tasks, nodes, parents, samples };
}

function scriptOf({ nodes, parents }, id, apps) {
  for (let current = id; current; current = parents.get(current)) {
    const url = nodes.get(current)?.callFrame?.url;
    if (url?.startsWith('http')) return scriptName(url, apps);
  }
  return '(browser)';
}

/** The long tasks, each with the scripts its samples went to. */
function longTasks(trace, apps) {
  return trace.tasks
    .filter((task) => task.dur / 1000 >= LONG_TASK_MS)
    .map((task) => {
      const byScript = new Map();
      trace.samples.forEach((sample, index) => {
        if (sample.time < task.ts || sample.time > task.ts + task.dur) return;
        const next = trace.samples[index + 1]?.time ?? sample.time;
        const script = scriptOf(trace, sample.id, apps);
        byScript.set(script, (byScript.get(script) ?? 0) + (next - sample.time) / 1000);
      });
      const scripts = [...byScript].sort((a, b) => b[1] - a[1]).slice(0, TOP_SCRIPTS);
      return { at: (task.ts - trace.start) / 1000, ms: task.dur / 1000, scripts };
    });
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
  await logInThroughForm(browser, app.url, user);
  if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
  console.log(`Main thread of a signed-in start on the dashboard, CPU ${CPU}× slower, ${SECONDS} s after load; tasks of ${LONG_TASK_MS} ms or more`);
  for (let run = 1; run <= RUNS; run += 1) {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.tracing.start({ categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
    await page.goto(`${app.url}/`, { waitUntil: 'load' });
    await new Promise((done) => setTimeout(done, SECONDS * 1000));
    const buffer = await page.tracing.stop();
    const heading = await page.evaluate(() => document.querySelector('h3')?.textContent ?? '');
    await page.close();
    if (heading !== 'Dashboard') throw new Error(`run ${run} ended on "${heading}", not the dashboard`);
    if (TRACE_DIR) writeFileSync(join(TRACE_DIR, `main-thread-${run}.json`), buffer);
    const tasks = longTasks(readTrace(JSON.parse(Buffer.from(buffer).toString('utf8')).traceEvents), app.apps);
    const blocking = tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
    console.log(`\nrun ${run}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over ${LONG_TASK_MS} ms in all`);
    for (const task of tasks) {
      const scripts = task.scripts.map(([script, ms]) => `${script} ${ms.toFixed(0)}`).join(', ');
      console.log(`  at ${task.at.toFixed(0).padStart(5)} ms  ${task.ms.toFixed(0).padStart(4)} ms  ${scripts}`);
    }
  }
  if (TRACE_DIR) console.log(`\nTraces in ${TRACE_DIR}`);
} finally {
  await browser?.close();
  await app?.stop();
  await api.stop();
}
