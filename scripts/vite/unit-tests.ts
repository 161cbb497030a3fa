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
    setupFiles: [setupFile, ...(extra.setupFiles ?? [])],
  };
}
