// The tests that need Postgres, run by scripts/test-api-scale-out.sh (part of `npm test`) with
// DATABASE_URL: test/scale-out.test.ts (several API processes on one Postgres, which the default API
// run on PGlite leaves out), and test/billing-local-locks.test.ts again, because on PGlite's one
// connection concurrent requests never overlap and only Postgres shows that the row locks decide;
// likewise test/releases-api.test.ts (racing publishes and points), and test/releases-scale-out.test.ts
// (two APIs on one Postgres answer a canary alike); test/inventory-totals.property.test.ts, because
// the kept totals' triggers (migration 0034) must agree with a recomputation on Postgres as on PGlite.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/scale-out.test.ts', 'test/billing-local-locks.test.ts', 'test/releases-api.test.ts', 'test/releases-scale-out.test.ts', 'test/inventory-totals.property.test.ts'],
    pool: 'forks',
  },
});
