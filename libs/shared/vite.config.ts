import { defineConfig } from 'vitest/config';
import { browserUnitTests } from '../../scripts/vite/unit-tests.ts';

export default defineConfig({
  // Isolated: single-spa, which some of these tests load, takes over the window's popstate and
  // hashchange listeners for good, and the history tests need a window it has not touched.
  test: browserUnitTests({ isolate: true }),
});
