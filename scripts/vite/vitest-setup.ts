// Runs before every test file of the browser-side projects (unit-tests.ts lists it first).
//
// Test files share their worker's module cache and jsdom (`isolate: false`), so whatever one file
// leaves behind is cleared here before the next: the workspace's own modules are evaluated afresh
// (a file's `vi.mock` of `@bullion/api-client` then applies; packages such as React and antd stay
// loaded), and the DOM, storage, address, title, spies, stubbed globals and fake clock are reset.
//
// Then the jsdom gaps that antd touches: matchMedia (Grid, Descriptions, Steps, responsive props)
// and ResizeObserver (Avatar, Tooltip, TextArea autoSize).
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

const noop = () => undefined;

if (typeof window !== 'undefined') {
  const started = globalThis as { __firstHref?: string };
  started.__firstHref ??= window.location.href;
  window.history.replaceState(null, '', started.__firstHref);
  document.body.innerHTML = '';
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
}

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
