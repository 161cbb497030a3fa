import type { ViteUserConfig } from 'vitest/config';
import { unitReporters } from './unit-report.ts';

const setupFile = new URL('./vitest-setup.ts', import.meta.url).pathname;

/**
 * How every browser-side project runs its unit tests: jsdom, and test files sharing one worker's
 * module cache (`isolate: false`), so React, antd and the other packages load once per worker instead
 * of once per file (figures: docs/performance.md#the-test-suite). What a file may change for the
 * next one is reset before each file by vitest-setup.ts: the project's own modules (so `vi.mock` of a
 * workspace package applies), the DOM, storage, the address and the clock.
 */
export function browserUnitTests(extra: { setupFiles?: string[]; include?: string[]; isolate?: boolean } = {}): NonNullable<ViteUserConfig['test']> {
  return {
    environment: 'jsdom',
    include: extra.include ?? ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
    isolate: extra.isolate ?? false,
    reporters: unitReporters(),
    // A page test renders antd (CSS-in-JS) in jsdom, and npm test runs two projects at once on this
    // 2-core machine: collections-page's stale-spot test took 11.8 s there (3.0 s alone: `npx vitest
    // run src/pages/collections-page.test.tsx -t "stale spot"` in apps/inventory), an order page journey 4–8 s. vitest's 5 s would fail them by the machine's load, not by what they test;
    // the slowest tests are listed at the end of every npm test (scripts/test-report.mjs).
    testTimeout: 20_000,
    setupFiles: [setupFile, ...(extra.setupFiles ?? [])],
  };
}
