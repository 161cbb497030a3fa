// The shell's own code built as a plain single-bundle Vite app (no Module Federation), as the
// baseline for bench/federation-size.mjs.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('../apps/shell', import.meta.url)),
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../.bench/shell-plain', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
