import { defineConfig, mergeConfig } from 'vite';
import { remoteViteConfig } from '../../scripts/vite/federation.ts';

export default defineConfig(
  mergeConfig(remoteViteConfig({ name: 'catalog', root: import.meta.dirname }), {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      passWithNoTests: false,
      setupFiles: ['../../scripts/vite/vitest-setup.ts'],
    },
  }),
);
