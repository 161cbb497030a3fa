import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { clearChunkReloadFlag, isChunkLoadError, isLeavingPage, isOtherAppChunkError, lazyNamed, lazyWithReload, reloadOnceForChunkError } from './lazy-with-reload';

/** An in-memory Storage, so each test starts from a fresh session. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, String(value));
    },
  };
}

describe('reloadOnceForChunkError', () => {
  it('reloads the page the first time a chunk fails to load', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(memoryStorage(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a second time in the same session, so it never loops', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError(storage, reload);
    expect(reloadOnceForChunkError(storage, reload)).toBe(false);
    expect(reloadOnceForChunkError(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again after a successful start cleared the flag', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError(storage, reload);
    clearChunkReloadFlag(storage);
    expect(reloadOnceForChunkError(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the no-loop guard in sessionStorage by default, which survives the reload', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    try {
      expect(reloadOnceForChunkError(undefined, reload)).toBe(true);
      expect(sessionStorage.length).toBe(1);
      expect(reloadOnceForChunkError(undefined, reload)).toBe(false);
      clearChunkReloadFlag();
      expect(sessionStorage.length).toBe(0);
    } finally {
      sessionStorage.clear();
    }
  });
});

describe('isChunkLoadError', () => {
  it("recognises Chrome's failed dynamic import", () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://app.example/assets/page-1a2b.js')),
    ).toBe(true);
  });

  it("recognises Safari's and Firefox's failed dynamic import", () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://app.example/a.js'))).toBe(
      true,
    );
  });

  it('ignores ordinary errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new RangeError('Invalid array length'))).toBe(false);
    expect(isChunkLoadError('something else')).toBe(false);
  });

  it('ignores a failed API request, so a network blip never reloads the page', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('isOtherAppChunkError', () => {
  const shellAssets = 'https://desk.example.com/assets/';
  it("tells a remote's chunk (refused or gone: its area shows it) from the shell's own, which a reload fetches anew", () => {
    expect(isOtherAppChunkError(new TypeError('Failed to fetch dynamically imported module: https://cdn.example.com/catalog/assets/parcel-1.js'), shellAssets)).toBe(true);
    expect(isOtherAppChunkError(new TypeError('Failed to fetch dynamically imported module: https://desk.example.com/releases/catalog/assets/parcel-1.js'), shellAssets)).toBe(true);
    expect(isOtherAppChunkError(new TypeError('Failed to fetch dynamically imported module: https://desk.example.com/assets/menu-2.js'), shellAssets)).toBe(false);
    // Safari names no address: the shell's rule (reload once) stays.
    expect(isOtherAppChunkError(new TypeError('Importing a module script failed.'), shellAssets)).toBe(false);
  });
});

describe('lazyNamed', () => {
  it('renders the named export, wrapped by what `wrap` loads beside it', async () => {
    const Named = lazyNamed(
      async () => ({ Hello: () => <p>hello</p> }),
      'Hello',
      async () => (Component) =>
        function Framed() {
          return (
            <section aria-label="frame">
              <Component />
            </section>
          );
        },
    );
    render(
      <Suspense fallback={null}>
        <Named />
      </Suspense>,
    );
    expect((await screen.findByText('hello')).closest('section')?.getAttribute('aria-label')).toBe('frame');
  });
});

describe('lazyWithReload', () => {
  it('draws a preloaded page on the first render, never its fallback', async () => {
    const Page = lazyWithReload(async () => ({ default: () => <p>the page</p> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously: no fallback commit for React to hold the page back behind.
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback, then the page, when it is not loaded yet', async () => {
    const Page = lazyWithReload(async () => ({ default: () => <p>the page</p> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('does not reload for a chunk the browser cancelled because the user is leaving the page; it waits for the next page', async () => {
    sessionStorage.clear();
    const Page = lazyWithReload(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/menu.js')));
    window.dispatchEvent(new Event('beforeunload'));
    expect(isLeavingPage()).toBe(true);
    const settled = vi.fn();
    Page.preload().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
    // No reload was asked for: the no-loop flag a reload leaves is not there.
    expect(sessionStorage.length).toBe(0);
    // A user whom a leave guard kept on the page: chunks that fail later reload it again.
    expect(isLeavingPage(Date.now() + 10_001)).toBe(false);
  });

  it("never reloads while the page is being left, whichever path asks (vite's preload error of a remote, the error boundary)", () => {
    sessionStorage.clear();
    window.dispatchEvent(new Event('beforeunload'));
    const reload = vi.fn();
    // Taken care of: the caller neither throws nor shows an error; the next page is on its way.
    expect(reloadOnceForChunkError(undefined, reload)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });
});
