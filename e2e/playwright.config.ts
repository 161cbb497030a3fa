import { localUrl } from '@bullion/shared/remotes';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The specs of dialogs, drawers, menus and the desk's multi-step journeys, run with motion. */
const WITH_MOTION = [/layout-[\w-]+\.spec\.ts$/, /orders\.spec\.ts$/, /inventory\.spec\.ts$/];

export default defineConfig({
  testDir: './tests',
  // Tests stop and restart servers and repoint deployments: one at a time.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Playwright's 30 s per test (a journey that needs more says so, with its figure). Waits get 10 s,
  // not 5: on this 2-core machine a page's first render after a navigation waits for the API and for
  // a remote's first load into a fresh browser context, and took over 5 s twice in 111 tests
  // (inventory.spec's first list, preview.spec's catalog mount) when a typecheck ran beside the suite.
  expect: { timeout: 10_000 },
  // The JSON report feeds npm test's closing summary (the slowest tests, scripts/test-report.mjs).
  reporter: [['list'], ...(process.env.CI ? [['html', { open: 'never' }] as const] : []), ['json', { outputFile: '../.reports/e2e.json' }]],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: localUrl('shell'),
    // A failed test keeps its trace: the actions, the network and the page's DOM at each step. Not
    // the screencast: filming every test took 29% of the suite's time (docs/performance.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Most journeys as a user whose system asks for reduced motion: antd's dialogs, drawers and
    // menus appear without animating, which takes the browser less time.
    { name: 'chromium', use: { browserName: 'chromium', reducedMotion: 'reduce' }, testIgnore: WITH_MOTION },
    // These with every animation on, where a click or a key can land while something is still moving.
    { name: 'chromium-motion', use: { browserName: 'chromium', reducedMotion: 'no-preference' }, testMatch: WITH_MOTION },
  ],
});
