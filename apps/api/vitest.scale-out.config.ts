// The tests that need Postgres, run by scripts/test-api-scale-out.sh (part of `npm test`) with
// DATABASE_URL: test/scale-out.test.ts (several API processes on one Postgres, which the default API
// run on PGlite leaves out), and test/billing-local-locks.test.ts again, because on PGlite's one
// connection concurrent requests never overlap and only Postgres shows that the row locks decide.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/scale-out.test.ts', 'test/billing-local-locks.test.ts'],
    pool: 'forks',
  },
});
