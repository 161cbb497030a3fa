import { defineConfig } from 'vitest/config';
import { unitReporters } from '../../scripts/vite/unit-report.ts';

export default defineConfig({
  test: {
    environment: 'node',
    reporters: unitReporters(),
    include: ['src/**/*.test.ts'],
  },
});
