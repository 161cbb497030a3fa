// The scale-out test alone (test/scale-out.test.ts): several API processes on one Postgres. It needs
// DATABASE_URL, so `npm test` runs it through scripts/test-api-scale-out.sh; the default API run
// (vite.config.ts, PGlite) leaves it out.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/scale-out.test.ts'],
    pool: 'forks',
  },
});
