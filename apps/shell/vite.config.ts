import { defineConfig, mergeConfig } from 'vite';
import { shellViteConfig } from '../../scripts/vite/federation.ts';

export default defineConfig(
  mergeConfig(shellViteConfig(), {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test-setup.ts', '../../scripts/vite/vitest-setup.ts'],
    },
  }),
);
