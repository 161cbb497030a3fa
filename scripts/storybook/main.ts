// The Storybook configuration every remote uses (docs/development.md, "Storybook"): each remote's
// .storybook/main.ts re-exports it. `npx nx storybook <remote>` (port 6006) and
// `npx nx build-storybook <remote>` (into storybook-static/). Paths are relative to the remote's
// .storybook folder.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const here = dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['msw-storybook-addon'],
  // msw's mockServiceWorker.js, served at /mockServiceWorker.js.
  staticDirs: [join(here, '../../libs/api-mocks/mock-worker')],
  core: {
    disableTelemetry: true,
    // A plain React Vite config: the remote's own vite.config.ts would add the federation plugin.
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: join(here, 'vite.config.ts') } },
  },
};

export default config;
