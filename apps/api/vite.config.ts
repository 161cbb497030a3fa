import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { unitReporters } from '../../scripts/vite/unit-report.ts';

export default defineConfig({
  test: {
    environment: 'node',
    reporters: unitReporters(),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several API processes on one Postgres: run with Postgres by scripts/test-api-scale-out.sh (vitest.scale-out.config.ts).
    exclude: ['**/node_modules/**', 'test/scale-out.test.ts', 'test/releases-scale-out.test.ts'],
    // Each test file starts its own API on an in-memory copy of one migrated database.
    globalSetup: ['test/global-setup.ts'],
    // Integration tests: each request goes through HTTP, auth and an embedded Postgres, two files at
    // once beside another project's tests on two cores. In a fresh-clone npm test a storage test that
    // takes 0.36 s alone (`npx vitest run test/storage-blobs.test.ts -t "reads back"`) took 5.1 s,
    // the 500-guess bursts 5.0 s, and 13 files' beforeAll (start an API, sign people in) passed
    // vitest's 10 s. Tests slower than this say so (SLOW in
    // test/harness.ts); the slowest are listed at the end of every npm test.
    testTimeout: 15_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files share their worker's loaded modules (each starts its own API and database, and none
    // mocks a module): the API's code loads once per worker, not once per file.
    isolate: false,
    // A test waits on its database much of the time: two files at once even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
