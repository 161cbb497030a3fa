import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several API processes on one Postgres: run with Postgres by scripts/test-api-scale-out.sh (vitest.scale-out.config.ts).
    exclude: ['**/node_modules/**', 'test/scale-out.test.ts'],
    // Each test file starts its own API with an in-memory PGlite; give WASM start-up room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
