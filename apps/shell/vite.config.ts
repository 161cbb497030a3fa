import { defineConfig, mergeConfig } from 'vite';
import { shellViteConfig } from '../../scripts/vite/federation.ts';
import { browserUnitTests } from '../../scripts/vite/unit-tests.ts';

export default defineConfig(
  mergeConfig(shellViteConfig(), {
    test: browserUnitTests({ setupFiles: ['./src/test-setup.ts'] }),
  }),
);
