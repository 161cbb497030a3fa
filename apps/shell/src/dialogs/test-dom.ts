// jsdom gaps that antd components in these tests touch: matchMedia (Grid, responsive props) and
// ResizeObserver (Tooltip, TextArea autoSize). Same stub as scripts/vite/vitest-setup.ts, which a
// source file may not import (module boundaries).
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

if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe = noop;
    unobserve = noop;
    disconnect = noop;
  } as unknown as typeof ResizeObserver;
}
