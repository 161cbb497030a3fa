import { defineConfig } from 'vitest/config';
import { browserUnitTests } from '../../scripts/vite/unit-tests.ts';

export default defineConfig({
  test: browserUnitTests(),
});
