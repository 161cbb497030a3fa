// Test set-up: jsdom lacks matchMedia, which antd's responsive components call (the same stub as
// scripts/vite/vitest-setup.ts, which a source file may not import across the module boundary).
const noop = () => undefined;

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: noop,
      removeListener: noop,
      addEventListener: noop,
      removeEventListener: noop,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
