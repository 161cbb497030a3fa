// The Vite config Storybook builds this remote with: React only, no Module Federation (stories
// import the remote's components directly; the shared singletons are plain dependencies here).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  define: {
    __REMOTE_CONTRACT_RANGE__: JSON.stringify('storybook'),
    __REMOTE_VERSION__: JSON.stringify('storybook'),
  },
});
